"""The upgrade to version 8: every event moved into the compact log (``event_rows``), a batch of
games per transaction, then ``games`` made anew with its integer key, in one last transaction.

Until that last transaction the file is still version 7, whole: its ``events`` untouched, the
events moved so far in ``events_v8`` and the last game moved (its rowid, which becomes its
key) in ``upkeep`` ('relayout'), so an upgrade cut short goes on where it stopped. The old
log's pages are given back to the disk once every step is done (``schema.migrate``).

Events of no game (a damaged file's) are not moved: the backup made before the upgrade keeps them.
"""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING, Callable

from mafia_desktop.store.errors import games_out_of_order
from mafia_desktop.store.log import event_rows
from mafia_desktop.store.opening import layout

if TYPE_CHECKING:
    from sqlite_utils import Database

#: Games a transaction (some 100 events each).
BATCH = 2000
#: The columns of version 7's ``games``, which version 8's keeps under the same names.
_KEPT = [name for name in layout.GAMES_COLUMNS if name not in ("key", "time_base")]


def to_v8(conn: sqlite3.Connection, db: Database, progress: Callable[[int, int], object] | None = None) -> None:
    """The upgrade, told to ``progress(games done, games)`` a batch at a time."""
    by_games(conn, db, "relayout", begin=_begin, move=_move, finish=_finish, progress=progress)


def by_games(conn: sqlite3.Connection, db: Database, task: str, *, begin: Callable[[Database], None],
             move: Callable[[sqlite3.Connection, int, int], None], finish: Callable[[Database], None],
             progress: Callable[[int, int], object] | None = None) -> None:
    """An upgrade done ``BATCH`` games a transaction, in the order of their rowids: ``begin``
    (once, in the transaction that notes the task in ``upkeep``), ``move(conn, done, last)``
    for the games of rowids ``done + 1`` to ``last`` (noted as done in its transaction), then
    ``finish`` (which ends the task). Cut short, it goes on where it stopped."""
    with db.atomic():
        if conn.execute("SELECT 1 FROM upkeep WHERE task = ?", [task]).fetchone() is None:
            begin(db)
            db.execute("INSERT OR REPLACE INTO upkeep (task, done) VALUES (?, 0)", [task])
    (total,) = conn.execute("SELECT count(*) FROM games").fetchone()
    while True:
        (done,) = conn.execute("SELECT done FROM upkeep WHERE task = ?", [task]).fetchone()
        (last,) = conn.execute("SELECT max(rowid) FROM (SELECT rowid FROM games WHERE rowid > ? ORDER BY rowid "
                               "LIMIT ?)", [done, BATCH]).fetchone()
        if last is not None and last <= done:
            # A damaged page of ``games`` gives back a row it had already given (rowid 0 after
            # rowid 0): the upgrade would go round for ever. Refused; the file stays as it was.
            raise games_out_of_order(getattr(conn, "archive_path", ""))
        with db.atomic():
            if last is None:
                finish(db)
                conn.execute("DELETE FROM upkeep WHERE task = ?", [task])
                break
            move(conn, done, last)
            conn.execute("UPDATE upkeep SET done = ? WHERE task = ?", [last, task])
        if progress is not None:
            progress(conn.execute("SELECT count(*) FROM games WHERE rowid <= ?", [last]).fetchone()[0], total)


def _begin(db: Database) -> None:
    """The new log beside the old one, and a table of the games' time bases."""
    layout.run_statements(db, layout.EVENTS.replace("TABLE events ", "TABLE events_v8 "))
    db.execute("CREATE TABLE relayout_bases (key INTEGER PRIMARY KEY, base INTEGER)")


def _move(conn: sqlite3.Connection, done: int, last: int) -> None:
    """The events of the games of rowids ``done + 1`` to ``last``, in order (the new log's
    pages are filled one after another)."""
    games = "FROM games g JOIN events e ON e.game_id = g.id"
    within = "g.rowid > ? AND g.rowid <= ?"
    conn.execute(f"INSERT OR IGNORE INTO event_types (name) SELECT DISTINCT e.type {games} WHERE {within}",
                 [done, last])
    # Each game's base: its first time stamp in the app's own form.
    ms = event_rows.milliseconds_sql("x.at")
    conn.execute(f"INSERT OR REPLACE INTO relayout_bases (key, base) SELECT g.rowid, (SELECT {ms} FROM events x "
                 f"WHERE x.game_id = g.id AND {ms} IS NOT NULL ORDER BY x.seq LIMIT 1) FROM games g WHERE {within}",
                 [done, last])
    # A stamp the base cannot give back exactly is kept as its text.
    stored = f"coalesce({event_rows.milliseconds_sql('e.at')} - b.base, e.at)"
    conn.execute(f"INSERT INTO events_v8 (id, type, payload, at, digest) "
                 f"SELECT (g.rowid << {event_rows.SEQ_BITS}) + e.seq, t.code, e.payload, {stored}, e.digest "
                 f"{games} JOIN event_types t ON t.name = e.type JOIN relayout_bases b ON b.key = g.rowid "
                 f"WHERE {within} AND e.seq BETWEEN 1 AND {event_rows.MAX_SEQ} ORDER BY g.rowid, e.seq", [done, last])


def _finish(db: Database) -> None:
    """``games`` made anew (each game's rowid its key, with its time base), the new log in
    the old one's place: version 8."""
    conn = db.conn
    layout.create_games(db, "games_v8")
    kept = ", ".join(_KEPT)
    conn.execute(f"INSERT INTO games_v8 (key, time_base, {kept}) SELECT g.rowid, b.base, "
                 f"{', '.join('g.' + name for name in _KEPT)} "
                 "FROM games g LEFT JOIN relayout_bases b ON b.key = g.rowid "
                 "ORDER BY g.rowid")
    for table in ("games", "events", "relayout_bases"):
        conn.execute(f"DROP TABLE {table}")
    conn.execute("ALTER TABLE games_v8 RENAME TO games")
    conn.execute("ALTER TABLE events_v8 RENAME TO events")
    layout.create_games_indexes(db)
    conn.execute("UPDATE schema_version SET version = 8")
