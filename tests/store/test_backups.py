"""Issue 15 §5, one copy only → backups written, rotated, restored, consistent while a game is
played, and a kill during a backup leaves the archive and the older backups whole."""

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from datetime import datetime, timedelta, timezone

import pytest

from mafia_desktop.__main__ import main
from mafia_desktop.store import Archive, ArchiveBusy, ArchiveError, NotAnArchive
from mafia_desktop.store.housekeeping import backups, chunks
from mafia_desktop.store.opening import schema
from mafia_desktop.store.housekeeping.disk_room import size_words

from .test_archive import digest
from .test_faults import ROOT, start_writer
from .test_integrity import played

NOW = datetime(2026, 11, 29, 21, 0, tzinfo=timezone.utc)


@pytest.fixture
def archive_path(tmp_path, built_once):
    path = tmp_path / "club" / "archive.sqlite3"
    built_once.copy(played, path, 3)
    return path


def games_of(path) -> dict:
    if path.suffix == chunks.SUFFIX:
        path = rebuilt_file(path)
    with Archive(path, write=False) as archive:
        return {row.id: archive.events(row.id) for row in archive.games()}


def rebuilt_file(backup):
    """The archive file a backup holds, rebuilt beside its folder (once)."""
    target = backup.parent.parent / f"{backup.parent.name}-{backup.stem}.sqlite3"
    if not target.exists():
        backups.rebuilt(backup, target)
    return target


def test_a_backup_holds_the_whole_archive_beside_it_and_in_the_second_folder(archive_path, tmp_path):
    stick = tmp_path / "stick"
    stick.mkdir()
    with Archive(archive_path) as archive:
        result = backups.make_backup(archive, extra=[stick, tmp_path / "unplugged"], now=NOW)
    main_copy, second = result.written
    assert main_copy.path == archive_path.parent / "archive-backups" / "archive-2026-11-29T21-00-00Z.backup"
    assert second.path == stick / main_copy.path.name and second.size == main_copy.size
    assert (stick / "chunks").is_dir() and (archive_path.parent / "archive-backups" / "chunks").is_dir()
    [notice] = result.notices
    assert notice.template.startswith("The second backup folder {folder} is not there")
    for backup in (main_copy, second):
        copy = rebuilt_file(backup.path)
        assert schema.inspect(copy) == schema.SCHEMA_VERSION and copy.stat().st_size == backup.size
        assert games_of(backup.path) == games_of(archive_path)
        conn = sqlite3.connect(copy)
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"   # one file, no -wal
        conn.close()
    assert backups.all_backups([archive_path.parent / "archive-backups", stick], "archive")[0].when == NOW


def test_a_backup_copies_the_write_ahead_log_into_the_archive_itself_not_the_next_tap(archive_path):
    # The snapshot's read transaction holds every checkpoint back; the backup's thread then
    # copies the log into the file, where the window's next commit did (316 ms of one tap at
    # 100,000 games). The window's own connection checkpoints nothing here: the file's change
    # is the backup's.
    with Archive(archive_path) as archive:
        archive.conn.execute("PRAGMA wal_autocheckpoint=0")
        played(archive, 1, seed=40)
        before = archive_path.stat().st_mtime_ns, archive_path.stat().st_size
        time.sleep(0.01)
        backups.make_backup(archive, now=NOW)
        after = archive_path.stat().st_mtime_ns, archive_path.stat().st_size
        assert after != before
        assert games_of(archive_path) == games_of(archive_path.parent / "archive-backups"
                                                  / "archive-2026-11-29T21-00-00Z.backup")


def test_rotation_keeps_the_last_ten_and_one_a_week_for_a_year(tmp_path):
    folder = tmp_path / "archive-backups"
    folder.mkdir()
    times = [NOW - timedelta(hours=h) for h in range(15)] + [NOW - timedelta(days=d) for d in range(1, 500, 3)]
    for when in times:
        (folder / f"archive-{when.strftime('%Y-%m-%dT%H-%M-%SZ')}.sqlite3").write_bytes(b"x")
    (folder / "notes.txt").write_text("mine")
    (folder / "other-2026-11-29T20-00-00Z.sqlite3").write_bytes(b"another archive's")
    removed = backups.rotate(folder, "archive", NOW)
    kept = backups.backups_in(folder, "archive")
    assert [b.when for b in kept[:10]] == sorted(times, reverse=True)[:10]
    weeks = [(NOW - b.when) // timedelta(weeks=1) for b in kept]
    assert max(weeks) == 51 and len(set(weeks)) == 52
    older = [b for b in kept[10:]]
    assert len(older) == len({(NOW - b.when) // timedelta(weeks=1) for b in older})   # one a week
    assert len(removed) == len(times) - len(kept)
    assert (folder / "notes.txt").exists() and (folder / "other-2026-11-29T20-00-00Z.sqlite3").exists()


def test_nothing_is_deleted_while_games_are_damaged(archive_path):
    with Archive(archive_path) as archive:
        for hour in range(12):
            backups.make_backup(archive, now=NOW + timedelta(hours=hour))
        folder = archive_path.parent / "archive-backups"
        assert len(backups.backups_in(folder, "archive")) == 10   # the last 10 (this week's among them)
        archive.conn.execute("DELETE FROM events WHERE seq > 10 AND game = (SELECT key FROM games LIMIT 1)")
        assert archive.check().damaged
        result = backups.make_backup(archive, now=NOW + timedelta(hours=13))
    assert result.removed == [] and "damaged" in result.notices[0]
    assert len(backups.backups_in(folder, "archive")) == 11


def test_restore_moves_the_current_file_aside_and_puts_the_backup_in_place(archive_path, capsys):
    with Archive(archive_path) as archive:
        [backup] = backups.make_backup(archive, now=NOW).written
        played(archive, 1, seed=50)   # a game played after the backup
    before = digest(archive_path)
    assert main(["--db", str(archive_path), "backups"]) == 0
    assert backup.path.name in capsys.readouterr().out
    assert main(["--db", str(archive_path), "restore-backup", "latest"]) == 0
    out = capsys.readouterr().out
    [aside] = archive_path.parent.glob("archive-replaced-*.sqlite3")
    assert str(aside) in out and digest(aside) == before           # the file as it was, untouched
    assert len(games_of(archive_path)) == 3 and len(games_of(aside)) == 4
    assert backup.path.exists()                                   # the backup stays a backup


def test_restore_is_refused_while_the_archive_is_open_or_for_a_file_that_is_no_archive(archive_path, tmp_path):
    with Archive(archive_path) as archive:
        [backup] = backups.make_backup(archive, now=NOW).written
        before = digest(archive_path)
        with pytest.raises(ArchiveBusy):
            backups.restore(archive_path, backup.path)
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"not an archive" * 100)
    with pytest.raises(NotAnArchive):
        backups.restore(archive_path, junk)
    assert digest(archive_path) == before and not list(archive_path.parent.glob("*replaced*"))


def test_backups_made_while_a_game_is_played_are_each_whole(tmp_path):
    path = tmp_path / "archive.sqlite3"
    writer = start_writer(path)
    game_id = writer.stdout.readline().split()[1]
    made = []
    try:
        with Archive(path, write=False) as reader:
            while writer.poll() is None and len(made) < 8:
                made += backups.make_backup(reader, now=NOW + timedelta(seconds=len(made))).written
        while not writer.stdout.readline().startswith("ended"):
            pass
    finally:
        writer.kill()
        writer.wait()
    final = games_of(path)[game_id]
    lengths = []
    for backup in made:
        with Archive(rebuilt_file(backup.path), write=False) as copy:
            report = copy.check(full=True)
            assert report.ok, report
            events = copy.events(game_id)
        assert events == final[:len(events)]
        lengths.append(len(events))
    assert len(made) == 8 and lengths == sorted(lengths) and lengths[-1] > lengths[0]


BACKER = textwrap.dedent("""
    import sys, time
    from datetime import datetime, timedelta, timezone
    sys.path.insert(0, {root!r})
    from mafia_desktop.store import Archive
    from mafia_desktop.store.housekeeping import backups, chunks
    if sys.argv[2] == "pause":   # the chunks are written, the manifest not yet: killed here
        def paused(path, manifest):
            print("copied", flush=True)
            time.sleep(60)
        chunks.write_manifest = paused
    start = datetime(2026, 1, 1, tzinfo=timezone.utc)   # before the older backup: it stays the newest
    with Archive(sys.argv[1], write=False) as archive:
        print("ready", flush=True)
        n = 0
        while True:
            backups.make_backup(archive, now=start + timedelta(minutes=n))
            n += 1
""")


@pytest.mark.slow
def test_a_sigkill_during_a_backup_leaves_the_archive_and_older_backups_whole(tmp_path, built_once):
    path = tmp_path / "archive.sqlite3"
    built_once.copy(played, path, 40)
    with Archive(path) as archive:
        older = backups.make_backup(archive, now=NOW).written[0]
    older_digest, archive_digest = digest(rebuilt_file(older.path)), digest(path)
    script = tmp_path / "backer.py"
    script.write_text(BACKER.format(root=str(ROOT)))
    folder = backups.folder_beside(path)
    for mode, delay in (("loop", 0.2), ("loop", 0.35), ("pause", 0)):
        backer = subprocess.Popen([sys.executable, str(script), str(path), mode], stdout=subprocess.PIPE,
                                  text=True, cwd=ROOT)
        assert backer.stdout.readline().startswith("ready")
        if mode == "pause":
            assert backer.stdout.readline().startswith("copied")
        time.sleep(delay)
        os.kill(backer.pid, signal.SIGKILL)
        backer.wait()
    assert digest(path) == archive_digest
    listed = backups.backups_in(folder, "archive")
    assert older.path in [b.path for b in listed]
    for backup in listed:                          # every finished one is whole
        rebuilt_file(backup.path).unlink(missing_ok=True)
        with Archive(rebuilt_file(backup.path), write=False) as copy:
            assert copy.check(full=True).ok
    assert digest(rebuilt_file(older.path)) == older_digest
    store = chunks.ChunkStore(folder)
    with Archive(path) as archive:                 # the next backup clears what was cut short
        assert archive.check(full=True).ok
        backups.make_backup(archive, now=NOW + timedelta(days=30))
    assert not list(folder.rglob(".*.part"))
    listed = backups.backups_in(folder, "archive")
    assert {p.name for p in store.stored()} == set().union(*(chunks.read_manifest(b.path).chunk_set for b in listed))


def test_the_cli_backup_command_writes_one(archive_path, capsys):
    assert main(["--db", str(archive_path), "backup"]) == 0
    line, stored = capsys.readouterr().out.splitlines()
    assert "archive-backups" in line and ("kB" in line or "MB" in line)
    assert stored.startswith("New in the backups: ") and stored != f"New in the backups: {size_words(0)}"
    assert main(["--db", str(archive_path), "backup"]) == 0   # nothing changed: nothing new kept
    assert capsys.readouterr().out.splitlines()[-1] == f"New in the backups: {size_words(0)}"
    assert main(["--db", str(archive_path), "backups"]) == 0
    *listed, total = capsys.readouterr().out.splitlines()
    assert len(listed) == 2 and total.startswith("On disk: ")


def test_restore_of_an_unknown_name_is_refused(archive_path, capsys):
    assert main(["--db", str(archive_path), "restore-backup", "nope.sqlite3"]) == 2
    assert "No backup nope.sqlite3" in capsys.readouterr().err
    with pytest.raises(ArchiveError):
        backups.restore(archive_path, archive_path.parent / "missing.sqlite3")



def test_a_backup_whose_table_page_sqlite_cannot_read_is_refused_as_the_backup_damaged(archive_path, tmp_path):
    sent = tmp_path / "sent.sqlite3"
    with Archive(archive_path) as archive:
        archive.checkpoint()
    sent.write_bytes(archive_path.read_bytes())
    conn = sqlite3.connect(sent)
    root, size = (conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'games'").fetchone()[0],
                  conn.execute("PRAGMA page_size").fetchone()[0])
    conn.close()
    data = bytearray(sent.read_bytes())
    data[(root - 1) * size] = 0x07   # no kind of page: "malformed" as it is read
    sent.write_bytes(data)
    before = digest(archive_path)
    with pytest.raises(ArchiveError, match=r"The backup .*sent\.sqlite3 is damaged itself .*choose another"):
        backups.restore(archive_path, sent)
    assert digest(archive_path) == before and not list(archive_path.parent.glob("*replaced*"))
