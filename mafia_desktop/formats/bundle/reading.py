"""Reading our bundle back: the identical event log, with its times, source and id."""

from __future__ import annotations

from typing import Any

from mafia_desktop.engine import Event, RuleViolation, from_json
from mafia_desktop.engine.errors import Later, Message

from mafia_desktop.formats import RecordError
from mafia_desktop.formats.bundle import FORMAT, VERSION
from mafia_desktop.formats.limits import MAX_ID_TEXT, FieldError, text


def is_bundle(data: Any) -> bool:
    return isinstance(data, dict) and data.get("format") == FORMAT


def trashed(data: dict[str, Any]) -> bool:
    """Whether the game was in the trash of the archive that wrote the bundle."""
    return bool(data.get("deleted_at"))


def rated(data: dict[str, Any]) -> bool:
    """False if the game was marked "not rated" where the bundle was written."""
    return data.get("rated", True) is not False


def read(data: dict[str, Any]) -> tuple[str, list[Event], list[str], str, str]:
    """(game id, events, their times, source, source id) of a bundle."""
    if data.get("version") != VERSION:
        raise RecordError("bundle version {version!r} is not supported (expected {expected})",
                          version=data.get("version"), expected=VERSION)
    game_id = data.get("id")
    if not isinstance(game_id, str) or not game_id:
        raise RecordError("the bundle has no game id")
    try:
        # Texts as the app writes them: a game id (a UUID), a source's name and id, time
        # stamps. A list or an object there was kept as Python's repr of it ("{'a': 1}"), a
        # game id with a new line or of thousands of characters as it was.
        text(game_id, MAX_ID_TEXT, Later("the bundle's game id"))
        source = text(data.get("source"), MAX_ID_TEXT, Later("the bundle's source"))
        source_id = text(data.get("source_id"), MAX_ID_TEXT, Later("the bundle's source id"))
    except FieldError as error:
        raise RecordError("{problem}", problem=error.message) from None
    name = Message("game {id}", id=game_id)
    items = data.get("events")
    if not isinstance(items, list):
        raise RecordError("{game}: the bundle's events are not a list", game=name)
    events, times = [], []
    for position, item in enumerate(items, start=1):
        if not isinstance(item, dict) or not isinstance(item.get("event"), dict):
            raise RecordError("{game}: event {position} is not an event", game=name, position=position)
        try:
            events.append(from_json(item["event"]))
            recorded = item.get("recorded")
            times.append(recorded if type(recorded) is str and len(recorded) <= _STAMP
                         else text(recorded, _STAMP, Later("its time")))
        except (RuleViolation, FieldError) as error:
            raise RecordError("{game}: event {position}: {problem}", game=name, position=position,
                              problem=error.message) from None
    if not events:
        raise RecordError("{game}: the bundle holds no events", game=name)
    return game_id, events, times, source, source_id


#: The longest time stamp a bundle's event may give (the app's are 29 characters).
_STAMP = 64
