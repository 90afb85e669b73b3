"""What a table's definition says of its rows besides its columns, held to ours at every open
(``ours.shape``'s constraints, ``statements.said``): a file anyone can make may keep our
tables' names and columns and say otherwise of them (a UNIQUE ON CONFLICT REPLACE that deletes
an earlier row at our insert, a collation that makes two players of one), and is refused in
words naming the table, as it is, at this version and at an older one once upgraded."""

from __future__ import annotations

import re
import sqlite3

import pytest

from mafia_desktop.store import Archive, NotAnArchive
from mafia_desktop.store.opening import ours, schema, shape, statements

from .test_opening import _VERSION_12, _hostile


def _rebuilt(path, table: str, old: str, new: str) -> None:
    """``table`` of the file at ``path`` made again from its statement with ``old`` said as
    ``new``, as another program can: its rows and its indexes kept."""
    conn = sqlite3.connect(path, isolation_level=None)
    sql = conn.execute("SELECT sql FROM sqlite_master WHERE name = ?", [table]).fetchone()[0]
    assert old in sql, sql
    indexes = [index for (index,) in conn.execute(
        "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL", [table])]
    stored = ", ".join(f'"{name}"' for (name,) in conn.execute(
        "SELECT name FROM pragma_table_xinfo(?) WHERE hidden NOT IN (2, 3)", [table]))
    conn.execute("BEGIN")
    conn.execute(re.sub(r'^CREATE TABLE "?\w+"?', f"CREATE TABLE {table}_hostile", sql.replace(old, new, 1)))
    conn.execute(f"INSERT INTO {table}_hostile ({stored}) SELECT {stored} FROM {table}")
    conn.execute(f"DROP TABLE {table}")
    conn.execute(f"ALTER TABLE {table}_hostile RENAME TO {table}")
    for index in indexes:
        conn.execute(index)
    conn.execute("COMMIT")
    conn.close()


def _refused_as_it_is(path, named: str, *, older: bool = False) -> None:
    """Refused naming ``named``, opened to write and (at this version) to read; left as it was."""
    before = path.read_bytes()
    for write in (True,) if older else (True, False):
        with pytest.raises(NotAnArchive, match="another program") as refused:
            Archive(path, write=write).close()
        assert named in str(refused.value)
        assert path.read_bytes() == before
    assert not list(path.parent.glob("*.bak"))


#: (table, what its statement says, said instead, what the refusal names). Each was opened
#: before, but those marked "refused already" (by a column's or an index's shape).
ATTACKS = [
    # Saving a second game's video of the same stream deleted the first game's.
    ("game_videos", '"url" TEXT NOT NULL', '"url" TEXT NOT NULL UNIQUE ON CONFLICT REPLACE',
     "the definition of 'game_videos' (UNIQUE (url COLLATE BINARY), url UNIQUE ON CONFLICT REPLACE)"),
    # ... and dropped the second game's, silently.
    ("game_videos", '"url" TEXT NOT NULL', '"url" TEXT NOT NULL UNIQUE ON CONFLICT IGNORE',
     "url UNIQUE ON CONFLICT IGNORE"),
    # A new game's row replaced every earlier one of its rules (its seats' keys refused it there).
    ("games", '"ruleset" TEXT NOT NULL', '"ruleset" TEXT NOT NULL UNIQUE ON CONFLICT REPLACE',
     "the definition of 'games' (UNIQUE (ruleset COLLATE BINARY), ruleset UNIQUE ON CONFLICT REPLACE)"),
    ("games", '"time_base" INTEGER\n)', '"time_base" INTEGER, UNIQUE (ruleset) ON CONFLICT REPLACE)',
     "(UNIQUE (ruleset COLLATE BINARY), UNIQUE ON CONFLICT REPLACE)"),
    ("games", '"ruleset" TEXT NOT NULL', '"ruleset" TEXT NOT NULL UNIQUE', "(UNIQUE (ruleset COLLATE BINARY))"),
    ("games", '"key" INTEGER PRIMARY KEY', '"key" INTEGER PRIMARY KEY ON CONFLICT REPLACE',
     "key PRIMARY KEY ON CONFLICT REPLACE"),
    ("players", "PRIMARY KEY COLLATE NOCASE", "PRIMARY KEY ON CONFLICT IGNORE COLLATE NOCASE",
     "nickname PRIMARY KEY ON CONFLICT IGNORE"),
    ("games", '"key" INTEGER PRIMARY KEY', '"key" INTEGER PRIMARY KEY AUTOINCREMENT', "key AUTOINCREMENT"),
    ("games", '"winner" TEXT', '"winner" TEXT CHECK (winner IS NULL)', "winner CHECK ( winner is null )"),
    ("games", '"time_base" INTEGER\n)', '"time_base" INTEGER, CHECK (players >= 0))', "CHECK ( players >= 0 )"),
    # Players whose names differ in case only were one player; now two.
    ("players", "nickname TEXT PRIMARY KEY COLLATE NOCASE", "nickname TEXT PRIMARY KEY",
     "the definition of 'players' (PRIMARY KEY (nickname COLLATE BINARY), no PRIMARY KEY (nickname COLLATE NOCASE), "
     "no nickname COLLATE NOCASE)"),
    ("contests", '"id" TEXT PRIMARY KEY', '"id" TEXT PRIMARY KEY COLLATE NOCASE', "id COLLATE NOCASE"),
    ("games", '"id" TEXT NOT NULL', '"id" TEXT NOT NULL COLLATE NOCASE', "index 'games_by_id'"),   # refused already
    ("game_players", "REFERENCES games(key)", "REFERENCES games(key) ON DELETE CASCADE",
     "game REFERENCES games(key) ON DELETE CASCADE, no game REFERENCES games(key)"),
    ("game_players", "REFERENCES games(key)", "REFERENCES contests(id)", "game REFERENCES contests(id)"),
    ("game_players", ") WITHOUT ROWID", ")", "the definition of 'game_players' (no WITHOUT ROWID)"),
    ("game_players", ") WITHOUT ROWID", ") WITHOUT ROWID, STRICT", "(STRICT)"),
    ("player_photos", "changed_at TEXT NOT NULL\n)", "changed_at TEXT NOT NULL\n) WITHOUT ROWID",
     "the columns of 'player_photos'"),   # refused already: its key is NOT NULL there
    # Each event counted in another game (refused already: a generated column not ours).
    ("events", "(id >> 20)", "(id >> 19)", "generated column events.game"),
]


@pytest.mark.parametrize("table, old, new, named", ATTACKS)
def test_a_table_that_says_otherwise_of_its_rows_is_refused_naming_it(tmp_path, table, old, new, named):
    path = _hostile(tmp_path)
    _rebuilt(path, table, old, new)
    _refused_as_it_is(path, named)


@pytest.mark.parametrize("table, old, new, named", [attack for attack in ATTACKS if attack[0] != "player_photos"])
def test_an_older_file_whose_table_says_otherwise_is_refused_before_its_upgrade(tmp_path, table, old, new, named):
    # Its upgrade keeps the table as it is: refused once upgraded, before a byte is written.
    path = _hostile(tmp_path, *_VERSION_12)
    _rebuilt(path, table, old, new)
    _refused_as_it_is(path, named, older=True)


@pytest.mark.parametrize("index, named", [
    ("game_players (player COLLATE BINARY)", "index 'game_players_by_player'"),
    ("game_players (player DESC)", "index 'game_players_by_player'"),
    ("game_players (lower(player))", "index 'game_players_by_player'"),
    ("game_players (player) WHERE player <> ''", "index 'game_players_by_player'"),
])
def test_an_index_that_says_otherwise_is_refused_naming_it(tmp_path, index, named):
    # (Refused already: an index's collation, order, expression and WHERE are in its shape.)
    path = _hostile(tmp_path, "DROP INDEX game_players_by_player", f"CREATE INDEX game_players_by_player ON {index}")
    _refused_as_it_is(path, named)


def test_a_version_2_file_whose_players_compare_by_case_is_refused_at_its_first_open(tmp_path):
    # Its registry comes through every upgrade as it is: two players of "Anna" and "anna".
    from .test_upgrade_and_registry import blacks_removed, v2_file
    path = tmp_path / "old.sqlite3"
    v2_file(path, {"g1": blacks_removed()})
    _rebuilt(path, "players", "nickname TEXT PRIMARY KEY COLLATE NOCASE", "nickname TEXT PRIMARY KEY")
    _refused_as_it_is(path, "the definition of 'players'", older=True)


def test_what_a_table_says_is_read_by_meaning_not_as_text():
    # Spaced, quoted, commented otherwise (an ALTER TABLE's column, a renamed table), the same.
    plain = statements.said("CREATE TABLE t (a TEXT COLLATE NOCASE, b AS (a || 'x') VIRTUAL) WITHOUT ROWID")
    assert plain == [["WITHOUT ROWID"], ["a", "COLLATE", "NOCASE"], ["b", "AS", "( a || 'x' )"]]
    assert statements.said('CREATE TABLE "t"(\n"A" TEXT /* ) */ collate "nocase", -- (\n[b] AS(A||\'x\'))'
                           " without  rowid") == plain
    # Words in a string, a name, a comment or a default say nothing; a string's case is kept.
    assert statements.said("CREATE TABLE t (\"check\" TEXT DEFAULT 'COLLATE NOCASE' /* CHECK (0) */, "
                           "[on] TEXT DEFAULT (' ON CONFLICT REPLACE'))") == []
    assert statements.said("CREATE TABLE t (a AS ('X'))") != statements.said("CREATE TABLE t (a AS ('x'))")


def test_a_word_run_into_letters_beyond_ascii_is_a_name_as_sqlite_reads_it():
    # "→COLLATE" and "CHEC\u212a" (a Kelvin sign, whose capital is K) are names, part of the type.
    sql = "CREATE TABLE t (a TEXT →COLLATE NOCASE, b TEXT CHEC\u212a (1), c TEXT \u017fTRICT)"
    assert statements.said(sql) == []
    conn = sqlite3.connect(":memory:")
    conn.execute(sql)
    conn.execute("CREATE INDEX by_a ON t (a)")
    assert conn.execute("SELECT coll FROM pragma_index_xinfo('by_a') WHERE cid = 0").fetchone() == ("BINARY",)
    assert conn.execute("SELECT type FROM pragma_table_info('t') WHERE name = 'b'").fetchone() == ("TEXT CHEC\u212a (1)",)
    conn.close()


def test_what_a_table_says_of_its_rowid_and_types_is_what_sqlite_says(tmp_path):
    # Held to pragma_table_list (SQLite 3.37) where this SQLite has it.
    if sqlite3.sqlite_version_info < (3, 37):
        pytest.skip("no pragma_table_list")
    path = _hostile(tmp_path)
    _rebuilt(path, "game_players", ") WITHOUT ROWID", ") WITHOUT ROWID, STRICT")
    conn = sqlite3.connect(path)
    for name, sql, rowid, strict in conn.execute(
            "SELECT m.name, m.sql, t.wr, t.strict FROM sqlite_master AS m JOIN pragma_table_list AS t "
            "ON t.name = m.name AND t.schema = 'main' WHERE m.type = 'table'"):
        said = statements.said(sql)
        assert (["WITHOUT ROWID"] in said, ["STRICT"] in said) == (bool(rowid), bool(strict)), name
    conn.close()


def test_a_long_check_is_named_cut_short(tmp_path):
    path = _hostile(tmp_path)
    _rebuilt(path, "games", '"winner" TEXT', f'"winner" TEXT CHECK (winner <> \'{"x" * 5000}\')')
    with pytest.raises(NotAnArchive, match="winner CHECK") as refused:
        Archive(path).close()
    assert len(str(refused.value)) < 600


@pytest.mark.parametrize("version", [2, *range(4, schema.SCHEMA_VERSION)])
def test_an_archive_upgraded_from_every_older_version_says_what_a_new_one_says(tmp_path, version):
    # The upgrades' own words (ALTER TABLE, sqlite-utils, a table renamed into place) read
    # as a new archive's.
    from .test_upgrade_and_registry import blacks_removed, v2_file
    from .test_upkeep import older_copy
    if version == 2:
        path = tmp_path / "old.sqlite3"
        v2_file(path, {"g1": blacks_removed()})
    else:
        path, _ = older_copy(tmp_path, 2, version)
    Archive(path).close()
    assert schema.inspect(path) == schema.SCHEMA_VERSION
    conn = sqlite3.connect(path)
    assert ours.shape(conn) == ours.expected()
    conn.close()


def test_the_shipped_digests_are_a_new_archives_and_every_upgraded_ones(tmp_path, monkeypatch):
    # store/opening/shape.py's MADE: a file whose schema has one of them is not read through
    # at its opening. After a change of the tables (or of an upgrade) write it again.
    from .test_upgrade_and_registry import blacks_removed, v2_file
    from .test_upkeep import older_copy
    monkeypatch.setattr(ours, "MADE", frozenset())   # (each read through, as a file not known)
    conn = sqlite3.connect(":memory:")
    schema.create(conn)
    made = {"new": conn}
    for version in [2, *range(4, schema.SCHEMA_VERSION)]:
        if version == 2:
            path = tmp_path / "old.sqlite3"
            v2_file(path, {"g1": blacks_removed()})
        else:
            (tmp_path / f"v{version}").mkdir()
            path, _ = older_copy(tmp_path / f"v{version}", 2, version)
        Archive(path).close()
        made[f"upgraded from version {version}"] = sqlite3.connect(path)
    for name, each in made.items():
        assert ours.foreign(each, current=True) == [], name
    digests = {ours.schema_digest(each) for each in made.values()}
    assert digests == shape.MADE, f"MADE = frozenset({sorted(digests)!r})"


def test_a_file_not_known_by_its_digest_is_read_through(tmp_path):
    path = _hostile(tmp_path)
    conn = sqlite3.connect(path)
    assert ours.schema_digest(conn) in shape.MADE   # (a new archive of ours, known)
    conn.execute("CREATE INDEX mine ON games (winner)")
    assert ours.schema_digest(conn) not in shape.MADE
    assert ours.foreign(conn, current=True) == ["index 'mine'"]
    conn.close()


def test_a_table_statement_longer_than_any_of_ours_is_refused_unread(tmp_path, monkeypatch):
    # Megabytes of a statement were seconds of reading at every open (counted, not timed).
    path = _hostile(tmp_path)
    _rebuilt(path, "games", '"winner" TEXT', '"winner" TEXT /*' + " " * 1_000_000 + '*/')
    read = []
    monkeypatch.setattr(statements, "said", lambda sql, _said=statements.said: read.append(len(sql)) or _said(sql))
    with pytest.raises(NotAnArchive, match=r"the definition of 'games' \(a statement of 10\d{5} characters\)"):
        Archive(path).close()
    assert read and max(read) < 10_000
