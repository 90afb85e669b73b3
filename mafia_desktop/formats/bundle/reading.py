"""Reading our bundle back: the identical event log, with its times, source and id."""

from __future__ import annotations

from typing import Any

from mafia_desktop.engine import Event, RuleViolation, from_json
from mafia_desktop.engine.errors import Message

from mafia_desktop.formats import RecordError
from mafia_desktop.formats.bundle import FORMAT, VERSION


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
        except RuleViolation as error:
            raise RecordError("{game}: event {position}: {problem}", game=name, position=position,
                              problem=error.message) from None
        times.append(str(item.get("recorded") or ""))
    if not events:
        raise RecordError("{game}: the bundle holds no events", game=name)
    return game_id, events, times, str(data.get("source") or ""), str(data.get("source_id") or "")
