"""Where the archive lives: ``--db PATH``, else ``$MAFIA_DESKTOP_DB``, else the user data folder."""

from __future__ import annotations

import os
from pathlib import Path

from mafia_desktop.engine.errors import Message
from mafia_desktop.numerals import digits
from mafia_desktop.store.errors import ArchiveLinked
from mafia_desktop.store.log.locking import running


def backups_beside(archive_path: Path) -> Path:
    """The folder of an archive's own backups, beside it."""
    return archive_path.with_name(f"{archive_path.stem}-backups")


#: The folder of the backups' chunks, in a folder of backups (``housekeeping.chunks``).
CHUNK_STORE = "chunks"
#: In a store while a backup writes chunks into it: left by a backup killed among its chunks,
#: it tells the next start to look for their parts (``ChunkStore.clear_if_cut_short``).
UNDER_WAY = ".under-way"


def chunks_cut_short(backups: Path) -> bool:
    """Whether a backup into ``backups`` was killed among its chunks (its mark still there):
    asked at every writable start, which loads the chunks' module only then."""
    return (backups / CHUNK_STORE / UNDER_WAY).exists()

ENV_VAR = "MAFIA_DESKTOP_DB"
FILE_NAME = "archive.sqlite3"


def default_db_path() -> Path:
    from_env = os.environ.get(ENV_VAR)
    if from_env:
        return Path(from_env).expanduser()
    import platformdirs   # +11 ms to a start that names its archive ($MAFIA_DESKTOP_DB, --db)
    return Path(platformdirs.user_data_dir("mafia-desktop", appauthor=False)) / FILE_NAME


def resolve_db_path(option: str | os.PathLike | None) -> Path:
    return Path(option).expanduser() if option else default_db_path()


def real_file(path: Path) -> Path:
    """The archive's one true name: links (a shortcut, a synced folder's link) resolved, so
    every name of the file opens, locks and logs the same file. A file with more than one
    hard link is refused: SQLite keeps its write-ahead log by name, and two names written at
    once corrupt the file."""
    real = Path(path).expanduser().resolve()
    try:
        links = real.stat().st_nlink if real.is_file() else 1
    except OSError:   # not there yet (a new archive), or unreadable: told where it is opened
        links = 1
    if links > 1:
        raise ArchiveLinked("{path} has {links} names on this disk (hard links). SQLite cannot keep an "
                            "archive safe under two names: two programs writing through them corrupt "
                            "it. Copy the file to a new name and open the copy, or delete its other "
                            "names; nothing was changed.", path=real, links=links)
    return real


def remove_stray_parts(folder: Path, of: str = "") -> None:
    """What a copy cut short (the app killed half-way) left in ``folder`` (only those of the
    file named ``of``, if given: an upgrade's ``.NAME.vN.bak.PID.part`` beside the archive):
    its ``.part`` file and the ``.part-journal`` SQLite kept beside it (35 after 400 kills).
    Both are named after the process writing them (``.NAME.PID.part``): one of a process still
    running is a copy under way, left alone. (The folder is read once and its names compared:
    two globs listed it twice and compiled their patterns at every writable start.)"""
    try:
        with os.scandir(folder) as entries:
            strays = [folder / entry.name for entry in entries if _stray_part(entry.name, f".{of}")]
    except OSError:
        return
    for part in strays:
        pid = part.suffixes[-2][1:] if len(part.suffixes) >= 2 else ""
        if not digits(pid) or not running(int(pid)):
            try:
                part.unlink(missing_ok=True)
            except OSError:   # (a folder we may not write: the next backup says so)
                pass


def _stray_part(name: str, start: str) -> bool:
    """Whether ``name`` is ``START*.part`` or ``START*.part-journal`` (as a glob matches them)."""
    return any(name.startswith(start) and name.endswith(end) and len(name) >= len(start) + len(end)
               for end in (".part", ".part-journal"))


def free_name(target: Path) -> Path:
    """Never overwrite: add (2), (3), ... to a name already taken."""
    candidate, n = target, 2
    while candidate.exists():
        candidate = target.with_name(f"{target.stem} ({n}){target.suffix}")
        n += 1
    return candidate


def why_read_only(path: Path) -> Message | None:
    """Why this process may not write the archive at ``path``, in words; None if it may. Its
    folder counts too: SQLite keeps its ``-wal`` and ``-shm`` files there, and we the lock."""
    folder = path.absolute().parent
    while not folder.exists() and folder != folder.parent:   # a new archive in a new folder
        folder = folder.parent
    if _read_only_disk(folder):
        return Message("its disk is read-only")
    if path.exists() and not os.access(path, os.W_OK):
        return Message("the file is read-only")
    if not os.access(folder, os.W_OK | os.X_OK):
        return Message("its folder {folder} is read-only", folder=folder)
    return None


def _read_only_disk(folder: Path) -> bool:
    """A read-only mount (a write-protected stick), which even root may not write."""
    try:
        return bool(os.statvfs(folder).f_flag & os.ST_RDONLY)
    except (AttributeError, OSError):   # no statvfs on Windows
        return False
