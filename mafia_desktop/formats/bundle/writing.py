"""Writing one game as our bundle."""

from __future__ import annotations

from typing import Any

from mafia_desktop.engine import Event, to_json

from mafia_desktop.formats.bundle import FORMAT, VERSION


def write(game_id: str, events: list[Event], times: list[str], *, source: str = "",
          source_id: str = "", deleted_at: str | None = None, rated: bool = True) -> dict[str, Any]:
    """``deleted_at``: when the game was put in the trash (another archive's trash stays
    trash where the bundle is imported); left out of a game that is not. ``rated`` False:
    the game is marked "not rated" (said only then)."""
    data: dict[str, Any] = {
        "format": FORMAT, "version": VERSION, "id": game_id,
        "source": source, "source_id": source_id,
        # Each event beside its time stamp, never merged with it: some events have an
        # "at" of their own (the timer's).
        "events": [{"recorded": at, "event": to_json(event)} for event, at in zip(events, times)],
    }
    if deleted_at:
        data["deleted_at"] = deleted_at
    if not rated:
        data["rated"] = False
    return data
