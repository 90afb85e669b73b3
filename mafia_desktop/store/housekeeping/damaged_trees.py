"""What SQLite's integrity check found, said as the games it touches: each damaged index or
table named (a line names an index, or a b-tree by its first page), and for an index the games
whose rows it holds other than the table does. An index holds nothing of its own (every entry
is a copy of its table's row), so an archive whose only damage is in indexes is rebuilt from
its tables (``REINDEX``) and loses nothing.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass, field

from mafia_desktop.store.errors import ArchiveError
from mafia_desktop.store.log import event_rows

#: integrity_check's lines about an index whose entries are not its table's rows.
_INDEX_LINE = re.compile(r"(?:missing from|wrong # of entries in|non-unique entry in) index (\S+)")
#: Its lines about a page of a b-tree, named by the tree's first page.
_TREE_LINE = re.compile(r"Tree (\d+) page")


@dataclass
class DamagedTree:
    """A table or index the integrity check named, and the games found in its damage."""

    name: str
    table: str
    index: bool
    games: list[str] = field(default_factory=list)


def only_indexes(lines: list[str]) -> bool:
    """Is all the damage in indexes, each whole again once rebuilt from its table?"""
    return bool(lines) and all(_INDEX_LINE.search(line) for line in lines)


def named(conn: sqlite3.Connection, lines: list[str]) -> list[DamagedTree]:
    """The tables and indexes these integrity-check lines name, each with the games it touches
    (as far as the tables can still be read)."""
    try:
        objects = {name: (table, kind, root) for kind, name, table, root in conn.execute(
            "SELECT type, name, tbl_name, rootpage FROM sqlite_master WHERE type IN ('table', 'index')")}
    except (ArchiveError, sqlite3.DatabaseError):
        return []
    by_root = {root: name for name, (_, _, root) in objects.items()}
    found: dict[str, DamagedTree] = {}
    for line in lines:
        index_line, tree_line = _INDEX_LINE.search(line), _TREE_LINE.search(line)
        name = index_line[1] if index_line else by_root.get(int(tree_line[1])) if tree_line else None
        if name is not None and name in objects and name not in found:
            table, kind, _ = objects[name]
            found[name] = DamagedTree(name, table, kind == "index")
    for tree in found.values():
        try:
            tree.games = _games_touched(conn, tree)
        except (ArchiveError, sqlite3.DatabaseError):   # the table itself unreadable there
            pass
    return list(found.values())


def _games_touched(conn: sqlite3.Connection, tree: DamagedTree) -> list[str]:
    """The games whose rows an index holds otherwise than its table (none found for a table's
    own pages: what is lost there, the games' digests say)."""
    if not tree.index:
        return []
    columns = [row[2] for row in conn.execute(f"PRAGMA index_info({_quoted(tree.name)})")]
    if None in columns:   # an expression: no column to compare
        return []
    [sql] = conn.execute("SELECT sql FROM sqlite_master WHERE name = ?", [tree.name]).fetchone()
    where = f" WHERE {sql.split(' WHERE ', 1)[1]}" if sql and " WHERE " in sql.upper() else ""
    listed = ", ".join(["rowid", *map(_quoted, columns)])
    table = _quoted(tree.table)
    through_index = set(conn.execute(f"SELECT {listed} FROM {table} INDEXED BY {_quoted(tree.name)}{where} "
                                     f"ORDER BY {', '.join(map(_quoted, columns))}"))
    in_table = set(conn.execute(f"SELECT {listed} FROM {table} NOT INDEXED{where}"))
    rowids = sorted({row[0] for row in through_index ^ in_table})
    return _games_of(conn, tree.table, rowids)


def _games_of(conn: sqlite3.Connection, table: str, rowids: list[int]) -> list[str]:
    """The games these rows of ``table`` belong to."""
    if not rowids:
        return []
    if table == "games":
        keys = rowids
    elif table == "events":
        keys = sorted({rowid >> event_rows.SEQ_BITS for rowid in rowids})
    elif "game" in {row[1] for row in conn.execute(f"PRAGMA table_info({_quoted(table)})")}:
        marks = ",".join("?" * len(rowids))
        keys = [key for (key,) in conn.execute(f"SELECT DISTINCT game FROM {_quoted(table)} "
                                               f"WHERE rowid IN ({marks})", rowids)]
    else:
        return []
    marks = ",".join("?" * len(keys))
    return [game_id for (game_id,) in conn.execute(f"SELECT id FROM games NOT INDEXED WHERE key IN ({marks}) "
                                                   "ORDER BY id", keys)]


def rebuild(conn: sqlite3.Connection, indexes: list[str]) -> None:
    """The indexes made again from their tables (inside the caller's transaction)."""
    for name in indexes:
        conn.execute(f"REINDEX {_quoted(name)}")


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'
