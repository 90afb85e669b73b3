"""mafiaratings game records: read (replayed through the engine) and written from our state.

The format (README of /work/shared/real-games, and the service's ``docs/game.js``) keeps per
player what he did each round. Rounds start at 0 and a round is a night then a day, so the
service's day d is our day d + 1 and its night n our night n. Nominations are made in the
nominator's own speech (ballot order = speech order); ``voting`` gives the seat voted for,
or per round for a day with revotes, ending with true/false when the vote to remove all was
asked. Fouls are a bare count: they are placed where they change nothing (the player's own
last word, or the end of the game), except a removal, which happens when ``death.time``
says. After the replay the engine's departures and winner must match the record's.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from datetime import datetime, timezone
from enum import Enum
from typing import Any, Iterable

from mafia_desktop.engine import Event, LeftHow, Phase, Role, State, StepKind, Winner, preset
from mafia_desktop.engine.errors import Message
from mafia_desktop.engine.events import FoulGiven, PlayerRemoved
from mafia_desktop.engine.fold import apply, effective_events
from mafia_desktop.engine.ruleset import (
    AllSeatedTie, BestMove as BestMoveRule, FirstDayVote, FourAliveTie, RevoteOrder, Rotation,
    Ruleset, ThirdFoul, ThreeOfNineTie, Withdrawal,
)

from . import ImportedGame, RecordError, malformed
from .replay import (
    At, Arrangement, BestMove, Check, Entry, Foul, NIGHT_KINDS, Nomination, Removal,
    RemoveAllVote, Script, Shot, Vote, check_winner, describe, epoch, point_of, replay,
    unique_nicknames,
)

SOURCE = "mafiaratings"

#: RULES.md §7 in the order of the record's 13 ``rules`` digits: (our option, its values by
#: digit). None: an option the engine does not play (on-record colours), read and ignored.
RULE_DIGITS: tuple[tuple[str, tuple[Any, ...] | None], ...] = (
    ("rotation", (Rotation.NEXT_STARTER, Rotation.AFTER_LAST)),
    ("on-record colours", None),
    ("on-record count", None),
    ("withdrawal", (Withdrawal.ALLOWED, Withdrawal.REPLACE, Withdrawal.FORBIDDEN)),
    ("first_day_vote", (FirstDayVote.STANDARD, FirstDayVote.TO_TALK, FirstDayVote.NO_BREAK,
                        FirstDayVote.SELF_BREAK)),
    ("revote_order", (RevoteOrder.SAME, RevoteOrder.REVERSE)),
    ("all_seated_tied", (AllSeatedTie.NOBODY_LEAVES, AllSeatedTie.DRAW_VOTE)),
    ("tie_with_four_alive", (FourAliveTie.REMOVE_ALL_VOTE, FourAliveTie.NOBODY_LEAVES)),
    ("tie_of_three_with_nine_alive", (ThreeOfNineTie.AS_USUAL, ThreeOfNineTie.NO_FURTHER_VOTE,
                                      ThreeOfNineTie.AFTER_FIRST_ROUND)),
    ("best_move", (BestMoveRule.FIRST_KILLED, BestMoveRule.NONE)),
    ("final_speech_at_end", (True, False)),
    ("third_foul", (ThirdFoul.LOSE_SPEECH, ThirdFoul.CUT_SPEECH, ThirdFoul.NO_PENALTY)),
    ("technical_fouls", (False, True)),
)
ROLES = {"civ": Role.CIVILIAN, "maf": Role.MAFIA, "don": Role.DON, "sheriff": Role.SHERIFF,
         "srf": Role.SHERIFF}   # "srf": the older exports
ROLE_NAMES = {Role.CIVILIAN: "civ", Role.MAFIA: "maf", Role.DON: "don", Role.SHERIFF: "sheriff"}
WINNERS = {"civ": Winner.RED, "maf": Winner.BLACK, "tie": Winner.DRAW}
REMOVALS = ("warnings", "kickOut", "teamKickOut", "giveUp")
#: ``death.time``'s "time": the step it names. A last word is told apart by who is speaking.
TIMES = {
    "speaking": StepKind.SPEECH, "voting": StepKind.VOTE, "nominant": StepKind.TIE_SPEECH,
    "day kill speaking": StepKind.LAST_WORD, "night kill speaking": StepKind.LAST_WORD,
    "killed": StepKind.LAST_WORD, "shooting": StepKind.SHOT, "don": StepKind.DON_CHECK,
    "sheriff": StepKind.SHERIFF_CHECK, "arrangement": StepKind.AGREEMENT,
    "start": StepKind.AGREEMENT,
}


# ============================================================================================
# reading
# ============================================================================================

@dataclass(frozen=True)
class Death:
    """A player's departure as the record tells it, in our numbering where it says."""

    how: LeftHow | None
    round: int | None = None
    phase: Phase | None = None
    at: At | None = None           # a removal's moment
    kind: str = ""                 # the record's type ("kickOut", ...)


def read(data: dict[str, Any]) -> ImportedGame:
    if not isinstance(data, dict) or "id" not in data:
        raise RecordError("Not a mafiaratings game record: it has no id")
    name = Message("game {id}", id=data["id"])
    try:
        script, deaths, warnings = _script(data, name)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
        raise malformed(name, error) from None
    replayed = replay(script)
    state = replayed.game.state
    compare_departures(name, state, deaths)
    if script.finished:
        check_winner(name, state, WINNERS[data["winner"]])
    warnings += replayed.warnings + [_unplaced_fouls(e) for e in replayed.unplaced]
    return ImportedGame(SOURCE, str(data["id"]), replayed.game.events,
                        started_at=_iso(data.get("startTime")), warnings=warnings,
                        game=replayed.game)


def _script(data: dict[str, Any], name: Message) -> tuple[Script, dict[int, Death], list[Message]]:
    players = data["players"]
    nicknames, warnings = unique_nicknames(p.get("name") for p in players)
    _require_details(data, name)
    ruleset = ruleset_from_digits(data.get("rules"), name, warnings)
    finished = data.get("winner") is not None
    if finished and data["winner"] not in WINNERS:
        raise RecordError("{game}: unknown winner {winner!r}", game=name, winner=data["winner"])
    deaths = {seat: death for seat, p in enumerate(players, start=1)
              if (death := _death(p, seat, players, warnings)) is not None}
    entries: list[Entry] = []
    for seat, player in enumerate(players, start=1):
        entries += _day_entries(seat, player) + _night_entries(seat, player, deaths.get(seat))
        entries += _discipline(seat, player, deaths.get(seat), finished)
    entries += _arrangement(players)
    if any(_foul_count(p) for p in players):
        warnings.append(Message("The record counts fouls without saying when: each player's fouls are "
                                "given in his own last word, or at the end for those still at the table."))
    moderator = data.get("moderator") or {}
    script = Script(
        name=name, ruleset=ruleset, nicknames=nicknames,
        roles=[_role(p, seat, name) for seat, p in enumerate(players, start=1)],
        entries=entries, finished=finished,
        labels={"host": str(moderator.get("name") or "")},
        clock_start=epoch(data.get("startTime")),
    )
    return script, deaths, warnings


def _require_details(data: dict[str, Any], name: Message) -> None:
    features = data.get("features")
    if features is None:
        return  # older exports say nothing: take what is there
    missing = [letter for letter in "nvh" if letter not in features]
    if missing:
        raise RecordError("{game}: the record lacks the details a replay needs "
                          "(features {missing!r}: nominations, voting, shooting)", game=name, missing="".join(missing))


def ruleset_from_digits(rules: object, name: Message, warnings: list[Message]) -> Ruleset:
    if rules is None:
        warnings.append(Message("The record names no rules: the sport preset's are used."))
        return preset("sport")
    if not isinstance(rules, str) or len(rules) != len(RULE_DIGITS) or not rules.isdigit():
        raise RecordError("{game}: rules {rules!r} are not {count} digits", game=name, rules=rules,
                          count=len(RULE_DIGITS))
    options = {}
    for digit, (option, values) in zip(rules, RULE_DIGITS, strict=True):
        if values is None:
            if digit != "0":
                warnings.append(Message("The {option} rule (digit {digit}) is not played by this app: ignored.",
                                        option=option, digit=digit))
            continue
        if int(digit) >= len(values):
            raise RecordError("{game}: rules {rules!r}: no value {digit} for {option}", game=name, rules=rules,
                              digit=digit, option=option)
        options[option] = values[int(digit)]
    return preset("sport", **options)


def _role(player: dict[str, Any], seat: int, name: Message) -> Role:
    try:
        return ROLES[player["role"]]
    except KeyError:
        raise RecordError("{game}: seat {seat} has an unknown role {role!r}", game=name, seat=seat,
                          role=player.get("role")) from None


def _per_round(player: dict[str, Any], key: str) -> Iterable[tuple[int, Any]]:
    """(round, value) for each non-null value of a per-round list."""
    for index, value in enumerate(player.get(key) or []):
        if value is not None:
            yield index, value


# -- days ------------------------------------------------------------------------------------

def _day_entries(seat: int, player: dict[str, Any]) -> list[Entry]:
    entries = []
    for index, target in _per_round(player, "nominating"):
        day = index + 1
        entries.append(Entry(At(StepKind.SPEECH, day, seat), Nomination(seat, target),
                             Message("day {day}, seat {seat}'s speech", day=day, seat=seat),
                             Message("seat {seat}'s nomination of seat {nominee}", seat=seat, nominee=target)))
    for index, votes in _per_round(player, "voting"):
        entries += _votes(seat, index + 1, votes if isinstance(votes, list) else [votes])
    return entries


def _votes(seat: int, day: int, votes: list[Any]) -> list[Entry]:
    entries = []
    for number, vote in enumerate(votes, start=1):
        if isinstance(vote, bool):
            if number != len(votes):
                raise ValueError(Message("seat {seat}'s voting on day {day}: true/false comes last",
                                         seat=seat, day=day))
            entries.append(Entry(At(StepKind.REMOVE_ALL_VOTE, day), RemoveAllVote(seat, vote),
                                 Message("day {day}, the vote on all of them leaving", day=day),
                                 Message("seat {seat}'s yes", seat=seat) if vote
                                 else Message("seat {seat}'s no", seat=seat)))
        elif vote is not None:
            entries.append(Entry(At(StepKind.VOTE, day, vote, number), Vote(seat),
                                 Message("day {day}, vote round {round}", day=day, round=number),
                                 Message("seat {seat}'s vote for seat {nominee}", seat=seat, nominee=vote)))
    return entries


# -- nights ----------------------------------------------------------------------------------

def _night_entries(seat: int, player: dict[str, Any], death: Death | None) -> list[Entry]:
    entries = []
    for index, target in _per_round(player, "shooting"):
        night = index + 1   # shooting starts at night 1
        entries.append(Entry(At(StepKind.SHOT, night), Shot(seat, target),
                             Message("night {night}, the mafia's shot", night=night),
                             Message("seat {seat}'s shot at seat {target}", seat=seat, target=target)))
    for key, kind in (("don", StepKind.DON_CHECK), ("sheriff", StepKind.SHERIFF_CHECK)):
        night = player.get(key)
        if night is not None:
            at = At(kind, night)
            entries.append(Entry(at, Check(seat), describe(at), Message("the check of seat {seat}", seat=seat)))
    if player.get("legacy"):
        killed = death is not None and death.how is LeftHow.KILLED and death.round is not None
        day = death.round + 1 if killed else None
        entries.append(Entry(At(StepKind.BEST_MOVE, day, seat), BestMove(tuple(player["legacy"])),
                             Message("seat {seat}'s best move", seat=seat),
                             Message("seat {seat}'s best move {guesses}", seat=seat, guesses=player["legacy"])))
    return entries


def _arrangement(players: list[dict[str, Any]]) -> list[Entry]:
    """Older exports: ``arranged`` = the night the don planned to shoot this seat."""
    planned = sorted((p["arranged"], seat) for seat, p in enumerate(players, start=1)
                     if p.get("arranged") is not None)
    if not planned:
        return []
    seats = tuple(seat for _, seat in planned)
    return [Entry(At(StepKind.AGREEMENT, 0), Arrangement(seats), Message("night 0, the arrangement"),
                  Message("the arrangement {seats}", seats=list(seats)))]


# -- departures and fouls --------------------------------------------------------------------

def _death(player: dict[str, Any], seat: int, players: list[dict[str, Any]],
           warnings: list[Message]) -> Death | None:
    death = player.get("death")
    if isinstance(death, dict):
        kind, rnd, time = death.get("type"), death.get("round"), death.get("time")
    else:
        kind, rnd, time = _older_death(player)
    if kind is None and rnd is None and not player.get("death") and not player.get("dead"):
        return None
    if kind == "night":
        return Death(LeftHow.KILLED, rnd, Phase.NIGHT, kind=kind)
    if kind == "day":
        return Death(LeftHow.VOTED, None if rnd is None else rnd + 1, Phase.DAY, kind=kind)
    if kind in REMOVALS:
        return _removal_death(seat, kind, rnd, time, players, warnings)
    if kind is None:
        return Death(None)   # the record says he left, not how
    raise ValueError(Message("seat {seat}: unknown death type {kind!r}", seat=seat, kind=kind))


def _older_death(player: dict[str, Any]) -> tuple[str | None, int | None, dict | None]:
    """``dead: {night: n}`` / ``{day: d}``; with a "time" it is a removal (game.js)."""
    dead = player.get("dead")
    if not isinstance(dead, dict):
        return None, None, None
    if "time" in dead:
        kind = "warnings" if _foul_count(player) >= 4 else "kickOut"
        rnd = dead.get("night", dead.get("day"))
        return kind, rnd, dead
    if "night" in dead:
        return "night", dead["night"], None
    return "day", dead.get("day"), None


def _removal_death(seat: int, kind: str, rnd: int | None, time: dict | None,
                   players: list[dict[str, Any]], warnings: list[Message]) -> Death:
    if isinstance(time, dict):
        at = time_at(time, warnings, seat)
        if at.kind is StepKind.VOTE and at.number is not None:
            # The rounds the record keeps for that day were complete: he left in the next.
            at = replace(at, vote_round=_rounds_recorded(players, at.number - 1) + 1)
    elif rnd is not None:
        warnings.append(Message("Seat {seat} left ({kind}) on the record's round {round} without a time: "
                                "removed at the start of day {day}'s discussion.",
                                seat=seat, kind=kind, round=rnd, day=rnd + 1))
        at = At(StepKind.SPEECH, rnd + 1)
    else:
        raise ValueError(Message("seat {seat}'s {kind} does not say when", seat=seat, kind=kind))
    phase = Phase.NIGHT if at.kind in NIGHT_KINDS else Phase.DAY
    return Death(LeftHow.REMOVED, at.number, phase, at, kind)


def _rounds_recorded(players: list[dict[str, Any]], index: int) -> int:
    """How many vote rounds the record has for the service's day ``index``."""
    most = 0
    for player in players:
        voting = player.get("voting") or []
        votes = voting[index] if index < len(voting) else None
        if isinstance(votes, list):
            most = max(most, sum(1 for v in votes if not isinstance(v, bool)))
        elif votes is not None:
            most = max(most, 1)
    return most


def time_at(time: dict[str, Any], warnings: list[Message], seat: int) -> At:
    """The moment a ``death.time`` names (new form {round, time, speaker}; older form
    {night|day, time, speaker})."""
    if "round" in time:
        night, day = time["round"], time["round"] + 1
    else:
        night = time.get("night")
        day = time["day"] + 1 if time.get("day") is not None else None
    kind = TIMES.get(time.get("time"))
    speaker = time.get("speaker") or None
    if kind is StepKind.AGREEMENT:
        return At(kind, 0)
    if kind in NIGHT_KINDS:
        return At(kind, night)
    if kind is StepKind.VOTE:
        return At(kind, day)
    if kind is not None and speaker is not None:
        return At(kind, day, speaker)
    warnings.append(Message("Seat {seat}'s removal at {time!r}: placed at the end of day {day}'s discussion.",
                            seat=seat, time=time, day=day))
    return At(StepKind.SPEECH, day, last_speech=True)


def _foul_count(player: dict[str, Any]) -> int:
    warnings = player.get("warnings") or 0
    return len(warnings) if isinstance(warnings, list) else int(warnings)


def _discipline(seat: int, player: dict[str, Any], death: Death | None, finished: bool) -> list[Entry]:
    """Fouls where they change nothing in the flow: in the player's own last word, or at the
    end (or where an unfinished replay stops) for a player still at the table. A removal's
    fouls come at the removal, the fourth one removing him."""
    count = _foul_count(player)
    if death is not None and death.how is LeftHow.REMOVED:
        where = describe(death.at)
        fouls = [Entry(death.at, Foul(seat), where, Message("seat {seat}'s foul", seat=seat)) for _ in range(count)]
        return fouls + [Entry(death.at, Removal(seat, death.kind), where,
                              Message("seat {seat}'s {kind}", seat=seat, kind=death.kind))]
    if death is None:
        at, optional = At(StepKind.END), not finished
    else:
        day = death.round
        if day is not None and death.how is LeftHow.KILLED:
            day += 1   # a night victim speaks in the next morning
        at, optional = At(StepKind.LAST_WORD, day, seat), True
    return [Entry(at, Foul(seat), describe(at), Message("seat {seat}'s foul", seat=seat), optional=optional)
            for _ in range(count)]


def _unplaced_fouls(entry: Entry) -> Message:
    return Message("{what} ({where}) could not be placed: the rules gave no such moment.",
                   what=entry.what, where=entry.where)


def compare_departures(name: Message, state: State, deaths: dict[int, Death]) -> None:
    """The engine's departures must be the record's: the same seats, ways and rounds."""
    seen = set()
    for departure in state.departures:
        seen.add(departure.seat)
        death = deaths.get(departure.seat)
        ours = _told(departure.how, departure.round, departure.phase)
        if death is None:
            raise RecordError("{game}: seat {seat}: the rules have him {ours}, the record keeps him at the table",
                              game=name, seat=departure.seat, ours=ours)
        if (death.how not in (None, departure.how) or death.round not in (None, departure.round)
                or death.phase not in (None, departure.phase)):
            raise RecordError("{game}: seat {seat}: the rules have him {ours}, the record has him {theirs}",
                              game=name, seat=departure.seat, ours=ours,
                              theirs=_told(death.how, death.round, death.phase))
    for seat in sorted(set(deaths) - seen):
        death = deaths[seat]
        raise RecordError("{game}: seat {seat}: the record has him {theirs}, the rules keep him at the table",
                          game=name, seat=seat, theirs=_told(death.how, death.round, death.phase))


def _told(how: LeftHow | None, rnd: int | None, phase: Phase | None) -> Message:
    what = {LeftHow.KILLED: Message("killed"), LeftHow.VOTED: Message("voted out"),
            LeftHow.REMOVED: Message("removed"), None: Message("leaving")}[how]
    if rnd is None or phase is None:
        return what
    if phase is Phase.NIGHT:
        return Message("{what} on night {round}", what=what, round=rnd)
    if phase is Phase.DAY:
        return Message("{what} on day {round}", what=what, round=rnd)
    return Message("{what} on {phase} {round}", what=what, phase=phase.value, round=rnd)


def _iso(moment: object) -> str | None:
    if isinstance(moment, (int, float)) and not isinstance(moment, bool):
        return datetime.fromtimestamp(moment, timezone.utc).isoformat()
    return moment if isinstance(moment, str) else None


# ============================================================================================
# writing
# ============================================================================================

def write(state: State, game_id: str, *, events: Iterable[Event] | None = None,
          started_at: str | None = None) -> dict[str, Any]:
    """The game in the mafiaratings format, finished or not. ``events`` (the game's log)
    tells when a removed player left; without it a removal is dated at the end of that
    day's discussion, or the shot of that night."""
    if state.ruleset is None or not state.seats or state.seats[0].role is None:
        raise RecordError("{game}: nothing to export before the roles are dealt",
                          game=Message("game {id}", id=game_id))
    rules = digits_from_ruleset(state.ruleset, game_id)
    removals = removal_times(events) if events is not None else {}
    record: dict[str, Any] = {"id": game_id, "features": _features(state), "rules": rules}
    if started_at:
        record["startTime"] = started_at
    if state.winner is not None:
        record["winner"] = {w: name for name, w in WINNERS.items()}[state.winner]
    if state.labels.host:
        record["moderator"] = {"name": state.labels.host}
    record["players"] = [_player_record(state, seat.number, removals) for seat in state.seats]
    return record


def _features(state: State) -> str:
    """The letters for what the record holds (README: g don checks, s sheriff checks, d u t
    deaths with rounds and types, c removal times, l legacy, h v k n voting and so on, w fouls)."""
    removed = any(d.how is LeftHow.REMOVED for d in state.departures)
    legacy = state.ruleset.best_move is BestMoveRule.FIRST_KILLED
    return "gsdut" + "c" * removed + "l" * legacy + "hvknw"


def digits_from_ruleset(ruleset: Ruleset, game_id: str) -> str:
    """The 13 ``rules`` digits; rules the format cannot say are refused, since a record read
    back under other rules would be played differently."""
    options, digits = {}, ""
    for option, values in RULE_DIGITS:
        if values is None:
            digits += "0"
            continue
        value = getattr(ruleset, option)
        if value not in values:
            shown = value.value if isinstance(value, Enum) else value
            raise RecordError("{game}: the {option} rule {value!r} has no mafiaratings digit",
                              game=Message("game {id}", id=game_id), option=option, value=shown)
        options[option] = value
        digits += str(values.index(value))
    expressible = preset("sport", **options)
    differing = [f.name for f in fields(Ruleset) if f.name not in ("preset", "timers")
                 and getattr(ruleset, f.name) != getattr(expressible, f.name)]
    if differing:
        raise RecordError("{game}: the mafiaratings format cannot record these rules: {options}",
                          game=Message("game {id}", id=game_id), options=", ".join(differing))
    return digits


def _player_record(state: State, number: int, removals: dict[int, dict[str, Any]]) -> dict[str, Any]:
    seat = state.seat(number)
    record: dict[str, Any] = {"name": seat.nickname, "role": ROLE_NAMES[seat.role]}
    if seat.left is not None:
        record["death"] = _death_record(state, number, removals.get(number))
    if seat.fouls:
        record["warnings"] = seat.fouls
    for key, checked in (("don", _checks(state, number, "don_check")),
                         ("sheriff", _checks(state, number, "sheriff_check"))):
        if checked:
            record[key] = checked[0]   # the format keeps one night per checker
    if state.best_move and state.best_move.seat == number and state.best_move.guesses:
        record["legacy"] = list(state.best_move.guesses)
    for key, values in (("nominating", _nominating(state, number)), ("voting", _voting(state, number)),
                        ("shooting", _shooting(state, number))):
        if any(value is not None for value in values):
            record[key] = values
    return record


def _death_record(state: State, number: int, time: dict[str, Any] | None) -> dict[str, Any]:
    left = state.seat(number).left
    if left.how is LeftHow.KILLED:
        return {"round": left.round, "type": "night"}
    if left.how is LeftHow.VOTED:
        return {"round": left.round - 1, "type": "day"}
    kind = "warnings" if left.reason == "fourth foul" else "kickOut"
    time = time or time_record(state, _approximate_removal(state, left))
    return {"round": time["round"], "type": kind, "time": time}


def time_record(state: State, moment: At) -> dict[str, Any]:
    """``death.time`` for a removal at ``moment`` (``state``: the game at that moment)."""
    night = moment.kind in NIGHT_KINDS
    time: dict[str, Any] = {"round": moment.number if night else moment.number - 1,
                            "time": _time_name(state, moment)}
    if moment.seat is not None and moment.kind is not StepKind.VOTE:
        time["speaker"] = moment.seat   # who was speaking (a vote's seat is the nominee)
    return time


def _time_name(state: State, moment: At) -> str:
    kind = moment.kind
    if kind is StepKind.BEST_MOVE:
        return "night kill speaking"
    if kind is StepKind.LAST_WORD:
        killed = state.seat(moment.seat).left.how is LeftHow.KILLED
        return "night kill speaking" if killed else "day kill speaking"
    if kind is StepKind.REMOVE_ALL_VOTE:
        return "voting"
    return {StepKind.SPEECH: "speaking", StepKind.VOTE: "voting", StepKind.TIE_SPEECH: "nominant",
            StepKind.SHOT: "shooting", StepKind.DON_CHECK: "don",
            StepKind.SHERIFF_CHECK: "sheriff"}.get(kind, "arrangement")


def _approximate_removal(state: State, left) -> At:
    if left.phase is Phase.NIGHT:
        return At(StepKind.SHOT, left.round) if left.round else At(StepKind.AGREEMENT, 0)
    day = next(d for d in state.days if d.round == left.round)
    return At(StepKind.SPEECH, left.round, day.speakers[-1] if day.speakers else None)


def removal_times(events: Iterable[Event]) -> dict[int, dict[str, Any]]:
    """Refold the log to see at which step each removed player left."""
    times: dict[int, dict[str, Any]] = {}
    state = State()
    effective, _ = effective_events(events)
    for _, event in effective:
        before = len(state.departures)
        time = None
        if isinstance(event, (FoulGiven, PlayerRemoved)) and state.step is not None:
            time = time_record(state, point_of(state))
        apply(event, state)
        for departure in state.departures[before:]:
            if departure.how is LeftHow.REMOVED and time is not None:
                times[departure.seat] = time
    return times


def _checks(state: State, number: int, which: str) -> list[int]:
    return [night.round for night in state.nights
            if getattr(night, which) is not None and getattr(night, which).seat == number]


def _nominating(state: State, number: int) -> list[int | None]:
    values = []
    for day in state.days:
        mine = [n.seat for n in day.active_nominations() if n.by == number]
        values.append(mine[0] if mine else None)
    return values


def _voting(state: State, number: int) -> list[Any]:
    return [_day_votes(state, day, number) for day in state.days]


def _day_votes(state: State, day, number: int) -> Any:
    rounds = [rnd for rnd in day.rounds if rnd.closed and number in rnd.voters]
    votes: list[Any] = [_vote_in(state, rnd, number) for rnd in rounds]
    remove_all = day.remove_all
    if remove_all is not None and remove_all.yes is not None and number in remove_all.voters:
        votes.append(number in remove_all.yes)
    if not votes or all(v is None for v in votes):
        return None
    return votes[0] if len(votes) == 1 else votes


def _vote_in(state: State, rnd, number: int) -> int | None:
    for nominee, hands in rnd.votes.items():
        if number in hands:
            return nominee
    if number in rnd.abstainers and state.ruleset.abstain_to_last:
        return rnd.ballot[-1]   # he counted for the last nominee
    return None


def _shooting(state: State, number: int) -> list[int | None]:
    if not state.seat(number).role.is_black:
        return []
    values = []
    for night in state.nights:
        if night.round == 0 or night.shots is None:
            continue
        shots = dict(night.shots)
        if number not in shots:
            break
        values.append(shots[number])
    return values
