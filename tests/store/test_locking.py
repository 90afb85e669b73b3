"""One writer per archive, on Windows as on Linux: the second process is told which process
holds the archive, and keeps no file open.

Windows' locks are mandatory (a locked byte cannot be read by anyone else), so its logic is
run here with a stand-in for ``msvcrt`` that locks byte ranges per open file and refuses
another file's read of a locked byte, as Windows does. The real lock (flock here) is tried
with a second process."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from mafia_desktop.store import Archive, ArchiveBusy
from mafia_desktop.store.log import locking
from mafia_desktop.store.log.locking import PosixLocks, WindowsLocks, WriterLock

from .test_faults import start_writer


class Windows:
    """``msvcrt.locking`` and the reads of ``os`` as Windows has them: a byte locked through
    one open file cannot be locked or read through another."""

    LK_UNLCK, LK_NBLCK = 0, 2

    def __init__(self) -> None:
        self.held: dict[tuple[int, int, int], int] = {}   # (device, inode, byte) → fd

    @staticmethod
    def _bytes(fd: int, count: int) -> list[tuple[int, int, int]]:
        status, start = os.fstat(fd), os.lseek(fd, 0, os.SEEK_CUR)
        return [(status.st_dev, status.st_ino, byte) for byte in range(start, start + count)]

    def locking(self, fd: int, mode: int, count: int) -> None:
        spots = self._bytes(fd, count)
        if any(self.held.get(spot, fd) != fd for spot in spots):
            raise OSError(errno.EACCES, "Permission denied")   # what msvcrt raises
        for spot in spots:
            if mode == self.LK_UNLCK:
                del self.held[spot]
            else:
                self.held[spot] = fd

    def lseek(self, fd: int, position: int, how: int) -> int:
        return os.lseek(fd, position, how)

    def read(self, fd: int, count: int) -> bytes:
        if any(self.held.get(spot, fd) != fd for spot in self._bytes(fd, count)):
            raise PermissionError(errno.EACCES, "The process cannot access the file because another "
                                                "process has locked a portion of the file")
        return os.read(fd, count)


def open_files() -> int:
    return len(os.listdir("/proc/self/fd"))


@pytest.fixture
def windows():
    system = Windows()
    return lambda path: WriterLock(path, locks=WindowsLocks(system, files=system))


def test_on_windows_the_second_writer_is_told_the_first_ones_process(tmp_path, windows):
    path = tmp_path / "archive.sqlite3"
    first = windows(path)
    first.acquire()
    before = open_files()
    with pytest.raises(ArchiveBusy) as refused:
        windows(path).acquire()
    assert f"process {os.getpid()}" in str(refused.value)
    assert open_files() == before               # the refused one keeps nothing open
    first.release()
    second = windows(path)
    second.acquire()                            # free once the first lets go
    second.release()


def test_the_stand_in_refuses_as_windows_does_a_lock_on_the_id_itself(tmp_path, windows, monkeypatch):
    # Locked where the id is written (the old lock), the id cannot be read: "unknown".
    monkeypatch.setattr(locking, "LOCK_BYTE", 0)
    path = tmp_path / "archive.sqlite3"
    first = windows(path)
    first.acquire()
    with pytest.raises(ArchiveBusy) as refused:
        windows(path).acquire()
    assert "process unknown" in str(refused.value)
    first.release()


def test_the_lock_byte_is_never_where_the_id_is_read():
    assert locking.LOCK_BYTE >= locking._OWNER_SIZE


def test_on_linux_the_lock_is_flock_and_the_id_reads_beside_it(tmp_path):
    path = tmp_path / "archive.sqlite3"
    first = WriterLock(path, locks=PosixLocks())
    first.acquire()
    before = open_files()
    with pytest.raises(ArchiveBusy, match=f"process {os.getpid()}"):
        WriterLock(path, locks=PosixLocks()).acquire()
    assert open_files() == before
    first.release()
    assert first._fd is None and open_files() == before - 1


def test_the_id_is_written_over_the_last_holders_without_cutting_the_file(tmp_path, monkeypatch):
    path = tmp_path / "archive.sqlite3"
    lock_file = path.with_name(path.name + ".lock")
    lock_file.write_bytes(b"123456789012")      # a longer id, left by a holder gone since

    def cut(fd, length):
        raise AssertionError("the lock file was cut (0.3-5.6 ms on ext4)")
    monkeypatch.setattr(locking.os, "ftruncate", cut)
    lock = WriterLock(path, locks=PosixLocks())
    lock.acquire()
    try:
        assert lock_file.read_bytes().strip() == str(os.getpid()).encode()
        with pytest.raises(ArchiveBusy, match=f"process {os.getpid()}\\)"):   # the id whole, nothing of the last
            WriterLock(path, locks=PosixLocks()).acquire()
    finally:
        lock.release()


@pytest.mark.parametrize("holder, named", [("4294967296", "4294967296"), ("9" * 40, "9" * 40), ("²", "\ufffd\ufffd"),
                                           ("٣", "\ufffd\ufffd")])
def test_a_held_lock_whose_id_is_no_process_of_this_system_is_busy_not_taken_over(tmp_path, holder, named):
    # Someone else's file: an id past any pid (os.kill raised OverflowError), or "²" (str.isdigit,
    # no int reads it). The lock is held all the same: never taken over, never a Python error.
    path = tmp_path / "archive.sqlite3"
    first = WriterLock(path, locks=PosixLocks())
    first.acquire()
    try:
        lock_file = path.with_name(path.name + ".lock")
        lock_file.write_bytes(holder.encode().ljust(20))
        with pytest.raises(ArchiveBusy, match=f"\\(process {named}\\)"):
            WriterLock(path, locks=PosixLocks()).acquire()
        assert lock_file.read_bytes().strip() == holder.encode()   # left as it was
    finally:
        first.release()


def test_a_second_process_is_told_the_writers_process_id(tmp_path):
    path = tmp_path / "archive.sqlite3"
    writer = start_writer(path)
    try:
        writer.stdout.readline()                # the writer holds the archive now
        before = open_files()
        with pytest.raises(ArchiveBusy) as refused:
            Archive(path)
        assert f"(process {writer.pid})" in str(refused.value)
        assert open_files() == before
    finally:
        writer.kill()
        writer.wait()
    Archive(Path(path)).close()                 # the lock died with the process


def test_the_archive_renamed_while_it_is_open_lets_no_second_writer_in(tmp_path):
    first = Archive(tmp_path / "a.sqlite3")
    try:
        os.rename(tmp_path / "a.sqlite3", tmp_path / "b.sqlite3")
        with pytest.raises(ArchiveBusy, match="under another name"):
            Archive(tmp_path / "b.sqlite3")
    finally:
        first.close()
    Archive(tmp_path / "b.sqlite3").close()    # the first one gone, the file is free again


def test_a_second_mount_of_the_archive_lets_no_second_writer_in(tmp_path):
    # A bind mount gives the file a second name the lock file cannot see; the file's own lock
    # meets it. Made in a mount namespace of its own, where this machine lets a test make one.
    import shutil
    import subprocess
    import sys
    if shutil.which("unshare") is None:
        pytest.skip("no unshare(1) here to make a mount namespace")
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "elsewhere" / "b.sqlite3").write_bytes(b"")
    probe = subprocess.run(["unshare", "-m", "true"], capture_output=True)
    if probe.returncode != 0:
        pytest.skip(f"this machine lets no test make a mount namespace ({probe.stderr.decode().strip()})")
    with Archive(tmp_path / "a.sqlite3"):
        script = ("import sys\nfrom mafia_desktop.store import Archive, ArchiveBusy\n"
                  "try:\n    Archive(sys.argv[1]).close()\nexcept ArchiveBusy as error:\n"
                  "    print(error)\n    sys.exit(3)\n")
        done = subprocess.run(
            ["unshare", "-m", "sh", "-c", 'mount --bind "$1" "$2" && exec "$3" -c "$4" "$2"', "sh",
             str(tmp_path / "a.sqlite3"), str(tmp_path / "elsewhere" / "b.sqlite3"), sys.executable, script],
            capture_output=True, text=True, timeout=60)
    assert done.returncode == 3, done.stdout + done.stderr
    assert "under another name" in done.stdout


def test_a_refused_openings_lock_file_goes_if_it_made_it_and_the_next_taker_makes_its_own(tmp_path):
    path = tmp_path / "archive.sqlite3"
    first = WriterLock(path, locks=PosixLocks())
    first.acquire()
    waiting = os.open(first.path, os.O_RDWR)   # another taker's, opened while it is held
    first.release(refused=True)
    assert not first.path.exists()
    try:
        second = WriterLock(path, locks=PosixLocks())
        second.acquire()                        # a lock file of its own, not the one removed
        assert not os.path.samestat(os.fstat(waiting), os.stat(second.path))
        second.release()                        # an opening not refused keeps its lock file
        assert second.path.exists()
    finally:
        os.close(waiting)
    kept = WriterLock(path, locks=PosixLocks())
    kept.acquire()
    kept.release(refused=True)                  # one that was there stays
    assert kept.path.exists()
