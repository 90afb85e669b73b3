"""mafiaratings game times: the moments its records give for a foul or a removal, and ours.

A game time is ``{round, time, speaker | votingRound, nominee}`` (older exports:
``{night | day, time, speaker}``). Rounds start at 0 and a round is a night then a day, so
the service's night r is our night r and its day r our day r + 1. ``time`` names what was
happening (the service's own list, in the order of a round): ``start``, ``arrangement``,
``relaxed sitting``, ``night start``, ``shooting``, ``don``, ``sheriff``, ``day start``,
``night kill speaking``, ``speaking``, ``voting start``, ``voting``, ``voting kill all``,
``day kill speaking``, ``end``; older exports also ``killed`` and ``nominant``.
During a vote ``votingRound`` counts from 0; a ``speaker`` there gives a tie speech before
that round, a ``nominee`` the vote on him.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

from mafia_desktop.engine import Event, LeftHow, State, StepKind
from mafia_desktop.engine.events import FoulGiven, PlayerRemoved
from mafia_desktop.engine.folding import apply, effective_events

from mafia_desktop.formats.limits import MAX_DAYS, MAX_ROUNDS, FieldError, mapping, seat_or_none, shown, whole
from mafia_desktop.formats.replay import NIGHT_KINDS, At, point_of

NIGHT_ZERO = {"start", "arrangement", "relaxed sitting"}


def moment(time: object, size: int, what: str) -> At:
    """The moment a game time names (``size``: seats at the table, ``what``: the field)."""
    time = mapping(time, what)
    if "round" in time:
        night = whole(time["round"], 0, MAX_DAYS, what)
    elif time.get("night") is not None:
        night = whole(time["night"], 0, MAX_DAYS, what)
    elif time.get("day") is not None:
        night = whole(time["day"], 0, MAX_DAYS, what)
    else:
        raise FieldError("{what} names no round", what=what)
    day = night + 1
    name = time.get("time")
    if name is not None and not isinstance(name, str):
        raise FieldError("{what}'s time is {value}, not the name of a moment of the game", what=what,
                         value=shown(name))
    speaker = seat_or_none(time.get("speaker") or None, size, what)
    if name in NIGHT_ZERO:
        return At(StepKind.AGREEMENT, 0)
    if name == "night start":
        return At(None, night, night=True)
    if name in ("shooting", "don", "sheriff") and night == 0:
        if name == "shooting":
            raise FieldError("{what}: no shot on night 0", what=what)
        return At(StepKind.AGREEMENT, 0) if name == "don" else At(StepKind.ROLE_MEETING, 0)
    if name == "shooting":
        return At(StepKind.SHOT, night)
    if name == "don":
        return At(StepKind.DON_CHECK, night)
    if name == "sheriff":
        return At(StepKind.SHERIFF_CHECK, night)
    if name == "day start":
        return At(None, day)
    if name in ("night kill speaking", "killed", "day kill speaking"):
        return At(StepKind.LAST_WORD, day, speaker)
    if name == "speaking":
        if speaker is None:
            raise FieldError("{what}: a speech with no speaker", what=what)
        return At(StepKind.SPEECH, day, speaker)
    if name == "nominant":
        return At(StepKind.TIE_SPEECH, day, speaker)
    if name == "voting start":
        return At(StepKind.SPEECH, day, last_speech=True)
    if name == "voting":
        return _during_the_vote(time, day, speaker, size, what)
    if name == "voting kill all":
        return At(StepKind.REMOVE_ALL_VOTE, day)
    if name == "end":
        return At(StepKind.END)
    raise FieldError("{what}: unknown time {time}", what=what, time=shown(name))


def _during_the_vote(time: dict[str, Any], day: int, speaker: int | None, size: int, what: str) -> At:
    counted = time.get("votingRound")
    rnd = 0 if counted is None else whole(counted, 0, MAX_ROUNDS, what)
    nominee = seat_or_none(time.get("nominee"), size, what)
    if speaker is not None and rnd > 0:
        return At(StepKind.TIE_SPEECH, day, speaker, rnd)   # the tie speech before round rnd + 1
    return At(StepKind.VOTE, day, nominee, rnd + 1)


# -- writing ---------------------------------------------------------------------------------

def time_record(state: State, moment: At) -> dict[str, Any]:
    """The game time of ``moment`` (``state``: the game at that moment)."""
    if moment.kind is StepKind.END:
        return {"round": _last_round(state), "time": "end"}
    night = moment.kind in NIGHT_KINDS
    if moment.number is None:
        raise ValueError(f"no day or night to write for {moment.kind}")
    record: dict[str, Any] = {"round": moment.number if night else moment.number - 1,
                              "time": _time_name(state, moment)}
    if moment.kind is StepKind.VOTE:
        record["votingRound"] = (moment.vote_round or 1) - 1
        if moment.seat is not None:
            record["nominee"] = moment.seat
    elif moment.kind is StepKind.TIE_SPEECH:
        record["votingRound"] = moment.vote_round or 0
        record["speaker"] = moment.seat
    elif moment.kind is StepKind.REMOVE_ALL_VOTE:
        record["votingRound"] = max(0, len(state.day.rounds) - 1) if state.day else 0
    elif moment.seat is not None:
        record["speaker"] = moment.seat   # who was speaking
    return record


def _last_round(state: State) -> int:
    """The service's round the game ended in: our night n is its round n, our day d its d - 1."""
    ended_at_night = bool(state.nights) and state.nights[-1].round == state.round
    return state.round if ended_at_night else max(0, state.round - 1)


def _time_name(state: State, moment: At) -> str:
    kind = moment.kind
    if kind is StepKind.BEST_MOVE:
        return "night kill speaking"
    if kind is StepKind.LAST_WORD:
        left = state.seat(moment.seat).left if moment.seat is not None else None   # a last word's has left
        killed = left is not None and left.how is LeftHow.KILLED
        return "night kill speaking" if killed else "day kill speaking"
    return _TIME_NAMES.get(kind, "arrangement")


_TIME_NAMES: dict[StepKind | None, str] = {
    StepKind.SPEECH: "speaking", StepKind.VOTE: "voting", StepKind.TIE_SPEECH: "voting",
    StepKind.REMOVE_ALL_VOTE: "voting kill all", StepKind.SHOT: "shooting",
    StepKind.DON_CHECK: "don", StepKind.SHERIFF_CHECK: "sheriff", StepKind.END: "end"}


@dataclass
class LoggedTimes:
    """When things happened to each seat, as the format says game times: each removal, each
    foul, each technical foul (in order)."""

    removals: dict[int, dict[str, Any]] = field(default_factory=dict)
    fouls: dict[int, list[dict[str, Any]]] = field(default_factory=dict)
    technical_fouls: dict[int, list[dict[str, Any]]] = field(default_factory=dict)


def logged_times(events: Iterable[Event]) -> LoggedTimes:
    """Refold the log to see at which step each removed player left and each foul was given
    (a foul taken back by Undo is not one)."""
    times = LoggedTimes()
    state = State()
    effective, _ = effective_events(events)
    for _, event in effective:
        before = len(state.departures)
        time = None
        if isinstance(event, (FoulGiven, PlayerRemoved)) and state.step is not None:
            time = time_record(state, point_of(state))
        apply(event, state)
        if isinstance(event, FoulGiven) and time is not None:
            kept = times.technical_fouls if event.technical else times.fouls
            kept.setdefault(event.seat, []).append(time)
        for departure in state.departures[before:]:
            if departure.how is LeftHow.REMOVED and time is not None:
                times.removals[departure.seat] = time
    return times
