"""The upgrade to version 10: every payload and every game's options packed (``packing``).

The events are copied into a new log with their payloads packed, a batch of games per
transaction (``relayout.by_games``: cut short, it goes on where it stopped; the file stays
version 9 until the last transaction), so that the new log's pages are filled one after
another; the last transaction packs the games' options and puts the new log in the old
one's place. The old log's pages go back to the disk once every step is done
(``schema.migrate``).
"""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING, Callable

from mafia_desktop.store.log import event_rows, packing
from mafia_desktop.store.opening import layout, relayout

if TYPE_CHECKING:
    from sqlite_utils import Database

_PACK = "mafia_pack"


def to_v10(conn: sqlite3.Connection, db: Database, progress: Callable[[int, int], object] | None = None) -> None:
    """The upgrade, told to ``progress(games done, games)`` a batch at a time."""
    conn.create_function(_PACK, 1, packing.pack_sql, deterministic=True)
    relayout.by_games(conn, db, "repack", begin=_begin, move=_move, finish=_finish, progress=progress)


def _begin(db: Database) -> None:
    layout.run_statements(db, layout.EVENTS_TABLE.replace("TABLE events ", "TABLE events_v10 "))


def _move(conn: sqlite3.Connection, done: int, last: int) -> None:
    """The events of the games of keys ``done + 1`` to ``last``, in order."""
    conn.execute(f"INSERT INTO events_v10 (id, type, payload, at, digest) "
                 f"SELECT id, type, {_PACK}(payload), at, digest FROM events WHERE id BETWEEN ? AND ? ORDER BY id",
                 [event_rows.first_id(done + 1), event_rows.first_id(last + 1) - 1])


def _finish(db: Database) -> None:
    conn = db.conn
    conn.execute(f"UPDATE games SET options = {_PACK}(options) WHERE typeof(options) = 'text'")
    conn.execute("DROP TABLE events")
    conn.execute("ALTER TABLE events_v10 RENAME TO events")
    conn.execute("UPDATE schema_version SET version = 10")
