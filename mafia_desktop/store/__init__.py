"""The local archive: every game in one SQLite file as an append-only event log
(sqlite-utils), its listings, the trash, and import/export of game records; its checks and
its backups.

The names below are loaded when first asked for: a module of the store imported alone (an
import's readers, ``importing.reading``) does not load the archive and sqlite-utils with it,
so the command line forks its readers before that start (issue 44)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mafia_desktop.lazy_names import lend

if TYPE_CHECKING:
    from mafia_desktop.store.archive import Archive
    from mafia_desktop.store.projections.listing import GameRow
    from mafia_desktop.time_stamps import utc_now
    from mafia_desktop.store.errors import (
        ArchiveBusy, ArchiveDamaged, ArchiveError, ArchiveReadOnly, ArchiveTooNew, DamagedGame, DamagedHeader,
        NotAnArchive, UnknownGame,
    )
    from mafia_desktop.store.opening.paths import default_db_path, resolve_db_path

#: Each name's module.
_HOMES = {
    "Archive": "mafia_desktop.store.archive",
    "GameRow": "mafia_desktop.store.projections.listing",
    "utc_now": "mafia_desktop.time_stamps",
    **dict.fromkeys(("ArchiveBusy", "ArchiveDamaged", "ArchiveError", "ArchiveReadOnly", "ArchiveTooNew",
                     "DamagedGame", "DamagedHeader", "NotAnArchive", "UnknownGame"), "mafia_desktop.store.errors"),
    **dict.fromkeys(("default_db_path", "resolve_db_path"), "mafia_desktop.store.opening.paths"),
}

__all__ = [
    "Archive", "ArchiveBusy", "ArchiveDamaged", "ArchiveError", "ArchiveReadOnly", "ArchiveTooNew",
    "DamagedGame", "DamagedHeader", "GameRow", "NotAnArchive", "UnknownGame", "default_db_path",
    "resolve_db_path", "utc_now",
]


def __getattr__(name: str) -> Any:
    return lend(globals(), name, _HOMES)
