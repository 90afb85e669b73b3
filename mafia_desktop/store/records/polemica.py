"""Polemica game records (API ``version: 4``), replayed through the engine.

The record keeps what happened, not when: nominations (``votes`` with ``num: 0``) are made
in the nominator's own speech, so the ballot follows the speech order as at the table;
vote rounds ``num: 1, 2, …`` give the hands for each nominee of the engine's ballot; votes
without ``num`` are the yes-votes of the vote to remove all tied. Fouls carry the ``stage``
they were given at. See /work/shared/real-games/README.md for the format.
"""

from __future__ import annotations

from typing import Any

from mafia_desktop.engine import Role, StepKind, Winner, preset
from mafia_desktop.engine.errors import Message
from mafia_desktop.engine.ruleset import FirstDayVote

from . import ImportedGame, RecordError, malformed
from .replay import (
    At, BestMove, Check, Entry, Foul, Nomination, Removal, RemoveAllVote, Script, Shot, Vote,
    describe, epoch, replay, unique_nicknames, check_winner,
)

SOURCE = "polemica"

ROLES = {0: Role.DON, 1: Role.MAFIA, 2: Role.CIVILIAN, 3: Role.SHERIFF}
RESULTS = {0: Winner.RED, 1: Winner.BLACK}
ZERO_VOTING = {None: FirstDayVote.STANDARD, "liftOnly": FirstDayVote.NO_BREAK,
               "none": FirstDayVote.NONE, "respeech": FirstDayVote.TO_TALK}
CHECKS = {0: StepKind.DON_CHECK, 3: StepKind.SHERIFF_CHECK}
#: Stages that name a night step; their ``day`` is the night's number (night n follows day n).
NIGHT_STAGES = {"shooting": StepKind.SHOT, "donCheck": StepKind.DON_CHECK,
                "sheriffCheck": StepKind.SHERIFF_CHECK}


def read(data: dict[str, Any]) -> ImportedGame:
    if not isinstance(data, dict) or "id" not in data:
        raise RecordError("Not a Polemica game record: it has no id")
    name = Message("game {id}", id=data["id"])
    if data.get("version") != 4:
        raise RecordError("{game}: only Polemica records of version 4 can be read (this one is {version!r})",
                          game=name, version=data.get("version"))
    try:
        script, warnings = _script(data, name)
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise malformed(name, error) from None
    replayed = replay(script)
    if script.finished:
        check_winner(name, replayed.game.state, RESULTS[data["result"]])
    warnings += replayed.warnings + _unused_guesses(replayed.unplaced)
    return ImportedGame(SOURCE, str(data["id"]), replayed.game.events,
                        started_at=data.get("started"), warnings=warnings,
                        game=replayed.game)


def _script(data: dict[str, Any], name: Message) -> tuple[Script, list[Message]]:
    players = _players(data, name)
    nicknames, warnings = unique_nicknames(p.get("username") for p in players)
    finished = data.get("result") is not None
    if finished and data["result"] not in RESULTS:
        raise RecordError("{game}: unknown result {result!r}", game=name, result=data["result"])
    stage = data.get("stage") or {}
    stop_at = None
    if not finished:
        stop_at, note = _stage_at(stage)
        if note:
            warnings.append(Message("The record stands at an unknown stage {stage!r}: {note}", stage=stage, note=note))
    elif stage.get("type") != "gameOver":
        warnings.append(Message("The record has a result but stands at {stage!r}; it is read as finished.",
                                stage=stage))
    entries = (_nominations_and_votes(data) + _night_entries(data) + _guesses(players)
               + _discipline(players, warnings))
    referee = data.get("referee") or {}
    script = Script(
        name=name, ruleset=_ruleset(data, players, name), nicknames=nicknames,
        roles=[_role(p, name) for p in players], entries=entries, finished=finished,
        labels={"table": _text(data.get("table")), "number": _text(data.get("num")),
                "host": _text(referee.get("username"))},
        stop_at=stop_at, clock_start=epoch(data.get("started")),
    )
    return script, warnings


def _text(value: object) -> str:
    return "" if value is None else str(value)


def _players(data: dict[str, Any], name: Message) -> list[dict[str, Any]]:
    players = sorted(data["players"], key=lambda p: p["position"])
    positions = [p["position"] for p in players]
    if positions != list(range(1, len(players) + 1)):
        raise RecordError("{game}: the players' positions are {positions}, not 1 to {count}",
                          game=name, positions=positions, count=len(players))
    return players


def _role(player: dict[str, Any], name: Message) -> Role:
    try:
        return ROLES[player["role"]]
    except KeyError:
        raise RecordError("{game}: seat {seat} has an unknown role {role!r}",
                          game=name, seat=player["position"], role=player.get("role")) from None


def _ruleset(data: dict[str, Any], players: list[dict[str, Any]], name: Message):
    zero_voting = data.get("zeroVoting")
    if zero_voting not in ZERO_VOTING:
        raise RecordError("{game}: unknown first-day rule zeroVoting={rule!r}", game=name, rule=zero_voting)
    # Technical fouls are counted only where the record has some.
    technical = any(p.get("techs") for p in players)
    return preset("sport", first_day_vote=ZERO_VOTING[zero_voting], technical_fouls=technical)


# -- the day: nominations, vote rounds, the vote to remove all --------------------------------

def _nominations_and_votes(data: dict[str, Any]) -> list[Entry]:
    entries = []
    for vote in data.get("votes") or []:
        day, num, voter, candidate = vote["day"], vote.get("num"), vote["voter"], vote.get("candidate")
        if num == 0:
            entries.append(Entry(At(StepKind.SPEECH, day, voter), Nomination(voter, candidate),
                                 Message("day {day}, seat {seat}'s speech", day=day, seat=voter),
                                 Message("seat {seat}'s nomination of seat {nominee}", seat=voter, nominee=candidate)))
        elif num is None:
            entries.append(Entry(At(StepKind.REMOVE_ALL_VOTE, day), RemoveAllVote(voter, True),
                                 Message("day {day}, the vote on all of them leaving", day=day),
                                 Message("seat {seat}'s vote for all of them leaving", seat=voter)))
        else:
            entries.append(Entry(At(StepKind.VOTE, day, candidate, num), Vote(voter),
                                 Message("day {day}, vote round {round}", day=day, round=num),
                                 Message("seat {seat}'s vote for seat {nominee}", seat=voter, nominee=candidate)))
    return entries


# -- the night: shots and checks --------------------------------------------------------------

def _night_entries(data: dict[str, Any]) -> list[Entry]:
    entries = []
    for shot in data.get("shots") or []:
        night, shooter, victim = shot["night"], shot["shooter"], shot.get("victim")
        entries.append(Entry(At(StepKind.SHOT, night), Shot(shooter, victim),
                             Message("night {night}, the mafia's shot", night=night),
                             Message("seat {seat}'s shot at seat {target}", seat=shooter, target=victim)))
    for check in data.get("checks") or []:
        night, role, seat = check["night"], check["role"], check["player"]
        if role not in CHECKS:
            raise ValueError(Message("a check by role {role!r} (only 0, the don, and 3, the sheriff, check)",
                                     role=role))
        at = At(CHECKS[role], night)
        entries.append(Entry(at, Check(seat), describe(at), Message("the check of seat {seat}", seat=seat)))
    return entries


def _guesses(players: list[dict[str, Any]]) -> list[Entry]:
    """Only the first player killed at night makes a best move; the service lets others
    name suspects too, so every ``guess.mafs`` is offered and the engine takes the one due."""
    entries = []
    for player in players:
        mafs = (player.get("guess") or {}).get("mafs")
        if mafs:
            seat = player["position"]
            entries.append(Entry(At(StepKind.BEST_MOVE, None, seat), BestMove(tuple(mafs)),
                                 Message("seat {seat}'s best move", seat=seat),
                                 Message("seat {seat}'s guesses {guesses}", seat=seat, guesses=mafs),
                                 optional=True))
    return entries


def _unused_guesses(unplaced: list[Entry]) -> list[Message]:
    seats = [str(e.at.seat) for e in unplaced if isinstance(e.action, BestMove)]
    if not seats:
        return []
    return [Message("guess.mafs of seat(s) {seats} not recorded: only the first player killed at night "
                    "makes a best move.", seats=", ".join(seats))]


# -- fouls and disqualifications, at their stage ----------------------------------------------

def _discipline(players: list[dict[str, Any]], warnings: list[Message]) -> list[Entry]:
    fouls = []
    for player in players:
        seat = player["position"]
        for technical, key in ((False, "fouls"), (True, "techs")):
            for foul in player.get(key) or []:
                fouls.append((foul.get("time") or "", seat, technical, foul.get("stage") or {}))
    entries = []
    for _, seat, technical, stage in sorted(fouls, key=lambda f: f[0]):
        at = _foul_at(stage, seat, False, warnings)
        what = (Message("seat {seat}'s technical foul", seat=seat) if technical
                else Message("seat {seat}'s foul", seat=seat))
        entries.append(Entry(at, Foul(seat, technical), _stage_text(stage), what))
    for player in players:
        entries += _disqualification(player, warnings)
    return entries


def _disqualification(player: dict[str, Any], warnings: list[Message]) -> list[Entry]:
    disqual = player.get("disqual")
    if not disqual:
        return []
    seat = player["position"]
    stage = disqual.get("stage", disqual) if isinstance(disqual, dict) else None
    if not isinstance(stage, dict) or "type" not in stage:
        raise ValueError(Message("seat {seat}'s disqualification does not say when it happened", seat=seat))
    at = _foul_at(stage, seat, True, warnings)
    return [Entry(at, Removal(seat, "disqualified"), _stage_text(stage),
                  Message("seat {seat}'s disqualification", seat=seat))]


def _foul_at(stage: dict[str, Any], seat: int, disqualification: bool, warnings: list[Message]) -> At:
    at, note = _stage_at(stage)
    if at is not None:
        return at
    day = stage["day"]
    values = dict(seat=seat, stage=stage.get("type"), day=day, note=note)
    if disqualification:
        warnings.append(Message("Seat {seat}'s disqualification at stage {stage!r} of day {day} is placed at "
                                "the end of that day's discussion: {note}", **values))
    else:
        warnings.append(Message("Seat {seat}'s foul at stage {stage!r} of day {day} is placed at the end of "
                                "that day's discussion: {note}", **values))
    return At(StepKind.SPEECH, day, last_speech=True)


def _stage_at(stage: dict[str, Any]) -> tuple[At | None, Message | str]:
    """The step a stage names, or None and why not."""
    kind, day, player = stage.get("type"), stage.get("day"), stage.get("player")
    if not isinstance(day, int):
        return None, Message("it names no day")
    if kind in NIGHT_STAGES:
        return At(NIGHT_STAGES[kind], day), ""
    if kind == "speech" and player:
        return At(StepKind.SPEECH, day, player), ""
    if kind == "reSpeech" and player:
        return At(StepKind.TIE_SPEECH, day, player, stage.get("voting")), ""
    if kind == "shooted" and player:
        return At(StepKind.LAST_WORD, day, player), ""   # the night victim's morning
    if kind == "voting":
        return At(StepKind.VOTE, day, vote_round=stage.get("voting")), ""
    return None, Message("the replay cannot tell which step it is")


def _stage_text(stage: dict[str, Any]) -> Message:
    at, _ = _stage_at(stage)
    if at is not None:
        return describe(at)
    return Message("day {day}, stage {stage!r}", day=stage.get("day"), stage=stage.get("type"))
