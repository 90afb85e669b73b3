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

from mafia_desktop.numerals import digits
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
            import fcntl   # POSIX only: no such module on Windows
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
            import msvcrt   # Windows only
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


def running(pid: int) -> bool:
    """Is process ``pid`` alive? (On Windows ``os.kill`` would end it: taken as alive.)"""
    if os.name == "nt":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:   # alive, another user's
        return True
    except OverflowError:   # an id past any pid (a file made elsewhere): not known to be gone, so
        return True         # no lock is taken over from it, nor a copy's part removed
    return True


#: The lock files this process holds open (lock file → its descriptor).
_held: dict[Path, int] = {}


def _forget_in_child() -> None:
    """A forked child (an import's worker) never holds the archive: its copies of the lock
    files are closed, not unlocked (an unlock would free the parent's lock, which the two
    share), so the lock goes with the parent alone."""
    for fd in _held.values():
        try:
            os.close(fd)
        except OSError:
            pass
    _held.clear()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_in_child)


class WriterLock:
    """The lock file beside the archive (it says who holds it), and, once the archive's file
    exists, a lock on that file itself (``hold_file``)."""

    def __init__(self, db_path: Path, *, locks: Locks | None = None) -> None:
        real = Path(db_path).resolve()   # one lock for every name that leads to the file
        self.db_path = real
        self.path = real.with_name(real.name + ".lock")
        self.locks = locks or system_locks()
        self._fd: int | None = None
        self._file_fd: int | None = None
        #: Whether the lock file held was made by this lock (``release(refused=True)`` removes it).
        self.made = False

    def hold_file(self) -> None:
        """The archive's file itself locked, after the lock file: a lock file goes by a name,
        and a second name for the same file (a bind mount, the file renamed while it is open)
        would otherwise let a second writer in, each name with its own write-ahead log, and
        the file corrupted. ``flock`` locks the file whatever it is called, and is not the
        byte-range lock SQLite itself takes (POSIX only: on Windows an open file cannot be
        renamed, nor mounted twice)."""
        if os.name == "nt" or self._file_fd is not None:
            return
        fd = os.open(self.db_path, os.O_RDONLY)
        if not PosixLocks().try_lock(fd):
            os.close(fd)
            raise ArchiveBusy("The archive {name} is open in another mafia-desktop under another name (a "
                              "renamed file or a second mount of it). Close it there first; nothing was changed.",
                              name=self.db_path.name)
        self._file_fd = fd
        _held[self.db_path] = fd

    def acquire(self) -> None:
        """The lock, or ArchiveBusy naming its holder. A lock left held for a process that
        is gone (its forked children kept it: an older import's workers) is taken over."""
        for _ in range(3):   # the lock file replaced just as it was taken: take the new one
            fd = self._open_lock_file()
            try:
                if self.locks.try_lock(fd):
                    if not self._named(fd):
                        self._close(fd)
                        continue
                    self._hold(fd)
                    return
                holder = self._owner(fd)
                os.close(fd)
                fd = -1
                if digits(holder) and not running(int(holder)):
                    taken = self._take_over()
                    if taken is not None:
                        self._hold(taken)
                        return
                    holder = self._owner_now() or holder
                raise ArchiveBusy(
                    "The archive {name} is open in another mafia-desktop (process {process}). "
                    "Close it there first; nothing was changed.", name=self.path.with_suffix("").name,
                    process=holder or "unknown")
            except BaseException:
                if fd >= 0:
                    os.close(fd)   # refused or failed: the file is not left open
                raise
        raise ArchiveBusy("The archive {name} is being opened by another mafia-desktop at this very moment: "
                          "try again; nothing was changed.", name=self.path.with_suffix("").name)

    @staticmethod
    def _open(path: Path) -> int:
        return os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)

    def _open_lock_file(self) -> int:
        """The lock file opened, ``made`` saying whether this made it: an opening refused
        leaves the folder as it found it."""
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o644)
        except FileExistsError:
            self.made = False
            return self._open(self.path)
        self.made = True
        return fd

    def _named(self, fd: int) -> bool:
        """Is the locked file still the one under the lock's name (not replaced meanwhile)?"""
        try:
            return os.path.samestat(os.fstat(fd), os.stat(self.path))
        except OSError:
            return False

    def _owner(self, fd: int) -> str:
        try:
            return self.locks.read_owner(fd).decode("ascii", "replace").strip()
        except OSError:   # the owner's id cannot be read: the host is told all the same
            return ""

    def _owner_now(self) -> str:
        try:
            fd = os.open(self.path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
        except OSError:
            return ""
        try:
            return self._owner(fd)
        finally:
            os.close(fd)

    def _take_over(self) -> int | None:
        """A new lock file in place of one held for a dead process, locked by us; None if the
        lock is live after all. One taker at a time (a lock of its own), each looking again."""
        guard = self._open(self.path.with_name(self.path.name + ".takeover"))
        try:
            if not self.locks.try_lock(guard):
                return None
            try:
                fd = self._open(self.path)
                if self.locks.try_lock(fd):   # its holders are gone meanwhile
                    return fd
                holder = self._owner(fd)
                os.close(fd)
                if not digits(holder) or running(int(holder)):
                    return None
                temp = self.path.with_name(f".{self.path.name}.{os.getpid()}.new")
                fd = self._open(temp)
                if not self.locks.try_lock(fd):
                    os.close(fd)
                    return None
                os.replace(temp, self.path)
                return fd
            finally:
                self.locks.unlock(guard)
        finally:
            os.close(guard)

    def _hold(self, fd: int) -> None:
        # Our id written over the last holder's in one write, spaces after it where that one
        # was longer (the id is read stripped), the file never cut: cut to nothing first, it
        # took ext4 0.3-0.4 ms, and 1.6-5.6 ms with the last holder's write not yet on disk (a
        # start just after a close); now 70-80 µs to lock (issue 44).
        ours = str(os.getpid()).encode("ascii")
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, ours.ljust(min(os.fstat(fd).st_size, _OWNER_SIZE)))
        self._fd = fd
        _held[self.path] = fd

    def _close(self, fd: int) -> None:
        try:
            self.locks.unlock(fd)
        finally:
            os.close(fd)

    def release(self, *, refused: bool = False) -> None:
        """The locks let go of; ``refused``: the opening they were taken for was refused, and
        the lock file goes too if this lock made it (``made``)."""
        if self._file_fd is not None:
            fd, self._file_fd = self._file_fd, None
            if _held.get(self.db_path) == fd:
                del _held[self.db_path]
            os.close(fd)   # (closing the file lets go of its lock)
        if self._fd is not None:
            fd, self._fd = self._fd, None
            if _held.get(self.path) == fd:
                del _held[self.path]
            removed = refused and self.made and self._remove_made()
            self._close(fd)
            if refused and self.made and not removed:
                self._remove_made()   # (Windows: an open file is not removed; now it is closed)

    def _remove_made(self) -> bool:
        """The lock file this lock made removed, still held: whoever opened it meanwhile finds
        it gone once locked and takes a new one (``_named``), as after a take-over."""
        try:
            self.path.unlink()
        except OSError:   # (held open elsewhere on Windows: left, as any lock file is)
            return False
        self.made = False
        return True
