"""What the hall's tests read of a table and of the hall (a table's scripted games are
bench/hall_tables.py's, the bench's too)."""

from __future__ import annotations

from pathlib import Path

from mafia_desktop.hall import push
from mafia_desktop.hall.connection import connect
from mafia_desktop.store import Archive
from mafia_desktop.store.log import event_rows


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


def seated_and_pushed(logins: list, path: Path, events: list, *, upto: int | None = None) -> str:
    """Table 1's game as most of the hall's tests begin it: the head judge (``logins[-1]``)
    seats it as played, the table plays ``events`` (up to ``upto``) into its archive at
    ``path`` and pushes it through its login (``logins[0]``); returns the game's id."""
    from bench.hall_tables import play
    seat_as_played(logins[-1].url, 1, events)
    with Archive(path) as archive:
        game_id = play(archive, events, upto=upto)
        pushed(logins[0].url, archive.path)
    return game_id
