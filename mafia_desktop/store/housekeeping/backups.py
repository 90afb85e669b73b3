"""Backups by themselves: made while the app runs, rotated, and put back in the archive's
place on request.

A backup is SQLite's online backup of the archive read in one snapshot (consistent while a
game goes on), kept as the chunks it has not in common with the backups before and a small
manifest (``store.chunks``): a backup after a game costs a few megabytes, not the archive
again. Everything is written under a temporary name and renamed when complete, the manifest
last: a crash or a kill half-way leaves the archive and every older backup as they were, and
only ``.part`` files, removed at the next backup. They go into ``<archive>-backups`` beside
the archive, and, if the host chose one, into a second folder too (a USB stick, a synced
folder) with chunks of its own, which is skipped with a notice while it is not there.
Backups of the old format, whole copies of the archive, are listed, restored and rotated
as before.

Kept: the last ``KEEP_LAST``, and the newest of each week for ``KEEP_WEEKS`` weeks; the
chunks no kept backup names go with the others. While games are known to be damaged nothing
is deleted: the backups that hold them whole stay.
"""

from __future__ import annotations

import json
import logging
import os
import re
import shutil
import time
from contextlib import contextmanager
from dataclasses import field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable, Iterator, Sequence

from mafia_desktop.engine.errors import Message
from mafia_desktop.records import record

from mafia_desktop.store.housekeeping import chunks, giving_way
from mafia_desktop.store.log import digests, guarded_connection
from mafia_desktop.store import stop_points
from mafia_desktop.store.opening import ours, paths, restore_journal, schema
from mafia_desktop.store.errors import ArchiveBusy, ArchiveDamaged, ArchiveError, ArchiveReadOnly
from mafia_desktop.store.log.locking import WriterLock
from mafia_desktop.store.opening.paths import backups_beside as folder_beside, free_name, real_file, remove_stray_parts

logger = logging.getLogger(__name__)

if TYPE_CHECKING:
    from mafia_desktop.store.archive import Archive

KEEP_LAST = 10
KEEP_WEEKS = 52
_STAMP = "%Y-%m-%dT%H-%M-%SZ"
_NAME = re.compile(r"^(?P<stem>.+)-(?P<when>\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ)(?: \(\d+\))?(?P<suffix>\.[^.]*)?$")


@record(frozen=True)
class Backup:
    path: Path
    when: datetime     # UTC, from the name (copying a folder changes the files' times)
    size: int          # of the archive it restores
    chunked: bool = False   # a manifest (else a whole copy, the old format)


@record
class BackupResult:
    """What one backup run wrote, removed and has to tell the host."""

    written: list[Backup] = field(default_factory=list)
    removed: list[Path] = field(default_factory=list)
    notices: list[Message] = field(default_factory=list)
    stored: int = 0    # bytes of new chunks beside the archive


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
            chunked = path.suffix == chunks.SUFFIX
            found.append(Backup(path, when, chunks.read_size(path) if chunked else path.stat().st_size, chunked))
    return sorted(found, key=lambda b: (b.when, b.path.name), reverse=True)


def all_backups(folders: Iterable[Path], stem: str) -> list[Backup]:
    """Every backup in these folders, newest first."""
    return sorted((b for folder in folders for b in backups_in(folder, stem)),
                  key=lambda b: (b.when, b.path.name), reverse=True)


def copy_file(source: Path, target: Path) -> None:
    """A whole, consistent copy of an archive file (read in one snapshot, beside a writer),
    complete under ``target`` or not there at all."""
    temp = _part(target)
    try:
        _snapshot(source, temp)
        stop_points.reached("copy-written")
        schema.replace_synced(temp, target)
    except BaseException:   # a full disk: neither the part nor SQLite's journal of it stays
        for left in (temp, temp.with_name(temp.name + "-journal")):
            left.unlink(missing_ok=True)
        raise


#: Pages a step of the snapshot copies (4 MB of 4 KiB pages) before it gives way to the host:
#: copied in one step, 100,000 games' archive went to the disk in one go beside the window's taps.
SNAPSHOT_STEP = 1024


def _snapshot(source: Path, temp: Path, pace: Callable[[], None] = giving_way.no_pace) -> None:
    """The archive as one snapshot reads it, page for page, at ``temp`` (not synced), in
    steps of ``SNAPSHOT_STEP`` pages with ``pace`` called between two.

    The reading connection holds one read transaction from the first step to the last: the
    table's writes meanwhile (another connection) go on beside it and the copy stays the
    file as it was when it began. Without it, SQLite's backup takes a new look at the file
    at each step and begins again whenever it was written: a backup beside a game in play
    would begin again at each tap and never end."""
    reader, _ = schema.open_reading(source)
    try:
        reader.execute("BEGIN")
        reader.execute("SELECT count(*) FROM sqlite_master").fetchone()   # the snapshot taken, held
        copy = guarded_connection.connect(str(temp), temp, isolation_level=None)
        try:
            # Never synced: what is kept is its chunks, each synced as it is stored. Synced,
            # the whole file went to the disk at once, and the window's next tap waited for
            # it behind the disk's journal (250 ms measured at 100,000 games).
            copy.execute("PRAGMA synchronous=OFF")
            reader.backup(copy, pages=SNAPSHOT_STEP, progress=lambda *_: pace())
            # A file on its own: no -wal beside it, so it opens anywhere, read-only too.
            copy.execute("PRAGMA journal_mode=DELETE")
        finally:
            copy.close()
        reader.execute("COMMIT")
    finally:
        reader.close()


def _checkpoint(source: Path) -> None:
    """The archive's write-ahead log copied into its file here, in the backup's thread (a
    connection of its own, SQLite's passive checkpoint: the table writes on meanwhile). The
    snapshot's read transaction held every checkpoint back, and the window's next tap found
    the whole log to copy and sync in its commit: 316 ms of a tap, at 100,000 games. Only a
    help: a log left as it is is copied by a later commit, as before."""
    try:
        conn = guarded_connection.connect(str(source), source, isolation_level=None)
    except ArchiveError:
        return
    try:
        conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
    except ArchiveError as error:
        logger.info("no checkpoint after the backup's snapshot of %s: %s", source, error.message)
    finally:
        conn.close()


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


def make_backup(archive: Archive, *, extra: Sequence[Path] = (), now: datetime | None = None,
                pace: Callable[[], None] = giving_way.no_pace) -> BackupResult:
    """Back the archive up into the folder beside it and into each ``extra`` folder, then
    rotate each. May run in a thread of its own (it reads through its own connection);
    ``pace`` is called between its small steps (``pacing``: the window gives the host's)."""
    now = now or datetime.now(timezone.utc)
    path = archive.path
    result = BackupResult()
    name = f"{path.stem}-{now.strftime(_STAMP)}{chunks.SUFFIX}"
    main = folder_beside(path)
    damaged = len(archive.damaged)
    try:
        main.mkdir(parents=True, exist_ok=True)
        with one_writer(main):
            remove_stray_parts(main)
            mark = file_mark(path)   # before the copy: a write during it makes the next one due
            store = chunks.ChunkStore(main)
            snapshot = chunks.temp_name(main / ".snapshot")
            try:
                _snapshot(path, snapshot, pace)
                if archive.writable:
                    _checkpoint(path)
                manifest = chunks.store_file(snapshot, store, pace)
            finally:
                snapshot.unlink(missing_ok=True)
            target = free_name(main / name)
            chunks.write_manifest(target, manifest)
            store.done()
            (main / _MARK).write_text(json.dumps(mark), encoding="utf-8")
            if not damaged:
                result.removed += rotate(main, path.stem, now, pace)
    except OSError as error:
        logger.error("no backup of %s: %s could not be written (%s)", path, main, error)
        raise ArchiveError("The backup into {folder} could not be written ({error})", folder=main,
                           error=str(error)) from None
    result.written.append(Backup(target, now, manifest.size, chunked=True))
    result.stored = store.written
    for folder in extra:
        if not folder.is_dir():
            result.notices.append(Message("The second backup folder {folder} is not there (a stick not "
                                          "plugged in?): skipped this time", folder=folder))
            continue
        try:
            with one_writer(folder):
                remove_stray_parts(folder)
                copy_into(target, manifest, store, folder, pace)
                if not damaged:
                    result.removed += rotate(folder, path.stem, now, pace)
            result.written.append(Backup(folder / target.name, now, manifest.size, chunked=True))
        except OSError as error:
            result.notices.append(Message("The backup could not be copied into {folder} ({error})",
                                          folder=folder, error=str(error)))
    if damaged:
        result.notices.append(Message("%n damaged game(s) in the archive: no backup is deleted "
                                      "until they are dealt with", "", damaged))
    logger.info("backup of %s: %s written, %d old removed", path, ", ".join(str(b.path) for b in result.written),
                len(result.removed))
    for notice in result.notices:
        logger.warning("backup of %s: %s", path, notice)
    return result


def copy_into(manifest_path: Path, manifest: chunks.Manifest, store: chunks.ChunkStore, folder: Path,
              pace: Callable[[], None] = giving_way.no_pace) -> None:
    """The backup into a second folder: the chunks it lacks, then the manifest."""
    theirs, touched = chunks.ChunkStore(folder), set[Path]()
    for digest in manifest.chunk_set:
        pace()
        theirs.copy_from(store, digest, touched)
    chunks.sync_folders(touched)
    chunks.write_manifest(free_name(folder / manifest_path.name), manifest)
    theirs.done()


#: How long a backup waits for another one into the same folder (another window, the
#: command line) before it gives up.
WAIT_FOR_OTHER = 600.0


@contextmanager
def one_writer(folder: Path) -> Iterator[None]:
    """One backup at a time into a folder (its chunks must not be swept under a backup that
    counts on them): a lock file there, waited for."""
    lock = WriterLock(folder / chunks.STORE)
    deadline = time.monotonic() + WAIT_FOR_OTHER
    while True:
        try:
            lock.acquire()
            break
        except ArchiveBusy:
            if time.monotonic() > deadline:
                raise ArchiveBusy("Another backup into {folder} has not ended in {minutes} minutes: "
                                  "try again later; nothing was changed.", folder=folder,
                                  minutes=int(WAIT_FOR_OTHER // 60)) from None
            time.sleep(0.2)
    try:
        yield
    finally:
        lock.release()


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


def rotate(folder: Path, stem: str, now: datetime, pace: Callable[[], None] = giving_way.no_pace) -> list[Path]:
    """Delete this archive's backups in ``folder`` that are not to be kept; returns them."""
    found = backups_in(folder, stem)
    keep = to_keep(found, now)
    removed = []
    for backup in found:
        if backup.path not in keep:
            backup.path.unlink(missing_ok=True)
            removed.append(backup.path)
    if removed or any(b.chunked for b in found):
        sweep(folder, pace)
    return removed


def sweep(folder: Path, pace: Callable[[], None] = giving_way.no_pace) -> int:
    """Delete the chunks in ``folder`` that no manifest there names (of any archive: a second
    folder holds several); none while a manifest cannot be read, which might name them."""
    referenced: set[str] = set()
    for path in folder.glob(f"*{chunks.SUFFIX}"):
        if _NAME.match(path.name) and path.is_file():
            pace()
            try:
                referenced |= chunks.chunks_named(path)
            except OSError:   # gone meanwhile: it names nothing now
                continue
            except ArchiveError as error:
                logger.warning("no chunk swept in %s: %s", folder, error.message)
                return 0
    return chunks.ChunkStore(folder).sweep(referenced, pace)


def disk_use(found: Iterable[Backup]) -> int:
    """Bytes these backups take: the whole copies, the manifests and their folders' chunks."""
    found = list(found)
    total = sum(b.path.stat().st_size for b in found if b.path.exists())
    for folder in {b.path.parent for b in found if b.chunked}:
        total += chunks.ChunkStore(folder).size()
    return total


def rebuilt(backup: Path, target: Path) -> None:
    """The archive file a backup holds, written at ``target`` (not synced): its manifest's
    chunks, checked, or the old format's whole copy."""
    if chunks.is_manifest(backup):
        chunks.rebuild(backup, chunks.ChunkStore(backup.parent), target)
    else:
        shutil.copyfile(backup, target)


#: The first archive version whose games carry their digests (a backup made before the last
#: upgrade still shows which of its games are whole).
DIGESTS_SINCE = 4


def find_whole(folders: Iterable[Path], stem: str, game_id: str) -> Backup | None:
    """The newest backup of the archive ``stem`` that holds the game whole (its digests
    verify there)."""
    for backup in all_backups(folders, stem):
        try:
            if _holds_whole(backup, game_id):
                return backup
        except (ArchiveError, OSError):
            continue
    return None


def _holds_whole(backup: Backup, game_id: str) -> bool:
    """Do the game's digests verify in this backup? A chunked one is rebuilt for the look
    into a file of its own in its folder (rare: only for a game found damaged)."""
    if not backup.chunked:
        return _whole_in(backup.path, game_id)
    temp = chunks.temp_name(backup.path)
    try:
        rebuilt(backup.path, temp)
        return _whole_in(temp, game_id)
    finally:
        temp.unlink(missing_ok=True)


def _whole_in(path: Path, game_id: str) -> bool:
    if (schema.inspect(path) or 0) < DIGESTS_SINCE:   # older ones keep no digests to verify
        return False
    conn, _ = schema.open_reading(path)
    try:
        rows, problem = digests.check_game(conn, game_id)
    finally:
        conn.close()
    return bool(rows) and problem is None


def restore(archive_path: Path, backup: Path, *, now: datetime | None = None) -> Path | None:
    """Put a copy of ``backup`` in the archive's place. The current file (with its ``-wal``
    holding the last moves, if any) is moved aside under a new name, never overwritten;
    returns where it went (None if there was none). Refused, with nothing changed, while the
    archive is open for writing (the writer lock) or if the backup is not a whole archive: a
    chunked one is rebuilt beside the archive and its every chunk and whole digest checked
    before anything is moved. The files change places as a journal (``restore_journal``): a
    kill anywhere leaves the old archive or the new one, finished at the next start."""
    now = now or datetime.now(timezone.utc)
    archive_path = real_file(archive_path)   # the file itself moves aside, not a link to it
    chunked = chunks.is_manifest(backup)
    if chunked:
        chunks.read_manifest(backup)   # a damaged manifest refused before the lock is asked
    else:
        _verify(backup, backup)
    lock = WriterLock(archive_path)
    try:
        lock.acquire()
    except OSError as error:
        raise _not_put_in_place(backup, archive_path, error) from None
    temp = restore_journal.temp_for(archive_path)
    refused = True   # (a lock file this made goes with a refusal)
    try:
        settled = restore_journal.settle(archive_path)   # one cut short before: finished first
        if settled is not None:
            logger.warning("%s", settled)
        if archive_path.exists():
            lock.hold_file()   # open under another name (a mount, a rename): not replaced under it
        try:
            rebuilt(backup, temp)
            if chunked:
                _verify(temp, backup)
            with open(temp, "rb+") as handle:   # whole on the disk before the journal counts on it
                os.fsync(handle.fileno())
        except BaseException:
            temp.unlink(missing_ok=True)
            raise
        stop_points.reached("restore-copied")
        aside = None
        if archive_path.exists():
            aside = free_name(archive_path.with_name(
                f"{archive_path.stem}-replaced-{now.strftime(_STAMP)}{archive_path.suffix}"))
        restore_journal.begin(archive_path, aside)
        stop_points.reached("restore-journaled")
        restore_journal.carry_out(archive_path)
        refused = False
    except OSError as error:
        raise _not_put_in_place(backup, archive_path, error) from None
    finally:
        lock.release(refused=refused)
    logger.info("the backup %s restored as %s; the file it replaced kept as %s", backup, archive_path, aside)
    return aside


def _not_put_in_place(backup: Path, archive_path: Path, error: OSError) -> ArchiveError:
    """A restore that could not write, in words (a read-only medium named so, not by its errno)."""
    why = paths.why_read_only(archive_path)
    if why is not None:
        logger.warning("the backup %s not restored: %s is read-only (%s)", backup, archive_path, why)
        return ArchiveReadOnly("The backup cannot be put in place of {path}: {why}. Nothing was changed; "
                               "copy the archive's folder to a writable disk to restore it there.",
                               path=archive_path, why=why)
    logger.error("the backup %s could not be put in place of %s (%s)", backup, archive_path, error)
    return ArchiveError("The backup could not be put in place of {path} ({error})", path=archive_path,
                        error=error.strerror or str(error))


def _verify(path: Path, backup: Path) -> None:
    """A whole archive, by SQLite's quick check; else refused in words (as ``backup``). Read
    as a copy of it takes it (the file alone: ``schema.inspect_keeping``), through one look
    that makes nothing beside it, refused or not."""
    version, reader, _ = schema.inspect_keeping(path, whole=False)
    if version is None or reader is None:
        raise ArchiveError("{backup} is empty: not a backup of an archive", backup=backup)
    try:
        # Someone else's database is no backup, whatever its mark (``ours``): a trigger in it
        # would run with the first write after it is restored. Checked as opening checks it
        # (an older one as its upgrade would leave it): restored, it opens.
        foreign = ours.foreign_at(reader, version)
        verdict = reader.execute("PRAGMA quick_check").fetchone()[0] if not foreign else "ok"
    except ArchiveDamaged as error:   # a page SQLite cannot read at all: the backup's, said so
        foreign, verdict = [], str(error.message.args.get("error", error.message))
    finally:
        reader.close()
    if foreign:
        raise ArchiveError("{backup} holds what no mafia-desktop archive holds ({what}): it is not a backup of "
                           "an archive and is not restored", backup=backup, what=ours.listed(foreign))
    if verdict != "ok":
        raise ArchiveError("The backup {backup} is damaged itself ({problem}): choose another",
                           backup=backup, problem=verdict)
