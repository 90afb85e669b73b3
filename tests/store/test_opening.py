"""Opening an archive, step by step (store/opening/sequence.py): what a step refuses leaves
the file as it was and holds nothing (no lock, no connection)."""

from __future__ import annotations

import json
import re
import sqlite3
import time

import pytest

from mafia_desktop.engine import preset
from mafia_desktop.engine.events import GameCreated
from mafia_desktop.store import Archive, NotAnArchive
from mafia_desktop.package_files import RESOURCES
from mafia_desktop.store.opening import layout, ours, schema, sequence
from mafia_desktop.store.sqlite_utils_view import database


def _archive_with(tmp_path, statement: str):
    path = tmp_path / "a.sqlite3"
    Archive(path).close()
    conn = sqlite3.connect(path)
    conn.execute(statement)
    conn.commit()
    conn.close()
    return path


@pytest.mark.parametrize("kind, statement", [
    ("trigger", "CREATE TRIGGER wipe AFTER INSERT ON events BEGIN DELETE FROM game_players; END"),
    ("view", "CREATE VIEW everything AS SELECT * FROM games"),
])
def test_an_archive_holding_a_trigger_or_a_view_is_refused_by_name_and_left_as_it_was(tmp_path, kind, statement):
    path = _archive_with(tmp_path, statement)
    before = path.read_bytes()
    with pytest.raises(NotAnArchive) as refused:
        Archive(path)
    assert f"{kind} '" in str(refused.value) and "another program" in str(refused.value)
    assert path.read_bytes() == before
    with pytest.raises(NotAnArchive):
        Archive(path, write=False)
    # Nothing held: the refusal let go of the writer's lock.
    conn = sqlite3.connect(path)
    conn.execute("DROP " + kind.upper() + (" wipe" if kind == "trigger" else " everything"))
    conn.commit()
    conn.close()
    Archive(path).close()


def test_the_steps_run_in_their_order_and_a_refusal_stops_the_rest(tmp_path, monkeypatch):
    steps = []
    for name in ("found", "decide_writable", "refuse_unopenable", "lock_and_make", "schema_is_ours", "connected"):
        real = getattr(sequence, name)

        def step(*args, _real=real, _name=name):
            steps.append(_name)
            return _real(*args)
        monkeypatch.setattr(sequence, name, step)
    sequence.open_file(tmp_path / "a.sqlite3", True).let_go()
    # The schema checked as the file was found (nothing to check in a new one), then under the lock.
    assert steps == ["found", "decide_writable", "refuse_unopenable", "schema_is_ours", "lock_and_make",
                     "schema_is_ours", "connected"]


def test_the_shipped_shape_is_what_this_version_makes():
    # store/opening/shape.py is what opening compares a file with; after a change of the
    # tables (store/opening/layout.py) write it again from a new archive's ours.shape.
    conn = sqlite3.connect(":memory:")
    schema.create(conn)
    made = ours.shape(conn)
    assert made == ours.expected(), "SHAPE = " + __import__("pprint").pformat(made, width=116, sort_dicts=False)


def test_a_new_archive_is_made_from_the_shipped_statements_which_are_what_layout_makes():
    # resources/schema/new_archive.json is what a new archive is made from, without
    # sqlite-utils; after a change of the tables (store/opening/layout.py) write it again
    # from ``schema.made_statements()``.
    shipped = json.loads((RESOURCES / "schema" / schema.NEW_ARCHIVE).read_text(encoding="utf-8"))
    assert shipped == schema.made_statements()
    made, by_layout = sqlite3.connect(":memory:"), sqlite3.connect(":memory:", isolation_level=None)
    schema.create(made)
    db = database(by_layout)
    by_layout.execute(f"PRAGMA application_id = {schema.APPLICATION_ID}")
    with db.atomic():
        layout.create(db, schema.SCHEMA_VERSION)
    for conn in (made, by_layout):
        assert not conn.in_transaction
    for question in ("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY rowid", "PRAGMA application_id",
                     "SELECT * FROM schema_version"):
        assert made.execute(question).fetchall() == by_layout.execute(question).fetchall()


def test_a_new_archive_is_made_without_sqlite_utils(tmp_path):
    import subprocess
    import sys
    script = ("import sys; from mafia_desktop.store import Archive; "
              f"Archive({str(tmp_path / 'a.sqlite3')!r}).close(); print('sqlite_utils' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False"]


def _hostile(tmp_path, *statements: str):
    path = tmp_path / "sent.sqlite3"
    with Archive(path) as archive:
        archive.create_game([GameCreated(ruleset=preset("sport"), nicknames=tuple(f"P{n}" for n in range(1, 11)))])
    conn = sqlite3.connect(path, isolation_level=None)
    for statement in statements:
        conn.execute(statement)
    conn.close()
    return path


@pytest.mark.parametrize("statements, named", [
    (["ALTER TABLE games ADD COLUMN shown_winner TEXT AS ('black') VIRTUAL"], "generated column games.shown_winner"),
    (["ALTER TABLE games RENAME TO games_kept",
      "CREATE VIEW games AS WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT * FROM n"],
     "view 'games'"),
    (["CREATE TABLE notes (text TEXT)"], "table 'notes'"),
    (["CREATE INDEX games_by_club ON games (club)"], "index 'games_by_club'"),
    (["ALTER TABLE games ADD COLUMN extra TEXT"], "the columns of 'games' (extra)"),
    (["DROP INDEX games_by_end"], "no index 'games_by_end'"),
])
def test_a_file_whose_schema_is_not_exactly_ours_is_refused_naming_what_at_once(tmp_path, statements, named):
    path = _hostile(tmp_path, *statements)
    before = path.read_bytes()
    started = time.monotonic()
    for write in (True, False):
        with pytest.raises(NotAnArchive) as refused:
            Archive(path, write=write)
        assert named in str(refused.value)
    assert time.monotonic() - started < 1.0    # a recursive view is never read
    assert path.read_bytes() == before


def test_a_file_with_thousands_of_indexes_is_refused_at_once(tmp_path):
    # Each index's uniqueness was looked up among all its table's indexes: seconds at every open
    # (90 M of SQLite's steps for 3,000 indexes; counted, not timed: the same on any machine).
    path = _hostile(tmp_path)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN")
    for n in range(3000):
        conn.execute(f"CREATE INDEX by_id_{n} ON games (id)")
    conn.execute("COMMIT")
    steps = []
    conn.set_progress_handler(lambda: steps.append(1), 1000)   # (None: go on)
    ours.shape(conn)
    conn.close()
    assert len(steps) < 5_000   # thousands of SQLite's steps: 250 k here
    with pytest.raises(NotAnArchive, match=r"index 'by_id_0'.*… \(\+2992\)") as refused:
        Archive(path)
    assert len(str(refused.value)) < 600   # eight of the 3,000 named, not all


def test_an_older_archive_with_a_trigger_is_refused_before_its_upgrade_writes_anything(tmp_path):
    path = _hostile(tmp_path, "CREATE TRIGGER wipe AFTER INSERT ON events BEGIN DELETE FROM game_players; END",
                    "UPDATE schema_version SET version = 10")
    before = path.read_bytes()
    with pytest.raises(NotAnArchive, match="trigger 'wipe'"):
        Archive(path)
    assert path.read_bytes() == before
    assert not list(tmp_path.glob("*.bak"))


#: An older file (version 12: the players' photos' table not made yet), as its upgrade finds it.
_VERSION_12 = ("DROP TABLE player_photos", "UPDATE schema_version SET version = 12")


@pytest.mark.parametrize("index", ["CREATE INDEX by_lower_id ON games (lower(id))",
                                   "CREATE INDEX by_lower_id ON players (lower(nickname))"])
def test_an_older_archive_with_an_index_of_its_own_is_refused_at_its_first_open_and_left_as_it_was(tmp_path, index):
    # The upgrade kept the index, and the next open refused the file its first had upgraded.
    path = _hostile(tmp_path, *_VERSION_12, index)
    before = path.read_bytes()
    for _ in range(2):
        with pytest.raises(NotAnArchive, match="index 'by_lower_id'.*another program"):
            Archive(path).close()
        assert path.read_bytes() == before
    assert not list(tmp_path.glob("*.bak"))


def test_a_version_2_archive_with_an_index_of_its_own_is_refused_at_its_first_open(tmp_path):
    # Through the batched steps too (version 8's new log, version 10's packed one).
    from .test_upgrade_and_registry import blacks_removed, v2_file
    path = tmp_path / "old.sqlite3"
    v2_file(path, {"g1": blacks_removed()}, "CREATE INDEX by_lower_nickname ON players (lower(nickname))")
    before = path.read_bytes()
    with pytest.raises(NotAnArchive, match="index 'by_lower_nickname'"):
        Archive(path).close()
    assert path.read_bytes() == before and not list(tmp_path.glob("*.bak"))


def _written_around_sqlite(path, name: str, sql: str) -> None:
    """The file's own row of ``name`` in its schema given ``sql`` (a row for it added if none),
    as another program can write it: SQLite reads it, but would never have written it so."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA writable_schema = ON")
    if not conn.execute("UPDATE sqlite_master SET sql = ? WHERE name = ?", [sql, name]).rowcount:
        conn.execute("INSERT INTO sqlite_master VALUES ('table', ?, ?, 0, ?)", [name, name, sql])
    conn.close()


def _version_2_with_its_games_written_around_sqlite(tmp_path):
    from .test_upgrade_and_registry import blacks_removed, v2_file
    path = tmp_path / "old.sqlite3"
    v2_file(path, {"g1": blacks_removed()})
    conn = sqlite3.connect(path)
    games = conn.execute("SELECT sql FROM sqlite_master WHERE name = 'games'").fetchone()[0]
    conn.close()
    _written_around_sqlite(path, "games", games.replace("CREATE TABLE", "CREATE TABLE IF NOT EXISTS"))
    return path


def _version_12_with_a_temporary_table(tmp_path):
    path = _hostile(tmp_path, *_VERSION_12)
    _written_around_sqlite(path, "notes", "CREATE TEMP TABLE notes (text TEXT)")
    return path


@pytest.mark.parametrize("older, named", [
    # Its upgrade's first change of ``games`` (a column added) failed on the file's own words
    # for it, after the upgrade's copy was made and the file put in write-ahead mode.
    (_version_2_with_its_games_written_around_sqlite, "table 'games'"),
    # Made again, the table was temporary and left the upgraded schema: opened once, refused after.
    (_version_12_with_a_temporary_table, "table 'notes'"),
])
def test_an_older_archive_whose_schema_sqlite_would_never_have_written_is_refused_at_its_first_open(
        tmp_path, older, named):
    path = older(tmp_path)
    before = path.read_bytes()
    for _ in range(2):
        with pytest.raises(NotAnArchive, match=f"{named}.*another program"):
            Archive(path).close()
        assert path.read_bytes() == before
    assert not list(tmp_path.glob("*.bak"))


def _restore_refused(tmp_path, sent, words: str, capsys=None, error: type[Exception] | None = None) -> None:
    """A restore of ``sent`` over an archive of ours beside it refused in ``words`` (by
    ``backups.restore`` raising ``error``, an ArchiveError by default, or by the command line
    given ``capsys``): ours unchanged, nothing of it moved aside or copied, and it opens."""
    from mafia_desktop.store import ArchiveError
    from mafia_desktop.store.housekeeping.backups import restore
    mine = tmp_path / "mine.sqlite3"
    Archive(mine).close()
    before = mine.read_bytes()
    if capsys is None:
        with pytest.raises(error or ArchiveError, match=words):
            restore(mine, sent)
    else:
        from .test_cli import run
        code, out, err = run(capsys, "--db", str(mine), "restore-backup", str(sent))
        assert code != 0 and re.search(words, out + err), out + err
    assert mine.read_bytes() == before
    assert not list(tmp_path.glob("*replaced*")) and not list(tmp_path.glob("*.bak"))
    Archive(mine).close()


def test_a_backup_whose_schema_sqlite_would_never_have_written_is_not_restored_and_the_archive_stays(tmp_path):
    # Restored, it was refused at the next open (or its upgrade failed there).
    _restore_refused(tmp_path, _version_2_with_its_games_written_around_sqlite(tmp_path), "table 'games'.*not restored")


def _version_checked(checks: str) -> tuple[str, ...]:
    return ("DROP TABLE schema_version", f"CREATE TABLE schema_version (version INTEGER NOT NULL {checks})",
            "INSERT INTO schema_version VALUES (12)")


@pytest.mark.parametrize("statements", [
    _version_checked("CHECK (length(upper(hex(zeroblob(100000000)))) > 0)"),   # a few hundred megabytes a row
    _version_checked(" ".join(["CHECK (" + " AND ".join(["length(hex(zeroblob(500000))) > 0"] * 40) + ")"] * 40)),
    ("CREATE INDEX long_version ON schema_version (length(hex(zeroblob(300000000))))",),
])
def test_an_older_archive_whose_own_schema_makes_its_upgrade_long_is_refused_at_once(tmp_path, statements,
                                                                                     monkeypatch):
    # Its check of how the upgrade would leave it ran what the file's own statements say
    # with the rows it copied, for seconds (and every open's upgrade after it): now refused
    # before the trial upgrade runs at all (asked, not timed: the same on any machine).
    from mafia_desktop.store import ArchiveError
    from mafia_desktop.store.housekeeping.backups import restore
    path = _hostile(tmp_path, *_VERSION_12, *statements)
    before = path.read_bytes()
    mine = tmp_path / "mine.sqlite3"
    Archive(mine).close()

    def never(*args):
        raise AssertionError("the trial upgrade ran the file's own statements")
    monkeypatch.setattr(schema, "migrate", never)
    with pytest.raises(NotAnArchive, match="(schema_version|long_version).*another program"):
        Archive(path).close()
    with pytest.raises(ArchiveError, match="(schema_version|long_version).*not restored"):
        restore(mine, path)
    assert path.read_bytes() == before and not list(tmp_path.glob("*.bak"))


def test_an_older_archive_whose_upgrade_sqlite_utils_refuses_is_refused_in_words_everywhere(tmp_path):
    # Version 6's table of videos names ``games(id)``: sqlite-utils' own error escaped the
    # check of the upgrade, a traceback at the open, the restore and the merge.
    from .test_upkeep import older_copy
    path, _ = older_copy(tmp_path, 1, 5)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("ALTER TABLE games RENAME TO games_kept")
    conn.close()
    _refused_everywhere(tmp_path, path, "games.id", "games.id.*not restored")


def _refused_everywhere(tmp_path, path, words: str, restored: str, *, writes=(True,),
                        error: type[Exception] | None = None) -> None:
    """The file refused in ``words`` each way it can be named: opened (to write, or to read too:
    ``writes``), merged into an archive of ours, and restored over it in ``restored``
    (``_restore_refused``, ``error``); the file left as it was, no copy of it made."""
    from mafia_desktop.store.importing.archives import import_archive
    before = path.read_bytes()
    for write in writes:
        with pytest.raises(NotAnArchive, match=words):
            Archive(path, write=write).close()
    with Archive(tmp_path / "mine.sqlite3") as archive:
        with pytest.raises(NotAnArchive, match=words):
            list(import_archive(archive, path))
    _restore_refused(tmp_path, path, restored, error=error)
    assert path.read_bytes() == before and not list(tmp_path.glob("*.bak"))


@pytest.mark.parametrize("through", ["restore", "the command line"])
def test_a_backup_whose_version_is_older_than_its_tables_is_not_restored_and_the_archive_stays(
        tmp_path, capsys, through):
    # Restored, the next open ran its upgrade into the tables already there and refused it.
    _restore_refused(tmp_path, _hostile(tmp_path, "UPDATE schema_version SET version = 12"),
                     r"sent\.sqlite3 holds what no mafia-desktop archive holds .*player_photos.*not restored",
                     None if through == "restore" else capsys)


def test_a_backup_of_an_older_version_is_restored_and_upgraded_at_the_next_open(tmp_path):
    from mafia_desktop.store.housekeeping.backups import restore
    sent = _hostile(tmp_path, *_VERSION_12)
    mine = tmp_path / "mine.sqlite3"
    Archive(mine).close()
    assert restore(mine, sent) is not None
    with Archive(mine) as archive:
        assert len(archive.games()) == 1
    assert schema.inspect(mine) == schema.SCHEMA_VERSION


def test_every_connection_distrusts_the_files_schema(tmp_path):
    with Archive(tmp_path / "a.sqlite3") as archive:
        assert archive.conn.execute("PRAGMA trusted_schema").fetchone()[0] == 0
        reading = archive.reading_connection()
        assert reading.execute("PRAGMA trusted_schema").fetchone()[0] == 0
        reading.close()


def test_a_backup_holding_a_trigger_is_not_restored_and_the_archive_stays(tmp_path):
    _restore_refused(tmp_path, _hostile(tmp_path, "CREATE TRIGGER wipe AFTER INSERT ON events BEGIN DELETE FROM "
                                                  "game_players; END"), "trigger 'wipe'.*not restored")


def test_another_archive_holding_a_trigger_is_not_imported_and_ours_stays(tmp_path, capsys):
    from .test_cli import run
    sent = _hostile(tmp_path, "CREATE TRIGGER wipe AFTER INSERT ON events BEGIN DELETE FROM game_players; END")
    mine = tmp_path / "mine.sqlite3"
    with Archive(mine) as archive:
        archive.create_game([GameCreated(ruleset=preset("sport"), nicknames=tuple(f"Q{n}" for n in range(1, 11)))])
    code, out, err = run(capsys, "--db", str(mine), "import", str(sent))
    assert code != 0 and "trigger 'wipe'" in out + err
    with Archive(mine) as archive:
        assert len(archive.games()) == 1


def _counted_readings(monkeypatch) -> list:
    readings = []
    real = schema.open_reading

    def counted(*args):
        readings.append(args[0])
        return real(*args)
    monkeypatch.setattr(schema, "open_reading", counted)
    return readings


def test_opening_reads_the_file_through_one_connection_before_the_lock_and_under_it(tmp_path, monkeypatch):
    # Issue 44: the version and the schema's check under the lock read through the reading
    # the first inspection kept (a connection more read the schema again), a reader's in one
    # beside a writer; the check of an older file leaves the indexes unread. A reader alone
    # checks the file through a look (which makes no -wal or -shm, should it refuse the file),
    # then reads through a reading of its own (a look would not read the next writer's moves).
    path = tmp_path / "a.sqlite3"
    Archive(path).close()
    readings = _counted_readings(monkeypatch)
    Archive(path).close()
    assert len(readings) == 1
    readings.clear()
    Archive(path, write=False).close()
    assert len(readings) == 2
    with Archive(path):
        readings.clear()
        Archive(path, write=False).close()
        assert len(readings) == 1


def test_a_file_put_in_the_archives_place_before_the_lock_is_read_anew_and_checked(tmp_path, monkeypatch):
    # The reading kept from the first inspection is of the file the name gave then: another
    # file renamed into its place meanwhile (a restore, a copy by hand) is read and checked itself.
    from mafia_desktop.store.log.locking import WriterLock
    path = tmp_path / "a.sqlite3"
    Archive(path).close()
    sent = _hostile(tmp_path, "CREATE TRIGGER wipe AFTER INSERT ON games BEGIN DELETE FROM events; END")
    acquire = WriterLock.acquire

    def replaced_then_acquired(lock):
        sent.replace(path)
        acquire(lock)
    monkeypatch.setattr(WriterLock, "acquire", replaced_then_acquired)
    readings = _counted_readings(monkeypatch)
    with pytest.raises(NotAnArchive, match="trigger 'wipe'"):
        Archive(path)
    assert len(readings) == 2


def test_a_restore_cut_short_is_settled_with_the_file_let_go(tmp_path, monkeypatch):
    # The file is not held open while a restore a kill cut short is finished (on Windows an
    # open file cannot be replaced); then it is read anew.
    from mafia_desktop.store.opening import restore_journal
    path = tmp_path / "a.sqlite3"
    Archive(path).close()
    held = []
    settle = restore_journal.settle
    monkeypatch.setattr(restore_journal, "pending", lambda archive: True)
    monkeypatch.setattr(restore_journal, "settle", lambda archive: held.append(opened[-1].reading) or settle(archive))
    opened = []
    real_init = sequence.Opening.__init__

    def kept(self, *args):
        real_init(self, *args)
        opened.append(self)
    monkeypatch.setattr(sequence.Opening, "__init__", kept)
    readings = _counted_readings(monkeypatch)
    Archive(path).close()
    assert held == [None] and len(readings) == 2


def test_an_older_files_check_leaves_its_indexes_out_and_its_generated_columns_in(tmp_path):
    path = _hostile(tmp_path, "ALTER TABLE games ADD COLUMN shown_winner TEXT AS ('black') VIRTUAL")
    conn = sqlite3.connect(path)
    assert ours.shape(conn, indexes=False)["indexes"] == ours.shape(conn, indexes=False)["constraints"] == {}
    assert ours.shape(conn)["indexes"] == ours.expected()["indexes"]
    assert ours.foreign(conn, current=False) == ["generated column games.shown_winner"]
    conn.close()


def test_a_sqlite_utils_plugin_installed_beside_the_app_never_gets_the_archive(tmp_path):
    # sqlite-utils hands each connection it wraps to its plugins' ``prepare_connection``:
    # whatever is installed beside the app could change the archive's connection.
    from sqlite_utils import hookimpl
    from sqlite_utils.plugins import pm

    handed = []

    class Plugin:
        @hookimpl
        def prepare_connection(self, conn):
            handed.append(conn)

    plugin = Plugin()
    pm.register(plugin, name="a-stranger")
    try:
        with Archive(tmp_path / "a.sqlite3") as archive:
            archive.db   # (sqlite-utils' view, made at first use)
        with Archive(tmp_path / "a.sqlite3") as archive:
            archive.db
    finally:
        pm.unregister(plugin)
    assert handed == []


@pytest.mark.parametrize("version", ["'[]'", "x'00'", "1.5"])
def test_a_file_without_our_mark_whose_version_is_no_number_is_refused_in_words(tmp_path, version):
    path = _hostile(tmp_path, "PRAGMA application_id = -5", f"UPDATE schema_version SET version = {version}")
    _refused_everywhere(tmp_path, path, "another program", "another program", writes=(True, False),
                        error=NotAnArchive)
