"""The archive's connection speaks the archive's language: every SQLite error raised through
it (a statement, a fetch, a commit, a backup), and a stored text that is no longer UTF-8,
becomes an ``ArchiveError`` naming the file
(``errors.from_sqlite``). The window, the command line and the API then only ever see the
archive's own, translatable errors, never a raw ``sqlite3`` one, whichever module asked."""

from __future__ import annotations

import functools
import sqlite3
from typing import Any, Callable

from mafia_desktop.store.errors import from_sqlite

# A value bound to a statement that is not an int, a float or a text (a blob, a NULL) is first
# offered to sqlite3's adapters, and, none being registered for it, SQLite's module asks the
# protocol type for an ``__adapt__`` that it has not: an AttributeError formatted and dropped
# each time, 0.35 µs a value. An import binds some 120 a record (each event's packed payload,
# its NULLs): 42 µs of the writer's 0.32 ms. Registered here, each is handed back as it is, by
# a call in C (``bytes(b)`` is ``b``; ``{}.get(None)`` is None): what is stored is the same.
sqlite3.register_adapter(bytes, bytes)
_NOTHING: dict[None, None] = {}
sqlite3.register_adapter(type(None), _NOTHING.get)


def _guarded(method: Callable) -> Callable:
    @functools.wraps(method)
    def call(self: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except (sqlite3.Error, UnicodeDecodeError) as error:   # a text no longer UTF-8: damage too
            connection = self if isinstance(self, sqlite3.Connection) else self.connection
            raise from_sqlite(error, getattr(connection, "archive_path", "")) from None
    return call


class GuardedCursor(sqlite3.Cursor):
    execute = _guarded(sqlite3.Cursor.execute)
    executemany = _guarded(sqlite3.Cursor.executemany)
    fetchone = _guarded(sqlite3.Cursor.fetchone)
    fetchall = _guarded(sqlite3.Cursor.fetchall)
    fetchmany = _guarded(sqlite3.Cursor.fetchmany)
    __next__ = _guarded(sqlite3.Cursor.__next__)


class GuardedConnection(sqlite3.Connection):
    """``sqlite3.connect(..., factory=GuardedConnection)``; ``archive_path`` names the file
    in the errors."""

    archive_path: str = ""

    def cursor(self, factory: type = GuardedCursor) -> GuardedCursor:   # type: ignore[override]
        return super().cursor(factory)

    def execute(self, *args: Any) -> GuardedCursor:
        return self.cursor().execute(*args)

    def executemany(self, *args: Any) -> GuardedCursor:
        return self.cursor().executemany(*args)

    executescript = _guarded(sqlite3.Connection.executescript)
    commit = _guarded(sqlite3.Connection.commit)
    backup = _guarded(sqlite3.Connection.backup)


def connect(database: str, path: Any, **kwargs: Any) -> GuardedConnection:
    """A guarded connection to ``database`` (a file name or a URI); ``path`` names the archive
    in the errors. Opening itself is guarded too."""
    try:
        conn = sqlite3.connect(database, factory=GuardedConnection, **kwargs)
    except sqlite3.Error as error:
        raise from_sqlite(error, path) from None
    conn.archive_path = str(path)
    distrust_the_schema(conn)
    return conn


def distrust_the_schema(conn: sqlite3.Connection) -> None:
    """What a file's own schema could run is cut short (``opening.ours`` refuses anything not
    ours before this is needed): no function of ours called from a file's triggers, views or
    indexes (``trusted_schema``), and, where this Python can say it, SQLite's defensive mode
    (no writes to its schema tables, no journal tricks)."""
    conn.execute("PRAGMA trusted_schema = OFF")
    setconfig = getattr(conn, "setconfig", None)     # Python 3.12 and later
    if setconfig is not None and hasattr(sqlite3, "SQLITE_DBCONFIG_DEFENSIVE"):
        setconfig(sqlite3.SQLITE_DBCONFIG_DEFENSIVE, True)
