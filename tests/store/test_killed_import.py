"""A killed import takes its workers with it, and they never held the archive: a real
``mafia-desktop import`` killed while its workers read, the archive opens at once; and a lock
still held for a process that is gone (as an older import's orphaned workers kept it) is
taken over."""

from __future__ import annotations

import fcntl
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mafia_desktop.store import Archive, ArchiveBusy
from mafia_desktop.store.log.locking import WriterLock

from .test_import_workers import record

ROOT = Path(__file__).resolve().parents[2]


def children(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (from /proc)."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry))
    return found


def alive(pid: int) -> bool:
    """Running (a zombie waiting for its reaper is gone already)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(sys.platform != "linux" or (os.cpu_count() or 1) < 2, reason="workers: Linux, 2 cores")
def test_a_killed_import_leaves_no_worker_and_the_archive_opens_at_once(tmp_path):
    path = tmp_path / "archive.sqlite3"
    stream = tmp_path / "records.jsonl"
    stream.write_text("".join(json.dumps(record(n)) + "\n" for n in range(3000)), encoding="utf-8")
    command = [str(Path(sys.executable).with_name("mafia-desktop")), "--db", str(path), "import", "-"]
    with open(stream, "rb") as lines:
        importer = subprocess.Popen(command, stdin=lines, stdout=subprocess.DEVNULL,
                                    stderr=subprocess.DEVNULL, cwd=ROOT)
    try:
        deadline = time.monotonic() + 60
        while len(workers := children(importer.pid)) < 2 and time.monotonic() < deadline:
            time.sleep(0.02)
        assert len(workers) >= 2, "the import started no workers"
        time.sleep(0.5)                                   # reading and writing under way
    finally:
        importer.send_signal(signal.SIGKILL)
        importer.wait()
    with Archive(path) as archive:                        # at once: no worker holds the lock
        assert archive.check(full=True).ok
    deadline = time.monotonic() + 10
    while any(map(alive, workers)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [pid for pid in workers if alive(pid)]


ORPHAN = """
import os, sys, time
sys.path.insert(0, {root!r})
from pathlib import Path
from mafia_desktop.store.log import locking
locking.WriterLock(Path(sys.argv[1])).acquire()
locking._held.clear()        # as the app did before: its forked child keeps the lock open
child = os.fork()
if child == 0:
    os.closerange(0, 3)      # (the test reads the owner's output to its end)
    time.sleep(60)
    os._exit(0)
print(child, flush=True)     # the owner dies at once, its child goes on holding the lock
"""


def test_a_lock_held_for_a_dead_process_is_taken_over(tmp_path):
    path = tmp_path / "archive.sqlite3"
    owner = subprocess.run([sys.executable, "-c", ORPHAN.format(root=str(ROOT)), str(path)], cwd=ROOT,
                           capture_output=True, text=True, check=True)
    orphan = int(owner.stdout)
    try:
        assert alive(orphan)
        probe = os.open(path.with_name(path.name + ".lock"), os.O_RDWR)
        try:   # the orphan holds the lock indeed
            with pytest.raises(OSError):
                fcntl.flock(probe, fcntl.LOCK_EX | fcntl.LOCK_NB)
        finally:
            os.close(probe)
        with Archive(path) as archive:                    # its owner is dead: taken over
            assert archive.games() == []
            with pytest.raises(ArchiveBusy, match=f"process {os.getpid()}"):
                WriterLock(path).acquire()                # and held: a second writer is refused
        with Archive(path):                               # released as any lock
            pass
    finally:
        os.kill(orphan, signal.SIGKILL)
