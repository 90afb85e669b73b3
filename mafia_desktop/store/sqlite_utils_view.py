"""sqlite-utils' view of one of the archive's connections, in one place."""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sqlite_utils import Database


def database(conn: sqlite3.Connection) -> Database:
    """sqlite-utils' ``Database`` over ``conn``, without sqlite-utils' plugins: a plugin
    installed beside the app would be handed each archive connection to change as it pleases,
    and looking for them reads every installed package's metadata (20 ms a process, issue 44).
    sqlite-utils is imported here, at first use: +80 ms to a start that needs none of it."""
    from sqlite_utils import Database
    return Database(conn, execute_plugins=False)
