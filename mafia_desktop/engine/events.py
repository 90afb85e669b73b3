"""Events: one frozen dataclass per thing that happens at the table.

An event records what the host saw or did; what follows from it under the rules (who
leaves, who wins, whose turn it is) is derived by folding, never stored. Each class has a
stable ``type`` name used in the JSON log; ``to_json``/``from_json`` round-trip exactly.
Times (``at``) are seconds since the epoch passed in by the caller.
"""

from __future__ import annotations

import json
import types
import typing
from dataclasses import MISSING, field, fields
from enum import Enum
from functools import lru_cache
from json.encoder import encode_basestring
from math import isfinite
from typing import Any, Callable, ClassVar, Iterable

from mafia_desktop.engine.errors import RuleViolation
from mafia_desktop.engine.roles import Role, Winner
from mafia_desktop.engine.ruleset import Ruleset, kept_for
from mafia_desktop.records import record

EVENT_TYPES: dict[str, type[Event]] = {}
#: A field added after events of its type were first stored: left out of the JSON while it
#: holds its default, so the events written before it keep their exact JSON (and digests).
LATER = {"later": True}


class Event:
    """Base of every event; subclasses register under their ``type`` name."""

    type: ClassVar[str] = ""
    # Every event is a dataclass (the base is not, to keep it out of their fields): said for
    # the type checker, whose ``dataclasses.fields`` takes only dataclasses.
    __dataclass_fields__: ClassVar[dict[str, Any]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.type:
            if cls.type in EVENT_TYPES:
                raise TypeError(f"event type {cls.type!r} registered twice")
            EVENT_TYPES[cls.type] = cls


# -- setup ----------------------------------------------------------------------------------

@record(frozen=True)
class GameCreated(Event):
    type = "game_created"
    ruleset: Ruleset
    nicknames: tuple[str, ...]


@record(frozen=True)
class GameLabelled(Event):
    """Where and by whom the game is played, for the archive and the protocol."""

    type = "game_labelled"
    club: str = ""
    tournament: str = ""
    table: str = ""
    number: str = ""
    host: str = ""


@record(frozen=True)
class NicknameChanged(Event):
    type = "nickname_changed"
    seat: int
    nickname: str


@record(frozen=True)
class RolesDealt(Event):
    type = "roles_dealt"
    roles: tuple[Role, ...]


@record(frozen=True)
class ArrangementRecorded(Event):
    """The don's static arrangement on the roles night: seats to shoot on the next nights."""

    type = "arrangement_recorded"
    seats: tuple[int, ...]


# -- timed steps (speeches, last words, the mafia's minute, ...) -------------------------------

@record(frozen=True)
class SpeechStarted(Event):
    """The timer of the current step starts, or resumes after a pause. ``by_itself``: the
    app started it (the host's setting: a step reached by what was announced), so an undo
    takes it back with the action it followed, even after the app was closed between."""

    type = "speech_started"
    seat: int | None
    at: float
    by_itself: bool = field(default=False, metadata=LATER)


@record(frozen=True)
class SpeechPaused(Event):
    """``by_itself``: the app paused it, a game resumed with its clock running (the log's
    last moment is the time the speaker had left); an undo takes it back with the host's
    action before it."""

    type = "speech_paused"
    seat: int | None
    at: float
    by_itself: bool = field(default=False, metadata=LATER)


@record(frozen=True)
class SpeechExtended(Event):
    type = "speech_extended"
    seat: int | None
    seconds: int


@record(frozen=True)
class SpeechEnded(Event):
    """The step's talk is over. ``then_start``: the next step's timer starts at the same
    moment ("Thank you. Seat 5, please"), one tap for both, taken back together."""

    type = "speech_ended"
    seat: int | None
    at: float
    then_start: bool = field(default=False, metadata=LATER)


@record(frozen=True)
class SpeechSkipped(Event):
    type = "speech_skipped"
    seat: int | None
    reason: str
    #: As ``SpeechEnded.then_start``; the next step's timer starts at ``at``.
    then_start: bool = field(default=False, metadata=LATER)
    at: float | None = field(default=None, metadata=LATER)


# -- day -------------------------------------------------------------------------------------

@record(frozen=True)
class Nominated(Event):
    """``by`` nominates ``seat``; ``by`` is None when the host puts a player to the vote."""

    type = "nominated"
    by: int | None
    seat: int


@record(frozen=True)
class NominationWithdrawn(Event):
    """``by`` withdraws his nomination of ``seat``; None: the host takes a player off the vote."""

    type = "nomination_withdrawn"
    by: int | None
    seat: int


@record(frozen=True)
class Picked(Event):
    """The host taps a seat for the current step's choice, before it is complete: a hand
    raised for the nominee, a yes for all leaving, a best-move guess, an arrangement seat,
    a shooter's target when the shots differ (None: that shooter did not shoot). Kept in
    the log at once, so a crash mid-vote loses no hand and Undo lowers the last one."""

    type = "picked"
    seat: int | None


@record(frozen=True)
class Unpicked(Event):
    """The host taps a picked seat again: the hand goes down, the guess is dropped."""

    type = "unpicked"
    seat: int


@record(frozen=True)
class VotesCast(Event):
    """The hands raised for one nominee ("who is for seat N leaving?").

    ``rest_to_last``: given for the last nominee but one where everyone who has not voted
    counts for the last nominee [004 §2.4]: his vote needs no tap and the round closes."""

    type = "votes_cast"
    nominee: int
    voters: tuple[int, ...]
    rest_to_last: bool = field(default=False, metadata=LATER)


@record(frozen=True)
class RemoveAllVoted(Event):
    """The yes-voters of "who is for all of them leaving?" (Latvian: for outcome 1).

    ``answers_known`` False: a game read from a record that keeps only the outcome; ``yes``
    then gives the outcome, and no one's answer."""

    type = "remove_all_voted"
    yes: tuple[int, ...]
    answers_known: bool = field(default=True, metadata=LATER)


@record(frozen=True)
class DaySplit(Event):
    """Mastermind's day-0 custom: two nominees tie on purpose, speak 30 s, nobody leaves."""

    type = "day_split"
    seats: tuple[int, ...]


# -- night -----------------------------------------------------------------------------------

@record(frozen=True)
class ShotsFired(Event):
    """Each living black player's shot: (shooter, seat or None for no/several shots)."""

    type = "shots_fired"
    shots: tuple[tuple[int, int | None], ...]


@record(frozen=True)
class DonChecked(Event):
    type = "don_checked"
    seat: int | None


@record(frozen=True)
class SheriffChecked(Event):
    type = "sheriff_checked"
    seat: int | None


@record(frozen=True)
class CommissarChecked(Event):
    type = "commissar_checked"
    seat: int | None


@record(frozen=True)
class DoctorSaved(Event):
    type = "doctor_saved"
    seat: int | None


@record(frozen=True)
class MistressVisited(Event):
    type = "mistress_visited"
    seat: int | None


@record(frozen=True)
class BestMoveMade(Event):
    """The first killed names his suspects; ``then_start``: his last word's timer starts at
    ``at`` (as ``SpeechEnded.then_start``: the host goes straight on)."""

    type = "best_move"
    seat: int
    guesses: tuple[int, ...]
    then_start: bool = field(default=False, metadata=LATER)
    at: float | None = field(default=None, metadata=LATER)


# -- discipline ------------------------------------------------------------------------------

@record(frozen=True)
class FoulGiven(Event):
    type = "foul"
    seat: int
    reason: str = ""
    technical: bool = False


@record(frozen=True)
class PlayerRemoved(Event):
    """Disqualification: the player leaves at once, without a last word."""

    type = "removed"
    seat: int
    reason: str = ""


# -- points ----------------------------------------------------------------------------------

@record(frozen=True)
class PointsAdjusted(Event):
    """The host's extra points (positive) or penalty (negative) for a seat, with the reason
    he wrote; allowed at any time, after the game's end too. ``points`` has at most two
    decimals (0.25, -0.5)."""

    type = "points_adjusted"
    seat: int
    points: float
    reason: str


# -- end and history -------------------------------------------------------------------------

@record(frozen=True)
class GameEnded(Event):
    """The host announces the winner and reveals every role."""

    type = "game_ended"
    winner: Winner


@record(frozen=True)
class Undone(Event):
    """Takes back the last action still in effect. ``slip``: the host never meant that
    action (the first tap of a double tap): the replay leaves both out of its steps."""

    type = "undone"
    slip: bool = field(default=False, metadata=LATER)


@record(frozen=True)
class Redone(Event):
    """Puts back the action most recently undone."""

    type = "redone"


# -- JSON ------------------------------------------------------------------------------------

def to_json(event: Event) -> dict[str, Any]:
    """A JSON-ready dict: ``{"type": ..., <fields>}``."""
    data: dict[str, Any] = {"type": event.type}
    # type(event) is hashable, but mypy takes the class's own __hash__ for the type's (python/mypy#11470)
    for name, default in _field_names(type(event)):  # type: ignore[arg-type]
        value = getattr(event, name)
        if default is _WRITTEN or value != default:
            # Most values are JSON as they are: not sent through ``_encode`` (a call a field,
            # 46 events a game an import writes).
            data[name] = value if type(value) in _PLAIN else _encode(value)
    return data


def payload_text(event: Event) -> str:
    """``to_json``'s fields (all but the type) as the text ``json.dumps(..., ensure_ascii=False)``
    makes of them: what the event log keeps of an event. Written here, a field at a time,
    for the values that are plain numbers and texts (nearly all): the dict and the encoder's
    call cost twice as much for every event an import writes (a test holds the two equal)."""
    kind = type(event)
    plan = _PLANS.get(kind) or _plan(kind)
    values = event.__dict__   # (a frozen dataclass's fields, read at once: not one ``getattr`` each)
    text = ""
    for name, default, key in plan:
        value = values[name]
        if default is not _WRITTEN and value == default:
            continue
        kind = type(value)
        if kind is int:
            value = repr(value)   # (an int's own: ``int.__repr__`` is a slower way to the same)
        elif kind is str:
            value = encode_basestring(value)
        elif kind is float and isfinite(value):
            value = repr(value)   # (as json writes a finite float)
        elif value is None:
            value = "null"
        elif kind is bool:
            value = "true" if value else "false"
        elif kind is Ruleset:   # a game's first event: its options' text made once a ruleset (2 kB)
            value = kept_for(value, "json", _ruleset_json)
        else:
            value = "".join(_ENCODER(_encode(value), False))
        # (Joined as it goes, not a list joined at the end: an event has two or three fields.
        # Each key comes after its comma, the first's cut off at the end: no field asks
        # whether it is the first, 46 events a game an import writes.)
        text += key + value
    return "{" + text[2:] + "}"


#: ``payload_text``'s fields of each event type: name, the default that leaves it out
#: (``_WRITTEN``: none), and its key as written after a comma (``, "seat": ``).
_PLANS: dict[type, tuple[tuple[str, Any, str], ...]] = {}


def _plan(kind: type[Event]) -> tuple[tuple[str, Any, str], ...]:
    # type(event) is hashable, but mypy takes the class's own __hash__ for the type's (python/mypy#11470)
    plan = _PLANS[kind] = tuple((name, default, f', "{name}": ')
                                for name, default in _field_names(kind))  # type: ignore[arg-type]
    return plan


def json_encoder(separators: tuple[str, str] = (", ", ": "), sort_keys: bool = False
                 ) -> Callable[[Any, bool], Iterable[str]]:
    """The pieces of ``json.dumps(value, ensure_ascii=False, separators=..., sort_keys=...)``,
    its C encoder made once (made anew by each ``json.dumps``: 2.1 µs an event against 0.9).
    A value is never circular (``check_circular=False``)."""
    make = getattr(json.encoder, "c_make_encoder", None)   # (the C accelerator's: not in the stubs)
    if make is None:     # a Python without it
        return json.JSONEncoder(ensure_ascii=False, check_circular=False, separators=separators,
                                sort_keys=sort_keys).iterencode

    def refuse(value: object) -> None:
        raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")
    item_separator, key_separator = separators
    return make(None, refuse, encode_basestring, None, key_separator, item_separator, sort_keys, False, True)


_ENCODER = json_encoder()


def _ruleset_json(ruleset: Ruleset) -> str:
    return "".join(_ENCODER(ruleset.to_dict(), False))


_WRITTEN = object()


@lru_cache(maxsize=None)
def _field_names(cls: type[Event]) -> tuple[tuple[str, Any], ...]:
    """Each field with the default that leaves it out of the JSON (``_WRITTEN``: always in)."""
    return tuple((f.name, f.default if f.metadata.get("later") else _WRITTEN) for f in fields(cls))


@lru_cache(maxsize=None)
def _hints(cls: type) -> dict[str, Any]:
    # Resolving the annotations compiles them each time: once per class is enough.
    return typing.get_type_hints(cls)


def from_json(data: dict[str, Any]) -> Event:
    """The event a ``to_json`` dict describes; a malformed dict raises RuleViolation."""
    try:
        cls = EVENT_TYPES[data["type"]]
    except (KeyError, TypeError):
        raise RuleViolation("Unknown event type {kind!r}",
                            kind=data.get("type") if isinstance(data, dict) else data) from None
    hints = _hints(cls)  # type: ignore[arg-type]   # hashable: python/mypy#11470, as above
    values = {}
    missing = []
    for f in fields(cls):
        if f.name in data:
            try:
                values[f.name] = _decode(hints[f.name], data[f.name])
            except (TypeError, ValueError, KeyError, RuleViolation) as error:   # the field named
                raise RuleViolation("Malformed {kind} event: its {field}: {error}", kind=cls.type, field=f.name,
                                    error=getattr(error, "message", None) or str(error)) from None
        elif f.default is MISSING and f.default_factory is MISSING:
            missing.append(f.name)
    if missing:   # (named so, not as Python's "__init__() missing 1 required positional argument")
        detail = "it has no " + ", ".join(missing)
        raise RuleViolation("Malformed {kind} event: {error}", kind=cls.type, error=detail)
    try:
        return cls(**values)
    except (TypeError, ValueError, KeyError) as error:
        raise RuleViolation("Malformed {kind} event: {error}", kind=cls.type, error=str(error)) from None


#: Values that are JSON as they are (an Enum of str is a str subclass, not one of these).
_PLAIN = frozenset({int, str, float, bool, type(None)})


def _encode(value: Any) -> Any:
    if type(value) in _PLAIN:
        return value
    if isinstance(value, Enum):
        return value._value_   # (``value``: a property, a call each)
    if isinstance(value, Ruleset):
        return value.to_dict()
    if isinstance(value, tuple):   # most items are JSON as they are: no call for them (seats, hands)
        return [item if type(item) in _PLAIN else _encode(item) for item in value]
    return value


def _decode(hint: Any, value: Any) -> Any:
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in args:
            return None
        (inner,) = [arg for arg in args if arg is not type(None)]
        return _decode(inner, value)
    if origin is tuple:
        if not isinstance(value, list):
            raise TypeError(f"expected a list, got {value!r}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], item) for item in value)
        if len(args) != len(value):
            raise TypeError(f"expected {len(args)} items, got {value!r}")
        return tuple(_decode(arg, item) for arg, item in zip(args, value))
    if hint is Ruleset:
        return Ruleset.from_dict(value)
    if isinstance(hint, type) and issubclass(hint, Enum):
        member = hint._value2member_map_.get(value) if isinstance(value, (str, int)) else None
        if member is None:
            raise ValueError(f"{value!r} is none of {', '.join(repr(m.value) for m in hint)}")
        return member
    if hint is float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise TypeError(f"expected a number, got {value!r}")
        return float(value)
    if hint in (int, str, bool):
        if not isinstance(value, hint) or (hint is int and isinstance(value, bool)):
            raise TypeError(f"expected {hint.__name__}, got {value!r}")
        return value
    raise TypeError(f"cannot decode {hint!r}")
