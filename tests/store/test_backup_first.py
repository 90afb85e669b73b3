"""A backup before an import that writes many games or replaces some, as a finished game gets
one; and what a backup killed half-way left in the backups folder (its ``.part`` file and
SQLite's ``.part-journal`` beside it) goes at the next start."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from mafia_desktop.store import Archive
from mafia_desktop.store.importing import workers
from mafia_desktop.store import importing
from mafia_desktop.store.housekeeping.backups import backups_in, folder_beside

from .test_backups import rebuilt_file
from .test_cli import run
from .test_import_workers import record


def _records(folder, numbers):
    folder.mkdir(exist_ok=True)
    for number in numbers:
        (folder / f"{number}.json").write_text(json.dumps(record(number)), encoding="utf-8")
    return [str(folder / f"{number}.json") for number in numbers]


def _games_in(path) -> list[str]:
    with Archive(path, write=False) as archive:
        return sorted(row.source_id for row in archive.games())


def test_a_big_import_backs_the_archive_up_first(capsys, tmp_path, monkeypatch):
    db = tmp_path / "a.sqlite3"
    run(capsys, "--db", str(db), "import", *_records(tmp_path / "first", [0]))
    assert backups_in(folder_beside(db), db.stem) == []
    monkeypatch.setattr(importing, "BATCH", 2)            # three records are many now
    code, _, err = run(capsys, "--db", str(db), "import", *_records(tmp_path / "many", [1, 2, 3]))
    (backup,) = backups_in(folder_beside(db), db.stem)
    assert code == 0 and f"A backup was made before the import: {backup.path}" in err
    assert _games_in(rebuilt_file(backup.path)) == ["333915-0"]          # the archive as it was before
    assert len(_games_in(db)) == 4


def test_records_read_in_workers_while_the_backup_is_made_are_written_after_it(capsys, tmp_path, monkeypatch):
    db = tmp_path / "a.sqlite3"
    run(capsys, "--db", str(db), "import", *_records(tmp_path / "first", [0]))
    monkeypatch.setattr(importing, "BATCH", 2)
    monkeypatch.setattr(workers, "PARALLEL_FROM", 1)
    monkeypatch.setattr(workers, "CHUNK", 1)
    code, _, err = run(capsys, "--db", str(db), "import", *_records(tmp_path / "many", range(1, 9)))
    (backup,) = backups_in(folder_beside(db), db.stem)
    assert code == 0 and _games_in(rebuilt_file(backup.path)) == ["333915-0"]
    assert len(_games_in(db)) == 9


def test_an_import_that_replaces_backs_up_first_and_a_few_new_records_do_not(capsys, tmp_path):
    db = tmp_path / "a.sqlite3"
    run(capsys, "--db", str(db), "import", *_records(tmp_path / "first", [0]))
    run(capsys, "--db", str(db), "import", *_records(tmp_path / "more", [1]))
    assert backups_in(folder_beside(db), db.stem) == []
    run(capsys, "--db", str(db), "import", "--replace", *_records(tmp_path / "more", [2]))
    assert len(backups_in(folder_beside(db), db.stem)) == 1


def test_what_a_killed_backup_left_goes_at_the_next_start(tmp_path):
    db = tmp_path / "a.sqlite3"
    Archive(db).close()
    folder = folder_beside(db)
    folder.mkdir()
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                          text=True, check=True)
    gone = int(dead.stdout)
    strays = [folder / f".a-2026-01-01T10-00-00Z.sqlite3.{gone}.part",
              folder / f".a-2026-01-01T10-00-00Z.sqlite3.{gone}.part-journal"]
    under_way = [folder / f".a-2026-01-01T11-00-00Z.sqlite3.{os.getpid()}.part",
                 folder / f".a-2026-01-01T11-00-00Z.sqlite3.{os.getpid()}.part-journal"]
    for path in strays + under_way:
        path.write_bytes(b"\0" * 512)
    with Archive(db, write=False):
        assert all(path.exists() for path in strays)      # reading changes nothing
    with Archive(db):
        assert not any(path.exists() for path in strays)
        assert all(path.exists() for path in under_way)   # a live process's copy under way


def test_a_killed_upgrade_copy_beside_the_archive_goes_and_another_files_stays(tmp_path):
    db = tmp_path / "a.sqlite3"
    Archive(db).close()
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                          text=True, check=True)
    ours = [tmp_path / f".a.sqlite3.v12.bak.{dead.stdout.strip()}.part",
            tmp_path / f".a.sqlite3.v12.bak.{dead.stdout.strip()}.part-journal"]
    others = [tmp_path / f".b.sqlite3.v12.bak.{dead.stdout.strip()}.part", tmp_path / "a.sqlite3.part",
              tmp_path / ".a.sqlite3.part.txt"]
    for path in ours + others:
        path.write_bytes(b"\0" * 512)
    with Archive(db):
        assert not any(path.exists() for path in ours)
        assert all(path.exists() for path in others)   # another file's, or not a copy's part
