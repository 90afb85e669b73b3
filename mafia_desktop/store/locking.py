"""One writer per archive: a lock file beside it, held while the archive is open for writing.

SQLite alone would let a second process write between our transactions; the host must
instead be told at once that the archive is open elsewhere, and by which process. The
operating system drops the lock when the process dies, so a crash never leaves the
archive locked.

The lock file holds the writer's process id at its start. The lock itself is taken on one
byte far past it (``LOCK_BYTE``), which nobody reads: Windows' locks are mandatory, so a
lock on the id would make the second process's read of it fail. The operating system's
calls sit behind ``Locks`` (``PosixLocks``, ``WindowsLocks``), so the Windows logic runs in
the tests on any machine with a stand-in for ``msvcrt`` that refuses reads as Windows does.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Protocol

from mafia_desktop.store.errors import ArchiveBusy

#: Where the lock sits: past any process id, so reading the id never touches it.
LOCK_BYTE = 1 << 30
_OWNER_SIZE = 64


class Locks(Protocol):
    """The operating system's part: take or drop the writer's lock on an open lock file,
    and read the owner's id from its start."""

    def try_lock(self, fd: int) -> bool: ...
    def unlock(self, fd: int) -> None: ...
    def read_owner(self, fd: int) -> bytes: ...


class PosixLocks:
    """``flock`` on the whole file: advisory, so the owner's id reads freely."""

    def __init__(self, fcntl: Any = None) -> None:
        if fcntl is None:
            import fcntl
        self.fcntl = fcntl

    def try_lock(self, fd: int) -> bool:
        try:
            self.fcntl.flock(fd, self.fcntl.LOCK_EX | self.fcntl.LOCK_NB)
            return True
        except OSError:
            return False

    def unlock(self, fd: int) -> None:
        self.fcntl.flock(fd, self.fcntl.LOCK_UN)

    def read_owner(self, fd: int) -> bytes:
        return os.pread(fd, _OWNER_SIZE, 0)


class WindowsLocks:
    """``msvcrt.locking`` on ``LOCK_BYTE`` alone (it locks from the file's position on);
    ``files`` reads the id (``os``, or in the tests a stand-in that refuses a locked byte)."""

    def __init__(self, msvcrt: Any = None, files: Any = os) -> None:
        if msvcrt is None:  # pragma: no cover - Windows only
            import msvcrt
        self.msvcrt, self.files = msvcrt, files

    def try_lock(self, fd: int) -> bool:
        self.files.lseek(fd, LOCK_BYTE, os.SEEK_SET)
        try:
            self.msvcrt.locking(fd, self.msvcrt.LK_NBLCK, 1)
            return True
        except OSError:
            return False

    def unlock(self, fd: int) -> None:
        self.files.lseek(fd, LOCK_BYTE, os.SEEK_SET)
        self.msvcrt.locking(fd, self.msvcrt.LK_UNLCK, 1)

    def read_owner(self, fd: int) -> bytes:
        self.files.lseek(fd, 0, os.SEEK_SET)
        return self.files.read(fd, _OWNER_SIZE)


def system_locks() -> Locks:
    return WindowsLocks() if os.name == "nt" else PosixLocks()


class WriterLock:
    def __init__(self, db_path: Path, *, locks: Locks | None = None) -> None:
        real = Path(db_path).resolve()   # one lock for every name that leads to the file
        self.path = real.with_name(real.name + ".lock")
        self.locks = locks or system_locks()
        self._fd: int | None = None

    def acquire(self) -> None:
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
        try:
            if not self.locks.try_lock(fd):
                try:
                    holder = self.locks.read_owner(fd).decode("ascii", "replace").strip()
                except OSError:   # the owner's id cannot be read: the host is told all the same
                    holder = ""
                raise ArchiveBusy(
                    "The archive {name} is open in another mafia-desktop (process {process}). "
                    "Close it there first; nothing was changed.", name=self.path.with_suffix("").name,
                    process=holder or "unknown")
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, str(os.getpid()).encode("ascii"))
        except BaseException:
            os.close(fd)   # refused or failed: the file is not left open
            raise
        self._fd = fd

    def release(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            try:
                self.locks.unlock(fd)
            finally:
                os.close(fd)
