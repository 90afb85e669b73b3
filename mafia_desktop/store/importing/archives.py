"""Another archive merged into this one: another laptop's of the same club, a backup of it,
or a file someone sent.

The other archive is only read (opened read-only alongside its own writer, if one is at
work; one of an older version is copied to a temporary file and the copy upgraded, the file
itself never touched). Each of its games, its log checked against its digests on the way
(a damaged game is said and skipped), comes in as one of our bundles would
(``importing._import_bundle``): new, already here, extended, or another history kept
beside ours; a game in its trash stays in the trash. The games are written through the
archive's own write path, so the ratings, figures and players follow.
"""

from __future__ import annotations

import sqlite3
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Iterator

from mafia_desktop.engine.errors import Message
from mafia_desktop import store   # (its Archive loaded at first use: an import's readers fork before it)
from mafia_desktop.store.errors import ArchiveError
from mafia_desktop.store.importing.reading import ImportResult
from mafia_desktop.store.opening import schema
from mafia_desktop.store.opening.upkeep import Progress

if TYPE_CHECKING:
    from mafia_desktop.store.archive import Archive


def is_archive(path: str | Path) -> bool:
    """Whether a file named for an import is an SQLite file (an archive, or to be refused as
    one) rather than a record."""
    path = Path(path)
    try:
        with open(path, "rb") as handle:
            return path.is_file() and handle.read(len(schema.SQLITE_HEADER)) == schema.SQLITE_HEADER
    except OSError:
        return False


def check_other(path: Path) -> None:
    """The other archive refused as its merge would refuse it (not ours, damaged, newer, with
    what no archive of ours holds), before anything is done for the merge: the backup of this
    archive made first (``backups.backup_first``) is not made for a file refused after it.
    Read through a look, which makes nothing beside it (``schema.inspect_keeping``)."""
    from mafia_desktop.store.opening import ours, sequence   # (a merge's: not loaded before an import's readers fork)
    version, reading, _ = schema.inspect_keeping(path)
    if version is None or reading is None:
        raise ArchiveError("There is no archive at {path}", path=path)
    try:
        foreign = ours.foreign_at(reading, version)
    finally:
        reading.close()
    sequence.refuse_foreign(path, foreign)


@contextmanager
def read_only(path: Path) -> Iterator[Archive]:
    """The other archive open for reading. One of an older version cannot be read as it is:
    its copy in a temporary folder is upgraded and read instead (the file is never written,
    nor a file made beside it: copied through the reading that inspected it, a look where
    another reading would make its ``-wal`` and ``-shm``, ``schema.inspect_keeping``)."""
    version, source, _ = schema.inspect_keeping(path)
    if version is None or source is None:
        raise ArchiveError("There is no archive at {path}", path=path)
    if version >= schema.SCHEMA_VERSION:
        source.close()
        with store.Archive(path, write=False) as other:
            yield other
        return
    with tempfile.TemporaryDirectory(prefix="mafia-desktop-merge-") as folder:
        copy = Path(folder) / path.name
        try:
            target = sqlite3.connect(copy)
            try:
                source.backup(target)   # (with what its write-ahead log holds)
            finally:
                target.close()
        finally:
            source.close()
        try:
            store.Archive(copy).close()   # upgraded
        except ArchiveError as error:   # (the copy's refusal names the file sent, not the copy)
            raise _naming(error, copy, path) from None
        with store.Archive(copy, write=False) as other:
            yield other


def _naming(error: ArchiveError, copy: Path, path: Path) -> ArchiveError:
    """``error`` with ``path`` in its words where it named ``copy`` (a temporary folder's file
    means nothing to the host)."""
    said = error.message
    args = {name: path if str(value) == str(copy) else value for name, value in said.args.items()}
    error.message = Message(said.template, said.disambiguation, said.plural, **args)
    error.args = (str(error.message),)
    return error


def import_archive(archive: Archive, path: str | Path, *, progress: Progress | None = None,
                   batch: int | None = None) -> Iterator[ImportResult]:
    """Every game of the archive at ``path``, its trash's too, merged into ``archive``
    (``importing.import_bundles``: a batch per transaction, each batch's results once it is
    on disk)."""
    from mafia_desktop.store.importing import export_bundle, import_bundles
    path = Path(path)
    if path.resolve() == archive.path.resolve():
        raise ArchiveError("{path} is this archive itself", path=path)
    with read_only(path) as other:
        # The oldest first: a merge reads as the games were played.
        rows = sorted(other.games() + other.games(trash=True), key=lambda row: (row.created_at, row.id))

        def games() -> Iterator[dict | Message | ImportResult]:
            for row in rows:
                if archive.has_game(row.id) and archive.log.head(row.id) == other.log.head(row.id):
                    # The same log, event for event and time for time (its last digest is
                    # chained over them all): kept once without a word of it decoded. A merge
                    # made again is mostly these: 2,000 games took 17.6 s, now 1.5 (measured).
                    yield ImportResult(str(path), "duplicate", row.id, row.source_id or None, Message(
                        "{game} is already in the archive", game=Message("game {id}", id=row.id)))
                    continue
                try:
                    yield export_bundle(other, row.id)
                except ArchiveError as error:
                    yield Message("game {id} is damaged there and was skipped ({problem})", id=row.id,
                                  problem=error.message)
        yield from import_bundles(archive, str(path), games(), total=len(rows), progress=progress, batch=batch)
