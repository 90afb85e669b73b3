"""Whether an archive's schema is ours: every table, column and index as this version makes
them, nothing more. An archive file is a database anyone can make (a club sends its archive,
a stick holds a "backup"); its own schema objects would run with our writes and reads: a
trigger that rewrites the games as we import, a view named like our table, a generated
column that turns a red win black. None of that is ever ours.

An older file is upgraded before it is used: what its upgrade would leave is checked before a
byte of it is written (``foreign_at``), so a file refused once upgraded is refused as it is.

The schema this version makes is shipped as its shape (``shape.SHAPE``,
``tests/store/test_opening.py`` holds it to what ``layout`` makes), so that checking a file
needs no sqlite-utils, nor json, at start-up.
"""

from __future__ import annotations

import sqlite3

try:   # (hashlib would load OpenSSL's library at every start: 2.5 ms, for BLAKE2b that is here)
    from _blake2 import blake2b
except ImportError:   # (a Python built without it)
    from hashlib import blake2b

from mafia_desktop.store.opening import schema
from mafia_desktop.store.opening.shape import MADE, SHAPE

#: ``table_xinfo``'s ``hidden`` of a generated column (virtual, stored).
_GENERATED = (2, 3)
#: What SQLite itself keeps in a file's schema.
_SQLITES_OWN = ("sqlite_sequence", "sqlite_stat1", "sqlite_stat4")


def shape(conn: sqlite3.Connection, *, indexes: bool = True) -> dict:
    """The schema of the file open on ``conn`` as plain data: its tables with their columns
    (name, declared type, not null, default, primary key, hidden: 2 and 3 are generated) and
    what their generated columns compute, its indexes with their columns and what else each
    table's definition says of its rows (``constraints``; both left out, ``indexes=False``,
    where only what runs with a read counts: an older file), and whatever else it holds
    (triggers, views).

    Four statements whatever the schema (SQLite's pragmas as table functions): a statement a
    table and two an index took some sixty at every start. Their rows fetched at once: a
    guarded cursor's rows one by one were 300 calls of Python at every writable start."""
    objects = conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master "
                           "WHERE name NOT LIKE 'sqlite_autoindex_%' ORDER BY type, name").fetchall()
    tables: dict[str, list] = {}
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
            f"JOIN pragma_table_xinfo(m.name) AS c WHERE {_TABLES}").fetchall():
        if table in tables:
            column[1] = (column[1] or "").upper()
            tables[table].append(column)
    for columns in tables.values():
        columns.sort()
    computed, constraints = _said_of(objects, tables, indexes=indexes)
    if indexes:
        _indexes(conn, found, constraints)
        _references(conn, constraints)
        for items in constraints.values():
            items.sort()
    return {"tables": tables, "computed": computed, "constraints": constraints if indexes else {},
            "indexes": found if indexes else {}, "others": others}


#: The file's tables whose columns and indexes are asked for (``m``: ``sqlite_master``).
_TABLES = "m.type = 'table' AND upper(m.sql) NOT LIKE 'CREATE VIRTUAL%'"
#: The constraint an index SQLite made for a table's own (``pragma_index_list``'s ``origin``) is.
_ORIGINS = {"u": "UNIQUE", "pk": "PRIMARY KEY"}


def _generates(columns: list) -> bool:
    return any(column[5] in _GENERATED for column in columns)


def _said_of(objects: list, tables: dict[str, list], *, indexes: bool) -> tuple[dict[str, list], dict[str, list]]:
    """What the tables' generated columns compute, and (``indexes``) what else our tables'
    statements say of their rows, by table. (Tables not ours are not read, but for their generated
    columns: they are named as they are, and a file of thousands of them is not read through.)"""
    computed: dict[str, list] = {}
    constraints: dict[str, list] = {}
    ours = expected()["tables"]
    for kind, name, _, sql in objects:
        if kind != "table" or name not in tables:
            continue
        generates = _generates(tables[name])
        if generates or indexes and name in ours:
            said = _said(sql)
            if generates:
                computed[name] = [item for item in said if item[1:2] == ["AS"]]
            if indexes and (own := [item for item in said if item[1:2] != ["AS"]]):
                constraints[name] = own
    return computed, constraints


def _said(sql: str) -> list[list[str]]:
    """What a table's statement says (``statements.said``); one longer than any version's
    not read, but named by its length (megabytes of it were seconds of every open)."""
    if len(sql) > _TWIN_LENGTH:
        return [[f"a statement of {len(sql)} characters"]]
    from mafia_desktop.store.opening import statements   # (a file not known by its digest alone)
    return statements.said(sql)


def _indexes(conn: sqlite3.Connection, found: dict[str, dict], constraints: dict[str, list]) -> None:
    """Each named index's columns into ``found``; each index SQLite made for a table's
    UNIQUE or PRIMARY KEY (``sqlite_autoindex_*``, named by the order of the table's words:
    not in ``sqlite_master`` at all for a table WITHOUT ROWID) into its table's ``constraints``,
    by its columns, as the table's statement can say them ("UNIQUE (winner)")."""
    # Each table's indexes listed once: an index looked up among its table's took seconds
    # where a table had thousands. (Listed under another table than the file says: not ours.)
    made: dict[tuple[str, str, str], list[str]] = {}
    for table, name, unique, origin, partial, column, descending, collation, key in conn.execute(
            "SELECT m.name, l.name, l.\"unique\", l.origin, l.partial, x.name, x.\"desc\", x.coll, x.\"key\" "
            f"FROM sqlite_master AS m JOIN pragma_index_list(m.name) AS l JOIN pragma_index_xinfo(l.name) AS x "
            f"WHERE {_TABLES} ORDER BY l.name, x.seqno").fetchall():
        if not key:
            continue
        if origin in _ORIGINS:
            made.setdefault((table, name, _ORIGINS[origin]), []).append(
                f"{column} COLLATE {collation}" + " DESC" * bool(descending))
        elif name in found and found[name]["table"] == table:
            found[name].update(unique=unique, partial=partial)
            found[name]["columns"].append([column, descending, collation])
    for (table, _, constraint), columns in made.items():
        constraints.setdefault(table, []).append(["", constraint, f"({', '.join(columns)})"])


def _references(conn: sqlite3.Connection, constraints: dict[str, list]) -> None:
    """Each table's foreign keys into its ``constraints``, as its statement can say them
    ("game REFERENCES games(key) ON DELETE CASCADE")."""
    keys: dict[tuple[str, int], list] = {}
    for table, number, parent, column, to, updated, deleted, match in conn.execute(
            "SELECT m.name, f.id, f.\"table\", f.\"from\", f.\"to\", f.on_update, f.on_delete, f.\"match\" "
            f"FROM sqlite_master AS m JOIN pragma_foreign_key_list(m.name) AS f WHERE {_TABLES} "
            "ORDER BY m.name, f.id, f.seq").fetchall():
        actions = "".join(f" {what} {action}" for what, action in (("ON UPDATE", updated), ("ON DELETE", deleted),
                                                                  ("MATCH", match))
                          if action not in ("NO ACTION", "NONE"))
        key = keys.setdefault((table, number), [[], parent, [], actions])
        key[0].append(column)
        key[2].append(to or "")
    for (table, _), (columns, parent, to, actions) in keys.items():
        constraints.setdefault(table, []).append(
            [", ".join(columns), "REFERENCES", f"{parent}({', '.join(to)}){actions}"])


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
    if current and schema_digest(conn) in MADE:
        return []
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
        elif (said := found["constraints"].get(table, [])) != (ours_said := ours["constraints"].get(table, [])):
            wrong.append(f"the definition of {table!r} ({_differing(said, ours_said)})")
    wrong += [f"no table {table!r}" for table in ours["tables"] if table not in found["tables"]]
    wrong += [f"index {index!r}" for index, described in found["indexes"].items()
              if ours["indexes"].get(index) != described]
    wrong += [f"no index {index!r}" for index in ours["indexes"] if index not in found["indexes"]]
    return wrong


def schema_digest(conn: sqlite3.Connection) -> str:
    """The digest of what the file's schema says: each object's kind, names and statement, as
    SQLite reads every table, column, index and constraint from them (its own tables left
    out, as ``shape`` leaves them). A file whose digest is one this version's archives have
    (``MADE``: a new one's, an upgraded one's) is ours, its statements not read through:
    0.1 ms of a start, where reading them was 1.3."""
    rows = conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT IN "
                        f"{_SQLITES_OWN} ORDER BY type, name").fetchall()
    return blake2b(repr(rows).encode("utf-8"), digest_size=16).hexdigest()


def _differing(said: list[list[str]], ours: list[list[str]]) -> str:
    """What a table's definition says that ours does not, and what ours says that it does
    not ("no ..."), in its words: a long expression cut short."""
    return listed([_words(item) for item in said if item not in ours]
                  + ["no " + _words(item) for item in ours if item not in said])


def _words(item: list[str]) -> str:
    words = " ".join(word for word in item if word)
    return words if len(words) <= _WORDS else words[:_WORDS - 1] + "…"


#: How long what ``_differing`` names of one constraint is at most (a CHECK's expression can be
#: any length).
_WORDS = 60


#: Of what a file holds that is not ours, how much a refusal names (a file of 3,000 indexes of
#: its own was refused in a message naming all 3,000).
NAMED = 8


def listed(foreign: list[str]) -> str:
    """What a refusal names of ``foreign``: its first ``NAMED``, and how many more."""
    named = ", ".join(foreign[:NAMED])
    return named if len(foreign) <= NAMED else f"{named}, … (+{len(foreign) - NAMED})"


def foreign_at(conn: sqlite3.Connection, version: int) -> list[str]:
    """What in the file at ``version`` (open on ``conn``) is not ours (``foreign``): at this
    version, anything not exactly its shape; an older file, what no version ever had, then
    what its upgrade would leave that is not exactly ours (``_once_upgraded``). What opening
    refuses a file for, and a restore a backup for: the two never differ."""
    wrong = foreign(conn, current=version == schema.SCHEMA_VERSION)
    if wrong or version >= schema.SCHEMA_VERSION:
        return wrong
    return _once_upgraded(conn, version)


#: The rows an upgrade reads to know where it stands (its version, a batched step begun).
_STANDING = ("schema_version", "upkeep")
#: What the twin is given (``_once_upgraded``): statements no longer than some version's
#: (some hundred bytes: 16 KB allowed), making no longer a text or blob, and as many rows of ``_STANDING`` as
#: some version left (a few). Only those rows are written there, each write running what the
#: file's statements say of them (a CHECK): so bounded, some milliseconds' work whatever they say.
#: (A table's statement longer than that is not read at all: ``_said``.)
_TWIN_LENGTH = 1 << 14
_STANDING_ROWS = 16


def _once_upgraded(conn: sqlite3.Connection, version: int) -> list[str]:
    """``foreign`` of the file's schema once upgraded: its tables and indexes made again, empty,
    in memory (with the rows that say where the upgrade stands), and the upgrade itself run
    there (``schema.migrate``). An index of the file's own that the upgrade keeps is named as
    every later open would name it; a schema the upgrade cannot take (a table the version
    claimed had not come yet) is named with SQLite's words; one given more than a twin takes
    (``_TWIN_LENGTH``, ``_STANDING_ROWS``, an index on the rows copied), or in words SQLite would
    not have written it in, names what. The file is only read."""
    twin = sqlite3.connect(":memory:", isolation_level=None)
    try:
        twin.execute("PRAGMA trusted_schema = OFF")
        for limit in (sqlite3.SQLITE_LIMIT_LENGTH, sqlite3.SQLITE_LIMIT_SQL_LENGTH):
            twin.setlimit(limit, _TWIN_LENGTH)
        # Tables first: a table renamed into place keeps its place in the schema, its indexes come later.
        for kind, name, table, sql in conn.execute(
                "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE type IN ('table', 'index') "
                "AND sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY type = 'index', rowid").fetchall():
            # No version indexes the rows copied: an index's expression would run with each.
            if kind == "index" and table in _STANDING:
                return [f"index {name!r}"]
            # What SQLite makes of it must be what it had written: another program's words
            # for it (a temporary table, "IF NOT EXISTS") make another object, or words the
            # upgrade's own changes of them read otherwise in the file than here.
            try:
                twin.execute(sql)
                made = twin.execute("SELECT type, sql FROM sqlite_master WHERE name = ?", [name]).fetchone()
            except sqlite3.Error:   # what SQLite alone cannot make (a function of another program's)
                made = None
            if made != (kind, sql):
                return [f"{kind} {name!r}"]
        for table in _STANDING:
            try:
                copied = _copy_rows(conn, twin, table)
            except sqlite3.Error:
                copied = False
            if not copied:
                return [f"table {table!r}"]
        from sqlite_utils.db import AlterError   # (what the upgrade's own steps raise, loaded by them)
        try:
            schema.migrate(twin, version)
        except (sqlite3.Error, AlterError) as error:   # (a table named by another that is not there)
            return [f"a schema that is not version {version}'s: {error}"]
        return foreign(twin, current=True)
    finally:
        twin.close()


def _copy_rows(conn: sqlite3.Connection, twin: sqlite3.Connection, table: str) -> bool:
    """The rows of ``table`` (one of ``_STANDING``), if the file has it, copied to the twin;
    False if there are more than any version left (``_STANDING_ROWS``)."""
    if twin.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", [table]).fetchone():
        rows = conn.execute(f"SELECT * FROM {table} LIMIT {_STANDING_ROWS + 1}").fetchall()
        if len(rows) > _STANDING_ROWS:
            return False
        if rows:
            twin.executemany(f"INSERT INTO {table} VALUES ({', '.join('?' * len(rows[0]))})", rows)
    return True
