"""Whether an archive's schema is ours: every table, column and index as this version makes
them, nothing more. An archive file is a database anyone can make (a club sends its archive,
a stick holds a "backup"); its own schema objects would run with our writes and reads: a
trigger that rewrites the games as we import, a view named like our table, a generated
column that turns a red win black. None of that is ever ours.

The schema this version makes is shipped as its shape (``resources/schema/shape.json``,
``tests/store/test_opening.py`` holds it to what ``layout`` makes), so that checking a file
needs no sqlite-utils at start-up.
"""

from __future__ import annotations

import json
import sqlite3
from functools import lru_cache
from importlib import resources

#: ``table_xinfo``'s ``hidden`` of a generated column (virtual, stored).
_GENERATED = (2, 3)
#: What SQLite itself keeps in a file's schema.
_SQLITES_OWN = ("sqlite_sequence", "sqlite_stat1", "sqlite_stat4")


def shape(conn: sqlite3.Connection) -> dict:
    """The schema of the file open on ``conn`` as plain data: its tables with their columns
    (name, declared type, not null, default, primary key, hidden: 2 and 3 are generated),
    its indexes with their columns, and whatever else it holds (triggers, views)."""
    objects = conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master "
                           "WHERE name NOT LIKE 'sqlite_autoindex_%' ORDER BY type, name").fetchall()
    tables: dict[str, list] = {}
    computed: dict[str, str] = {}
    indexes: dict[str, dict] = {}
    others: list[str] = []
    for kind, name, table, sql in objects:
        if name in _SQLITES_OWN:
            continue
        if kind == "table" and not (sql or "").upper().startswith("CREATE VIRTUAL"):
            tables[name] = sorted([column[1], (column[2] or "").upper(), column[3], column[4], column[5], column[6]]
                                  for column in conn.execute(f"PRAGMA table_xinfo({_quoted(name)})"))
            if any(column[5] in _GENERATED for column in tables[name]):
                # What a generated column computes is only in the table's statement (its
                # columns: a table renamed into place is named in quotes there).
                computed[name] = " ".join(sql[sql.index("("):].split())
        elif kind == "index":
            listed = {row[1]: row for row in conn.execute(f"PRAGMA index_list({_quoted(table)})")}
            unique, partial = (listed[name][2], listed[name][4]) if name in listed else (None, None)
            indexes[name] = {"table": table, "unique": unique, "partial": partial,
                             "columns": [[row[2], row[3], row[4]] for row in
                                         conn.execute(f"PRAGMA index_xinfo({_quoted(name)})") if row[5]]}
        else:
            others.append(f"{kind} {name!r}")   # a trigger, a view, a virtual table
    return {"tables": tables, "computed": computed, "indexes": indexes, "others": others}


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


@lru_cache(maxsize=1)
def expected() -> dict:
    """The shape this version of the app makes."""
    text = resources.files("mafia_desktop").joinpath("resources/schema/shape.json").read_text(encoding="utf-8")
    return json.loads(text)


def foreign(conn: sqlite3.Connection, *, current: bool) -> list[str]:
    """What in the file is not ours, named ("trigger 'wipe'", "column games.winner"); empty
    if nothing. ``current``: the file is at this version, and must be exactly its shape; an
    older one is checked for what no version ever had (triggers, views, virtual tables,
    generated columns) before its upgrade, and exactly once upgraded."""
    found, ours = shape(conn), expected()
    wrong = list(found["others"])
    # A generated column runs with every read: ours are the event log's, exactly as we make
    # them (an upgrade cut short leaves the log's next table beside it, the same).
    wrong += [f"generated column {table}.{column[0]}" for table, columns in found["tables"].items()
              for column in columns if column[5] in _GENERATED
              and found["computed"][table] not in ours["computed"].values()]
    if not current or wrong:
        return wrong
    for table, columns in found["tables"].items():
        if table not in ours["tables"]:
            wrong.append(f"table {table!r}")
        elif columns != ours["tables"][table]:
            differing = {column[0] for column in columns} ^ {column[0] for column in ours["tables"][table]}
            named = ", ".join(sorted(differing)) or "their types or defaults"
            wrong.append(f"the columns of {table!r} ({named})")
    wrong += [f"no table {table!r}" for table in ours["tables"] if table not in found["tables"]]
    wrong += [f"index {index!r}" for index, described in found["indexes"].items()
              if ours["indexes"].get(index) != described]
    wrong += [f"no index {index!r}" for index in ours["indexes"] if index not in found["indexes"]]
    return wrong
