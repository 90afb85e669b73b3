"""A table's host, scripted: a real record's game played into a table's own archive event
by event, as the window writes them (the tests' and bench/hall.py's tables)."""

from __future__ import annotations

import json
from pathlib import Path

from mafia_desktop.engine.fold import Timeline
from mafia_desktop.hall import push
from mafia_desktop.hall.connection import connect
from mafia_desktop.store import Archive, event_rows
from mafia_desktop.store.importing import read_record

from tests.real_games import POLEMICA

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


def local_log(path: Path) -> dict[str, list[tuple]]:
    """Every game played at the table: its events as rows (seq, type, payload, digest)."""
    with Archive(path, write=False) as archive:
        ids = [row[0] for row in archive.conn.execute("SELECT id FROM games WHERE source = '' ORDER BY id")]
        return {game_id: [(s, t, p, bytes(d)) for s, t, p, _, d in event_rows.read_game(archive.conn, game_id)]
                for game_id in ids}


def hall_log(conn, table: int | None = None) -> dict[str, list[tuple]]:
    """The same rows as the hall holds them (of one table's games, or all)."""
    games = [row[0] for row in conn.execute(
        "SELECT game_id FROM hall.games WHERE %(t)s::integer IS NULL OR table_number = %(t)s ORDER BY game_id",
        {"t": table})]
    log = {game_id: [(s, t, p, bytes(d)) for s, t, p, d in conn.execute(
        "SELECT seq, type, payload, digest FROM hall.events WHERE game_id = %s ORDER BY seq", [game_id])]
        for game_id in games}
    conn.commit()
    return log


def pushed(url: str, path: Path) -> push.Pushed:
    """One push of the table archive at ``path`` into the hall, through the login ``url``."""
    with connect(url) as hall:
        log = push.open_log(path)
        try:
            return push.push(hall, log, push.hall_heads(hall), url=url)
        finally:
            log.close()


def seat_as_played(judge_url: str, table: int, events: list) -> int:
    """The head judge hands ``table`` the seats a script's game is played with, for the round
    its number names (as a table's New game labels it); returns the round."""
    from mafia_desktop.engine import fold
    state = fold(events[:2])
    round_number = int(fold(events).labels.number or 1)
    with connect(judge_url) as judge:
        with judge.cursor() as cursor:
            cursor.executemany("INSERT INTO hall.seating (round, table_number, seat, nickname) VALUES (%s, %s, %s, %s) "
                               "ON CONFLICT (round, table_number, seat) DO UPDATE SET nickname = EXCLUDED.nickname",
                               [(round_number, table, seat.number, seat.nickname) for seat in state.seats])
        judge.commit()
    return round_number
