"""A table's host, scripted: a real record's game played into a table's own archive event
by event, as the window writes them (bench/hall.py's tables, and the hall's tests)."""

from __future__ import annotations

import json
from pathlib import Path

from mafia_desktop.engine.folding import Timeline
from mafia_desktop.store import Archive
from mafia_desktop.store.importing import read_record

POLEMICA = Path(__file__).resolve().parent.parent / "tests" / "data" / "real-games" / "polemica"
RECORDS = ("334187.json", "333915.json", "328635.json")


def script(number: int = 0) -> list:
    """The events of a real game (a different one for each number, in turn)."""
    data = json.loads((POLEMICA / RECORDS[number % len(RECORDS)]).read_text(encoding="utf-8"))
    return read_record(data).events


def play(archive: Archive, events: list, *, upto: int | None = None, game_id: str | None = None,
         at: str | None = None, after=None) -> str:
    """The game started with its first event, then one event a write (``after(game_id)``
    after each, e.g. a feed's wake); returns its id. Each write carries the game's state,
    as the window's do (the archive need not fold the whole game again at every event)."""
    game_id = archive.create_game(events[:1], game_id=game_id, at=at)
    timeline = Timeline()
    timeline.push(events[0])
    for event in events[1:upto]:
        timeline.push(event)
        archive.append(game_id, [event], state=timeline.state, at=at)
        if after:
            after(game_id)
    return game_id
