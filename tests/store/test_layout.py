"""A new archive (made with sqlite-utils from ``layout``) has exactly the tables, columns and
indexes that an archive of the first version has once migrated; the list's queries read
their sort indexes without a sort of their own."""

import sqlite3

from mafia_desktop.store import Archive
from mafia_desktop.store.opening import layout, schema


def shape(conn: sqlite3.Connection) -> dict:
    """Every table's columns and foreign keys, every index's columns and collations."""
    found = {}
    for (table,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"):
        columns = [tuple(row[1:]) for row in conn.execute(f"PRAGMA table_xinfo({table})")]
        keys = sorted(tuple(row[2:5]) for row in conn.execute(f"PRAGMA foreign_key_list({table})"))
        indexes = {}
        for row in conn.execute(f"PRAGMA index_list({table})"):
            indexes[row[1] if row[3] == "c" else row[3]] = [
                tuple(part[1:]) for part in conn.execute(f"PRAGMA index_xinfo('{row[1]}')") if part[5]]
        found[table] = (columns, keys, indexes)
    return found


def migrated_from_version_1(path) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.executescript(f"PRAGMA application_id = {schema.APPLICATION_ID};" + schema.SCHEMA_V1)
    schema.migrate(conn, 1)
    conn.close()


def test_a_new_archive_has_the_layout_the_migrations_give(tmp_path):
    old = tmp_path / "old.sqlite3"
    migrated_from_version_1(old)
    with Archive(tmp_path / "new.sqlite3") as new:
        made = shape(new.conn)
    conn = sqlite3.connect(old)
    try:
        assert shape(conn) == made
        assert conn.execute("SELECT version FROM schema_version").fetchall() == [(schema.SCHEMA_VERSION,)]
    finally:
        conn.close()
    assert {f"games_by_{name}" for name in layout.SORTS} <= set(made["games"][2])


def test_a_new_archive_has_nothing_left_to_do(tmp_path):
    with Archive(tmp_path / "a.sqlite3") as archive:
        assert archive.conn.execute("SELECT count(*) FROM upkeep").fetchone()[0] == 0
        assert archive.conn.execute("PRAGMA application_id").fetchone()[0] == schema.APPLICATION_ID
