"""What can go wrong with an archive file, in words for the host."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from mafia_desktop.engine.errors import MafiaError, Message

if TYPE_CHECKING:
    import sqlite3


class ArchiveError(MafiaError):
    """The archive cannot be used as asked; the file was not changed.

    Like every error of ours, it carries a translatable ``message``:
    ``ArchiveError("No game {game} in this archive", game=game_id)``."""


class NotAnArchive(ArchiveError):
    """Random bytes, or another program's SQLite file."""


class ArchiveTooNew(ArchiveError):
    """Written by a newer version of the app."""


class ArchiveBusy(ArchiveError):
    """Another mafia-desktop process is writing to this archive."""


class ArchiveLinked(ArchiveError):
    """The file has more than one name on its disk (hard links): SQLite keeps a write-ahead
    log per name, so two names written at once corrupt it."""


class UnknownGame(ArchiveError):
    """No game with that id in this archive."""


class DamagedHeader(NotAnArchive):
    """Our tables are there, but the file's mark (its application id) is not: the header
    was damaged. ``schema.repair_header`` copies it into a new file with the mark put back."""

    def __init__(self, template: str | Message = "", *, path: Path, **args: Any) -> None:
        super().__init__(template, path=path, **args)
        self.path = path


class ArchiveReadOnly(ArchiveError):
    """The archive may only be read here (the file, its folder or the disk is read-only):
    browsing, replays and exports work; new games and imports need a writable copy."""


class ArchiveDamaged(ArchiveError):
    """SQLite found the file itself damaged (a page it cannot read)."""


class DamagedGame(ArchiveError):
    """A game whose events no longer match their digests: it is never shown as a shorter
    valid game. ``problem`` says what is wrong, ``backup`` the newest backup that holds it
    whole (None if none does)."""

    def __init__(self, template: str | Message = "", *, game_id: str, problem: Message,
                 backup: Path | None = None, **args: Any) -> None:
        super().__init__(template, **args)
        self.game_id = game_id
        self.problem = problem
        self.backup = backup


def from_sqlite(error: sqlite3.Error | UnicodeDecodeError, path: Path | str) -> ArchiveError:
    """An SQLite error in the archive's own words: what kind of trouble, the file, what the
    host can do. Never the raw error on its own. A stored text that is no longer UTF-8 is
    damage too."""
    name = getattr(error, "sqlite_errorname", "") or ""
    text = str(error)
    if isinstance(error, UnicodeDecodeError) or "decode to UTF-8" in text:
        name = "SQLITE_CORRUPT"
    if name.startswith("SQLITE_READONLY") or "readonly database" in text:
        return ArchiveReadOnly("The archive {path} is read-only here: nothing can be saved to it "
                               "({error})", path=path, error=text)
    if name.startswith("SQLITE_FULL") or "disk is full" in text:
        # (shutil with it: not loaded by every module that names an error, an import's readers)
        from mafia_desktop.store.housekeeping.disk_room import room_left, size_words
        free = room_left(Path(path)) if path else None
        return ArchiveError("The disk holding the archive {path} is full ({free} left): nothing more can "
                            "be saved until space is freed", path=path,
                            free=size_words(free) if free is not None else "?")
    if name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")) or "malformed" in text:
        return damaged(path, text)
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in text:
        return ArchiveBusy("The archive {path} is busy in another program; nothing was changed "
                           "({error})", path=path, error=text)
    if name.startswith(("SQLITE_IOERR", "SQLITE_CANTOPEN")):
        return ArchiveError("The archive {path} could not be read or written ({error})",
                            path=path, error=text)
    return ArchiveError("The archive {path} could not be used ({error})", path=path, error=text)


def damaged(path: Path | str, error: str) -> ArchiveDamaged:
    """The archive's pages found damaged (``error`` says how), with what the host can do."""
    return ArchiveDamaged("The archive {path} is damaged ({error}). Run mafia-desktop check "
                          "for what is affected; a backup can be restored (Settings → Backups, "
                          "or mafia-desktop restore-backup)", path=path, error=error)


def games_out_of_order(path: Path | str) -> ArchiveDamaged:
    """A damaged page of ``games`` gave back a row it had given already: an upgrade walking
    the table by rowid would go round for ever."""
    return damaged(path, "the games' table is out of order")
