"""The state of a game: a plain record built only by folding events (see ``fold``).

Nothing here changes the state; the ``apply`` functions in ``fold`` do. The queries below
are what a window, a protocol or a command needs to know: whose turn it is, who may be
nominated, who still has to vote.
"""

from __future__ import annotations

import pickle
from dataclasses import field
from enum import Enum
from typing import TYPE_CHECKING, TypeGuard, TypeVar

from mafia_desktop.engine.errors import Message
from mafia_desktop.engine.roles import BLACK_ROLES, Role, Team, Winner
from mafia_desktop.engine.ruleset import Discussion, Ruleset, Withdrawal
from mafia_desktop.engine.steps import Step, StepKind
from mafia_desktop.records import record

if TYPE_CHECKING:
    from fractions import Fraction


class Phase(str, Enum):
    SETUP = "setup"
    NIGHT = "night"
    DAY = "day"
    END = "end"


class LeftHow(str, Enum):
    KILLED = "killed"
    VOTED = "voted"
    REMOVED = "removed"


class DayStage(str, Enum):
    DISCUSSION = "discussion"
    VOTING = "voting"
    DONE = "done"


@record(frozen=True)
class Departure:
    seat: int
    round: int
    phase: Phase
    how: LeftHow
    reason: str = ""


@record
class Seat:
    number: int
    nickname: str
    role: Role | None = None
    fouls: int = 0
    technical_fouls: int = 0
    left: Departure | None = None
    #: The third foul costs the next speech; set until that speech comes.
    penalty_pending: bool = False
    #: When each (non-technical) foul was given: (round, phase), in order.
    foul_moments: list[tuple[int, Phase]] = field(default_factory=list)

    @property
    def alive(self) -> bool:
        return self.left is None

    @property
    def team(self) -> Team | None:
        return self.role.team if self.role else None


@record
class Nomination:
    by: int | None
    seat: int
    withdrawn: bool = False
    #: False when the seat was on the list already: the nomination added nobody [000 Nomination].
    added: bool = True


@record
class VoteRound:
    number: int                      # 1 = the day's first vote, 2 = the revote, ...
    ballot: tuple[int, ...]          # nominees in the order they are put to the vote
    voters: tuple[int, ...]          # who may vote in this round
    votes: dict[int, tuple[int, ...]] = field(default_factory=dict)  # nominee → hands raised
    #: Voters who raised no hand; counted for the last nominee where the rule says so.
    abstainers: tuple[int, ...] = ()
    closed: bool = False
    #: What the count led to, as the host announces it (set when the round closes).
    outcome: Message | None = None

    @property
    def voted(self) -> set[int]:
        return {voter for hands in self.votes.values() for voter in hands}

    def counts(self, abstain_to_last: bool) -> dict[int, int]:
        counts = {nominee: len(self.votes.get(nominee, ())) for nominee in self.ballot}
        if abstain_to_last and self.ballot:
            counts[self.ballot[-1]] += len(self.abstainers)
        return counts

    def leaders(self, abstain_to_last: bool) -> list[int]:
        counts = self.counts(abstain_to_last)
        top = max(counts.values(), default=0)
        return [nominee for nominee in self.ballot if counts[nominee] == top]


@record
class RemoveAllVote:
    candidates: tuple[int, ...]
    voters: tuple[int, ...]
    yes: tuple[int, ...] | None = None
    passed: bool | None = None
    #: The result as the host announces it (set with ``yes``).
    outcome: Message | None = None
    #: False where only the outcome is known (a record without the answers): ``yes`` is made up.
    answers_known: bool = True

    @property
    def needed(self) -> int:
        """More than half of those who may vote [004 §2.4.2]."""
        return len(self.voters) // 2 + 1


@record
class Day:
    round: int
    starter: int | None = None
    speakers: tuple[int, ...] = ()
    stage: DayStage = DayStage.DISCUSSION
    nominations: list[Nomination] = field(default_factory=list)
    candidates: tuple[int, ...] = ()          # Latvian: chosen by nomination count
    rounds: list[VoteRound] = field(default_factory=list)
    remove_all: RemoveAllVote | None = None
    split: tuple[int, ...] | None = None
    no_vote_reason: Message | None = None   # why no vote today (a Message: a str, its English)
    vote_complete: bool = False
    voted_out: tuple[int, ...] = ()
    skipped: list[int] = field(default_factory=list)   # speeches lost or skipped

    def active_nominations(self) -> list[Nomination]:
        return [n for n in self.nominations if not n.withdrawn]

    def why_nobody_left(self) -> Message | None:
        """Why the day's vote, over, sent nobody away, in the words the host announced: why
        there was no vote (``no_vote_reason``), the vote on all leaving lost (its outcome), or
        the count that kept everyone (its round's outcome: a first-day leader who stays, a tie
        where nobody leaves, no hand raised). None while the vote goes on, after the split,
        and when someone left."""
        if not self.vote_complete or self.voted_out or self.split:
            return None
        if self.no_vote_reason is not None:
            return self.no_vote_reason
        if self.remove_all is not None:
            return self.remove_all.outcome
        return self.rounds[-1].outcome if self.rounds else None


@record(frozen=True)
class Check:
    seat: int | None
    #: The answer the checker got: True = sheriff (don) / black (sheriff, commissar);
    #: None = no check, or the checker was blocked by the mistress.
    answer: bool | None


@record
class Night:
    round: int
    arrangement: tuple[int, ...] = ()
    shots: tuple[tuple[int, int | None], ...] | None = None
    don_check: Check | None = None
    sheriff_check: Check | None = None
    commissar_check: Check | None = None
    doctor: int | None = None
    mistress: int | None = None
    # Outcome, set in the morning:
    hit: int | None = None            # the seat every black shot at, if they all agreed
    victim: int | None = None         # who died (a hit nobody saved)
    saved: bool = False
    resolved: bool = False


@record(frozen=True)
class BestMoveRecord:
    seat: int
    guesses: tuple[int, ...]
    black: int                          # how many of the guesses were black


@record(frozen=True)
class Adjustment:
    """The host's extra points or penalty for a seat (``PointsAdjusted``), exact."""

    seat: int
    points: Fraction
    reason: str
    round: int
    phase: Phase


@record
class Timer:
    """The current step's clock, driven by SpeechStarted/Paused/Extended."""

    running_since: float | None = None
    used: float = 0.0
    extra: int = 0

    @property
    def running(self) -> bool:
        return self.running_since is not None

    @property
    def started(self) -> bool:
        return self.running or self.used > 0


@record(frozen=True)
class Labels:
    club: str = ""
    tournament: str = ""
    table: str = ""
    number: str = ""
    host: str = ""


class GameNotReady(RuntimeError):
    """The engine asked for a part of the game its phase guarantees and found none: a bug in
    the engine, not a refused action (that is a ``RuleViolation``, with a message for the host)."""


_T = TypeVar("_T")
#: Members read in this module's functions under plain names (as ``engine.flow`` reads them).
_SETUP = Phase.SETUP
_NIGHT = Phase.NIGHT
_SPEECH = StepKind.SPEECH
_DISCUSSION_OPEN = Discussion.OPEN


def _sure(value: _T | None, missing: str, state: State | None = None) -> _T:
    """``value``, which must be there; ``missing`` says what is not, its places ("round
    {state.round}") filled in from ``state`` only then: the rules ask these a few hundred
    times a game, and the words made each time (the phase's value a call) were a tenth of it."""
    if value is None:
        raise GameNotReady(missing.format(state=state))
    return value


@record
class State:
    ruleset: Ruleset | None = None
    labels: Labels = field(default_factory=Labels)
    seats: list[Seat] = field(default_factory=list)
    phase: Phase = _SETUP
    round: int = 0
    agenda: list[Step] = field(default_factory=list)
    timer: Timer = field(default_factory=Timer)
    #: Seats tapped so far for the head step's choice (``Picked``): hands raised for the
    #: nominee, yeses for all leaving, best-move guesses, arrangement seats, or each
    #: shooter's target in turn (None: he did not shoot). Emptied when the step changes.
    picked: list[int | None] = field(default_factory=list)
    days: list[Day] = field(default_factory=list)
    nights: list[Night] = field(default_factory=list)
    departures: list[Departure] = field(default_factory=list)
    winner: Winner | None = None
    ended: bool = False
    #: The seat removed since the last completed vote: the next vote is off [004 §2.4.3].
    monster_seat: int | None = None
    first_killed: int | None = None
    best_move: BestMoveRecord | None = None
    #: The host's extra points and penalties, in the order he gave them.
    adjustments: list[Adjustment] = field(default_factory=list)
    doctor_last: tuple[int, int] | None = None   # (round, seat) of the doctor's last save
    doctor_self_saves: int = 0
    # Undo bookkeeping: not part of the game, so not compared.
    undo_depth: int = field(default=0, compare=False)
    redo_depth: int = field(default=0, compare=False)

    # -- what the game is sure to have -------------------------------------------------------
    # The rules' code reads these where the phase guarantees them (a vote round during the
    # vote, a night at night): their absence is the engine's bug, said as such, never a None
    # that fails three calls later.
    @property
    def rules(self) -> Ruleset:
        """The game's ruleset, which its first event (``GameCreated``) sets."""
        ruleset = self.ruleset   # (not through ``_sure``: asked 75 times a game)
        if ruleset is None:
            raise GameNotReady("the game has no ruleset yet")
        return ruleset

    @property
    def result(self) -> Winner:
        """Who won (``winner``, once the game is won: at its end step, or over)."""
        return _sure(self.winner, "the game is not won yet")

    @property
    def head(self) -> Step:
        """The step the table is at (``step``, where the caller knows there is one)."""
        return _sure(self.step, "no step: the game is over")

    @property
    def head_seat(self) -> int:
        """The seat whose turn the head step is (a speech's, a vote's nominee, a last word's)."""
        return _sure(self.head.seat, "the step {state.head.kind.value} is no seat's", self)

    @property
    def today(self) -> Day:
        """The day being played (``day``, where the phase guarantees one)."""
        days = self.days   # (``day``, written out: the rules ask this 30 times a game)
        if days and days[-1].round == self.round:
            return days[-1]
        return _sure(None, "no day in progress (round {state.round}, {state.phase.value})", self)

    @property
    def tonight(self) -> Night:
        """The night being played (``night``, where the phase guarantees one)."""
        nights = self.nights   # (``night``, written out, as ``today``)
        if nights and nights[-1].round == self.round:
            return nights[-1]
        return _sure(None, "no night in progress (round {state.round}, {state.phase.value})", self)

    @property
    def open_round(self) -> VoteRound:
        """The vote round being taken (``vote_round``, during the vote)."""
        # (``vote_round`` and ``day`` written out: asked at every vote, three calls each time.)
        days = self.days
        if days and days[-1].round == self.round:
            rounds = days[-1].rounds
            if rounds and not rounds[-1].closed:
                return rounds[-1]
        return _sure(None, "no vote round open (round {state.round})", self)

    @property
    def open_remove_all(self) -> RemoveAllVote:
        """Today's remove-all vote (asked: its step is on, or it has just been answered)."""
        return _sure(self.today.remove_all, "no remove-all vote asked (round {state.round})", self)

    # -- seats -----------------------------------------------------------------------------
    @property
    def size(self) -> int:
        return len(self.seats)

    def seat(self, number: int) -> Seat:
        return self.seats[number - 1]

    # The rules ask these of seats a few hundred times a game: written with the seats'
    # fields, not through ``size``, ``seat`` and ``Seat.alive`` (a call each).
    def is_seat(self, number: object) -> TypeGuard[int]:
        return ((type(number) is int or isinstance(number, int) and not isinstance(number, bool))
                and 1 <= number <= len(self.seats))

    def alive(self, number: int) -> bool:
        return self.is_seat(number) and self.seats[number - 1].left is None

    def living(self) -> list[int]:
        return [s.number for s in self.seats if s.left is None]

    def living_with(self, *roles: Role) -> list[int]:
        return [s.number for s in self.seats if s.left is None and s.role in roles]

    def living_black(self) -> list[int]:
        return [s.number for s in self.seats if s.left is None and s.role in BLACK_ROLES]

    def living_red(self) -> list[int]:
        return [s.number for s in self.seats
                if s.left is None and s.role is not None and s.role not in BLACK_ROLES]

    def seat_with(self, role: Role) -> int | None:
        for s in self.seats:
            if s.role is role:
                return s.number
        return None

    def next_living_after(self, number: int) -> int:
        seats = self.seats   # every candidate is a seat: asked of the seats at once (a day's order asks 10 times)
        size = len(seats)
        for offset in range(1, size + 1):
            candidate = (number - 1 + offset) % size + 1
            if seats[candidate - 1].left is None:
                return candidate
        raise ValueError("nobody is left at the table")

    # -- where we are ----------------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        return self.agenda[0] if self.agenda else None

    @property
    def day(self) -> Day | None:
        return self.days[-1] if self.days and self.days[-1].round == self.round else None

    @property
    def night(self) -> Night | None:
        return self.nights[-1] if self.nights and self.nights[-1].round == self.round else None

    @property
    def day_number(self) -> int:
        """The day as the table calls it (mastermind counts from 0)."""
        return self.day_called(self.round)

    def day_called(self, round_: int) -> int:
        """The day of ``round_`` as the table calls it (mastermind counts from 0)."""
        return round_ + (self.ruleset.day_number_offset if self.ruleset else 0)

    @property
    def first_night(self) -> bool:
        """The roles night: the mafia meet, nobody is shot [004 §2.1.1]."""
        return self.phase is _NIGHT and self.round == 0

    @property
    def vote_round(self) -> VoteRound | None:
        day = self.day
        if day and day.rounds and not day.rounds[-1].closed:
            return day.rounds[-1]
        return None

    def upcoming(self) -> list[Step]:
        return self.agenda[1:]

    def speakers_left(self) -> list[int]:
        """Players still to speak in today's discussion, the current speaker first."""
        return [st.seat for st in self.agenda if st.kind is _SPEECH and st.seat]

    def speaking_last(self) -> bool:
        """Is the current step the discussion's last speech (``speakers_left() == [its seat]``)?
        Answered without listing the speakers left: a replay asks it at every speech."""
        step = self.step
        return (step is not None and step.kind is _SPEECH and bool(step.seat)
                and not any(st.kind is _SPEECH and st.seat for st in self.agenda[1:]))

    def voters_left(self) -> list[int]:
        rnd = self.vote_round
        if rnd is None:
            return []
        voted = rnd.voted
        return [v for v in rnd.voters if v not in voted]

    def nominable(self) -> list[int]:
        return self.living()

    def nomination_limit(self) -> int:
        """How many players one speech may nominate: [001] one or two each, only one when
        a single black player is left; elsewhere one [004 §2.3]."""
        limit = self.rules.nominations_per_speech
        return 1 if limit > 1 and len(self.living_black()) == 1 else limit

    # -- what the ruleset allows -------------------------------------------------------------
    # The window and the words ask these, not the ruleset: ``validate`` holds to the same.
    @property
    def music_tonight(self) -> bool:
        """Is it a night of a game going on whose preset's seed plays music through it
        [004 §2.1, §2.2]? (The club's settings may play it every night, or never.)"""
        return self.at_night and self.rules.night_music

    @property
    def at_night(self) -> bool:
        """Night, in a game going on: from "Night falls" to the morning."""
        return self.phase is _NIGHT and self.winner is None and not self.ended

    @property
    def host_nominates(self) -> bool:
        """The host puts players to the vote in an open talk [002], not the players in their speeches."""
        return self.rules.discussion is _DISCUSSION_OPEN

    @property
    def withdrawals_allowed(self) -> bool:
        """May a player take back a nomination of his (or have a new one replace it)?"""
        return self.rules.withdrawal is not Withdrawal.FORBIDDEN

    @property
    def technical_fouls_counted(self) -> bool:
        """Are technical fouls given apart from the others (the second removes)?"""
        return self.rules.technical_fouls

    @property
    def arrangement_tapped(self) -> bool:
        """Are the mafia's arrangement seats tapped at their agreement (mastermind's custom [000])?"""
        return self.rules.day_zero_split

    def timer_state(self, remaining: float | None) -> str:
        """How the step's clock stands, for the eye and the ear: "over" at zero and past it,
        "warning" in its last seconds (the ruleset's ``timers.warning``), else "normal" (and
        "normal" with no timer, ``remaining`` None)."""
        if remaining is None:
            return "normal"
        if remaining <= 0:
            return "over"
        return "warning" if remaining <= self.rules.timers.warning else "normal"

    def ballot(self) -> list[int]:
        """Today's nominees in ballot order (living, not withdrawn)."""
        day = self.day
        if day is None:
            return []
        if day.rounds:
            rnd = day.rounds[-1]
            return list(rnd.ballot)
        if day.candidates:
            return list(day.candidates)
        return nominees_in_order(self, day)

    def remaining(self, now: float) -> float | None:
        """Seconds left on the current step's timer (negative when over), None if untimed."""
        step = self.step
        if step is None or step.seconds <= 0:
            return None
        used = self.timer.used
        if self.timer.running_since is not None:
            used += max(0.0, now - self.timer.running_since)
        return step.seconds + self.timer.extra - used

    @property
    def can_undo(self) -> bool:
        return self.undo_depth > 0

    @property
    def can_redo(self) -> bool:
        return self.redo_depth > 0


def snapshot(state: State) -> State:
    """An independent copy, to compare a state before an action with the one after it.
    Through pickle: four times faster than ``copy.deepcopy`` on a long game (0.4 ms)."""
    return pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))


def nominees_in_order(state: State, day: Day) -> list[int]:
    """Living nominees in the order of their first standing nomination [004 §2.4]."""
    order: list[int] = []
    for nomination in day.active_nominations():
        if nomination.seat not in order and state.alive(nomination.seat):
            order.append(nomination.seat)
    if state.ruleset and state.ruleset.ballot_by_seat:
        order.sort()
    return order
