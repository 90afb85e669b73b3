"""Where the archive lives: ``--db PATH``, else ``$MAFIA_DESKTOP_DB``, else the user data folder."""

from __future__ import annotations

import os
from pathlib import Path

from mafia_desktop.engine.errors import Message


def backups_beside(archive_path: Path) -> Path:
    """The folder of an archive's own backups, beside it."""
    return archive_path.with_name(f"{archive_path.stem}-backups")

ENV_VAR = "MAFIA_DESKTOP_DB"
FILE_NAME = "archive.sqlite3"


def default_db_path() -> Path:
    from_env = os.environ.get(ENV_VAR)
    if from_env:
        return Path(from_env).expanduser()
    import platformdirs
    return Path(platformdirs.user_data_dir("mafia-desktop", appauthor=False)) / FILE_NAME


def resolve_db_path(option: str | os.PathLike | None) -> Path:
    return Path(option).expanduser() if option else default_db_path()


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
