"""Writing a game as a mafiaratings record, finished or not."""

from __future__ import annotations

from dataclasses import fields, replace
from enum import Enum
from typing import Any, Iterable

from mafia_desktop.engine import Event, LeftHow, Phase, State, StepKind, preset
from mafia_desktop.engine.options import left_out_of
from mafia_desktop.engine.roles import BLACK_ROLES
from mafia_desktop.engine.state import BestMoveRecord, Departure
from mafia_desktop.engine.errors import Message
from mafia_desktop.engine.ruleset import BestMove as BestMoveRule, FirstDayVote, Ruleset

from mafia_desktop.formats import RecordError
from mafia_desktop.formats.mafiaratings.times import LoggedTimes, logged_times, time_record
from mafia_desktop.formats.replay import At
from mafia_desktop.formats.mafiaratings.codes import RULE_DIGITS, NEAREST, ROLE_NAMES, WINNERS


def write(state: State, game_id: str, *, events: Iterable[Event] | None = None,
          started_at: str | None = None, notes: list[Message] | None = None) -> dict[str, Any]:
    """The game in the mafiaratings format, finished or not. ``events`` (the game's log)
    tells when a removed player left; without it a removal is dated at the end of that
    day's discussion, or the shot of that night. ``notes`` gets a line for each rule the
    format cannot say and what the record leaves out for it."""
    if state.ruleset is None or not state.seats or state.seats[0].role is None:
        raise RecordError("{game}: nothing to export before the roles are dealt",
                          game=Message("game {id}", id=game_id))
    notes = [] if notes is None else notes
    rules = digits_from_ruleset(state.ruleset, game_id, notes)
    times = logged_times(events) if events is not None else LoggedTimes()
    record: dict[str, Any] = {"id": game_id, "features": _features(state), "rules": rules}
    if started_at:
        record["startTime"] = started_at
    if state.winner is not None:
        record["winner"] = {w: name for name, w in WINNERS.items()}[state.winner]
    if state.labels.host:
        record["moderator"] = {"name": state.labels.host}
    record["players"] = [_player_record(state, seat.number, times) for seat in state.seats]
    if any(isinstance(votes, list) and isinstance(votes[-1], bool)
           for player in record["players"] for votes in player.get("voting", [])):
        record["features"] += "k"   # remove-all answers: only where the game knows them
    if any(isinstance(player.get(key), list) for player in record["players"] for key in ("warnings", "techFouls")):
        record["features"] += "r"   # the fouls' times: the service's letter for them (its real records)
    return record


def _features(state: State) -> str:
    """The letters for what the record holds (README: g don checks, s sheriff checks, d u t
    deaths with rounds and types, c removal times, l legacy, h v k n voting and so on, w fouls)."""
    removed = any(d.how is LeftHow.REMOVED for d in state.departures)
    legacy = state.rules.best_move is not BestMoveRule.NONE
    return "gsdut" + "c" * removed + "l" * legacy + "hvnw"


def digits_from_ruleset(ruleset: Ruleset, game_id: str, notes: list[Message]) -> str:
    """The 13 ``rules`` digits. A rule with no digit is written as its ``NEAREST``, with a
    note; any other rule the format cannot say is refused, since a record read back under
    other rules would be played differently."""
    options, digits = {}, ""
    for option, values in RULE_DIGITS:
        if values is None:
            digits += "0"
            continue
        value = getattr(ruleset, option)
        shown_value = value.value if isinstance(value, Enum) else value
        if value not in values and (option, value) in NEAREST:
            value = NEAREST[option, value]
            notes.append(Message("The mafiaratings format has no digit for the {option} rule {value!r}: written as "
                                 "{nearest!r}, the nearest it can say; {left_out}", option=option, value=shown_value,
                                 nearest=value.value, left_out=_LEFT_OUT[option]))
        if value not in values:
            raise RecordError("{game}: the {option} rule {value!r} has no mafiaratings digit",
                              game=Message("game {id}", id=game_id), option=option, value=shown_value)
        options[option] = value
        digits += str(values.index(value))
    expressible = preset("sport", **options)
    said = replace(ruleset, **{option: getattr(expressible, option) for option, _ in NEAREST})
    left_out = left_out_of("mafiaratings")   # the table of options: the preset, the timers
    differing = [f.name for f in fields(Ruleset) if f.name not in left_out
                 and getattr(said, f.name) != getattr(expressible, f.name)]
    if differing:
        raise RecordError("{game}: the mafiaratings format cannot record these rules: {options}",
                          game=Message("game {id}", id=game_id), options=", ".join(differing))
    return digits


_LEFT_OUT = {
    "first_day_vote": Message("day 1's nominations, which had no vote, are left out."),
    "best_move": Message("a best move after a later night than the first is left out."),
}


def _player_record(state: State, number: int, times: LoggedTimes) -> dict[str, Any]:
    seat = state.seat(number)
    assert seat.role is not None, "write() refuses a game not dealt"
    record: dict[str, Any] = {"name": seat.nickname, "role": ROLE_NAMES[seat.role]}
    if seat.left is not None:
        record["death"] = _death_record(state, seat.left, times.removals.get(number))
    # As the service writes them, one entry per foul with its game time, where the log says
    # when each was given; else (no log, or a foul it cannot place) the older bare count.
    for key, count, moments in (("warnings", seat.fouls, times.fouls.get(number, [])),
                                ("techFouls", seat.technical_fouls, times.technical_fouls.get(number, []))):
        if count:
            record[key] = moments if len(moments) == count else count
    bonus = sum(a.points for a in state.adjustments if a.seat == number)
    if bonus:
        record["bonus"] = float(bonus)
    for key, checked in (("don", _checks(state, number, "don_check")),
                         ("sheriff", _checks(state, number, "sheriff_check"))):
        if checked:
            record[key] = checked[0]   # the format keeps one night per checker
    best = state.best_move
    if best and best.seat == number and best.guesses and _carried_best_move(state, best):
        record["legacy"] = list(best.guesses)
    for key, values in (("nominating", _nominating(state, number, times.removals)),
                        ("voting", _voting(state, number, times.removals)),
                        ("shooting", _shooting(state, number))):
        while values and values[-1] is None:
            values = values[:-1]   # the service reads a list's length as the days he took part
        if values:
            record[key] = values
    return record


def _death_record(state: State, left: Departure, time: dict[str, Any] | None) -> dict[str, Any]:
    if left.how is LeftHow.KILLED:
        return {"round": left.round, "type": "night"}
    if left.how is LeftHow.VOTED:
        return {"round": left.round - 1, "type": "day"}
    kind = "warnings" if left.reason == "fourth foul" else "kickOut"
    time = time or time_record(state, _approximate_removal(state, left))
    return {"round": time["round"], "type": kind, "time": time}


def _approximate_removal(state: State, left: Departure) -> At:
    if left.phase is Phase.NIGHT:
        return At(StepKind.SHOT, left.round) if left.round else At(StepKind.AGREEMENT, 0)
    day = next(d for d in state.days if d.round == left.round)
    return At(StepKind.SPEECH, left.round, day.speakers[-1] if day.speakers else None)


def _checks(state: State, number: int, which: str) -> list[int]:
    return [night.round for night in state.nights
            if getattr(night, which) is not None and getattr(night, which).seat == number]


def _carried_best_move(state: State, best: BestMoveRecord) -> bool:
    """The format's best move is the first night's victim's (the nearest of 'first killed')."""
    left = state.seat(best.seat).left
    return left is not None and left.round == 1


def _nominating(state: State, number: int, removals: dict[int, dict[str, Any]]) -> list[int | None]:
    values: list[int | None] = []
    for day in state.days:
        if day.round == 1 and state.rules.first_day_vote is FirstDayVote.NONE:
            values.append(None)   # no vote followed them: written as 'standard', they would want one
            continue
        if _cancelled_by_the_days_before(day, removals):
            values.append(None)
            continue
        mine = [seat for seat, by in _ballot_nominations(day).items() if by == number]
        values.append(mine[0] if mine else None)
    return values


def _cancelled_by_the_days_before(day, removals: dict[int, dict[str, Any]]) -> bool:
    """A day with no vote after a removal during the day before's vote, whose result stood
    (the monster rule takes this day's vote [004 §2.4.3]). Its nominations are left out: the
    service reads which day such a removal cancelled by comparing the moment it decided the
    vote with the removal's in its own order of the nominees (``Game::is_voting_canceled``),
    and its opener of a day (``who_speaks_first``) is not always the rules': where it reads
    the removal as before the decision, it wants a vote on this day's nominees."""
    if day.rounds or day.no_vote_reason is None:
        return False
    return any(time.get("time") == "voting" and time.get("round") == day.round - 2 for time in removals.values())


def _ballot_nominations(day) -> dict[int, int | None]:
    """Each seat on the day's ballot → who put him there: a seat named again by another
    speaker is one nominee, and the service would expect a vote for each nomination."""
    first: dict[int, int | None] = {}
    for nomination in day.active_nominations():
        first.setdefault(nomination.seat, nomination.by)
    return first


def _voting(state: State, number: int, removals: dict[int, dict[str, Any]]) -> list[Any]:
    return [_day_votes(state, day, number, removals) for day in state.days]


def _day_votes(state: State, day, number: int, removals: dict[int, dict[str, Any]]) -> Any:
    # A hand raised before its voter was removed mid-vote stays counted [004 §2.4.3]. A round
    # a removal called off (the monster rule: never closed) is written with no hands: the
    # service reads a day's vote as cancelled only where the hands it keeps decide nothing
    # before the removal (its Game::is_voting_canceled), and would want every hand else.
    votes: list[Any] = []
    removal = removals.get(number)
    for rnd in day.rounds:
        if rnd.closed and (number in rnd.voters or number in rnd.voted):
            votes.append(_vote_in(state, day, rnd, number, removals))
        elif rnd.closed and _asked_at_removal(removal, day, rnd) and _hands_written(state, day, rnd, removals):
            # Removed with no hand raised, in a round his removal did not call off (its result
            # stood whatever he did): the service wants a vote of everyone at the table when
            # the vote began, where the round's hands decide anything. Written for the nominee
            # then asked, which changes no result; the reader takes it as no hand.
            votes.append(_asked_at_removal(removal, day, rnd))
    remove_all = day.remove_all
    if remove_all is not None and remove_all.yes is not None and remove_all.answers_known \
            and number in remove_all.voters:
        votes.append(number in remove_all.yes)
    if not votes or all(v is None for v in votes):
        return None
    return votes[0] if len(votes) == 1 else votes


def _asked_at_removal(removal: dict[str, Any] | None, day, rnd) -> int | None:
    """The nominee whose vote was under way at a removal in this round's vote, if it was so."""
    if (removal is not None and removal.get("time") == "voting" and removal.get("round") == day.round - 1
            and removal.get("votingRound") == rnd.number - 1):
        return removal.get("nominee")
    return None


def _hands_written(state: State, day, rnd, removals: dict[int, dict[str, Any]]) -> bool:
    """Whether the round is written with a hand (a round with none decides nothing to the service)."""
    return any(_vote_in(state, day, rnd, voter, removals) is not None for voter in {*rnd.voters, *rnd.voted})


def _vote_in(state: State, day, rnd, number: int, removals: dict[int, dict[str, Any]]) -> int | None:
    for nominee, hands in rnd.votes.items():
        if number in hands:
            return nominee
    if number not in rnd.abstainers or not state.rules.abstain_to_last:
        return None
    last = state.seat(rnd.ballot[-1]).left
    if last is None or last.how is not LeftHow.REMOVED or last.round != day.round or last.phase is not Phase.DAY:
        return rnd.ballot[-1]   # he counted for the last nominee
    removal = removals.get(rnd.ballot[-1])
    if removal is None:
        return None   # removed that day, when the log does not say: for nobody
    # The last nominee removed in this round's vote, which his removal ended: the hands not
    # yet asked count for nobody, yet the service wants a vote of each, and none for a player
    # gone: written for the nominee then asked (the reader counts them as before). Removed
    # in a later round of the day: here they counted for him.
    asked = _asked_at_removal(removal, day, rnd)
    return rnd.ballot[-1] if asked is None else asked


def _shooting(state: State, number: int) -> list[int | None]:
    if state.seat(number).role not in BLACK_ROLES:
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
