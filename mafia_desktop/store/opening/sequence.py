"""Opening an archive, one step after another (``open_file``, then ``upgrade``):

1. the real file found: links resolved, a file with two names refused (``paths.real_file``);
2. inspected without a byte written, nor a file made beside it: ours, of which version, or
   refused (``schema.inspect``);
3. whether this process may write it decided (a read-only file, folder or disk: read-only);
4. what only a writer could open refused when this one may not write;
5. its schema checked as ours: nothing that runs with our writes (``schema_is_ours``), as it
   was found, before anything is taken or tidied beside it;
6. locked (one writer a file: its lock file, and the file itself whatever its name), a
   restore a kill cut short finished, what killed copies left removed, and made, if new; its
   schema checked again if the file was read anew under the lock (another file in its place);
7. connected;
8. upgraded, a backup of the older file first, with the work an upgrade leaves done.

Each step is a function of its own; a step that refuses leaves the file as it was, and its
folder (a lock file this opening made is removed), and lets go of what the steps before took.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from mafia_desktop.engine.errors import Message
from mafia_desktop.store.errors import ArchiveError, ArchiveReadOnly, NotAnArchive
from mafia_desktop.store.housekeeping import disk_room
from mafia_desktop.store.log import guarded_connection
from mafia_desktop.store.log.locking import WriterLock
from mafia_desktop.store.opening import ours, paths, restore_journal, schema, upkeep

if TYPE_CHECKING:
    from mafia_desktop.store.archive import Archive


class Opening:
    """What the steps found and took. (A plain class: as a dataclass its code was compiled at
    every start.)"""

    def __init__(self, path: Path, writable: bool) -> None:
        self.path = path
        #: Whether this process writes the archive (asked for, and allowed here).
        self.writable = writable
        #: Why it cannot be written here (None: it can, or reading was asked for).
        self.read_only: Message | None = None
        #: What the host should be told once about the opening.
        self.notices: list[Message] = []
        self.version: int | None = None
        self.lock: WriterLock | None = None
        self.conn: sqlite3.Connection | None = None
        #: The read-only connection the last inspection read the file through, kept for the
        #: schema's check (``schema_is_ours``): the file is read once for both.
        self.reading: sqlite3.Connection | None = None
        #: Whether ``reading`` is immutable (``schema.open_reading``'s look): it reads the file
        #: as it was, so it is kept only while the file is unchanged, and a reader reads anew.
        self.looked = False
        #: Whether the schema was checked through ``reading`` (``schema_is_ours``).
        self.checked = False
        #: The file ``reading`` was opened on (``_file_named``), taken before it was opened.
        self._read_file: tuple[int, ...] | None = None

    def inspect(self) -> None:
        """The file's version read (``schema.inspect``), its connection kept for the next step.
        Inspected again (under the writer's lock), the file is read through the connection
        the first inspection kept if the path still names the file it was opened on (a look,
        the file as it was then: ``_file_named``): a new connection reads the whole schema and
        the write-ahead log's index again (0.5 ms of every writable start)."""
        named = _file_named(self.path)
        if self.reading is not None and self._kept_on(named):
            self.version = schema.version_through(self.reading, self.path)
            return
        self.done_reading()
        self.version, self.reading, self.looked = schema.inspect_keeping(self.path)
        self._read_file = named

    def _kept_on(self, named: tuple[int, ...] | None) -> bool:
        """Whether ``reading`` reads the file ``named`` (``_file_named``): the same file, and,
        for a look, as it was when the look was opened."""
        if named is None or self._read_file is None:
            return False
        return named == self._read_file if self.looked else named[:2] == self._read_file[:2]

    def done_reading(self) -> None:
        if self.reading is not None:
            self.reading.close()
            self.reading = None
        self._read_file = None
        self.looked = self.checked = False

    def let_go(self) -> None:
        """What the steps took let go of, a refusal's: its lock file removed if this opening
        made it (the folder as it was found)."""
        self.done_reading()
        if self.conn is not None:
            self.conn.close()
            self.conn = None
        if self.lock is not None:
            self.lock.release(refused=True)
            self.lock = None


def open_file(path: Path, write: bool) -> Opening:
    """Steps 1 to 7: the archive at ``path`` open, for writing if ``write`` and allowed."""
    opening = Opening(found(path), write)
    try:
        # Before anything is taken or tidied (a lock file beside it): a file that is not an
        # archive of ours is refused as it was found.
        opening.inspect()
        if write:
            decide_writable(opening)
        refuse_unopenable(opening)
        schema_is_ours(opening)
        if opening.writable:
            lock_and_make(opening)
            schema_is_ours(opening)   # (read anew under the lock: checked anew)
        opening.conn = connected(opening)
    except OSError as error:
        opening.let_go()
        raise ArchiveError("The archive {path} cannot be opened ({error})", path=opening.path,
                           error=str(error)) from None
    except BaseException:
        opening.let_go()
        raise
    return opening


def _file_named(path: Path) -> tuple[int, ...] | None:
    """The file ``path`` names now (its device and number), None if there is none or it is
    empty: a connection kept on a file reads another one once the name is given to another
    (a restore's rename, a copy put in its place by hand). Then the file as it is (its size,
    its time, whether a log beside it holds moves): a look reads only what the file was when
    it was opened (``Opening._kept_on``)."""
    try:
        status = path.stat()
    except OSError:
        return None
    if not status.st_size:
        return None
    return status.st_dev, status.st_ino, status.st_size, status.st_mtime_ns, schema.last_moves_beside(path)


def found(path: Path) -> Path:
    """Step 1: the file itself, whatever name it was given by."""
    return paths.real_file(Path(path))


def decide_writable(opening: Opening) -> None:
    """Step 3: read-only if this process may not write the file (``read_only`` says why); no
    new archive where none can be written."""
    opening.read_only = paths.why_read_only(opening.path)
    if opening.read_only is not None:
        if opening.version is None:
            raise ArchiveReadOnly("No archive can be made at {path}: {why}", path=opening.path,
                                  why=opening.read_only)
        opening.writable = False


def refuse_unopenable(opening: Opening) -> None:
    """Step 4: what only a writer could open: no archive yet, or an older one to upgrade."""
    version, path = opening.version, opening.path
    if version is None and not opening.writable:
        raise ArchiveError("There is no archive at {path} yet", path=path)
    if version is not None and version < schema.SCHEMA_VERSION and not opening.writable:
        if opening.read_only is not None:
            raise ArchiveReadOnly("{path} is from an older mafia-desktop and is read-only here, so it "
                                  "cannot be upgraded: copy it to a writable folder and open the copy",
                                  path=path)
        raise ArchiveError("{path} is from an older mafia-desktop; open it once in the "
                           "app (or import into it) to upgrade it", path=path)


def lock_and_make(opening: Opening) -> None:
    """Step 6: the writer's lock (its file, if this made it, removed again should the opening
    be refused: ``Opening.let_go``); then what a writer tidies and tells (a restore a kill cut
    short finished, ``restore_journal``; what a killed copy, upgrade or backup left; a disk
    nearly full); the file inspected again (another process may have made or
    upgraded it meanwhile: through the first inspection's reading, kept while the file is
    the same, ``Opening.inspect``) and made if new; then the file itself locked (``hold_file``: a second
    name for it, a mount or a rename, meets that lock)."""
    path = opening.path
    path.parent.mkdir(parents=True, exist_ok=True)
    opening.lock = WriterLock(path)
    opening.lock.acquire()
    if restore_journal.pending(path):   # the file is not held open while a restore cut short is settled
        opening.done_reading()
        settled = restore_journal.settle(path)
        if settled is not None:
            opening.notices.append(settled)
    paths.remove_stray_parts(path.parent, path.name)
    paths.remove_stray_parts(paths.backups_beside(path))
    if paths.chunks_cut_short(paths.backups_beside(path)):   # (the chunks' module loaded only then)
        from mafia_desktop.store.housekeeping import chunks
        chunks.ChunkStore(paths.backups_beside(path)).clear_cut_short()
    low = disk_room.low_room(path)
    if low is not None:
        opening.notices.append(low)
    opening.inspect()   # again, under the lock: its schema is checked through this reading
    if opening.version is None:
        if path.exists():
            opening.notices.append(Message("{path} was an empty file (0 bytes): it is now a new, "
                                           "empty archive", path=path))
        schema.create_file(path)
        opening.version = schema.SCHEMA_VERSION
    opening.lock.hold_file()


def schema_is_ours(opening: Opening) -> None:
    """Step 5 (and again in 6 if the file was read anew): nothing in the file's schema but ours
    (``ours.foreign``): at this version exactly our tables, columns and indexes; an older
    file, nothing that no version ever had (a trigger, a view, a generated column), and exactly
    ours once upgraded (``ours.foreign_at``: checked here, before the upgrade writes a byte). A
    file with anything else was made by someone else and is refused naming it, unread.
    Read through the connection the file's last inspection left open (made here for a file
    this process has just made), which a reader goes on reading through (``connected``); once
    for each reading (``Opening.checked``). No file yet: nothing to check (made under the lock)."""
    if opening.version is None or opening.checked:
        return
    if opening.reading is None:
        opening.reading = schema.open_reading(opening.path)[0]
    foreign = ours.foreign_at(opening.reading, opening.version)
    if foreign:
        opening.done_reading()
    refuse_foreign(opening.path, foreign)
    opening.checked = True


def refuse_foreign(path: Path, foreign: list[str]) -> None:
    """A file holding ``foreign`` (``ours.foreign_at``: what no archive of ours holds) refused, naming it."""
    if foreign:
        raise NotAnArchive("{path} holds what no mafia-desktop archive holds ({what}): it was made or changed "
                           "by another program and is not opened. The file was not changed.", path=path,
                           what=ours.listed(foreign))


def connected(opening: Opening) -> sqlite3.Connection:
    """Step 7: the connection the archive works through: a reader's, the reading the schema
    was checked through, unless that was a look (it would not read another's writes): then
    one of its own."""
    if opening.writable or opening.looked:
        opening.done_reading()
    if opening.writable:
        conn: sqlite3.Connection = guarded_connection.connect(str(opening.path), opening.path,
                                                              isolation_level=None, check_same_thread=False)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")
        # The sort keys of a renamed player's games are folded as Python folds them.
        conn.create_function("casefold", 1, str.casefold, deterministic=True)
    else:   # the reading the schema was checked through
        conn = opening.reading or schema.open_reading(opening.path)[0]
        opening.reading = None
    conn.execute("PRAGMA busy_timeout=5000")
    conn.execute("PRAGMA foreign_keys=ON")
    return conn


def upgrade(archive: Archive, version: int, progress: upkeep.Progress | None) -> bool:
    """Step 8: an older archive migrated, a copy of the file as it was kept first (nothing is
    ever lost), and the work an upgrade leaves done; False if ``progress`` stopped that work
    (it goes on at the next writable open: a migration that needs more work leaves a note,
    removed once that work is done)."""
    if version < schema.SCHEMA_VERSION:
        from mafia_desktop.store.housekeeping import backups
        target = archive.path.with_name(f"{archive.path.name}.v{version}.bak")
        if not target.exists():   # a start after a kill here makes no second copy
            backups.copy_file(archive.path, target)
        from mafia_desktop.store import stop_points   # (an upgrade's alone: not every start's)
        stop_points.reached("upgrade-copied")
        schema.migrate(archive.conn, version, progress)
    return upkeep.run(archive, progress)
