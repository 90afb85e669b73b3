"""The local archive: every game in one SQLite file as an append-only event log
(sqlite-utils), its listings, the trash, and import/export of game records."""

from .archive import Archive, GameRow, utc_now
from .errors import ArchiveBusy, ArchiveError, ArchiveTooNew, NotAnArchive, UnknownGame
from .paths import default_db_path, resolve_db_path

__all__ = [
    "Archive", "ArchiveBusy", "ArchiveError", "ArchiveTooNew", "GameRow", "NotAnArchive",
    "UnknownGame", "default_db_path", "resolve_db_path", "utc_now",
]
