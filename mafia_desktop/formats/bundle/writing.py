"""Writing one game as our bundle."""

from __future__ import annotations

from typing import Any

from mafia_desktop.engine import Event, to_json

from mafia_desktop.formats.bundle import FORMAT, VERSION


def write(game_id: str, events: list[Event], times: list[str], *, source: str = "",
          source_id: str = "") -> dict[str, Any]:
    return {
        "format": FORMAT, "version": VERSION, "id": game_id,
        "source": source, "source_id": source_id,
        # Each event beside its time stamp, never merged with it: some events have an
        # "at" of their own (the timer's).
        "events": [{"recorded": at, "event": to_json(event)} for event, at in zip(events, times)],
    }
