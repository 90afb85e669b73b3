"""Our games written as Polemica competition records (API ``version: 4``), so a club can
hand its table's games to the service; ``polemica.read`` of a written game replays to the
same departures and winner.

The record keeps what the service keeps: the seats and cards, every nomination and every
hand raised (rows ``num: 0, 1, 2…``), the remove-all ballot (rows without ``num``, ``candidate:
1`` for each yes), the shots and checks, the best move, and each foul, technical foul and
disqualification with the stage it was given in (read from the game's log). Polemica plays
the sport rules with a first-day option; a game under other rules is refused, since the
service would replay it differently.
"""

from __future__ import annotations

from dataclasses import fields
from datetime import datetime, timedelta, timezone
from typing import Any, Iterable

from mafia_desktop.engine import Event, LeftHow, Role, State, Winner, preset
from mafia_desktop.engine.errors import Message
from mafia_desktop.engine.events import FoulGiven, PlayerRemoved
from mafia_desktop.engine.folding import apply, effective_events
from mafia_desktop.engine.options import left_out_of
from mafia_desktop.engine.roles import role_word
from mafia_desktop.engine.ruleset import Ruleset
from mafia_desktop.numerals import digits
from mafia_desktop.time_stamps import utc_stamp

from mafia_desktop.formats import RecordError
from mafia_desktop.formats.polemica.reading import LIFT_THREE_OF_NINE, RESULTS, ROLES, ZERO_VOTING, read, stage_of
from mafia_desktop.formats.replay import point_of

CODES = {role: code for code, role in ROLES.items()}
RESULT_CODES = {winner: code for code, winner in RESULTS.items()}
#: The first-day rules and three-of-nine ties the service can say (its ``zeroVoting``, ``lift3From9``).
ZERO_VOTING_NAMES = {rule: name for name, rule in ZERO_VOTING.items()}
LIFT_NAMES = {rule: flag for flag, rule in LIFT_THREE_OF_NINE.items()}


def write(state: State, game_id: str, events: Iterable[Event], *, started_at: str | None = None,
          notes: list[Message] | None = None) -> dict[str, Any]:
    """The game as a Polemica v4 competition record (``events``: its log, for the stages).
    Rules the format cannot say are left out only if the game plays the same without them
    (read back, it leaves the same players and the same team wins); ``notes`` gets a line
    saying so. A game they would change is refused."""
    name = Message("game {id}", id=game_id)
    if state.ruleset is None or not state.seats or any(seat.role is None for seat in state.seats):
        raise RecordError("{game}: nothing to export before the roles are dealt", game=name)
    if state.winner is Winner.DRAW:
        raise RecordError("{game}: the Polemica format has no draw", game=name)
    unknown = [role for seat in state.seats if (role := seat.role) is not None and role not in CODES]
    if unknown:
        raise RecordError("{game}: the Polemica format has no {role}", game=name, role=role_word(unknown[0]))
    rules = state.ruleset
    zero_voting, lift = _flags(rules)
    start = _start(started_at)
    players: list[dict[str, Any]] = [
        {"position": seat.number, "username": seat.nickname, "role": CODES[role], "fouls": [], "techs": []}
        for seat in state.seats if (role := seat.role) is not None]   # every seat's: the roles are dealt
    for order, (seat, technical, stage, removal) in enumerate(_discipline(events)):
        player = players[seat - 1]
        if removal:
            player["disqual"] = {"stage": stage}
        else:
            player["techs" if technical else "fouls"].append({"time": _time(start, order), "stage": stage})
    if state.best_move and state.best_move.guesses:
        players[state.best_move.seat - 1]["guess"] = {"mafs": list(state.best_move.guesses)}
    record: dict[str, Any] = {
        "id": game_id, "version": 4, "started": utc_stamp(start),
        "zeroVoting": zero_voting, "players": players, "votes": _votes(state),
        "shots": _shots(state), "checks": _checks(state), "stage": _stage(state),
        "result": RESULT_CODES.get(state.winner) if state.winner else None,
    }
    if lift is not True:
        record["config"] = {"lift3From9": lift}
    labels = state.labels
    if labels.number:
        record["num"] = int(labels.number) if digits(labels.number) else labels.number
    if labels.table:
        record["table"] = int(labels.table) if digits(labels.table) else labels.table
    if labels.host:
        record["referee"] = {"username": labels.host}
    unsaid = unsaid_options(rules)
    if unsaid:
        _plays_the_same(state, record, name, unsaid)
        if notes is not None:
            notes.append(Message("The Polemica format cannot record these rules: {options}; the game plays the "
                                 "same without them.", options=", ".join(unsaid)))
    return record


def _flags(ruleset: Ruleset) -> tuple[str | None, bool]:
    """The record's ``zeroVoting`` and ``config.lift3From9`` for the rules (where the service
    has no word for the rule, its own: no ``zeroVoting``, lifting allowed)."""
    return ZERO_VOTING_NAMES.get(ruleset.first_day_vote), LIFT_NAMES.get(ruleset.tie_of_three_with_nine_alive, True)


def unsaid_options(ruleset: Ruleset) -> list[str]:
    """The options of the game the record's flags do not give (the options the table of
    options says the format leaves out are not compared)."""
    zero_voting, lift = _flags(ruleset)
    said = preset("sport", first_day_vote=ZERO_VOTING[zero_voting], technical_fouls=ruleset.technical_fouls,
                  tie_of_three_with_nine_alive=LIFT_THREE_OF_NINE[lift])
    left_out = left_out_of("polemica")
    return [f.name for f in fields(Ruleset)
            if f.name not in left_out and getattr(ruleset, f.name) != getattr(said, f.name)]


def _plays_the_same(state: State, record: dict[str, Any], name: Message, unsaid: list[str]) -> None:
    try:
        replayed = read(record).game
    except RecordError:
        replayed = None
    again = replayed.state if replayed is not None else None
    def left(game: State) -> list[tuple]:
        return [(d.seat, d.round, d.phase, d.how) for d in game.departures]
    if again is None or again.winner is not state.winner or left(again) != left(state):
        raise RecordError("{game}: the Polemica format cannot record these rules: {options}; under the service's "
                          "rules this game would play differently", game=name, options=", ".join(unsaid))


def _start(started_at: str | None) -> datetime:
    try:
        moment = datetime.fromisoformat(started_at or "")
    except ValueError:
        moment = datetime(2000, 1, 1, tzinfo=timezone.utc)
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


def _time(start: datetime, order: int) -> str:
    """A foul's time: the record orders a player's fouls by it."""
    return utc_stamp(start + timedelta(seconds=order))


def _discipline(events: Iterable[Event]) -> list[tuple[int, bool, dict[str, Any] | None, bool]]:
    """(seat, technical, stage, is a disqualification) of each foul and removal, in the
    order given, from the refolded log."""
    found = []
    state = State()
    effective, _ = effective_events(events)
    for _, event in effective:
        if isinstance(event, (FoulGiven, PlayerRemoved)) and state.step is not None:
            point = point_of(state)
            left = state.seat(point.seat).left if point.seat and state.is_seat(point.seat) else None
            voted_in = len(state.day.rounds) if left and left.how is LeftHow.VOTED and state.day else None
            stage = stage_of(point, voted_in)
            # A PlayerRemoved is a disqualification: fouls remove by themselves.
            found.append((event.seat, isinstance(event, FoulGiven) and event.technical, stage,
                          isinstance(event, PlayerRemoved)))
        apply(event, state)
    return found


def _votes(state: State) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for day in state.days:
        for nomination in day.active_nominations():
            rows.append({"day": day.round, "num": 0, "voter": nomination.by, "candidate": nomination.seat})
        for rnd in day.rounds:
            for nominee in rnd.ballot:
                rows += [{"day": day.round, "num": rnd.number, "voter": voter, "candidate": nominee}
                         for voter in rnd.votes.get(nominee, ())]
        if day.remove_all is not None and day.remove_all.yes is not None:
            rows += [{"day": day.round, "voter": voter, "candidate": 1} for voter in day.remove_all.yes]
    return rows


def _shots(state: State) -> list[dict[str, Any]]:
    return [{"night": night.round, "shooter": shooter, "victim": victim}
            for night in state.nights if night.shots for shooter, victim in night.shots if victim is not None]


def _checks(state: State) -> list[dict[str, Any]]:
    rows = []
    for night in state.nights:
        for role, check in ((Role.DON, night.don_check), (Role.SHERIFF, night.sheriff_check)):
            if check is not None and check.seat is not None:
                rows.append({"night": night.round, "role": CODES[role], "player": check.seat})
    return rows


def _stage(state: State) -> dict[str, Any]:
    if state.ended or state.step is None:
        return {"type": "gameOver", "day": state.days[-1].round if state.days else 0}
    point = point_of(state)
    left = state.seat(point.seat).left if point.seat else None
    voted_in = len(state.day.rounds) if left and left.how is LeftHow.VOTED and state.day else None
    return stage_of(point, voted_in) or {"type": "dealing", "day": 0}
