"""A restore, an upgrade's copy and a backup killed at each of their steps (real processes,
stopped dead at a named point: ``store.stop_points``): the next start leaves the old archive
or the new one in place with every acknowledged event, says so, and no copy of a dead process
stays behind."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from mafia_desktop.store import Archive
from mafia_desktop.store.housekeeping import backups
from mafia_desktop.store.opening import restore_journal, schema
from mafia_desktop.store.stop_points import ENV_VAR

from .test_faults import start_writer
from .test_upgrade_and_registry import v2_file
from tests.store.evening import blacks_removed

ROOT = Path(__file__).resolve().parents[2]
CLI = str(Path(sys.executable).with_name("mafia-desktop"))
RESTORE_STEPS = ["restore-copied", "restore-journaled", "restore-moved-aside", "restore-log-moved",
                 "restore-replaced"]


def run_stopped(args: list[str], step: str, home: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, ENV_VAR: step, "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config")}
    return subprocess.run([CLI, *args], env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)


def leftovers(folder: Path) -> list[str]:
    """What no finished restore, copy or backup leaves."""
    return sorted(str(path.relative_to(folder)) for path in folder.rglob("*")
                  if path.name.endswith((".part", ".part-journal", ".restoring", ".restore-journal")))


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> tuple[Path, str, int]:
    """An archive with a backup, then a game its writer was killed in: its last acknowledged
    moves are in the ``-wal`` only."""
    folder = tmp_path_factory.mktemp("played")
    path = folder / "a.sqlite3"
    with Archive(path) as archive:
        archive.create_game(blacks_removed().game.events)
        backups.make_backup(archive)
    writer = start_writer(path)
    game_id = writer.stdout.readline().split()[1]
    acknowledged = 0
    while acknowledged < 40:
        acknowledged = int(writer.stdout.readline().split()[1])
    os.kill(writer.pid, signal.SIGKILL)
    writer.wait()
    (folder / "writer.py").unlink()
    assert path.with_name("a.sqlite3-wal").stat().st_size > 0
    return folder, game_id, acknowledged


def events_in(path: Path, game_id: str) -> int:
    with Archive(path, write=False) as archive:
        return len(archive.events(game_id)) if game_id in {g.id for g in archive.games()} else 0


@pytest.mark.skipif(sys.platform != "linux", reason="SIGKILL and /proc: Linux")
@pytest.mark.parametrize("step", RESTORE_STEPS)
def test_a_restore_killed_at_any_step_leaves_one_archive_or_the_other_with_every_event(played, step, tmp_path):
    source, game_id, acknowledged = played
    folder = tmp_path / "d"
    shutil.copytree(source, folder)
    path = folder / "a.sqlite3"
    done = run_stopped(["--db", str(path), "restore-backup", "latest"], step, tmp_path)
    assert done.returncode == -signal.SIGKILL, done.stderr
    with Archive(path) as archive:   # the next start
        told = " ".join(str(notice) for notice in archive.notices)
        games = {g.id for g in archive.games()}
    assert "restore" in told
    assert leftovers(folder) == []
    replaced = sorted(folder.glob("a-replaced-*.sqlite3"))
    if game_id in games:   # undone: the old archive, every event in it
        assert step == "restore-copied" and not replaced
        assert events_in(path, game_id) >= acknowledged
    else:                  # finished: the backup in place, the old archive and its log aside
        assert step != "restore-copied" and len(replaced) == 1
        assert len(games) == 1
        assert events_in(replaced[0], game_id) >= acknowledged


@pytest.mark.skipif(sys.platform != "linux", reason="SIGKILL: Linux")
@pytest.mark.parametrize("step", ["copy-written", "upgrade-copied"])
def test_an_upgrade_killed_in_or_after_its_copy_leaves_no_part_and_makes_one_copy(tmp_path, step):
    path = tmp_path / "old.sqlite3"
    v2_file(path, {"g1": blacks_removed()})
    done = run_stopped(["--db", str(path), "games"], step, tmp_path)
    assert done.returncode == -signal.SIGKILL, done.stderr
    cut = [p.name for p in tmp_path.glob(".old.sqlite3.v2.bak.*.part")]
    assert bool(cut) == (step == "copy-written")   # the copy cut short, or whole
    with Archive(path) as archive:   # the next start: the stray part gone, one whole copy made
        assert len(archive.games()) == 1
    assert leftovers(tmp_path) == []
    assert [p.name for p in tmp_path.glob("old.sqlite3.v*")] == ["old.sqlite3.v2.bak"]
    assert schema.inspect(path) == schema.SCHEMA_VERSION


def test_a_full_disk_in_an_upgrade_copy_leaves_no_part_nor_journal(tmp_path, monkeypatch):
    path = tmp_path / "old.sqlite3"
    v2_file(path, {"g1": blacks_removed()})

    def full(source: Path, temp: Path) -> None:
        temp.write_bytes(b"x" * 5000)
        temp.with_name(temp.name + "-journal").write_bytes(b"j")
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(backups, "_snapshot", full)
    with pytest.raises(Exception):
        Archive(path)
    assert leftovers(tmp_path) == []


def test_a_stray_part_named_by_no_process_id_is_cleared_and_one_past_any_pid_is_left(tmp_path):
    # Files made elsewhere: "²" (str.isdigit, no int reads it) and "٣" are no id, cleared as
    # any other name; an id past any pid (os.kill raised OverflowError) is not known to be gone.
    path = tmp_path / "a.sqlite3"
    Archive(path).close()
    junk = [tmp_path / ".a.sqlite3.².part", tmp_path / ".a.sqlite3.٣.part-journal"]
    kept = tmp_path / ".a.sqlite3.99999999999.part"
    for part in (*junk, kept):
        part.write_bytes(b"x")
    with Archive(path):
        pass
    assert not any(part.exists() for part in junk) and kept.exists()


@pytest.mark.skipif(sys.platform != "linux", reason="SIGKILL: Linux")
def test_a_backup_killed_among_its_chunks_leaves_no_part_after_the_next_start(tmp_path):
    path = tmp_path / "a.sqlite3"
    with Archive(path) as archive:
        archive.create_game(blacks_removed().game.events)
    done = run_stopped(["--db", str(path), "backup"], "chunk-written", tmp_path)
    assert done.returncode == -signal.SIGKILL, done.stderr
    assert leftovers(tmp_path)
    with Archive(path):
        pass
    assert leftovers(tmp_path) == []


def test_a_journal_is_carried_out_to_its_end_whatever_is_done_already(tmp_path):
    path = tmp_path / "a.sqlite3"
    with Archive(path) as archive:
        archive.create_game(blacks_removed().game.events)
    backups.copy_file(path, restore_journal.temp_for(path))
    aside = tmp_path / "a-replaced.sqlite3"
    restore_journal.begin(path, aside)
    assert restore_journal.carry_out(path) == aside
    assert path.exists() and aside.exists() and leftovers(tmp_path) == []
    assert restore_journal.settle(path) is None
