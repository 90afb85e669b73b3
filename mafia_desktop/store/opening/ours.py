"""Whether an archive's schema is ours: every table, column and index as this version makes
them, nothing more. An archive file is a database anyone can make (a club sends its archive,
a stick holds a "backup"); its own schema objects would run with our writes and reads: a
trigger that rewrites the games as we import, a view named like our table, a generated
column that turns a red win black. None of that is ever ours.

The schema this version makes is shipped as its shape (``shape.SHAPE``,
``tests/store/test_opening.py`` holds it to what ``layout`` makes), so that checking a file
needs no sqlite-utils, nor json, at start-up.
"""

from __future__ import annotations

import sqlite3

from mafia_desktop.store.opening.shape import SHAPE

#: ``table_xinfo``'s ``hidden`` of a generated column (virtual, stored).
_GENERATED = (2, 3)
#: What SQLite itself keeps in a file's schema.
_SQLITES_OWN = ("sqlite_sequence", "sqlite_stat1", "sqlite_stat4")


def shape(conn: sqlite3.Connection, *, indexes: bool = True) -> dict:
    """The schema of the file open on ``conn`` as plain data: its tables with their columns
    (name, declared type, not null, default, primary key, hidden: 2 and 3 are generated),
    its indexes with their columns (left out, ``indexes=False``, where only what runs with a
    read counts: an older file), and whatever else it holds (triggers, views).

    Three statements whatever the schema (SQLite's pragmas as table functions): a statement a
    table and two an index took some sixty at every start. Their rows fetched at once: a
    guarded cursor's rows one by one were 300 calls of Python at every writable start."""
    objects = conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master "
                           "WHERE name NOT LIKE 'sqlite_autoindex_%' ORDER BY type, name").fetchall()
    tables: dict[str, list] = {}
    computed: dict[str, str] = {}
    found: dict[str, dict] = {}
    others: list[str] = []
    for kind, name, table, sql in objects:
        if name in _SQLITES_OWN:
            continue
        if kind == "table" and not _virtual(sql):
            tables[name] = []
        elif kind == "index":
            found[name] = {"table": table, "unique": None, "partial": None, "columns": []}
        else:
            others.append(f"{kind} {name!r}")   # a trigger, a view, a virtual table
    # (A virtual table's columns are never asked for: its module may be one SQLite lacks.)
    for table, *column in conn.execute(
            "SELECT m.name, c.name, c.type, c.\"notnull\", c.dflt_value, c.pk, c.hidden FROM sqlite_master AS m "
            "JOIN pragma_table_xinfo(m.name) AS c WHERE m.type = 'table' AND upper(m.sql) NOT LIKE 'CREATE VIRTUAL%'"
            ).fetchall():
        if table in tables:
            column[1] = (column[1] or "").upper()
            tables[table].append(column)
    for name, columns in tables.items():
        columns.sort()
        if any(column[5] in _GENERATED for column in columns):
            # What a generated column computes is only in the table's statement (its
            # columns: a table renamed into place is named in quotes there).
            sql = next(sql for kind, named, _, sql in objects if kind == "table" and named == name)
            computed[name] = " ".join(sql[sql.index("("):].split())
    if indexes and found:
        for name, unique, partial, column, descending, collation, key in conn.execute(
                "SELECT m.name, l.\"unique\", l.partial, x.name, x.\"desc\", x.coll, x.\"key\" FROM sqlite_master AS m "
                "LEFT JOIN pragma_index_list(m.tbl_name) AS l ON l.name = m.name JOIN pragma_index_xinfo(m.name) AS x "
                "WHERE m.type = 'index' ORDER BY m.name, x.seqno").fetchall():
            if name in found:
                found[name].update(unique=unique, partial=partial)
                if key:
                    found[name]["columns"].append([column, descending, collation])
    return {"tables": tables, "computed": computed, "indexes": found if indexes else {}, "others": others}


def _virtual(sql: str | None) -> bool:
    return (sql or "").upper().startswith("CREATE VIRTUAL")


def expected() -> dict:
    """The shape this version of the app makes."""
    return SHAPE


def foreign(conn: sqlite3.Connection, *, current: bool) -> list[str]:
    """What in the file is not ours, named ("trigger 'wipe'", "column games.winner"); empty
    if nothing. ``current``: the file is at this version, and must be exactly its shape; an
    older one is checked for what no version ever had (triggers, views, virtual tables,
    generated columns) before its upgrade, and exactly once upgraded."""
    found, ours = shape(conn, indexes=current), expected()
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
