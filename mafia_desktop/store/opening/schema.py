"""The archive's tables, how to recognise an archive file, and the migrations between versions.

Version 1 was the first release's layout; version 2 adds the trash and the source of
imported games; version 3 adds
- what each seat's game says for the statistics (won, killed first, fouls, removal, best
  move), and ``player``: the person behind the recorded nickname (renamed or merged
  players: the games keep the name as recorded; ``player_aliases`` maps it);
- each game's players in seat order for the list (``seated``: names joined by U+001F);
- events, i.e. club evenings and tournaments (``contests``), their games and the host's
  own scoring tables;
version 4 makes every game verifiable (``digests``): each event's digest chained to the one
before, the game's row keeping its events' count and last digest. The upgrade seals the
games already there a batch at a time, noted in ``upkeep`` ('digests'): an upgrade cut
short goes on where it stopped;
version 5 keeps the archive quick at 100,000 games: each game's sort keys for the list
(``sort_where``, ``sort_host``, ``sort_players``: folded in every alphabet) with an index per
sortable column, and the players' figures as a projection of their own (``player_figures``)
kept up to date as games are written. The upgrade fills both a batch of games at a time
('listing' in ``upkeep``, whose ``done`` is the last game's rowid done);
version 6 keeps a streamed game's video (``game_videos``: its link, and the stream's start
that times its chapters); version 7 adds the club's ratings as a projection (``layout.RATINGS``,
``ratings``) and marks a game "not rated" (``games.rated``); the upgrade rates every game in
order ('ratings' in ``upkeep``); version 8 keeps the event log in a third of the bytes
(``event_rows``): each game has an integer ``key`` (its text id once, on its row, uniquely
indexed) under which its events lie side by side in the table's own b-tree, their types as
codes (``event_types``) and their times as milliseconds after the game's ``time_base``; the
digests cover the same text as before. The upgrade (``relayout``) moves the events a batch
of games per transaction and goes on where a cut left it; version 9 keeps the ratings a row
a game (``game_ratings``), not a row a seat, and rates every game again; version 10 packs
every payload and every game's options (``packing``, ``repack``: a batch of games at a time
as version 8's upgrade); version 11 keeps a game's seats under its integer key
(``game_players.game``), side by side, as its events are; version 12 adds publishing to
the rating service (``layout.PUBLISHING``: the event and player links, the publications);
version 13 keeps the players' photos (``layout.PHOTOS``).

The current layout is made with sqlite-utils (``layout``); the migrations lead an older file
to the same layout.

A new archive is built beside its place and moved there whole; an existing file is only
ever opened for writing once it is known to be ours (``inspect``).

``MIGRATIONS[n]`` turns version n into n + 1; a file is migrated only after a backup copy
of it has been made beside it.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING, Callable, NamedTuple

from mafia_desktop.store.log import guarded_connection
from mafia_desktop.store.opening import layout
from mafia_desktop.store.errors import (ArchiveBusy, ArchiveDamaged, ArchiveError, ArchiveReadOnly, ArchiveTooNew,
                                        DamagedHeader, NotAnArchive)
from mafia_desktop.store.opening.layout import PLAYERS
from mafia_desktop.store.opening.paths import free_name

if TYPE_CHECKING:
    from sqlite_utils import Database

SCHEMA_VERSION = 13
#: PRAGMA application_id of our files: "MAFA". Another program's SQLite file has its own
#: (usually 0), so it is never mistaken for an archive.
APPLICATION_ID = 0x4D414641
SQLITE_HEADER = b"SQLite format 3\x00"

#: Version 1, kept to build old files in tests and to document what the migration starts from.
SCHEMA_V1 = """
CREATE TABLE schema_version (version INTEGER NOT NULL);
CREATE TABLE games (
    id TEXT PRIMARY KEY,
    ruleset TEXT NOT NULL,
    options TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    finished_at TEXT,
    club TEXT NOT NULL DEFAULT '',
    tournament TEXT NOT NULL DEFAULT '',
    table_no TEXT NOT NULL DEFAULT '',
    game_no TEXT NOT NULL DEFAULT '',
    host TEXT NOT NULL DEFAULT '',
    winner TEXT,
    finished INTEGER NOT NULL DEFAULT 0,
    phase TEXT NOT NULL DEFAULT 'setup',
    round INTEGER NOT NULL DEFAULT 0,
    players INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE events (
    game_id TEXT NOT NULL REFERENCES games(id),
    seq INTEGER NOT NULL,
    type TEXT NOT NULL,
    payload TEXT NOT NULL,
    at TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);
""" + PLAYERS + """
CREATE TABLE game_players (
    game_id TEXT NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    nickname TEXT NOT NULL,
    role TEXT,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX games_by_time ON games (finished, created_at);
INSERT INTO schema_version (version) VALUES (1);
"""

_V1_TO_V2 = """
ALTER TABLE games ADD COLUMN deleted_at TEXT;
ALTER TABLE games ADD COLUMN source TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN source_id TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN source_digest TEXT NOT NULL DEFAULT '';
CREATE INDEX games_by_source ON games (source, source_id);
CREATE INDEX games_listed ON games (deleted_at, created_at);
CREATE INDEX game_players_by_nickname ON game_players (nickname COLLATE NOCASE);
UPDATE schema_version SET version = 2;
"""

#: The new columns are filled by folding every game again (``Archive.rebuild_projections``),
#: asked for by the 'rebuild' row in ``upkeep``.
_V2_TO_V3 = """
ALTER TABLE game_players ADD COLUMN player TEXT COLLATE NOCASE NOT NULL DEFAULT '';
ALTER TABLE game_players ADD COLUMN won INTEGER;
ALTER TABLE game_players ADD COLUMN killed_first INTEGER NOT NULL DEFAULT 0;
ALTER TABLE game_players ADD COLUMN fouls INTEGER NOT NULL DEFAULT 0;
ALTER TABLE game_players ADD COLUMN removed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE game_players ADD COLUMN best_named INTEGER NOT NULL DEFAULT 0;
ALTER TABLE game_players ADD COLUMN best_black INTEGER NOT NULL DEFAULT 0;
ALTER TABLE game_players ADD COLUMN left_how TEXT;
ALTER TABLE game_players ADD COLUMN left_round INTEGER;
ALTER TABLE games ADD COLUMN seated TEXT NOT NULL DEFAULT '';
UPDATE game_players SET player = nickname;
CREATE INDEX game_players_by_player ON game_players (player);
-- The archive list reads only this index: the rows themselves carry the ruleset's options,
-- over a kilobyte each, which a scan of 10,000 games would have to walk past.
CREATE INDEX games_list ON games (deleted_at, updated_at, id, ruleset, created_at, finished_at,
    finished, winner, club, tournament, table_no, game_no, host, phase, round, players, source,
    source_id, source_digest, seated);
CREATE TABLE player_aliases (
    alias TEXT PRIMARY KEY COLLATE NOCASE,
    player TEXT NOT NULL COLLATE NOCASE
);
-- Events: a club evening or a tournament groups games under one scoring system. The
-- system is kept on the event as it was chosen (a custom table edited later does not
-- change an event already scored with it).
CREATE TABLE contests (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    starts TEXT NOT NULL DEFAULT '',
    ends TEXT NOT NULL DEFAULT '',
    tables INTEGER NOT NULL DEFAULT 1,
    system TEXT NOT NULL,
    tiebreak TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE TABLE contest_games (
    game_id TEXT PRIMARY KEY REFERENCES games(id),
    contest_id TEXT NOT NULL REFERENCES contests(id)
);
CREATE INDEX contest_games_by_contest ON contest_games (contest_id);
-- Work an upgrade leaves for the app: 'rebuild' = fold every game again for the seats'
-- statistics (done, and the row deleted, in one transaction at the next writable open).
CREATE TABLE upkeep (task TEXT PRIMARY KEY);
INSERT INTO upkeep (task) VALUES ('rebuild');
CREATE TABLE scoring_systems (
    name TEXT PRIMARY KEY COLLATE NOCASE,
    definition TEXT NOT NULL
);
UPDATE schema_version SET version = 3;
"""

#: The digests are computed by ``Archive.seal_games``, asked for by the 'digests' row in
#: ``upkeep`` (a game whose ``event_count`` is still NULL is not sealed yet).
_V3_TO_V4 = """
ALTER TABLE events ADD COLUMN digest BLOB;
ALTER TABLE games ADD COLUMN event_count INTEGER;
ALTER TABLE games ADD COLUMN event_digest BLOB;
-- The quick check reads every game's count and last digest from this index alone.
CREATE INDEX games_sealed ON games (id, event_count, event_digest);
INSERT INTO upkeep (task) VALUES ('digests');
UPDATE schema_version SET version = 4;
"""



def _v4_to_v5(db: Database) -> None:
    """The sort keys and the players' figures: new columns, table and indexes here; their
    values are the 'listing' upkeep's (a batch of games at a time, with progress)."""
    games = db.table("games")
    for column in ("sort_where", "sort_host", "sort_players"):
        games.add_column(column, str, not_null_default="")
    db.table("upkeep").add_column("done", int, not_null_default=0)
    layout.create_figures(db)
    # Superseded: the list's own sort indexes lead with the same columns; the nickname
    # index was never read, and every seat written paid for it.
    db.execute("DROP INDEX games_listed")
    db.execute("DROP INDEX game_players_by_nickname")
    layout.create_sort_indexes(db)
    db.table("upkeep").insert({"task": "listing"}, replace=True)
    db.execute("UPDATE schema_version SET version = 5")


def _v5_to_v6(db: Database) -> None:
    layout.create_videos(db)
    db.execute("UPDATE schema_version SET version = 6")


#: Version 7's ratings by seat, a row a rated seat (version 9 keeps a row a game instead).
V7_SEAT_RATINGS = """
CREATE TABLE seat_ratings (
    game_id TEXT NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    player TEXT COLLATE NOCASE NOT NULL,
    ended_at TEXT NOT NULL,
    team TEXT NOT NULL,
    p REAL NOT NULL,
    overall REAL NOT NULL,
    red REAL NOT NULL,
    black REAL NOT NULL,
    change REAL NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
CREATE INDEX seat_ratings_in_order ON seat_ratings (ended_at, game_id);
CREATE INDEX seat_ratings_by_player ON seat_ratings (player, ended_at, game_id);
"""


def _v6_to_v7(db: Database) -> None:
    """The ratings' tables; their rows are the 'ratings' upkeep's."""
    db.table("games").add_column("rated", int, not_null_default=1)
    for column in ("source", "source_id"):
        db.table("contests").add_column(column, str, not_null_default="")
    layout.run_statements(db, V7_SEAT_RATINGS + layout.PLAYER_RATINGS)
    db.execute("CREATE INDEX games_by_end ON games (finished_at, id)")
    db.table("upkeep").insert({"task": "ratings"}, replace=True)
    db.execute("UPDATE schema_version SET version = 7")


class Batched(NamedTuple):
    """A migration too big for one transaction: ``run(conn, db, progress)`` makes its own, a
    batch at a time, going on where a cut left it, and sets the new version in its last one;
    ``progress(done, total)`` is told how it gets on (it cannot be stopped but by a cut). (A
    named tuple: a frozen dataclass's code is compiled at every start and every command's.)"""

    run: Callable[[sqlite3.Connection, Database, Callable[[int, int], object] | None], None]


def _v7_to_v8(conn: sqlite3.Connection, db: Database, progress: Callable[[int, int], object] | None) -> None:
    from mafia_desktop.store.opening import relayout   # (an old archive's alone: not every start's)
    relayout.to_v8(conn, db, progress)


def _v8_to_v9(db: Database) -> None:
    """The ratings a row a game (``game_ratings``), not a row a seat: the rows are the
    'ratings' upkeep's, as the starts and the players' ratings stay."""
    db.execute("DROP TABLE seat_ratings")   # (its indexes with it)
    layout.run_statements(db, layout.GAME_RATINGS)
    db.table("upkeep").insert({"task": "ratings"}, replace=True)
    db.execute("UPDATE schema_version SET version = 9")


def _v9_to_v10(conn: sqlite3.Connection, db: Database, progress: Callable[[int, int], object] | None) -> None:
    from mafia_desktop.store.opening import repack   # (an old archive's alone: not every start's)
    repack.to_v10(conn, db, progress)


def _v10_to_v11(db: Database) -> None:
    """The seats moved under their games' integer keys, in one transaction (100,000 games'
    million seats: ``bench/archive_bytes.py`` times it)."""
    columns = ("seat, nickname, role, player, won, killed_first, fouls, removed, best_named, best_black, "
               "left_how, left_round")
    db.execute("ALTER TABLE game_players RENAME TO game_players_v10")
    db.execute("DROP INDEX game_players_by_player")
    layout.run_statements(db, layout.GAME_PLAYERS)
    read = ", ".join(f"p.{column}" for column in columns.split(", "))
    db.execute(f"INSERT INTO game_players (game, {columns}) SELECT g.key, {read} "
               "FROM game_players_v10 p JOIN games g ON g.id = p.game_id ORDER BY g.key, p.seat")
    db.execute("DROP TABLE game_players_v10")
    db.execute("UPDATE schema_version SET version = 11")


def _v11_to_v12(db: Database) -> None:
    """Publishing to the rating service: its tables, empty."""
    from mafia_desktop.store.opening import layout
    layout.run_statements(db, layout.PUBLISHING)
    db.execute("UPDATE schema_version SET version = 12")


def _v12_to_v13(db: Database) -> None:
    """The players' photos: their table, empty."""
    layout.run_statements(db, layout.PHOTOS)
    db.execute("UPDATE schema_version SET version = 13")


#: Version n → n + 1: an SQL script, or a function of the sqlite-utils database, run in one
#: transaction; or a ``Batched`` one.
MIGRATIONS: dict[int, str | Callable[[Database], None] | Batched] = {
    1: _V1_TO_V2, 2: _V2_TO_V3, 3: _V3_TO_V4, 4: _v4_to_v5, 5: _v5_to_v6, 6: _v6_to_v7, 7: Batched(_v7_to_v8),
    8: _v8_to_v9, 9: Batched(_v9_to_v10), 10: _v10_to_v11, 11: _v11_to_v12,
    12: _v12_to_v13}
#: Tables only an archive has: with these, a file whose mark is gone is an archive whose
#: header was damaged, not another program's database.
OUR_TABLES = {"schema_version", "games", "events"}


def create(conn: sqlite3.Connection) -> None:
    """A new, empty archive at the current version, in one transaction: the statements
    ``layout`` makes, as shipped (``made_statements``), with no sqlite-utils loaded: its
    import alone is 0.39 G instructions, on a new archive's first import's writer (issue 44)."""
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute("BEGIN")
    try:
        for statement in _shipped_statements():
            conn.execute(statement)
        conn.execute("INSERT INTO schema_version (version) VALUES (?)", [SCHEMA_VERSION])
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


#: Where a new archive's statements are shipped (``made_statements``).
NEW_ARCHIVE = "new_archive.json"


def _shipped_statements() -> list[str]:
    import json   # (a new archive's: not every start's, issue 44)

    from mafia_desktop.package_files import RESOURCES
    return json.loads((RESOURCES / "schema" / NEW_ARCHIVE).read_text(encoding="utf-8"))


def made_statements() -> list[str]:
    """Every statement of a new archive's tables and indexes in the order they are made, as
    ``layout`` makes them with sqlite-utils: what ``resources/schema/new_archive.json`` ships
    (``tests/store/test_opening.py`` holds the two to one another; after a change of the
    tables, write it again from this)."""
    from mafia_desktop.store.sqlite_utils_view import database
    conn = sqlite3.connect(":memory:", isolation_level=None)
    try:
        db = database(conn)
        with db.atomic():
            layout.create(db, SCHEMA_VERSION)
        return [sql for (sql,) in conn.execute("SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid")]
    finally:
        conn.close()


def create_file(path: Path) -> None:
    """A new archive at ``path`` (absent or 0 bytes), built beside it and moved into place
    whole: a crash half-way leaves no half archive, only a stray ``.new`` file that the next
    creation replaces. The caller holds the writer lock."""
    temp = path.with_name(f".{path.name}.new")
    temp.unlink(missing_ok=True)
    conn = guarded_connection.connect(str(temp), temp, isolation_level=None)
    try:
        conn.execute("PRAGMA journal_mode=WAL")
        create(conn)
    finally:
        conn.close()
    replace_synced(temp, path)


def replace_synced(temp: Path, target: Path) -> None:
    """Put a finished file in place in one step, synced so a power cut keeps it whole."""
    with open(temp, "rb+") as handle:
        os.fsync(handle.fileno())
    os.replace(temp, target)
    if os.name != "nt":   # the rename itself on disk
        folder = os.open(target.parent, os.O_RDONLY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)


def migrate(conn: sqlite3.Connection, version: int, progress: Callable[[int, int], object] | None = None) -> None:
    """From ``version`` to the current one (``progress``: see ``Batched``). The foreign keys
    are not enforced meanwhile: a table made anew (``games`` in version 8) is dropped and put
    back under its name."""
    from mafia_desktop.store.sqlite_utils_view import database   # (an older file's alone: not every start's)
    db = database(conn)
    enforced = conn.execute("PRAGMA foreign_keys").fetchone()[0]
    conn.execute("PRAGMA foreign_keys = OFF")
    try:
        while version < SCHEMA_VERSION:
            step = MIGRATIONS[version]
            if isinstance(step, str):
                conn.executescript("BEGIN;" + step + "COMMIT;")
            elif isinstance(step, Batched):
                step.run(conn, db, progress)
            else:
                with db.atomic():
                    step(db)
            version += 1
    finally:
        conn.execute(f"PRAGMA foreign_keys = {int(enforced)}")
    # The pages the steps freed back to the disk, once after them all (version 8's and 10's
    # old event logs, version 9's ratings by seat: the file was some twice as big as what it
    # holds; version 11's old seats, a sixth of the file at 100,000 games).
    free, pages = conn.execute("PRAGMA freelist_count").fetchone()[0], conn.execute("PRAGMA page_count").fetchone()[0]
    if free > pages // 8:
        conn.execute("VACUUM")


#: What SQLite keeps beside a database file in write-ahead mode, under its name: the log of its
#: last moves, and the index of that log the connections share.
BESIDE = ("-wal", "-shm")


def open_reading(path: Path, look: bool = False) -> tuple[guarded_connection.GuardedConnection, bool]:
    """A read-only connection, and whether it had to be ``immutable``: an archive in a
    folder (or on a disk) we may not write has no ``-shm`` file for SQLite's WAL, so it is
    read as a file nobody changes. Its last moves, if a ``-wal`` file still holds some,
    cannot be read so: then the host is told to copy both files somewhere writable.

    ``look``: a look at a file not yet known to be ours, which makes nothing beside it. SQLite
    reading a file in write-ahead mode makes its ``-wal`` and ``-shm`` where they are not, and
    a reader never removes them: another program's file refused would keep two files of ours
    beside it. Where they are not, no connection has the file open (each keeps both while it
    does), so it is read immutable, as it is on the disk (``last_moves_beside``: what a ``-wal``
    left there holds is not read so); the caller reads it anew once it is accepted."""
    uri = path.resolve().as_uri()
    if look and _would_make_files(path):
        return _immutable(uri, path), True
    conn = guarded_connection.connect(f"{uri}?mode=ro", path, uri=True, isolation_level=None, check_same_thread=False)
    try:
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return conn, False
    except (ArchiveDamaged, ArchiveBusy):
        conn.close()
        raise
    except ArchiveError:   # no -shm can be made: a read-only folder, or mount (cannot open)
        conn.close()
    if last_moves_beside(path):
        raise ArchiveReadOnly("The last moves of the archive {path} are in {wal}, which cannot be read "
                              "where the archive is read-only. Copy both files together to a writable "
                              "folder and open the copy there.", path=path, wal=path.name + "-wal")
    return _immutable(uri, path), True


def _immutable(uri: str, path: Path) -> guarded_connection.GuardedConnection:
    return guarded_connection.connect(f"{uri}?mode=ro&immutable=1", path, uri=True, isolation_level=None,
                                      check_same_thread=False)


def _would_make_files(path: Path) -> bool:
    """Whether SQLite reading the file would make files beside it: a file in write-ahead mode
    (its header's read version, byte 19, is 2) without its ``-wal`` or its ``-shm``."""
    try:
        with open(path, "rb") as handle:
            handle.seek(19)
            if handle.read(1) != b"\x02":
                return False
    except OSError:   # (SQLite says why, in its own words)
        return False
    return not all(os.path.exists(f"{path}{ending}") for ending in BESIDE)


def last_moves_beside(path: Path) -> bool:
    """Whether a ``-wal`` beside the file holds moves (an immutable reading reads the file alone)."""
    try:
        return os.stat(f"{path}-wal").st_size > 0
    except OSError:
        return False


def inspect(path: Path) -> int | None:
    """The schema version of an existing archive; None if there is no file or it has 0
    bytes (a new archive may be made there).

    Anything else that is not an archive of ours raises NotAnArchive (DamagedHeader when our
    tables are there but the file's mark is not) or ArchiveTooNew, without writing a byte, nor
    making a file beside it: the file is read through a read-only connection only, a look
    (``open_reading``) where another would make its ``-wal`` and ``-shm``."""
    version, conn, _ = inspect_keeping(path)
    if conn is not None:
        conn.close()
    return version


def inspect_keeping(path: Path, *, whole: bool = True
                    ) -> tuple[int | None, guarded_connection.GuardedConnection | None, bool]:
    """``inspect``, the read-only connection it read the file through, left open for the
    caller's next reading (opening checks the schema through it: one read, not two), None
    where there is no file to read; and whether that connection is ``immutable`` (a look, or
    a read-only folder's reading: it reads the file as it was, never another's moves after).

    A look accepts the file only as far as it reads it: a ``-wal`` left beside the file
    (copied with it) holds its last moves, which a look leaves out, so a file a look accepts
    is read again through a reading of them (``whole``); ``whole=False``: the file alone, as a
    copy of it alone takes it (a backup restored)."""
    if not path.exists() or (path.is_file() and path.stat().st_size == 0):
        return None, None, False
    if path.is_dir():
        raise NotAnArchive("{path} is a folder, not an archive file", path=path)
    with open(path, "rb") as handle:
        header = handle.read(len(SQLITE_HEADER))
    if header != SQLITE_HEADER:
        raise NotAnArchive("{path} is not a mafia-desktop archive (not an SQLite database). "
                           "The file was not changed.", path=path)
    version, conn, immutable = _read_version(path, True)
    if immutable and whole and last_moves_beside(path):
        conn.close()
        version, conn, immutable = _read_version(path, False)
    return version, conn, immutable


def _read_version(path: Path, look: bool) -> tuple[int, guarded_connection.GuardedConnection, bool]:
    try:
        conn, immutable = open_reading(path, look)
    except (ArchiveDamaged, ArchiveBusy) as error:
        raise _unreadable(path, error) from None
    try:
        return version_through(conn, path), conn, immutable
    except BaseException:
        conn.close()
        raise


def version_through(conn: sqlite3.Connection, path: Path) -> int:
    """The schema version of the archive at ``path``, read through ``conn``, a read-only
    connection to it (``inspect_keeping``'s, or the one an opening kept from its first
    inspection to read the file again under the writer's lock); the file refused as
    ``inspect`` refuses it if it is not an archive of ours (any more)."""
    try:
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if app_id != APPLICATION_ID:
            _not_ours(conn, path, app_id, tables)
        row = conn.execute("SELECT version FROM schema_version").fetchone()
    except (ArchiveDamaged, ArchiveBusy) as error:
        raise _unreadable(path, error) from None
    if row is None:
        raise NotAnArchive("{path} has no schema version: it is not a usable archive. "
                           "The file was not changed.", path=path)
    version = row[0]
    if not _usable_version(version):
        raise NotAnArchive("{path} has no usable schema version ({version} is none this app ever "
                           "wrote): it is not a usable archive. The file was not changed.",
                           path=path, version=repr(version))
    if version > SCHEMA_VERSION:
        raise ArchiveTooNew("{path} was written by a newer mafia-desktop (archive version "
                            "{version}; this one reads up to {supported}). Update the app; "
                            "the file was not changed.", path=path, version=version,
                            supported=SCHEMA_VERSION)
    return version


def _usable_version(version: object) -> bool:
    """Whether a schema version read from a file is one this app could have written (a
    whole number from 1: not a text, a blob, a fraction)."""
    return isinstance(version, int) and not isinstance(version, bool) and version >= 1


def _unreadable(path: Path, error: ArchiveError) -> NotAnArchive:
    return NotAnArchive("{path} cannot be read as an archive ({error}). The file was not changed; "
                        "if it is your archive, a backup can be restored (mafia-desktop "
                        "restore-backup).", path=path, error=error.message)


def _not_ours(conn: sqlite3.Connection, path: Path, app_id: int, tables: set[str]) -> None:
    """Why an SQLite file without our mark is refused (always: it is never changed)."""
    if OUR_TABLES <= tables:
        row = conn.execute("SELECT version FROM schema_version").fetchone()
        games = conn.execute("SELECT count(*) FROM games").fetchone()[0]
        if row is not None and _usable_version(row[0]) and row[0] <= SCHEMA_VERSION:
            raise DamagedHeader(
                "{path} holds a mafia-desktop archive ({games} games) whose header is damaged: its "
                "mark (the application id) reads {found} instead of {expected}. The file was not "
                "changed. It can be repaired into a new file (the window offers it; or "
                "mafia-desktop repair).", path=path, games=games, found=app_id, expected=APPLICATION_ID)
    if not tables:
        user_version = conn.execute("PRAGMA user_version").fetchone()[0]
        raise NotAnArchive("{path} is an SQLite database with no tables (user version {user_version}) "
                           "that mafia-desktop did not write: it may be another program's, so it was not "
                           "changed. Choose another file for the archive, or delete this one first.",
                           path=path, user_version=user_version)
    raise NotAnArchive("{path} is an SQLite database of another program, not a "
                       "mafia-desktop archive. The file was not changed.", path=path)


def repair_header(path: Path, target: Path | None = None) -> Path:
    """A copy of an archive whose header lost its mark, the mark put back, in a new file
    (``<name>-repaired``, never over another file): the damaged file is left as it was.
    Returns the new file's path."""
    try:
        inspect(path)
    except DamagedHeader:
        pass
    else:
        raise ArchiveError("{path} has no damaged header to repair", path=path)
    target = target or free_name(path.with_name(f"{path.stem}-repaired{path.suffix}"))
    temp = target.with_name(f".{target.name}.part")
    # (A look, where its -wal holds no moves: the damaged file gets no -wal and -shm beside it.)
    source, _ = open_reading(path, not last_moves_beside(path))
    try:
        copy = guarded_connection.connect(str(temp), temp, isolation_level=None)
        try:
            source.backup(copy)
            copy.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            copy.execute("PRAGMA journal_mode=DELETE")
        finally:
            copy.close()
    finally:
        source.close()
    replace_synced(temp, target)
    inspect(target)   # ours now, or the reason why not
    return target
