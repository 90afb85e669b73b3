"""Polemica game records (API ``version: 4``), replayed through the engine.

Two shapes: a competition game is the v4 object itself; an online-room game is a "match"
payload with the v4 game in ``data`` and its rule flags in ``data.config`` (``zeroVoting``,
``lift3From9``, ...). The record keeps what happened, not when: nominations (``votes`` with
``num: 0``) are made in the nominator's own speech, so the ballot follows the speech order
as at the table; vote rounds ``num: 1, 2, …`` give the hands for each nominee of the
engine's ballot; rows without ``num`` are the remove-all ballot (``candidate: 1`` = for).
Fouls, disqualifications and a room's penalties carry the ``stage`` they happened in, which
places them (``stage_at``); a stage the service does not define is refused by name. The
format, with real records: tests/data/real-games/README.md in the repository.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Iterator

from mafia_desktop.engine import LeftHow, Phase, Role, State, StepKind, Winner, preset
from mafia_desktop.engine.errors import Later, Message
from mafia_desktop.engine.roles import ROLE_TABLE, NightAction
from mafia_desktop.engine.ruleset import FirstDayVote, Ruleset, ThreeOfNineTie
from mafia_desktop.numerals import digits

from mafia_desktop.formats import ImportedGame, RecordError, malformed
from mafia_desktop.formats.limits import (
    MAX_DAYS, MAX_ENTRIES, MAX_FOULS, MAX_LABEL, MAX_ROUNDS, MAX_SEATS, FieldError, entries, mapping,
    known, nickname, record_id, seat, shown, text, whole,
)
from mafia_desktop.formats.replay import (
    At, BestMove, Check, Entry, Foul, Nomination, Removal, RemoveAllVote, Script, Shot, Vote,
    check_winner, describe, epoch, kept_at, replay, unique_nicknames,
)

SOURCE = "polemica"
#: Members read in this module's functions under plain names (as ``engine.flow`` reads them).
_AGREEMENT = StepKind.AGREEMENT
_ROLE_MEETING = StepKind.ROLE_MEETING
_END = StepKind.END
_SPEECH = StepKind.SPEECH
_TIE_SPEECH = StepKind.TIE_SPEECH
_VOTE = StepKind.VOTE
_LAST_WORD = StepKind.LAST_WORD
_REMOVE_ALL_VOTE = StepKind.REMOVE_ALL_VOTE
_SHOT = StepKind.SHOT
_DON_CHECK = StepKind.DON_CHECK
_SHERIFF_CHECK = StepKind.SHERIFF_CHECK
_BEST_MOVE = StepKind.BEST_MOVE
ROOM_SOURCE = "polemica-room"    # room games number apart from competition games
#: The actions of a record's longest lists, each made once (frozen values, of seats: few), as
#: their moments are (``kept_at``): made anew, they and their moments were 0.17 M of the
#: 1.15 M instructions a record's entries took.
_vote, _nomination, _shot, _check = (lru_cache(maxsize=None)(kind) for kind in (Vote, Nomination, Shot, Check))

#: ``players[].role`` codes: the engine's table of roles says each role's (or that it has none).
ROLES = {row.polemica: role for role, row in ROLE_TABLE.items() if row.polemica is not None}
RESULTS = {0: Winner.RED, 1: Winner.BLACK}
ZERO_VOTING = {None: FirstDayVote.STANDARD, "liftOnly": FirstDayVote.NO_BREAK,
               "none": FirstDayVote.NONE, "respeech": FirstDayVote.TO_TALK}
#: ``lift3From9``: may three tied players be lifted (voted out together) with nine alive.
LIFT_THREE_OF_NINE = {True: ThreeOfNineTie.AS_USUAL, False: ThreeOfNineTie.AFTER_FIRST_ROUND}
#: ``checks[].role``: the checker's role code, and so his step.
CHECKS = {code: turn.step for code, role in ROLES.items()
          if (turn := ROLE_TABLE[role].night) is not None and turn.action is NightAction.CHECK}
#: Every ``stage.type`` the service defines (README "Polemica's two shapes and its stage names").
STAGES = ("dealing", "briefing", "comIntro", "speech", "reSpeech", "voting", "voted", "toVoting",
          "lift", "toLift", "liftResult", "shooting", "shooted", "donCheck", "comCheck", "checks",
          "guess", "comKill", "toDay", "toNight", "gameOver")
#: A room penalty the table voted through, and what it is in the game.
PENALTY_FOULS = {"tech": True, "foul": False, "warning": False}
PENALTY_REMOVALS = ("kick", "disqual", "removal")
MAX_PENALTIES = 50


# -- where a stage is in the game ------------------------------------------------------------

def stage_at(stage: object, size: int, what: str | Message | Later = Message("the record's stage")) -> At:
    """The moment a ``stage`` names. Night stages count nights with ``day`` (night n follows
    day n); a last word belongs to the day it is spoken (a night victim's, the next)."""
    if type(stage) is not dict:
        stage = mapping(stage, what)
    kind = stage.get("type")
    if kind not in STAGES:
        raise FieldError("{what}: {stage} is not a stage the Polemica service defines", what=what,
                         stage=shown(kind))
    # (A plain number taken at once; ``whole`` and ``seat`` say what is wrong with any other,
    # the words made only then.)
    day, player, voting = stage.get("day", 0), stage.get("player"), stage.get("voting")
    if type(day) is not int or not 0 <= day <= MAX_DAYS:
        day = whole(day, 0, MAX_DAYS, Later("{what}'s day", what=what))
    if player is not None and (type(player) is not int or not 1 <= player <= size):
        player = seat(player, size, Later("{what}'s player", what=what))
    if voting is not None and (type(voting) is not int or not 0 <= voting <= MAX_ROUNDS):
        voting = whole(voting, 0, MAX_ROUNDS, Later("{what}'s vote round", what=what))
    if kind in ("dealing", "briefing"):
        return kept_at(_AGREEMENT, 0)
    if kind == "comIntro":
        return kept_at(_ROLE_MEETING, 0)
    if kind == "gameOver":
        return kept_at(_END)
    if day == 0:
        raise FieldError("{what} is {stage} on day 0, before the first day", what=what, stage=kind)
    if kind == "speech":
        if player is None:
            raise FieldError("{what} is a speech of no player", what=what)
        return kept_at(_SPEECH, day, player)
    if kind == "reSpeech":
        return kept_at(_TIE_SPEECH, day, player, voting)
    if kind == "voting":
        return kept_at(_VOTE, day, player, voting)
    if kind == "toVoting":
        # The host announces the ballot: before a revote, or once the discussion is over.
        return kept_at(_VOTE, day, vote_round=voting) if voting and voting > 1 \
            else kept_at(_SPEECH, day, last_speech=True)
    if kind in ("voted", "shooted"):
        return kept_at(_LAST_WORD, day, player)
    if kind in ("lift", "toLift"):
        return kept_at(_REMOVE_ALL_VOTE, day)
    if kind == "liftResult":
        return kept_at(_REMOVE_ALL_VOTE, day, after=True)
    if kind == "shooting":
        return kept_at(_SHOT, day)
    if kind in ("donCheck", "checks"):
        return kept_at(_DON_CHECK, day)
    if kind == "comCheck":
        return kept_at(_SHERIFF_CHECK, day)
    if kind == "guess":
        return kept_at(_BEST_MOVE, day, player)
    if kind == "toNight":
        return kept_at(None, day, night=True)
    return kept_at(None, day)    # toDay, comKill: the morning


def stage_of(point: At, voted_in: int | None = None) -> dict[str, Any] | None:
    """The stage of a moment of our game (``voted_in``: for a voted-out player's last word,
    the round he left in); None for a step the Polemica game does not have."""
    kind, day = point.kind, point.number
    if kind is _END:
        return {"type": "gameOver", "day": day or 0}
    if kind is _AGREEMENT:
        return {"type": "briefing", "day": 0}
    if kind is _ROLE_MEETING:
        return {"type": "comIntro", "day": 0}
    if kind is _SPEECH:
        return {"type": "speech", "day": day, "player": point.seat}
    if kind is _TIE_SPEECH:
        return {"type": "reSpeech", "day": day, "player": point.seat, "voting": point.vote_round}
    if kind is _VOTE:
        return {"type": "voting", "day": day, "player": point.seat, "voting": point.vote_round}
    if kind is _REMOVE_ALL_VOTE:
        return {"type": "lift", "day": day}
    if kind is _LAST_WORD:
        if voted_in is None:
            return {"type": "shooted", "day": day, "player": point.seat}
        return {"type": "voted", "day": day, "player": point.seat, "voting": voted_in}
    if kind is _BEST_MOVE:
        return {"type": "guess", "day": day, "player": point.seat}
    names = {_SHOT: "shooting", _DON_CHECK: "donCheck", _SHERIFF_CHECK: "comCheck"}
    return {"type": names[kind], "day": day} if kind in names else None


# -- reading ---------------------------------------------------------------------------------

def is_room_game(data: Any) -> bool:
    return isinstance(data, dict) and data.get("type") == "match" and isinstance(data.get("data"), dict)


def read(data: dict[str, Any]) -> ImportedGame:
    if not isinstance(data, dict) or "id" not in data:
        raise RecordError("Not a Polemica game record: it has no id")
    room = is_room_game(data)
    game = data["data"] if room else data
    try:
        identity = record_id(data["id"])
    except FieldError as error:
        raise RecordError("{problem}", problem=error.message) from None
    name = Message("game {id}", id=identity)
    if game.get("version") != 4:
        raise RecordError("{game}: only Polemica records of version 4 can be read (this one is {version})",
                          game=name, version=shown(game.get("version")))
    try:
        record = _Record(game, name)
        script = record.script()
    except FieldError as error:
        raise RecordError("{game}: {problem}", game=name, problem=error.message) from None
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise malformed(name, error) from None
    replayed = replay(script)
    if script.finished:
        check_winner(name, replayed.game.state, RESULTS[game["result"]])
    warnings = record.warnings + replayed.warnings + _unused_guesses(replayed.unplaced, replayed.game.state)
    return ImportedGame(ROOM_SOURCE if room else SOURCE, identity, replayed.game.events,
                        started_at=text(game.get("started"), 64, "started") or None, warnings=warnings,
                        game=replayed.game, stands_at_stage=not script.ends_with_data)


class _Record:
    """One v4 game, checked field by field as it is turned into the entries of a replay."""

    def __init__(self, game: dict[str, Any], name: Message) -> None:
        self.game, self.name = game, name
        self.warnings: list[Message] = []
        # (A player an object, a position a seat, taken at once; ``mapping`` and ``seat``, with
        # the words for what is wrong, are asked only of anything else.)
        listed = [p if type(p) is dict else mapping(p, Later("a player"))
                  for p in entries(game.get("players"), MAX_SEATS, "players")]
        size = self.size = len(listed)
        if not listed:
            raise FieldError("the record has no players")
        by_seat = {}
        for i, p in enumerate(listed, start=1):
            position = p.get("position")
            if type(position) is not int or not 1 <= position <= size:
                position = seat(position, size, Later("player {index}'s position", index=i))
            by_seat[position] = p
        if len(by_seat) != self.size:
            raise FieldError("the players' positions are {positions}, not 1 to {count}",
                             positions=sorted(by_seat), count=self.size)
        self.players = [by_seat[number] for number in range(1, self.size + 1)]
        result = game.get("result")
        self.finished = result is not None
        if self.finished and (isinstance(result, bool) or not known(result, RESULTS)):
            raise FieldError("unknown result {result}", result=shown(result))

    def seats(self):
        return enumerate(self.players, start=1)

    def script(self) -> Script:
        nicknames, notes = unique_nicknames(nickname(p.get("username"), n) for n, p in self.seats())
        self.warnings += notes
        stop_at = None
        stage = self.game.get("stage")
        if stage is not None:
            at = stage_at(stage, self.size)
            if not self.finished:
                stop_at = at
            elif at.kind is not _END:
                self.warnings.append(Message("The record has a result but stands at {stage}; it is read as "
                                             "finished.", stage=describe(at)))
        found = self._nominations_and_votes() + self._night_entries() + self._guesses() + self._discipline()
        referee = mapping(self.game.get("referee"), "referee")
        return Script(
            name=self.name, ruleset=self._ruleset(), nicknames=nicknames,
            roles=[self._role(n, p) for n, p in self.seats()], entries=found, finished=self.finished,
            labels={"table": text(self.game.get("table"), MAX_LABEL, Later("the table")),
                    "number": text(self.game.get("num"), MAX_LABEL, Later("the game number")),
                    "host": text(referee.get("username"), MAX_LABEL, Later("the referee's name"))},
            stop_at=stop_at, ends_with_data=stage is None and not self.finished,
            clock_start=epoch(text(self.game.get("started"), 64, "started") or None),
        )

    def _role(self, number: int, player: dict[str, Any]) -> Role:
        role: Any = player.get("role")   # the record's JSON: ``known`` checks it
        if isinstance(role, bool) or not known(role, ROLES):
            raise FieldError("seat {seat} has an unknown role {role}", seat=number, role=shown(role))
        return ROLES[role]

    def _ruleset(self):
        config = mapping(self.game.get("config"), "config")
        zero_voting = config.get("zeroVoting", self.game.get("zeroVoting"))
        if not known(zero_voting, ZERO_VOTING):
            raise RecordError("{game}: unknown first-day rule zeroVoting={rule}", game=self.name,
                              rule=shown(zero_voting))
        lift = config.get("lift3From9", True)
        if not known(lift, LIFT_THREE_OF_NINE):
            raise FieldError("config.lift3From9 is {value}, not true or false", value=shown(lift))
        # Technical fouls are counted only where the record has some.
        technical = any(p.get("techs") for p in self.players) or any(
            penalty.get("type") == "tech" for _, penalty in self._penalties())
        return _sport(ZERO_VOTING[zero_voting], technical, LIFT_THREE_OF_NINE[lift])

    # -- the day: nominations, vote rounds, the vote to remove all ---------------------------
    def _rows(self, key: str, noun: Later) -> Iterator[dict]:
        """Each object of one of the game's lists (votes, shots, checks). Its words (``_a_vote``
        and the like, kept for later) are made by the caller, only where it may need them."""
        for row in entries(self.game.get(key), MAX_ENTRIES, key):
            yield row if type(row) is dict else mapping(row, noun)   # (an object taken at once)

    def _nominations_and_votes(self) -> list[Entry]:
        found: list[Entry] = []
        size = self.size
        for row in self._rows("votes", Later("a vote")):
            # The game's longest list: a plain number is taken at once, anything else is
            # asked of ``whole`` and ``seat``, which say what is wrong (a call a field was a
            # tenth of reading a record), the row's words made only then.
            day, voter, num, candidate = row.get("day"), row.get("voter"), row.get("num"), row.get("candidate")
            if type(day) is not int or not 1 <= day <= MAX_DAYS:
                day = whole(day, 1, MAX_DAYS, Later(_a_vote, row=row))
            if type(voter) is not int or not 1 <= voter <= size:
                voter = seat(voter, size, Later(_a_vote, row=row))
            if num is None:
                found.append(self._remove_all_row(day, voter, candidate))
                continue
            if type(num) is not int or not 0 <= num <= MAX_ROUNDS:
                num = whole(num, 0, MAX_ROUNDS, Later(_a_vote, row=row))
            if type(candidate) is not int or not 1 <= candidate <= size:
                candidate = seat(candidate, size, Later(_a_vote, row=row))
            if num == 0:
                found.append(Entry(*_nomination_parts(day, voter, candidate)))
            else:
                found.append(Entry(*_vote_parts(day, voter, num, candidate)))
        return found

    def _remove_all_row(self, day: int, voter: int, candidate: object) -> Entry:
        """A row of the remove-all ballot: ``candidate: 1`` is for, 0 against (not seats)."""
        if isinstance(candidate, bool) or candidate not in (0, 1, None):
            raise FieldError("day {day}'s remove-all ballot: seat {seat} answered {answer}, not 1 (for) or 0 "
                             "(against)", day=day, seat=voter, answer=shown(candidate))
        yes = candidate != 0
        return Entry(kept_at(_REMOVE_ALL_VOTE, day), RemoveAllVote(voter, yes),
                     Later("day {day}, the vote on all of them leaving", day=day),
                     Later("seat {seat}'s vote for all of them leaving", seat=voter) if yes
                     else Later("seat {seat}'s vote against all of them leaving", seat=voter))

    # -- the night: shots and checks ---------------------------------------------------------
    def _night_entries(self) -> list[Entry]:
        found: list[Entry] = []
        size = self.size
        # (As the votes: a plain number taken at once, anything else asked of ``whole`` and
        # ``seat``, the row's words made only then; the entry's words made once, of few values.)
        for shot in self._rows("shots", Later("a shot")):
            night, shooter, victim = shot.get("night"), shot.get("shooter"), shot.get("victim")
            if type(night) is not int or not 1 <= night <= MAX_DAYS:
                night = whole(night, 1, MAX_DAYS, Later(_a_shot, row=shot))
            if type(shooter) is not int or not 1 <= shooter <= size:
                shooter = seat(shooter, size, Later(_a_shot, row=shot))
            if victim is not None and (type(victim) is not int or not 1 <= victim <= size):
                victim = seat(victim, size, Later(_a_shot, row=shot))
            found.append(Entry(*_shot_parts(night, shooter, victim)))
        for check in self._rows("checks", Later("a check")):
            night = check.get("night")
            if type(night) is not int or not 1 <= night <= MAX_DAYS:
                night = whole(night, 1, MAX_DAYS, Later(_a_check, row=check))
            role: Any = check.get("role")   # the record's JSON: ``known`` checks it
            if isinstance(role, bool) or not known(role, CHECKS):   # a list or an object is no role either
                raise FieldError("a check by role {role} (only 0, the don, and 3, the sheriff, check)",
                                 role=shown(role))
            checked = check.get("player")
            if type(checked) is not int or not 1 <= checked <= size:
                checked = seat(checked, size, Later(_a_check, row=check))
            found.append(Entry(*_check_parts(CHECKS[role], night, checked)))
        return found

    def _guesses(self) -> list[Entry]:
        """Only the first player killed at night makes a best move; the service lets others
        name suspects too, so every ``guess.mafs`` is offered and the engine takes the one due."""
        found: list[Entry] = []
        for number, player in self.seats():
            if player.get("guess") is None:   # most players: nothing to look at, no words made
                continue
            what = Later("seat {seat}'s guess", seat=number)
            mafs = entries(mapping(player.get("guess"), what).get("mafs"), 3, what)
            if mafs:
                guesses = tuple(seat(s, self.size, what) for s in mafs)
                found.append(Entry(At(_BEST_MOVE, None, number), BestMove(guesses),
                                   Later("seat {seat}'s best move", seat=number),
                                   Later("seat {seat}'s guesses {guesses}", seat=number, guesses=list(guesses)),
                                   optional=True))
        return found

    # -- fouls, disqualifications and penalties, at their stage ------------------------------
    def _discipline(self) -> list[Entry]:
        fouls = []
        for number, player in self.seats():
            for technical, key in ((False, "fouls"), (True, "techs")):
                listed = player.get(key)
                if listed is None or listed == []:   # no fouls of the kind: nothing to look at, no words made
                    continue
                what = Later("seat {seat}'s {key}", seat=number, key=key)
                for foul in entries(player.get(key), MAX_FOULS, what):
                    foul = mapping(foul, what)
                    at = stage_at(foul.get("stage"), self.size, what)
                    fouls.append((text(foul.get("time"), 64, what), number, technical, at))
        found: list[Entry] = []
        for _, number, technical, at in sorted(fouls, key=lambda f: f[0]):
            found.append(Entry(*_foul_parts(at, number, technical)))
        for number, player in self.seats():
            found += self._disqualification(number, player)
        return found + self._penalty_entries(fouls)

    def _disqualification(self, number: int, player: dict[str, Any]) -> list[Entry]:
        disqual = player.get("disqual")
        if not disqual:
            return []
        what = Later("seat {seat}'s disqualification", seat=number)
        disqual = mapping(disqual, what)
        stage = disqual.get("stage", disqual)
        if not isinstance(stage, dict) or "type" not in stage:
            raise FieldError("seat {seat}'s disqualification does not say when it happened", seat=number)
        at = stage_at(stage, self.size, what)
        return [Entry(at, Removal(number, "disqualified"), Later(describe, at=at), what)]

    def _penalties(self) -> list[tuple[int, dict[str, Any]]]:
        """(initiator's seat, penalty) of every room penalty."""
        found: list[tuple[int, dict[str, Any]]] = []
        for number, player in self.seats():
            if player.get("penalties") is None:   # a competition game's players: nothing to look at
                continue
            what = Later("seat {seat}'s penalties", seat=number)
            found += [(number, mapping(p, what)) for p in entries(player.get("penalties"), MAX_PENALTIES, what)]
        return found

    def _penalty_entries(self, fouls: list[tuple[str, int, bool, At]]) -> list[Entry]:
        """A room's penalty votes (``penalties``): one the table voted through (more than
        half of those alive) is kept as the foul or removal it gave, where it was given —
        unless the player's own fouls already hold it."""
        found: list[Entry] = []
        for initiator, penalty in self._penalties():
            what = Later("seat {seat}'s penalty vote", seat=initiator)
            kind = text(penalty.get("type"), 20, what)
            target = seat(penalty.get("player"), self.size, what)
            alive = whole(penalty.get("alive"), 1, self.size, what)
            votes = mapping(penalty.get("votes"), what)
            for voter, answer in votes.items():
                seat(int(voter) if digits(voter) else voter, self.size, what)
                if not isinstance(answer, bool):
                    raise FieldError("{what}: seat {seat} answered {answer}, not true or false", what=what,
                                     seat=voter, answer=shown(answer))
            at = stage_at(penalty.get("stage"), self.size, what)
            if sum(votes.values()) * 2 <= alive:
                continue   # the table said no: nothing happened in the game
            if kind in PENALTY_FOULS:
                technical = PENALTY_FOULS[kind]
                if any(f[1] == target and f[2] == technical and f[3] == at for f in fouls):
                    continue
                found.append(Entry(at, Foul(target, technical), Later(describe, at=at), _foul_words(target, technical)))
            elif kind in PENALTY_REMOVALS:
                found.append(Entry(at, Removal(target, kind), Later(describe, at=at),
                                   Later("seat {seat}'s removal by the table's vote", seat=target)))
            else:
                self.warnings.append(Message("Seat {seat}'s penalty {kind!r} ({moment}), voted by the table, is "
                                             "not a foul or a removal: not recorded.", seat=target, kind=kind,
                                             moment=describe(at)))
        return found


@lru_cache(maxsize=None)
def _sport(first_day_vote: FirstDayVote, technical_fouls: bool, three_of_nine: ThreeOfNineTie) -> Ruleset:
    """The sport rules with a record's flags. A Ruleset is immutable, so the records with the
    same flags share one: made anew, it cost 0.08 ms a record, 2 % of reading it."""
    return preset("sport", first_day_vote=first_day_vote, technical_fouls=technical_fouls,
                  tie_of_three_with_nine_alive=three_of_nine)


# The words of a record's nominations and votes, each made once (of days, rounds and seats:
# few), as their moments and actions are: made for each of a record's 24 rows, they were
# 0.12 M of the 0.98 M instructions its entries took.
@lru_cache(maxsize=None)
def _speech_words(day: int, seat: int) -> Later:
    return Later("day {day}, seat {seat}'s speech", day=day, seat=seat)


@lru_cache(maxsize=None)
def _nomination_words(seat: int, nominee: int) -> Later:
    return Later("seat {seat}'s nomination of seat {nominee}", seat=seat, nominee=nominee)


@lru_cache(maxsize=None)
def _round_words(day: int, number: int) -> Later:
    return Later("day {day}, vote round {round}", day=day, round=number)


@lru_cache(maxsize=None)
def _vote_words(seat: int, nominee: int) -> Later:
    return Later("seat {seat}'s vote for seat {nominee}", seat=seat, nominee=nominee)


# The same for the night's shots and checks.
@lru_cache(maxsize=None)
def _shot_place(night: int) -> Later:
    return Later("night {night}, the mafia's shot", night=night)


@lru_cache(maxsize=None)
def _shot_words(shooter: int, target: int | None) -> Later:
    return Later("seat {seat}'s shot at seat {target}", seat=shooter, target=target)


# An entry's moment, action and words at once, each made once as above: a lookup a row, not
# four (an lru_cache's call builds its key each time: 15 votes, 4 nominations and 4 shots a
# record). Kept for the last rows asked: a hostile record's days are many.
@lru_cache(maxsize=4096)
def _nomination_parts(day: int, seat: int, nominee: int) -> tuple[At, object, Later, Later]:
    return (kept_at(_SPEECH, day, seat), _nomination(seat, nominee), _speech_words(day, seat),
            _nomination_words(seat, nominee))


@lru_cache(maxsize=4096)
def _vote_parts(day: int, seat: int, number: int, nominee: int) -> tuple[At, object, Later, Later]:
    return kept_at(_VOTE, day, nominee, number), _vote(seat), _round_words(day, number), _vote_words(seat, nominee)


@lru_cache(maxsize=4096)
def _shot_parts(night: int, shooter: int, target: int | None) -> tuple[At, object, Later, Later]:
    return kept_at(_SHOT, night), _shot(shooter, target), _shot_place(night), _shot_words(shooter, target)


@lru_cache(maxsize=4096)
def _check_parts(kind: StepKind, night: int, seat: int) -> tuple[At, object, Later, Later]:
    at = kept_at(kind, night)
    return at, _check(seat), _described(at), _check_words(seat)


@lru_cache(maxsize=4096)
def _foul_parts(at: At, seat: int, technical: bool) -> tuple[At, object, Later, Later]:
    return at, Foul(seat, technical), _described(at), _foul_words(seat, technical)


@lru_cache(maxsize=4096)
def _described(at: At) -> Later:
    return Later(describe, at=at)


@lru_cache(maxsize=None)
def _check_words(checked: int) -> Later:
    return Later("the check of seat {seat}", seat=checked)


def _a_vote(row: dict) -> Message:
    return Message("a vote of day {day}", day=shown(row.get("day")))


def _a_shot(row: dict) -> Message:
    return Message("a shot of night {night}", night=shown(row.get("night")))


def _a_check(row: dict) -> Message:
    return Message("a check of night {night}", night=shown(row.get("night")))


def _foul_words(number: int, technical: bool) -> Later:
    return (Later("seat {seat}'s technical foul", seat=number) if technical
            else Later("seat {seat}'s foul", seat=number))


def _unused_guesses(unplaced: list[Entry], state: State) -> list[Message]:
    """A note where the first player killed at night named suspects the rules give no best
    move. The others' ``guess.mafs`` are Polemica's side game (players guessing the blacks),
    not a best move: left out without a word (README of the real records: "other guess keys
    are the service's own side games")."""
    first = next((d.seat for d in state.departures if d.how is LeftHow.KILLED and d.phase is Phase.NIGHT), None)
    if not any(isinstance(e.action, BestMove) and e.at.seat == first for e in unplaced):
        return []
    return [Message("the best move the record gives seat {seat}, the first player killed at night, is left out: "
                    "the rules give none in this game.", seat=first)]
