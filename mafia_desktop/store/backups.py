"""Backups by themselves: whole copies of the archive, made while the app runs, rotated, and
put back in the archive's place on request.

A backup is SQLite's online backup of the archive read in one snapshot (consistent while a
game goes on), written under a temporary name and renamed when complete: a crash or a kill
half-way leaves the archive and every older backup as they were, and only a ``.part`` file
(and its ``-journal``), removed at the next writable open or backup. They go into
``<archive>-backups`` beside the archive, and, if
the host chose one, into a second folder too (a USB stick, a synced folder), which is
skipped with a notice while it is not there.

Kept: the last ``KEEP_LAST``, and the newest of each week for ``KEEP_WEEKS`` weeks. While
games are known to be damaged nothing is deleted: the backups that hold them whole stay.
"""

from __future__ import annotations

import json
import logging
import os
import re
import shutil
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Iterable, Sequence

from mafia_desktop.engine.errors import Message

from mafia_desktop.store import digests, guard, schema
from mafia_desktop.store.errors import ArchiveError
from mafia_desktop.store.locking import WriterLock
from mafia_desktop.store.paths import backups_beside as folder_beside, free_name, real_file, remove_stray_parts

logger = logging.getLogger(__name__)

if TYPE_CHECKING:
    from mafia_desktop.store.archive import Archive

KEEP_LAST = 10
KEEP_WEEKS = 52
_STAMP = "%Y-%m-%dT%H-%M-%SZ"
_NAME = re.compile(r"^(?P<stem>.+)-(?P<when>\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ)(?: \(\d+\))?(?P<suffix>\.[^.]*)?$")


@dataclass(frozen=True)
class Backup:
    path: Path
    when: datetime     # UTC, from the name (copying a folder changes the files' times)
    size: int


@dataclass
class BackupResult:
    """What one backup run wrote, removed and has to tell the host."""

    written: list[Backup] = field(default_factory=list)
    removed: list[Path] = field(default_factory=list)
    notices: list[Message] = field(default_factory=list)


def backups_in(folder: Path, stem: str) -> list[Backup]:
    """The backups of the archive named ``stem`` in ``folder``, newest first (none if the
    folder is not there)."""
    found = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return []
    for path in entries:
        match = _NAME.match(path.name)
        if match and match["stem"] == stem and path.is_file():
            when = datetime.strptime(match["when"], _STAMP).replace(tzinfo=timezone.utc)
            found.append(Backup(path, when, path.stat().st_size))
    return sorted(found, key=lambda b: (b.when, b.path.name), reverse=True)


def all_backups(folders: Iterable[Path], stem: str) -> list[Backup]:
    """Every backup in these folders, newest first."""
    return sorted((b for folder in folders for b in backups_in(folder, stem)),
                  key=lambda b: (b.when, b.path.name), reverse=True)


def copy_file(source: Path, target: Path) -> None:
    """A whole, consistent copy of an archive file (read in one snapshot, beside a writer),
    complete under ``target`` or not there at all."""
    temp = _part(target)
    reader, _ = schema.open_reading(source)
    try:
        copy = guard.connect(str(temp), temp, isolation_level=None)
        try:
            reader.backup(copy)
            # A file on its own: no -wal beside it, so it opens anywhere, read-only too.
            copy.execute("PRAGMA journal_mode=DELETE")
        finally:
            copy.close()
    finally:
        reader.close()
    schema.replace_synced(temp, target)


#: Beside the backups: what the archive's files were when the newest backup was taken.
_MARK = ".last-backup"


def file_mark(path: Path) -> list[int]:
    """The archive's files as the file system sees them (sizes and change times of the
    file and its write-ahead log): any write changes it, reading never does."""
    mark = []
    for part in (path, path.with_name(path.name + "-wal")):
        try:
            stat = part.stat()
        except FileNotFoundError:
            mark += [0, 0]
            continue
        # An empty log holds nothing, whenever it was emptied (or made again at an open).
        mark += [stat.st_size, stat.st_mtime_ns] if stat.st_size else [0, 0]
    return mark


def unchanged_since_backup(archive: Archive) -> bool:
    """Has nothing been written to the archive since its newest backup? A window closed on
    an archive it only read makes no new copy (a 2.5 GB archive, ten copies a morning of
    looking at it, filled a disk)."""
    try:
        recorded = json.loads((folder_beside(archive.path) / _MARK).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return recorded == file_mark(archive.path) and bool(backups_in(folder_beside(archive.path), archive.path.stem))


def backup_first(archive: Archive, *, extra: Sequence[Path] = ()) -> BackupResult | None:
    """A backup before a command that writes many games or replaces some (a big import, an
    import with --replace), as a finished game gets one: the way back if the records were
    not what the host thought. None if there is nothing to lose (no game yet) or nothing was
    written since the newest backup."""
    if not archive.games(limit=1) or unchanged_since_backup(archive):
        return None
    return make_backup(archive, extra=extra)


def make_backup(archive: Archive, *, extra: Sequence[Path] = (), now: datetime | None = None) -> BackupResult:
    """Back the archive up into the folder beside it and into each ``extra`` folder, then
    rotate each. May run in a thread of its own (it reads through its own connection)."""
    now = now or datetime.now(timezone.utc)
    path = archive.path
    result = BackupResult()
    name = f"{path.stem}-{now.strftime(_STAMP)}{path.suffix}"
    main = folder_beside(path)
    try:
        main.mkdir(parents=True, exist_ok=True)
        remove_stray_parts(main)
        target = free_name(main / name)
        mark = file_mark(path)   # before the copy: a write during it makes the next one due
        copy_file(path, target)
        (main / _MARK).write_text(json.dumps(mark), encoding="utf-8")
    except OSError as error:
        logger.error("no backup of %s: %s could not be written (%s)", path, main, error)
        raise ArchiveError("The backup into {folder} could not be written ({error})", folder=main,
                           error=str(error)) from None
    result.written.append(Backup(target, now, target.stat().st_size))
    for folder in extra:
        if not folder.is_dir():
            result.notices.append(Message("The second backup folder {folder} is not there (a stick not "
                                          "plugged in?): skipped this time", folder=folder))
            continue
        try:
            remove_stray_parts(folder)
            copied = free_name(folder / name)
            temp = _part(copied)
            shutil.copyfile(target, temp)
            schema.replace_synced(temp, copied)
            result.written.append(Backup(copied, now, copied.stat().st_size))
        except OSError as error:
            result.notices.append(Message("The backup could not be copied into {folder} ({error})",
                                          folder=folder, error=str(error)))
    if archive.damaged:
        result.notices.append(Message("%n damaged game(s) in the archive: no backup is deleted "
                                      "until they are dealt with", "", len(archive.damaged)))
    else:
        for folder in [main, *[f for f in extra if f.is_dir()]]:
            result.removed += rotate(folder, path.stem, now)
    logger.info("backup of %s: %s written, %d old removed", path, ", ".join(str(b.path) for b in result.written),
                len(result.removed))
    for notice in result.notices:
        logger.warning("backup of %s: %s", path, notice)
    return result


def _part(target: Path) -> Path:
    """Where a file is written before it is renamed into place, named after this process."""
    return target.with_name(f".{target.name}.{os.getpid()}.part")


def to_keep(found: Sequence[Backup], now: datetime) -> set[Path]:
    """The last KEEP_LAST, and the newest of each of the last KEEP_WEEKS weeks."""
    newest_first = sorted(found, key=lambda b: (b.when, b.path.name), reverse=True)
    keep = {b.path for b in newest_first[:KEEP_LAST]}
    weeks_seen: set[int] = set()
    for backup in newest_first:
        week = (now - backup.when) // timedelta(weeks=1)
        if week < KEEP_WEEKS and week not in weeks_seen:
            weeks_seen.add(week)
            keep.add(backup.path)
    return keep


def rotate(folder: Path, stem: str, now: datetime) -> list[Path]:
    """Delete this archive's backups in ``folder`` that are not to be kept; returns them."""
    found = backups_in(folder, stem)
    keep = to_keep(found, now)
    removed = []
    for backup in found:
        if backup.path not in keep:
            backup.path.unlink(missing_ok=True)
            removed.append(backup.path)
    return removed


#: The first archive version whose games carry their digests (a backup made before the last
#: upgrade still shows which of its games are whole).
DIGESTS_SINCE = 4


def find_whole(folders: Iterable[Path], stem: str, game_id: str) -> Backup | None:
    """The newest backup of the archive ``stem`` that holds the game whole (its digests
    verify there)."""
    for backup in all_backups(folders, stem):
        try:
            if (schema.inspect(backup.path) or 0) < DIGESTS_SINCE:   # older ones keep no digests to verify
                continue
            conn, _ = schema.open_reading(backup.path)
            try:
                rows, problem = digests.check_game(conn, game_id)
            finally:
                conn.close()
        except (ArchiveError, OSError):
            continue
        if rows and problem is None:
            return backup
    return None


def restore(archive_path: Path, backup: Path, *, now: datetime | None = None) -> Path | None:
    """Put a copy of ``backup`` in the archive's place. The current file (with its ``-wal``
    holding the last moves, if any) is moved aside under a new name, never overwritten;
    returns where it went (None if there was none). Refused, with nothing changed, while the
    archive is open for writing (the writer lock) or if the backup is not a whole archive."""
    now = now or datetime.now(timezone.utc)
    archive_path = real_file(archive_path)   # the file itself moves aside, not a link to it
    version = schema.inspect(backup)
    if version is None:
        raise ArchiveError("{backup} is empty: not a backup of an archive", backup=backup)
    reader, _ = schema.open_reading(backup)
    try:
        verdict = reader.execute("PRAGMA quick_check").fetchone()[0]
    finally:
        reader.close()
    if verdict != "ok":
        raise ArchiveError("The backup {backup} is damaged itself ({problem}): choose another",
                           backup=backup, problem=verdict)
    lock = WriterLock(archive_path)
    lock.acquire()
    try:
        aside = None
        if archive_path.exists():
            aside = free_name(archive_path.with_name(
                f"{archive_path.stem}-replaced-{now.strftime(_STAMP)}{archive_path.suffix}"))
            os.rename(archive_path, aside)
            for ending in ("-wal", "-shm"):
                beside = archive_path.with_name(archive_path.name + ending)
                if beside.exists():
                    os.rename(beside, aside.with_name(aside.name + ending))
        temp = archive_path.with_name(f".{archive_path.name}.restoring")
        shutil.copyfile(backup, temp)
        schema.replace_synced(temp, archive_path)
    except OSError as error:
        logger.error("the backup %s could not be put in place of %s (%s)", backup, archive_path, error)
        raise ArchiveError("The backup could not be put in place of {path} ({error})", path=archive_path,
                           error=str(error)) from None
    finally:
        lock.release()
    logger.info("the backup %s restored as %s; the file it replaced kept as %s", backup, archive_path, aside)
    return aside

