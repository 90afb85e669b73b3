"""The local archive: every game in one SQLite file as an append-only event log
(sqlite-utils), its listings, the trash, and import/export of game records; its checks and
its backups."""

from mafia_desktop.store.archive import Archive
from mafia_desktop.store.projections.listing import GameRow
from mafia_desktop.time_stamps import utc_now
from mafia_desktop.store.errors import (
    ArchiveBusy, ArchiveDamaged, ArchiveError, ArchiveReadOnly, ArchiveTooNew, DamagedGame, DamagedHeader,
    NotAnArchive, UnknownGame,
)
from mafia_desktop.store.opening.paths import default_db_path, resolve_db_path

__all__ = [
    "Archive", "ArchiveBusy", "ArchiveDamaged", "ArchiveError", "ArchiveReadOnly", "ArchiveTooNew",
    "DamagedGame", "DamagedHeader", "GameRow", "NotAnArchive", "UnknownGame", "default_db_path",
    "resolve_db_path", "utc_now",
]
