"""A file the host names and the app refuses (another program's database, a damaged file, a
newer archive, one whose schema is not ours) is left as it was found, and so is its folder:
no -wal, -shm or lock file beside it, the file's bytes and time unchanged, however it was
named (opened, read, on the command line, merged, restored, in the window). SQLite reading a
file in write-ahead mode makes its -wal and -shm where they are not: the first look at such a
file is immutable (``schema.open_reading``)."""

from __future__ import annotations

import os
import re
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from mafia_desktop.engine import preset
from mafia_desktop.engine.events import GameCreated
from mafia_desktop.store import Archive, ArchiveBusy, ArchiveError
from mafia_desktop.store.housekeeping.backups import restore
from mafia_desktop.store.importing.archives import import_archive
from tests.isolation import isolate

from .test_cli import run
from .test_faults import ROOT
from .test_opening import _VERSION_12, _hostile
from .test_read_only import DROP, can_drop_the_override


def _given(tmp_path: Path, made: Path) -> Path:
    """The file ``made`` alone in a folder of its own (none of what making it left beside it),
    as the host names it."""
    folder = tmp_path / "given"
    folder.mkdir()
    return Path(shutil.move(made, folder / "f.sqlite3"))


def _another_programs(tmp_path: Path, journal: str = "WAL") -> Path:
    path = tmp_path / "theirs.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA journal_mode = {journal}")
    conn.execute("CREATE TABLE notes (text TEXT)")
    conn.execute("INSERT INTO notes VALUES ('a note')")
    conn.commit()
    conn.close()
    return path


def _damaged(tmp_path: Path) -> Path:
    path = _another_programs(tmp_path)
    with open(path, "r+b") as handle:   # its pages after the header overwritten
        handle.seek(100)
        handle.write(b"\xff" * 4000)
    return path


def _ours(*statements: str):
    return lambda tmp_path: _hostile(tmp_path / "made", *statements)


#: What is refused, and the words it is refused in, however it is named.
KINDS = {
    "another program's (write-ahead log)": (_another_programs, "SQLite database of another program"),
    "another program's (rollback journal)": (lambda tmp_path: _another_programs(tmp_path, "DELETE"),
                                             "SQLite database of another program"),
    "damaged": (_damaged, "cannot be read as an archive"),
    "newer": (_ours("UPDATE schema_version SET version = 99"), "written by a newer mafia-desktop"),
    "its mark damaged": (_ours("PRAGMA application_id = 5"), "header is damaged"),
    "a trigger": (_ours("CREATE TRIGGER wipe AFTER INSERT ON events BEGIN DELETE FROM game_players; END"),
                  "trigger 'wipe'"),
    # (Read, it is refused as older: a reader cannot upgrade it.)
    "older, an index of its own": (_ours(*_VERSION_12, "CREATE INDEX by_lower_id ON games (lower(id))"),
                                   "index 'by_lower_id'|from an older mafia-desktop"),
}


def _refusal(call) -> str:
    """The words ``call`` is refused in."""
    with pytest.raises(ArchiveError) as refused:
        call()
    return str(refused.value)


def _opened(given: Path, mine: Path, capsys) -> str:
    return _refusal(lambda: Archive(given).close())


def _read(given: Path, mine: Path, capsys) -> str:
    return _refusal(lambda: Archive(given, write=False).close())


def _on_the_command_line(given: Path, mine: Path, capsys) -> str:
    code, out, err = run(capsys, "--db", str(given), "import", str(given.parent / "no-such-record.json"))
    assert code == 2
    return out + err


def _merged(given: Path, mine: Path, capsys) -> str:
    with Archive(mine) as archive:
        return _refusal(lambda: list(import_archive(archive, given)))


def _restored(given: Path, mine: Path, capsys) -> str:
    Archive(mine).close()
    return _refusal(lambda: restore(mine, given))


#: Each way a file is named, and what it is refused in.
WAYS = {"opened": _opened, "read": _read, "on the command line": _on_the_command_line, "merged": _merged,
        "restored": _restored}


def as_found(path: Path) -> tuple[list[str], bytes, int]:
    """What a refusal leaves as it was: the names in the file's folder, its bytes, its time."""
    return sorted(os.listdir(path.parent)), path.read_bytes(), path.stat().st_mtime_ns


@pytest.mark.parametrize("way", WAYS)
@pytest.mark.parametrize("kind", KINDS)
def test_a_refused_file_and_its_folder_are_left_as_they_were(tmp_path, capsys, kind, way):
    make, words = KINDS[kind]
    given = _given(tmp_path, make(tmp_path))
    before = as_found(given)
    said = WAYS[way](given, tmp_path / "mine" / "mine.sqlite3", capsys)
    assert re.search(words, said), said
    assert as_found(given) == before == (["f.sqlite3"], before[1], before[2])


def test_a_file_put_in_the_archives_place_before_the_lock_leaves_no_lock_file_beside_it(tmp_path, monkeypatch):
    # Refused under the lock (the file the first look accepted replaced meanwhile): the lock
    # file the opening made goes with it.
    from mafia_desktop.store.log.locking import WriterLock
    path = _given(tmp_path, _hostile(tmp_path / "made"))
    sent = _hostile(tmp_path / "sent", "CREATE TRIGGER wipe AFTER INSERT ON games BEGIN DELETE FROM events; END")
    acquire = WriterLock.acquire

    def replaced_then_acquired(lock):
        sent.replace(path)
        acquire(lock)
    monkeypatch.setattr(WriterLock, "acquire", replaced_then_acquired)
    with pytest.raises(ArchiveError, match="trigger 'wipe'"):
        Archive(path)
    assert os.listdir(path.parent) == ["f.sqlite3"]


def test_a_lock_file_that_was_there_stays_after_a_refusal(tmp_path):
    path = _given(tmp_path, _hostile(tmp_path / "made", "UPDATE schema_version SET version = 99"))
    lock = path.with_name(path.name + ".lock")
    lock.write_text("4242")
    with pytest.raises(ArchiveError, match="newer"):
        Archive(path)
    assert lock.read_text() == "4242"


def test_a_file_in_write_ahead_mode_with_its_log_and_index_beside_it_is_refused_leaving_them(tmp_path):
    # Another program has it open (or left them): read as it is, through its log, and nothing removed.
    given = _given(tmp_path, _another_programs(tmp_path))
    theirs = sqlite3.connect(given)
    theirs.execute("INSERT INTO notes VALUES ('in the log')")
    theirs.commit()
    try:
        before = as_found(given)
        log = given.with_name("f.sqlite3-wal").read_bytes()
        for write in (True, False):
            with pytest.raises(ArchiveError, match="another program"):
                Archive(given, write=write)
        assert as_found(given) == before and given.with_name("f.sqlite3-wal").read_bytes() == log
        assert theirs.execute("SELECT count(*) FROM notes").fetchone()[0] == 2
    finally:
        theirs.close()


def _a_game(archive: Archive) -> str:
    return archive.create_game([GameCreated(ruleset=preset("sport"), nicknames=tuple(f"P{n}" for n in range(1, 11)))])


def test_our_archive_open_in_another_instance_is_not_disturbed_by_refused_attempts(tmp_path, capsys):
    mine = tmp_path / "mine" / "mine.sqlite3"
    given = _given(tmp_path, _another_programs(tmp_path))
    with Archive(mine) as running:   # another instance's: its last moves in its -wal
        first = _a_game(running)
        beside = sorted(os.listdir(mine.parent))
        assert {"mine.sqlite3-wal", "mine.sqlite3-shm", "mine.sqlite3.lock"} <= set(beside)
        held = mine.read_bytes(), mine.with_name("mine.sqlite3-wal").read_bytes()
        with pytest.raises(ArchiveBusy, match="open in another mafia-desktop"):
            Archive(mine)
        with pytest.raises(ArchiveError, match="another program"):
            restore(mine, given)
        with pytest.raises(ArchiveError, match="another program"):
            list(import_archive(running, given))
        code, out, err = run(capsys, "--db", str(mine), "import", str(given))
        assert code == 2 and "open in another mafia-desktop" in out + err
        code, out, err = run(capsys, "--db", str(mine), "games")   # a reader beside it, as ever
        assert code == 0 and first[:8] in out
        assert sorted(os.listdir(mine.parent)) == beside
        assert (mine.read_bytes(), mine.with_name("mine.sqlite3-wal").read_bytes()) == held
        second = _a_game(running)   # it goes on writing
        with Archive(mine, write=False) as reader:
            assert {row.id for row in reader.games()} == {first, second}
    with Archive(mine) as archive:   # and opens, and imports, as ever
        assert list(import_archive(archive, _hostile(tmp_path / "other")))[0].status == "imported"
        assert len(archive.games()) == 3
    code, out, err = run(capsys, "--db", str(mine), "import", str(_hostile(tmp_path / "another")))
    assert code == 0, out + err


def test_another_programs_file_in_a_read_only_folder_is_refused_leaving_it_as_it_was(tmp_path):
    reason = can_drop_the_override()
    if reason:
        pytest.skip(reason)
    home = tmp_path / "home"
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    isolate(environment, home)
    for journal in ("WAL", "DELETE"):
        (tmp_path / journal).mkdir()
        given = _another_programs(tmp_path / journal, journal)
        before = as_found(given)
        given.parent.chmod(0o555)
        try:
            for command in (["import", str(tmp_path / "no-such-record.json")], ["games"]):
                done = subprocess.run([*DROP, sys.executable, "-m", "mafia_desktop", "--db", str(given), *command],
                                      capture_output=True, text=True, cwd=ROOT, env=environment, timeout=120)
                assert done.returncode == 2 and "SQLite database of another program" in done.stderr, done.stderr
        finally:
            given.parent.chmod(0o755)
        assert as_found(given) == before


@pytest.mark.parametrize("kind", ["another program's (write-ahead log)", "its mark damaged"])
def test_the_window_refuses_a_file_in_words_and_leaves_it_as_it_was(tmp_path, monkeypatch, kind):
    from PySide6.QtWidgets import QMessageBox

    from mafia_desktop import app
    make, words = KINDS[kind]
    given = _given(tmp_path, make(tmp_path))
    before = as_found(given)
    said = []
    # (The look and the language the start gives the app left as the suite has them.)
    monkeypatch.setattr(app.theme, "apply", lambda *args: None)
    monkeypatch.setattr(app, "install", lambda *args: None)
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: said.append(text))
    # (A damaged mark is offered a repair into a new file: declined, nothing is made.)
    monkeypatch.setattr(QMessageBox, "question", lambda parent, title, text: said.append(text)
                        or QMessageBox.StandardButton.No)
    assert app.run(given) == 2
    assert len(said) == 1 and re.search(words, said[0])
    assert as_found(given) == before


def test_a_repair_of_a_damaged_mark_makes_nothing_beside_the_damaged_file_but_its_repaired_copy(tmp_path):
    from mafia_desktop.store.opening import schema
    make, _ = KINDS["its mark damaged"]
    given = _given(tmp_path, make(tmp_path))
    before = as_found(given)
    repaired = schema.repair_header(given)
    assert sorted(os.listdir(given.parent)) == sorted(["f.sqlite3", repaired.name])
    assert as_found(given)[1:] == before[1:]


def _copied_with_its_log(path: Path, folder: Path) -> Path:
    """``path`` and its -wal copied into ``folder`` while it is open (its last moves not yet
    in the file), as a host copies both (no -shm: it is no one's there)."""
    folder.mkdir()
    for ending in ("", "-wal"):
        shutil.copyfile(f"{path}{ending}", folder / f"f.sqlite3{ending}")
    return folder / "f.sqlite3"


def test_another_programs_file_copied_with_its_log_is_refused_leaving_both_as_they_were(tmp_path):
    path = _another_programs(tmp_path)
    theirs = sqlite3.connect(path)
    theirs.execute("INSERT INTO notes VALUES ('in the log')")
    theirs.commit()
    given = _copied_with_its_log(path, tmp_path / "given")
    theirs.close()
    before, log = as_found(given), given.with_name("f.sqlite3-wal").read_bytes()
    for write in (True, False):
        with pytest.raises(ArchiveError, match="another program"):
            Archive(given, write=write)
    assert as_found(given) == before and given.with_name("f.sqlite3-wal").read_bytes() == log


@pytest.mark.parametrize("write", [True, False])
def test_our_archive_copied_with_its_log_opens_with_its_last_moves(tmp_path, write):
    # A look reads the file alone: what its -wal holds is read once the look accepts it.
    with Archive(tmp_path / "a.sqlite3") as archive:
        game = _a_game(archive)
        given = _copied_with_its_log(archive.path, tmp_path / "given")
    with Archive(given, write=write) as copy:
        assert [row.id for row in copy.games()] == [game]


def test_a_reader_opened_alone_reads_what_a_writer_writes_after_it(tmp_path):
    # Its look at the file is only for the checks: it reads through a reading of its own.
    path = tmp_path / "a.sqlite3"
    Archive(path).close()
    with Archive(path, write=False) as reader:
        with Archive(path) as writer:
            game = _a_game(writer)
        assert [row.id for row in reader.games()] == [game]


@pytest.mark.parametrize("kind", ["another program's (write-ahead log)", "a trigger"])
def test_a_merge_refused_on_the_command_line_makes_no_backup_first(tmp_path, capsys, kind):
    # The backup made before a merge was made, its folder too, for a file refused after it.
    make, words = KINDS[kind]
    given = _given(tmp_path, make(tmp_path))
    mine = given.with_name("mine.sqlite3")   # beside it, as a host keeps both
    with Archive(mine) as archive:
        _a_game(archive)
    before = sorted(os.listdir(given.parent)), given.read_bytes()
    code, out, err = run(capsys, "--db", str(mine), "import", str(given))
    assert code == 2 and re.search(words, out + err), out + err
    assert (sorted(os.listdir(given.parent)), given.read_bytes()) == before
