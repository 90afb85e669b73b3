"""Replaying a foreign record through the engine, one agenda step at a time.

A reader translates its record into a ``Script``: the table (rules, nicknames, deal) and
every entry of the record, each placed at the moment of play it belongs to (an ``At``:
"seat 5's speech on day 3", "the shot of night 2", "vote round 2 of day 4, on seat 7").
``replay`` then walks the engine's agenda. At each step it applies what the record placed
there (nominations, fouls, removals), then resolves the step with the record's data (the
shots, the check, the hands raised) or, for a talk step, moves on. The engine decides who
leaves and who wins; an entry the rules refuse, or one that never finds its moment, stops
the import with a ``RecordError`` naming the game and that entry.

An unfinished record stops at the step it names, or where its data runs out (a shot or a
vote the record does not have yet), leaving the game resumable from there.

A replay never runs away: once the game has gone past the last day or night the record has
anything for, an entry still waiting cannot happen any more, and a finished record that the
rules do not end there is inconsistent; either stops the import at once, naming the entry,
the step the game is at and what that step expects.

Where a record does not hold a detail (a reader knows from its format: mafiaratings without
``k`` keeps no remove-all answers), the reader's ``Inference`` supplies it from what the
record does state, and the replay says so in a warning.
"""

from __future__ import annotations

from dataclasses import field
from functools import lru_cache
from datetime import datetime, timezone
from typing import Callable, Generic, Iterable, TypeVar, overload

from mafia_desktop.engine import Game, Role, RuleViolation, Ruleset, State, Step, StepKind, Winner
from mafia_desktop.engine import commands
from mafia_desktop.engine.errors import QT_TR_NOOP, Later, Message, joined
from mafia_desktop.engine.roles import NIGHT_ACTORS
from mafia_desktop.engine.state import LeftHow, Phase
from mafia_desktop.engine.steps import step_label
from mafia_desktop.records import record

from mafia_desktop.formats import RecordError

NIGHT_KINDS = frozenset({StepKind.AGREEMENT, StepKind.ROLE_MEETING, StepKind.SHOT, *NIGHT_ACTORS})
TALK_KINDS = frozenset({
    StepKind.AGREEMENT, StepKind.ROLE_MEETING, StepKind.LAST_WORD, StepKind.OPEN_TALK,
    StepKind.SPEECH, StepKind.JUSTIFICATION, StepKind.TIE_SPEECH,
})
#: A safety net: a real game has a few hundred steps.
MAX_STEPS = 5000
#: The kinds and phases the walk asks of every step, under plain names: in Python 3.11 a
#: member read off its Enum class (``StepKind.SPEECH``) goes through ``EnumType.__getattr__``,
#: 87 ns against 19 for a module's name (a tenth of a record's replay, measured).
_END, _SPEECH, _VOTE, _SHOT = StepKind.END, StepKind.SPEECH, StepKind.VOTE, StepKind.SHOT
_TIE_SPEECH, _BEST_MOVE, _REMOVE_ALL_VOTE = StepKind.TIE_SPEECH, StepKind.BEST_MOVE, StepKind.REMOVE_ALL_VOTE
_LAST_WORD_OR_BEST_MOVE = (StepKind.LAST_WORD, StepKind.BEST_MOVE)
_PHASE_END, _NIGHT = Phase.END, Phase.NIGHT
#: Members read in this module's functions under plain names (as ``engine.flow`` reads them).
_KILLED = LeftHow.KILLED
#: The end's period: after every day and night.
_INFINITY = float("inf")   # (a name: ``float("inf")`` reads its text at each call)
_LAST = (_INFINITY, 0)
#: The steps that need the record's data (``_needs_data``): a shot, a vote, the vote on all leaving.
_DATA_KINDS = frozenset({StepKind.SHOT, StepKind.VOTE, StepKind.REMOVE_ALL_VOTE})


# -- where an entry belongs ------------------------------------------------------------------

@record(frozen=True, init=False)
class At:
    """A moment of play. As a pattern, None (or False) fields match anything.

    ``number`` is the day for day steps and the night for night steps, as the table counts
    them (night n follows day n); a last word or best move belongs to the day it is spoken.
    ``vote_round`` is the current round for a vote, and for a tie speech the round it follows.
    ``kind`` None is whichever step comes first in day ``number`` (or night, with ``night``);
    ``after`` is the moment right after the step named is over (the result of a vote).
    """

    kind: StepKind | None
    number: int | None = None
    seat: int | None = None
    vote_round: int | None = None
    last_speech: bool = False      # the day's last discussion speech
    night: bool = False            # with kind None: the night, not the day
    after: bool = False

    def __init__(self, kind: StepKind | None, number: int | None = None, seat: int | None = None,
                 vote_round: int | None = None, last_speech: bool = False, night: bool = False,
                 after: bool = False) -> None:
        # The fields set straight into the new object: a frozen dataclass's own __init__ sets
        # them one ``object.__setattr__`` at a time (1.3 µs → 0.5, and a replay makes 150 a game).
        # ``period`` (not a field) orders moments by day and night: (n, 0) is day n, (n, 1) is
        # night n. Worked out here, in line: nearly every moment is asked it (a property, or
        # one kept on first asking, was a call each time).
        if kind is _END:
            period: tuple[float, int] | None = _LAST
        elif number is None:
            period = None
        else:
            period = (number, 1 if (night if kind is None else kind in NIGHT_KINDS) else 0)
        self.__dict__.update(kind=kind, number=number, seat=seat, vote_round=vote_round,
                             last_speech=last_speech, night=night, after=after, period=period)

    def matches(self, point: At) -> bool:
        if self.after != point.after:
            return False
        if self.kind is None:
            return point.kind is not _END and self.period == point.period
        return (self.kind is point.kind
                and self.number in (None, point.number)
                and self.seat in (None, point.seat)
                and self.vote_round in (None, point.vote_round)
                and (not self.last_speech or point.last_speech))

    def right_after(self) -> At:
        """The moment right after this one (``after``). Built directly: ``dataclasses.replace``
        cost 11 µs a step, a sixth of a replay's own bookkeeping (measured on real records)."""
        return At(self.kind, self.number, self.seat, self.vote_round, self.last_speech, self.night, True)

    #: (Set by __init__, above: not a field of the dataclass, nor compared.)
    period: tuple[float, int] | None = field(init=False, repr=False, compare=False)


def describe(at: At) -> Message:
    """The moment in the host's words: "day 2, seat 5's speech", "night 3, the don's check"
    (a translatable Message; ``str()`` is the English)."""
    if at.kind is StepKind.END:
        return Message("the end of the game")
    if at.kind is None:
        return (Message("the start of night {number}", number=at.number) if at.night
                else Message("the start of day {number}", number=at.number))
    if at.after:
        return Message("right after {moment}", moment=describe(At(at.kind, at.number, at.seat, at.vote_round,
                                                                  at.last_speech, at.night)))
    if at.kind is StepKind.VOTE and at.seat is None:
        what = Message("vote round {round}", round=at.vote_round) if at.vote_round else Message("the vote")
    elif at.kind is StepKind.SPEECH and at.last_speech and at.seat is None:
        what = Message("the end of the discussion")
    else:
        what = step_label(Step(at.kind, at.seat))
    if at.number is None:
        return what
    if at.kind in NIGHT_KINDS:
        return Message("night {number}, {what}", number=at.number, what=what)
    return Message("day {number}, {what}", number=at.number, what=what)


#: A moment of play made once (``At(...)``): a moment is a frozen value, and every game's steps
#: are the same few moments again (a replay asks one at each of its 37 steps; a reader places
#: its entries at them). Kept for the last moments asked only: a hostile record's days are many.
kept_at = lru_cache(maxsize=4096)(At)


def point_of(state: State, step: Step | None = None, *, last_speech: bool = True) -> At:
    """The current step (``step``, if the caller has it at hand) as a moment of play. Not
    ``last_speech``: nothing the caller compares it with asks whether a speech is the
    discussion's last, and it is not looked for (``At.last_speech`` stays False)."""
    if step is None:
        step = state.head
    kind = step.kind
    if kind is _END:
        return kept_at(kind)
    if kind in NIGHT_KINDS:
        return kept_at(kind, state.round, step.seat)
    if kind in _LAST_WORD_OR_BEST_MOVE:
        return kept_at(kind, spoken_on_day(state, state.head_seat), step.seat)
    if kind is _VOTE:
        return kept_at(kind, state.round, step.seat, state.today.rounds[-1].number)
    if kind is _TIE_SPEECH:
        return kept_at(kind, state.round, step.seat, rounds_closed(state))
    if kind is _SPEECH:
        if last_speech and state.speaking_last():
            return kept_at(kind, state.round, step.seat, last_speech=True)
        # (Without the keyword: no dict made for it, and the very moment a reader placed the
        # speech's nominations at, ``kept_at(_SPEECH, day, seat)``, which ``take`` finds by identity.)
        return kept_at(kind, state.round, step.seat)
    return kept_at(kind, state.round, step.seat)


def spoken_on_day(state: State, seat: int) -> int:
    """The day a last word is spoken: the morning after a night kill, else the day he left."""
    left = state.seat(seat).left
    if left is None:
        return state.round
    return left.round + 1 if left.how is _KILLED else left.round


def rounds_closed(state: State) -> int:
    rounds = state.day.rounds if state.day else []
    if not rounds:
        return 0
    return rounds[-1].number if rounds[-1].closed else rounds[-1].number - 1


def period_of(state: State) -> tuple[float, int]:
    if state.phase is _PHASE_END:
        return _LAST
    return (state.round, 1 if state.phase is _NIGHT else 0)


# -- what a record says happened ---------------------------------------------------------------

@record(frozen=True)
class Nomination:
    by: int
    seat: int


@record(frozen=True)
class Foul:
    seat: int
    technical: bool = False
    reason: str = ""


@record(frozen=True)
class Removal:
    seat: int
    reason: str = ""
    unless_gone: bool = True     # fouls recorded before it may have removed him already


@record(frozen=True)
class Arrangement:
    seats: tuple[int, ...]


@record(frozen=True)
class Shot:
    shooter: int
    target: int | None


@record(frozen=True)
class Check:
    seat: int | None


@record(frozen=True)
class BestMove:
    guesses: tuple[int, ...]


@record(frozen=True)
class Vote:
    voter: int                   # the nominee is the entry's At.seat


@record(frozen=True)
class RemoveAllVote:
    voter: int
    yes: bool


@record(frozen=True)
class Points:
    """The host's extra points (or penalty) for a seat, as the record gives them."""
    seat: int
    points: float
    reason: str


Action = (Nomination | Foul | Removal | Arrangement | Shot | Check | BestMove | Vote
          | RemoveAllVote | Points)
#: One kind of action: the entries a step takes of that kind hold it (``Ledger.take``).
A = TypeVar("A", bound=Action)

#: Actions that happen beside a step, in this order: the speaker's nominations come before
#: the fouls given during his speech, and a removal comes after the fouls.
INTERJECTIONS = (Arrangement, Nomination, Foul, Removal, Points)


@record(frozen=True, init=False)
class Entry(Generic[A]):
    at: At
    action: A
    # Words, made only if a message names the entry (``Later``, or a Message):
    where: Message | Later       # the record's own place for it: "day 2, vote round 1"
    what: Message | Later        # the entry itself: "seat 4's vote for seat 8"
    optional: bool = False       # may find no place (the reader says what that means)

    def __init__(self, at: At, action: A, where: Message | Later, what: Message | Later,
                 optional: bool = False) -> None:
        self.__dict__.update(at=at, action=action, where=where, what=what, optional=optional)   # as At's


class Inference:
    """What a reader can tell about a step its record holds no data for, from what the
    record states otherwise. None: nothing to tell (the step goes without data, or the
    record stops there). Each answer comes with the warning that says it was inferred."""

    def remove_all(self, state: State) -> tuple[list[int], Message] | None:
        """The yes-votes of the vote on all of them leaving."""
        return None

    def shots(self, state: State) -> tuple[dict[int, int | None], Message] | None:
        """Each living black player's shot tonight."""
        return None

    def nominations(self, state: State) -> tuple[list[tuple[int, int]], Message] | None:
        """Today's nominations as (nominator, nominee), asked at the day's first speech."""
        return None

    def votes(self, state: State) -> tuple[dict[int, list[int]], Message] | None:
        """The hands raised for each nominee of the vote round that begins."""
        return None


@record
class Script:
    """A record, translated: the table and the entries to replay."""

    name: Message                              # "game 334187", the head of every message
    ruleset: Ruleset
    nicknames: list[str]
    roles: list[Role]
    entries: list[Entry]
    finished: bool
    labels: dict[str, str] = field(default_factory=dict)
    stop_at: At | None = None                  # an unfinished record: the step it stands at
    clock_start: float = 0.0                   # records do not time speeches: a tick a step
    inference: Inference = field(default_factory=Inference)
    #: The last day or night the record speaks of beyond its entries (its stated deaths).
    known_until: tuple[float, int] | None = None
    #: An unfinished record that does not say where it stands (its stage missing or null):
    #: it stands where its data ends, so the replay stops once nothing it holds is left,
    #: never walking on through steps it says nothing of (a night's checks, a day's speeches).
    ends_with_data: bool = False


@record
class Replayed:
    game: Game
    warnings: list[Message]
    unplaced: list[Entry]                      # optional entries that found no place


class Ledger:
    """The entries not yet applied, kept by the moment they belong to (kind of step and day
    or night number: the replay asks for one moment at a time) and, for the required ones,
    in game order."""

    def __init__(self, entries: Iterable[Entry]) -> None:
        self._buckets: dict[tuple[StepKind | None, int | None], list[Entry]] = {}
        for entry in entries:
            self._buckets.setdefault((entry.at.kind, entry.at.number), []).append(entry)
        #: Per bucket, the kinds of action in it (and their bases) and the (after, seat) its entries can match
        #: (None: any seat): a step looks into a bucket only if something in it may be his.
        #: A day's bucket of speeches holds its nominations, looked at by every speech twice;
        #: a vote's holds the day's hands: this halved the replay's time in ``take``.
        self._signs: dict[tuple[StepKind | None, int | None], tuple[set[type], set[tuple[bool, int | None]]]] = {}
        #: The keys of the buckets that hold something: a step whose moment has none of them
        #: need not ask ``take`` (the same dictionary, kept as entries are taken).
        self.places = self._signs
        #: Counts each time entries are taken or added: what is required next may differ.
        self.changes = 0
        for key in self._buckets:
            self._sign(key)
        self._required = in_game_order([e for e in self.open if not e.optional])
        self._done: set[int] = set()
        #: The last day or night the record holds a required entry for: read from the end of
        #: them in game order, past those of no day or night and the end's (which sort last),
        #: not looked for among all of them (31 a record).
        self.last_period = next((period for e in reversed(self._required)
                                 if (period := e.at.period) and period[0] != _INFINITY), None)

    @property
    def open(self) -> list[Entry]:
        return [entry for bucket in self._buckets.values() for entry in bucket]

    def _sign(self, key: tuple[StepKind | None, int | None]) -> None:
        bucket = self._buckets[key]
        # (The bases of each kind of action once, not of each entry: a day's bucket of hands
        # holds twenty votes of one kind.)
        self._signs[key] = ({base for kind in {type(e.action) for e in bucket} for base in kind.__mro__},
                            {(e.at.after, e.at.seat if e.at.kind is not None else None) for e in bucket})

    def _take_from(self, key: tuple[StepKind | None, int | None], keep: Callable[[Entry], bool]) -> list[Entry]:
        bucket = self._buckets.get(key)
        if not bucket:
            return []
        return self._taken(key, bucket, [entry for entry in bucket if keep(entry)])

    def _taken(self, key: tuple[StepKind | None, int | None], bucket: list[Entry], taken: list[Entry]) -> list[Entry]:
        """``taken``, the entries of the bucket at ``key`` that are applied now, out of it."""
        if not taken:
            return taken
        ids = {id(entry) for entry in taken}   # (by identity: a record may hold two equal entries)
        left = [entry for entry in bucket if id(entry) not in ids] if len(taken) < len(bucket) else []
        if left:
            # Its sign is left as it was: a sign says what a bucket *may* hold, and what is left
            # is less (a step may look in and find nothing, with the same answer). Made again at
            # each take (and of each entry's bases): 0.09 M instructions of a record's 4.39 M replay.
            self._buckets[key] = left
        else:   # no empty buckets: a step with nothing placed at it finds no key at all
            del self._buckets[key]
            del self._signs[key]
        self._done |= ids
        self.changes += 1
        return taken

    def add(self, entries: Iterable[Entry]) -> None:
        """Entries a reader inferred during the replay (required: they are the record's
        stated outcome)."""
        for entry in entries:
            key = (entry.at.kind, entry.at.number)
            self._buckets.setdefault(key, []).append(entry)
            self._sign(key)
            self._required.append(entry)
        self.changes += 1
        self._required = in_game_order(e for e in self._required if id(e) not in self._done)

    @overload
    def take(self, point: At, kind: type[A], /) -> list[Entry[A]]: ...
    @overload
    def take(self, point: At, *types: type) -> list[Entry]: ...
    def take(self, point: At, *types: type) -> list[Entry]:
        kind, number = point.kind, point.number
        # The buckets of the moment: its own, then entries of any day or night, then the
        # first step of the day or night. Most steps have nothing placed at them: asked twice
        # a step, this was the replay's costliest bookkeeping (measured on real records).
        keys = ((kind, number),) if number is None else ((kind, number), (kind, None), (None, number))
        taken: list[Entry] = []
        signs = self._signs
        after, seat = point.after, point.seat
        for key in keys:
            # Can the bucket hold an entry of ``types`` that matches the point? If not, none
            # does: its kinds (with all their bases) hold none of ``types``, or no place of it
            # is the point's. (Written out here, not a method: asked for three buckets twice a
            # step, its calls were a tenth of the replay's walk.)
            sign = signs.get(key)
            if sign is None:
                continue
            kinds, places = sign
            if ((after, None) in places or (after, seat) in places) and not kinds.isdisjoint(types):
                bucket = self._buckets[key]   # (``_take_from``, without a call a entry to ask which)
                # (The moment itself first: a reader's moments and the steps' are made once
                # (``kept_at``), so a vote's hands are at the very moment asked, which matches
                # itself. Else the seat, in line: a vote's bucket holds the hands for every nominee.)
                taken += self._taken(key, bucket, [entry for entry in bucket if isinstance(entry.action, types)
                                                   and ((at := entry.at) is point
                                                        or (at.seat in (None, seat) or at.kind is None)
                                                        and at.matches(point))])
        return taken

    def take_if(self, keep: Callable[[Entry], bool]) -> list[Entry]:
        return [entry for key in list(self._buckets) for entry in self._take_from(key, keep)]

    def find(self, keep: Callable[[Entry], bool], number: int | None = None) -> list[Entry]:
        """The open entries ``keep`` wants; with ``number``, it wants only entries of that day
        or night, and only their buckets are looked in."""
        if number is None:
            return [e for e in self.open if keep(e)]
        return [e for key, bucket in self._buckets.items() if key[1] == number for e in bucket if keep(e)]

    def required(self) -> list[Entry]:
        self._required = [e for e in self._required if id(e) not in self._done]
        return list(self._required)

    def first_required(self) -> Entry | None:
        """The earliest required entry still open."""
        while self._required and id(self._required[0]) in self._done:
            self._required.pop(0)
        return self._required[0] if self._required else None

    def has_required(self) -> bool:
        return self.first_required() is not None


def in_game_order(entries: Iterable[Entry]) -> list[Entry]:
    """By their day or night (stable: in the given order within one), those of none last."""
    # Sorted as (period, position, entry), not by a key function (a call an entry); the
    # positions differ, so entries are never compared.
    return [e for _, _, e in sorted([(e.at.period or _NONE_LAST, position, e) for position, e in enumerate(entries)])]


_NONE_LAST = (_INFINITY, 1)


# -- the walk --------------------------------------------------------------------------------

def replay(script: Script) -> Replayed:
    return _Replay(script).run()


class _Replay:
    def __init__(self, script: Script) -> None:
        self.script = script
        self.ledger = Ledger(script.entries)
        self.warnings: list[Message] = []
        self.clock = script.clock_start
        self.game = self._set_up()
        #: The game's state: one object throughout, as a replay never undoes (a property
        #: through the game and its timeline was asked 230 times a record).
        self.state: State = self.game.state
        self.stop_next = False         # the record stands right after the step just resolved
        self.nominations_asked: set[int] = set()   # days whose nominations were inferred
        #: Can the reader tell a vote round's hands at all? If not, a round's first vote need
        #: not look for the record's own hands first (a scan of the day's entries each time).
        self.infers_votes = type(script.inference).votes is not Inference.votes
        self.infers_nominations = type(script.inference).nominations is not Inference.nominations
        #: Does anything wait for the moment right after a step (an entry, or the record's
        #: stage)? If not, no step looks for it (what the reader infers is never placed there).
        stop = script.stop_at
        self.anything_after = (stop is not None and stop.after) or any(e.at.after for e in script.entries)
        #: Does the record stop before the rules end the game (where it stands, or where its
        #: data ends)? If not, only a step that needs data may stop the replay.
        self.may_stop_short = not script.finished and (script.ends_with_data or stop is not None)
        #: Does anything placed ask for the discussion's last speech? If not, a speech's moment
        #: need not say whether it is the last.
        self.asks_last_speech = (stop is not None and stop.last_speech) or any(e.at.last_speech for e in script.entries)
        known = [p for p in (self.ledger.last_period, stop.period if stop is not None else None, script.known_until)
                 if p and p[0] != _INFINITY]
        self.last_period = max(known, default=None)

    def run(self) -> Replayed:
        state, ledger = self.state, self.ledger
        infers = self.infers_nominations or self.infers_votes
        places = ledger.places
        checked = None    # where the game was, and the ledger, when nothing was found late
        for _ in range(MAX_STEPS):
            agenda = state.agenda   # (the head step, read here as ``state.step`` does)
            if not agenda:
                break
            step = agenda[0]
            point = point_of(state, step, last_speech=self.asks_last_speech)
            kind, number = step.kind, point.number
            # Late entries are looked for again only once the day or night has changed, or
            # the entries left have: in between, the answer is the same.
            if checked != (moment := (state.round, state.phase, ledger.changes)):
                self._refuse_late(point)
                checked = moment if kind is not _END else None
            if infers:
                self._infer(point)
            # What the record placed at this moment, if it placed anything here (``take``'s
            # places, looked at first: most steps have none).
            if (kind, number) in places or number is not None and ((kind, None) in places or (None, number) in places):
                self._interject(point)
            agenda = state.agenda
            if not agenda or (agenda[0] is not step and agenda[0] != step):
                self._take_counted_hands(point)
                continue  # a removal changed the agenda: look again
            if kind is _END:
                self._end()
                break
            # Only a step that needs the record's data, or a record that stops short, may
            # stop here (``_stops_here``): a speech of a finished record is not asked.
            if (self.stop_next or self.may_stop_short or kind in _DATA_KINDS) and self._stops_here(point):
                self._stop(point)
                break
            if kind in TALK_KINDS:   # a talk step is over: the next one
                self.clock += 1.0   # records do not time speeches: a tick a step
                self._run(self.game, point, commands.next_turn, now=self.clock)
            else:
                self._resolve(point)
            if self.anything_after:
                self._interject(point.right_after())
        else:
            raise self._error(describe(point_of(state)), Message("the replay does not come to an end"))
        unplaced = [e for e in self.ledger.open if e.optional]
        return Replayed(self.game, self.warnings, unplaced)

    # -- setting up ------------------------------------------------------------------------
    def _set_up(self) -> Game:
        script = self.script
        try:
            game = Game.new(script.ruleset, script.nicknames)
        except RuleViolation as error:
            raise self._error(Later("the table"), error.message) from None
        self._run(game, Later("the labels"), commands.label, **script.labels)
        self._run(game, Later("the deal"), commands.deal_roles, roles=script.roles)
        return game

    # -- helpers ---------------------------------------------------------------------------
    def _error(self, where: Message | Later, problem: Message) -> RecordError:
        return RecordError("{game}: {where}: {problem}", game=self.script.name, where=where, problem=problem)

    def _run(self, game: Game, where: Message | Later | At, command, /, **kwargs) -> None:
        """Run a command; ``where`` (words, or a moment put in words only if needed) names
        the record's entry in the error."""
        try:
            game.run(command, **kwargs)
        except RuleViolation as error:
            raise self._error(describe(where) if isinstance(where, At) else where, error.message) from None

    # -- beside the step: nominations, fouls, removals ---------------------------------------
    def _interject(self, point: At) -> None:
        taken = self.ledger.take(point, *INTERJECTIONS)
        if len(taken) > 1:
            # The speaker's own removal ends his speech: whatever else happened in it came first.
            taken.sort(key=lambda e: (isinstance(e.action, Removal) and e.action.seat == point.seat,
                                      INTERJECTIONS.index(type(e.action))))
        for entry in taken:
            self._apply_interjection(entry)
        stage = self.script.stop_at
        if point.after and stage is not None and stage.matches(point) and not self.script.finished:
            self.stop_next = True

    def _apply_interjection(self, entry: Entry) -> None:
        action = entry.action
        if isinstance(action, Nomination):
            self._run(self.game, entry.where, commands.nominate, by=action.by, seat=action.seat)
        elif isinstance(action, Foul):
            self._run(self.game, entry.where, commands.foul, seat=action.seat,
                      reason=action.reason, technical=action.technical)
        elif isinstance(action, Removal):
            if action.unless_gone and self.state.is_seat(action.seat) and not self.state.alive(action.seat):
                return
            self._run(self.game, entry.where, commands.remove, seat=action.seat, reason=action.reason)
        elif isinstance(action, Arrangement):
            self._run(self.game, entry.where, commands.record_arrangement, seats=action.seats)
        elif isinstance(action, Points):
            self._run(self.game, entry.where, commands.adjust_points, seat=action.seat,
                      points=action.points, reason=action.reason)

    def _take_counted_hands(self, point: At) -> None:
        """A removal that completed the round during the vote counted the hands not yet
        asked for the last nominee [004 §2.4]: a record that writes them as votes for him
        says the same, and they are taken as done; so are they written on the nominee then
        asked (the rating service's vote of each, where the last nominee was the one removed).
        A vote the record gives the removed player himself on the nominee then asked is no
        hand (the service wants one of everyone at the table when the vote began): taken as
        done too."""
        if point.kind is not StepKind.VOTE or self.state.day is None:
            return
        rnd = next((r for r in self.state.day.rounds if r.number == point.vote_round), None)
        if rnd is None or not rnd.closed:
            return
        last = At(StepKind.VOTE, point.number, rnd.ballot[-1], rnd.number)
        self.ledger.take_if(lambda e: isinstance(e.action, Vote) and (
            ((last.matches(e.at) or point.matches(e.at)) and e.action.voter in rnd.abstainers)
            or (point.matches(e.at) and not self.state.alive(e.action.voter) and e.action.voter not in rnd.voted)))

    # -- what the record leaves out ---------------------------------------------------------
    def _infer(self, point: At) -> None:
        """Nominations at the day's first speech, hands at a vote round's first nominee,
        from the reader's inference where the record holds none."""
        state, inference = self.state, self.script.inference
        if point.kind is _SPEECH and self.infers_nominations and point.number is not None \
                and point.number not in self.nominations_asked:
            self.nominations_asked.add(point.number)
            inferred = inference.nominations(state)
            if inferred is not None:
                pairs, note = inferred
                self.warnings.append(note)
                self.ledger.add(Entry(At(StepKind.SPEECH, point.number, by), Nomination(by, seat),
                                      Later("day {day}, seat {seat}'s speech", day=point.number, seat=by),
                                      Later("seat {seat}'s nomination of seat {nominee}", seat=by, nominee=seat))
                                for by, seat in pairs)
        elif point.kind is _VOTE and self.infers_votes and not state.open_round.votes and not self.ledger.find(
                lambda e: isinstance(e.action, Vote) and e.at.number == point.number
                and e.at.vote_round == point.vote_round, point.number):
            inferred_hands = inference.votes(state)
            if inferred_hands is not None:
                hands, note = inferred_hands
                self.warnings.append(note)
                self.ledger.add(Entry(At(StepKind.VOTE, point.number, nominee, point.vote_round), Vote(voter),
                                      Later("day {day}, vote round {round}", day=point.number,
                                            round=point.vote_round),
                                      Later("seat {seat}'s vote for seat {nominee}", seat=voter, nominee=nominee))
                                for nominee, voters in hands.items() for voter in voters)

    # -- entries that missed their moment ---------------------------------------------------
    def _refuse_late(self, point: At) -> None:
        """An entry whose moment the game has gone past (overdue) is refused; so is going on
        past the last day or night the record speaks of (a runaway): nothing it holds can
        happen any more, so stop here rather than play empty days (a record the rules read
        otherwise)."""
        now = period_of(self.state)
        first = self.ledger.first_required()
        if first is not None and first.at.period is not None and first.at.period < now:
            raise self._misplaced(first, point)
        last = self.last_period
        if point.kind is _END or last is None or now <= last:
            return
        if first is not None:
            raise self._error(first.where, Message(
                "{what} cannot happen: the game is at {point}, past the record's last {last}, and that step "
                "expects {expects}", what=first.what, point=describe(point), last=_period_words(last),
                expects=self._expects(point)))
        if self.script.finished:
            raise self._error(describe(point), Message(
                "the record ends with {last}, but the rules do not end the game: this step expects {expects}",
                last=_period_words(last), expects=self._expects(point)))

    def _misplaced(self, entry: Entry, point: At) -> RecordError:
        if point.kind is StepKind.END:
            return self._error(entry.where, Message("{what} has no place in the game as the rules play it: by "
                                                    "them the game is over before it ({result})",
                                                    what=entry.what, result=winner_name(self.state.winner)))
        return self._error(entry.where, Message("{what} has no place in the game as the rules play it "
                                                "(the game is at {point}, which expects {expects})",
                                                what=entry.what, point=describe(point),
                                                expects=self._expects(point)))

    def _expects(self, point: At) -> Message:
        """What the step the game is at needs, in the host's words."""
        kind, state = point.kind, self.state
        if kind is StepKind.SHOT:
            return Message("the shots of the black players at the table (seats {seats})",
                           seats=", ".join(map(str, state.living_black())))
        if kind is StepKind.VOTE:
            return Message("the hands raised for seat {seat} in vote round {round}", seat=point.seat,
                           round=point.vote_round)
        if kind is StepKind.REMOVE_ALL_VOTE:
            return Message("the votes on all of them leaving")
        if kind is StepKind.END:
            return Message("the end of the game")
        step = step_label(state.step)
        if kind in TALK_KINDS:
            return Message("the end of {step}", step=step)
        return Message("{step}: a seat, or none", step=step)

    # -- stopping ----------------------------------------------------------------------------
    def _stops_here(self, point: At) -> bool:
        """An unfinished record stops at its stage, or where its data runs out; a finished
        one whose data runs out before the rules end the game is inconsistent."""
        script = self.script
        if self.stop_next:
            return True
        if script.ends_with_data and not script.finished and not self.ledger.has_required():
            return True
        if not script.finished and script.stop_at is not None:
            stage = script.stop_at
            if stage.matches(point):
                return True
            if stage.period is not None and point.period is not None and point.period > stage.period:
                self.warnings.append(Message("The record stands at {stage}, a step the rules did not give; "
                                             "the replay stops at {point}.",
                                             stage=describe(stage), point=describe(point)))
                return True
        if point.kind not in _DATA_KINDS or self.ledger.has_required() or not self._needs_data(point):
            return False
        if script.finished:
            raise self._error(describe(point), Message("the record ends here, but the rules do not end the game"))
        if script.stop_at is not None:
            self.warnings.append(Message("The record's data runs out at {point}, before {stage} where it "
                                         "says it stands.", point=describe(point), stage=describe(script.stop_at)))
        return True

    def _needs_data(self, point: At) -> bool:
        """A step the record must say something about, and does not (nor can its reader
        tell what happened there)."""
        kind, inference = point.kind, self.script.inference
        if kind is _SHOT:
            return inference.shots(self.state) is None
        if kind is _REMOVE_ALL_VOTE:
            return inference.remove_all(self.state) is None
        return kind is _VOTE and not self.state.open_round.votes and inference.votes(self.state) is None

    def _stop(self, point: At) -> None:
        # What the record holds for the very step it stops at (shots or hands so far) is
        # not applied: the step is not over. Anything else unused is an inconsistency.
        self._interject(At(StepKind.END))
        pending = self.ledger.take_if(lambda e: not e.optional and e.at.kind is point.kind
                                      and e.at.period == point.period)
        leftovers = self.ledger.required()
        if leftovers:
            raise self._misplaced(leftovers[0], point)
        if pending:
            self.warnings.append(Message("The record stops during {point}: {entries} not applied.",
                                         point=describe(point), entries=joined([e.what for e in pending], ", ")))

    def _end(self) -> None:
        leftovers = self.ledger.required()
        if leftovers:
            raise self._misplaced(leftovers[0], At(StepKind.END))
        if not self.script.finished:
            self.warnings.append(Message(_NOT_SAID_OVER[self.state.result]))
            return
        self._run(self.game, Message("the end of the game"), commands.end_game)

    # -- resolving the step ------------------------------------------------------------------
    def _resolve(self, point: At) -> None:
        """A step that is not talk, resolved with the record's data."""
        kind = point.kind
        if kind is _SHOT:
            self._shoot(point)
        elif kind in commands.NIGHT_COMMANDS:
            entry = self._single(point, Check)
            seat = entry.action.seat if entry else None
            self._run(self.game, entry.where if entry else point,
                      commands.NIGHT_COMMANDS[kind], seat=seat)
        elif kind is _BEST_MOVE:
            made = self._single(point, BestMove)
            guesses = list(made.action.guesses) if made else []
            self._run(self.game, made.where if made else point,
                      commands.best_move, guesses=guesses)
        elif kind is _VOTE:
            self._vote(point)
        elif kind is _REMOVE_ALL_VOTE:
            entries = self.ledger.take(point, RemoveAllVote)
            yes = [e.action.voter for e in entries if e.action.yes]
            inferred = None if entries else self.script.inference.remove_all(self.state)
            if inferred is not None:
                yes, note = inferred
                self.warnings.append(note)
            where = entries[0].where if entries else point
            self._run(self.game, where, commands.remove_all_vote, yes=yes, answers_known=inferred is None)
        else:
            raise self._error(describe(point), Message("this step cannot be replayed from a record"))

    def _single(self, point: At, kind: type[A]) -> Entry[A] | None:
        entries = self.ledger.take(point, kind)
        if len(entries) > 1:
            raise self._error(entries[1].where, Message("{what}: one a night or a player, and {other} is "
                                                        "recorded too", what=entries[1].what, other=entries[0].what))
        return entries[0] if entries else None

    def _shoot(self, point: At) -> None:
        entries = self.ledger.take(point, Shot)
        inferred = None if entries else self.script.inference.shots(self.state)
        if inferred is not None:
            agreed, note = inferred
            self.warnings.append(note)
            self._run(self.game, point, commands.shoot, shots=agreed)
            return
        shots: dict[int, int | None] = {shooter: None for shooter in self.state.living_black()}
        recorded: set[int] = set()
        for entry in entries:
            shooter = entry.action.shooter
            if shooter in recorded:
                raise self._error(entry.where, Message("{what}: seat {seat} shot twice", what=entry.what,
                                                       seat=shooter))
            recorded.add(shooter)
            shots[shooter] = entry.action.target
        where = entries[0].where if entries else point
        self._run(self.game, where, commands.shoot, shots=shots)

    def _vote(self, point: At) -> None:
        rnd = self.state.open_round
        if not rnd.votes:
            self._refuse_votes_off_the_ballot(point, rnd.ballot)
        entries = self.ledger.take(point, Vote)
        where = entries[0].where if entries else point
        self._run(self.game, where, commands.vote, nominee=point.seat,
                  voters=[e.action.voter for e in entries])

    def _refuse_votes_off_the_ballot(self, point: At, ballot: tuple[int, ...]) -> None:
        def this_round(entry: Entry) -> bool:
            at = entry.at
            return (isinstance(entry.action, Vote) and at.number == point.number
                    and at.vote_round == point.vote_round)
        for entry in self.ledger.find(this_round, point.number):
            if entry.at.seat not in ballot:
                seats = ", ".join(map(str, ballot))
                raise self._error(entry.where, Message("{what}: seat {seat} is not on the ballot (seats {seats})",
                                                       what=entry.what, seat=entry.at.seat, seats=seats))


def _period_words(period: tuple[float, int]) -> Message:
    number, night = int(period[0]), period[1]
    return Message("night {number}", number=number) if night else Message("day {number}", number=number)


#: The rules end the game, the record does not: by who won.
_NOT_SAID_OVER = {
    Winner.RED: QT_TR_NOOP("The rules end the game here (red wins), but the record does "
                                           "not say it is over."),
    Winner.BLACK: QT_TR_NOOP("The rules end the game here (black wins), but the record does "
                                             "not say it is over."),
    Winner.DRAW: QT_TR_NOOP("The rules end the game here (draw wins), but the record does "
                                            "not say it is over."),
}


# -- small shared helpers for readers --------------------------------------------------------

def unique_nicknames(names: Iterable[object]) -> tuple[list[str], list[Message]]:
    """Nicknames the engine accepts (non-empty, unique ignoring case), and what was changed.
    (A nickname made up here is the game's data, kept as written: not translated.)"""
    result: list[str] = []
    notes: list[Message] = []
    taken: set[str] = set()
    for seat, name in enumerate(names, start=1):
        nickname = name.strip() if isinstance(name, str) else ""
        if not nickname:
            nickname = f"Player {seat}"
            notes.append(Message("Seat {seat} has no nickname in the record: called {nickname!r}.",
                                 seat=seat, nickname=nickname))
        if nickname.casefold() in taken:
            renamed = f"{nickname} ({seat})"
            notes.append(Message("Seat {seat}'s nickname {nickname!r} is already taken: called {renamed!r}.",
                                 seat=seat, nickname=nickname, renamed=renamed))
            nickname = renamed
        taken.add(nickname.casefold())
        result.append(nickname)
    return result, notes


def epoch(moment: str | int | float | None) -> float:
    """Seconds since the epoch of an ISO time (UTC when it names no zone), or 0."""
    if isinstance(moment, (int, float)) and not isinstance(moment, bool):
        return float(moment)
    if not isinstance(moment, str):
        return 0.0
    try:
        parsed = datetime.fromisoformat(moment)
    except ValueError:
        return 0.0
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=timezone.utc)
    return parsed.timestamp()


def winner_name(winner: Winner | None) -> Message:
    return {Winner.RED: Message("the red team won"), Winner.BLACK: Message("the black team won"),
            Winner.DRAW: Message("the game was a draw"), None: Message("nobody has won")}[winner]


def check_winner(name: Message, state: State, expected: Winner) -> None:
    if state.winner is not expected:
        raise RecordError("{game}: the record says {expected}, but under the rules {actual}",
                          game=name, expected=winner_name(expected), actual=winner_name(state.winner))
