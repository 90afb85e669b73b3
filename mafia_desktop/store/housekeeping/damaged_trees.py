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
from typing import Callable

from mafia_desktop.store.errors import ArchiveError
from mafia_desktop.store.log import event_rows

#: integrity_check's lines about an index whose entries are not its table's rows.
_INDEX_LINE = re.compile(r"(?:missing from|wrong # of entries in|non-unique entry in) index (\S+)")
#: Its lines about a page of a b-tree: the tree named by its first page ("Tree 5 page 60",
#: SQLite 3.43 on), or the page alone ("On tree page 60", before).
_TREE_LINE = re.compile(r"(?:Tree (\d+) page|[Oo]n tree page|[Oo]n page) (\d+)")
#: Its lines about a table's rows: a NOT NULL column holding NULL, a key out of order.
_NULL_LINE = re.compile(r"NULL value in (\w+)\.(\w+)")
_TABLE_LINE = re.compile(r"not in PRIMARY KEY order for (\w+)")


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
    pages: dict[str, set[int]] = {}
    nulls: dict[str, set[str]] = {}
    unordered: set[str] = set()
    for line in lines:
        index_line, tree_line = _INDEX_LINE.search(line), _TREE_LINE.search(line)
        null_line, table_line = _NULL_LINE.search(line), _TABLE_LINE.search(line)
        name = (index_line[1] if index_line else null_line[1] if null_line else table_line[1] if table_line
                else None)
        if tree_line:
            name = by_root.get(int(tree_line[1])) if tree_line[1] else _owner(conn, int(tree_line[2]))
        if name is not None and name in objects:
            table, kind, _ = objects[name]
            found.setdefault(name, DamagedTree(name, table, kind == "index"))
            if tree_line:
                pages.setdefault(name, set()).add(int(tree_line[2]))
            if null_line:
                nulls.setdefault(name, set()).add(null_line[2])
            if table_line:
                unordered.add(name)
    for tree in found.values():
        touched: set[str] = set()
        for look in (_games_on_pages(pages.get(tree.name, set())), _games_with_null(nulls.get(tree.name, set())),
                     _games_out_of_order if tree.name in unordered else _nothing, _games_touched):
            try:
                touched.update(look(conn, tree))
            except (ArchiveError, sqlite3.DatabaseError):   # the table itself unreadable there
                continue
        tree.games = sorted(touched)
    return list(found.values())


def _games_on_pages(numbers: set[int]) -> Callable[[sqlite3.Connection, DamagedTree], list[str]]:
    """The games whose rows these damaged pages of a tree hold, as far as their cells can still
    be read (from the file itself: a page the write-ahead log holds newer is read as it was)."""
    def look(conn: sqlite3.Connection, tree: DamagedTree) -> list[str]:
        if not numbers:
            return []
        [path] = [row[2] for row in conn.execute("PRAGMA database_list") if row[1] == "main"]
        size = conn.execute("PRAGMA page_size").fetchone()[0]
        [table_sql] = conn.execute("SELECT sql FROM sqlite_master WHERE name = ?", [tree.table]).fetchone()
        without_rowid = "WITHOUT ROWID" in (table_sql or "").upper()
        # Where a cell keeps its game: a rowid table's rowid (an index's last column); a table
        # without rowids keyed by the game first (an index on it: after the index's columns).
        place = len(list(conn.execute(f"PRAGMA index_info({_quoted(tree.name)})"))) if tree.index else 0
        rowids: set[int] = set()
        keys: set[int] = set()
        with open(path, "rb") as file:
            for number in numbers:
                file.seek((number - 1) * size)
                for rowid, values in page_cells(file.read(size), 100 if number == 1 else 0):
                    if without_rowid:
                        keys.update(v for v in values[place:place + 1] if v is not None)
                    elif rowid is not None:
                        rowids.add(rowid)
                    elif tree.index and values and values[-1] is not None:
                        rowids.add(values[-1])
        games = _games_of(conn, tree.table, sorted(rowids))
        if keys and _columns(conn, tree.table)[:1] == ["game"]:
            games += _games_by_key(conn, sorted(keys))
        return games
    return look


def _owner(conn: sqlite3.Connection, page: int) -> str | None:
    """The table or index a page belongs to (None if the file cannot say)."""
    try:
        row = conn.execute("SELECT name FROM dbstat WHERE pageno = ?", [page]).fetchone()
    except (ArchiveError, sqlite3.DatabaseError):
        return None
    return row[0] if row else None


def _games_with_null(columns: set[str]) -> Callable[[sqlite3.Connection, DamagedTree], list[str]]:
    """The games whose rows of a table hold NULL where it may not (a flipped bit's mark)."""
    def look(conn: sqlite3.Connection, tree: DamagedTree) -> list[str]:
        names = [name for name in _columns(conn, tree.table) if name in columns]
        if not names:
            return []
        where = " OR ".join(f"typeof({_quoted(name)}) = 'null'" for name in names)
        if tree.table == "games":
            return [game_id for (game_id,) in conn.execute(f"SELECT id FROM games WHERE {where}")]
        if tree.table == "events":
            rowids = [rowid for (rowid,) in conn.execute(f"SELECT id FROM events WHERE {where}")]
            return _games_of(conn, "events", rowids)
        if _columns(conn, tree.table)[:1] == ["game"]:
            keys = [key for (key,) in conn.execute(f"SELECT DISTINCT game FROM {_quoted(tree.table)} WHERE {where}")]
            return _games_by_key(conn, keys)
        return []
    return look


def _games_out_of_order(conn: sqlite3.Connection, tree: DamagedTree) -> list[str]:
    """The games on either side of each place where a table keyed by the game first reads its
    keys out of order."""
    key = [row[1] for row in sorted(conn.execute(f"PRAGMA table_info({_quoted(tree.table)})"), key=lambda r: r[5])
           if row[5]]
    if key[:1] != ["game"]:
        return []
    keys: set[object] = set()
    before = None
    # Every column: a covering index (whose order is another) is then no way to read them.
    for row in conn.execute(f"SELECT {', '.join(map(_quoted, key))}, * FROM {_quoted(tree.table)} NOT INDEXED"):
        if before is not None and row[:len(key)] <= before:
            keys.update((before[0], row[0]))
        before = row[:len(key)]
    return _games_by_key(conn, sorted(k for k in keys if isinstance(k, int)))


def _nothing(conn: sqlite3.Connection, tree: DamagedTree) -> list[str]:
    return []


def page_cells(page: bytes, start: int) -> list[tuple[int | None, list[int | None]]]:
    """A b-tree page's cells as ``(rowid, columns)``: a table cell's rowid, an index cell's (or
    a table without rowids') columns as integers; what a damaged cell no longer says is None,
    and a cell that points off the page is left out."""
    try:
        kind, count = page[start], int.from_bytes(page[start + 3:start + 5], "big")
    except IndexError:
        return []
    if kind not in (0x02, 0x05, 0x0A, 0x0D):
        return []
    header = start + (12 if kind in (0x02, 0x05) else 8)
    cells = []
    for number in range(count):
        pointer = header + 2 * number
        at = int.from_bytes(page[pointer:pointer + 2], "big")
        if pointer + 2 > len(page) or not 0 < at < len(page):
            continue
        try:
            cells.append(_cell(page, at, kind))
        except IndexError:
            continue
    return cells


def _cell(page: bytes, at: int, kind: int) -> tuple[int | None, list[int | None]]:
    if kind in (0x02, 0x05):
        at += 4   # the child page
    if kind == 0x05:
        return _varint(page, at)[0], []
    size, at = _varint(page, at)
    if kind == 0x0D:
        return _varint(page, at)[0], []
    return None, _integers(page[at:at + size])


def _integers(record: bytes) -> list[int | None]:
    """A record's columns as integers (None for any other, or one cut off the page)."""
    length, at = _varint(record, 0)
    types = []
    while at < length:
        kind, at = _varint(record, at)
        types.append(kind)
    values: list[int | None] = []
    body = length
    for kind in types:
        width = {0: 0, 1: 1, 2: 2, 3: 3, 4: 4, 5: 6, 6: 8, 7: 8, 8: 0, 9: 0}.get(kind, (kind - 12 - kind % 2) // 2)
        if kind in (1, 2, 3, 4, 5, 6) and body + width <= len(record):
            values.append(int.from_bytes(record[body:body + width], "big", signed=True))
        else:
            values.append({8: 0, 9: 1}.get(kind))
        body += max(width, 0)
    return values


def _varint(data: bytes, at: int) -> tuple[int, int]:
    """SQLite's variable-length integer at ``at``, and where it ends."""
    value = 0
    for index in range(8):
        byte = data[at + index]
        value = (value << 7) | (byte & 0x7F)
        if byte < 0x80:
            return value, at + index + 1
    return (value << 8) | data[at + 8], at + 9


def _columns(conn: sqlite3.Connection, table: str) -> list[str]:
    return [row[1] for row in conn.execute(f"PRAGMA table_info({_quoted(table)})")]


def _games_touched(conn: sqlite3.Connection, tree: DamagedTree) -> list[str]:
    """The games whose rows an index holds otherwise than its table (a table: none here)."""
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
    elif "game" in _columns(conn, table):
        marks = ",".join("?" * len(rowids))
        keys = [key for (key,) in conn.execute(f"SELECT DISTINCT game FROM {_quoted(table)} "
                                               f"WHERE rowid IN ({marks})", rowids)]
    else:
        return []
    return _games_by_key(conn, keys)


def _games_by_key(conn: sqlite3.Connection, keys: list[int]) -> list[str]:
    marks = ",".join("?" * len(keys))
    return [game_id for (game_id,) in conn.execute(f"SELECT id FROM games NOT INDEXED WHERE key IN ({marks}) "
                                                   "ORDER BY id", keys)]


def rebuild(conn: sqlite3.Connection, indexes: list[str]) -> None:
    """The indexes made again from their tables (inside the caller's transaction)."""
    for name in indexes:
        conn.execute(f"REINDEX {_quoted(name)}")


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'
