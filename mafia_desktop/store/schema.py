"""The archive's tables, how to recognise an archive file, and the migrations between versions.

Version 1 was the first release's layout; version 2 adds the trash and the source of
imported games; version 3 adds
- what each seat's game says for the statistics (won, killed first, fouls, removal, best
  move), and ``player``: the person behind the recorded nickname (renamed or merged
  players: the games keep the name as recorded; ``player_aliases`` maps it);
- each game's players in seat order for the list (``seated``: names joined by U+001F);
- events, i.e. club evenings and tournaments (``contests``), their games and the host's
  own scoring tables.

``MIGRATIONS[n]`` turns version n into n + 1; a file is migrated only after a backup copy
of it has been made beside it.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from .errors import ArchiveTooNew, NotAnArchive

SCHEMA_VERSION = 3
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
CREATE TABLE players (
    nickname TEXT PRIMARY KEY COLLATE NOCASE,
    first_seen TEXT NOT NULL,
    last_seen TEXT NOT NULL
);
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

MIGRATIONS = {1: _V1_TO_V2, 2: _V2_TO_V3}


def create(conn: sqlite3.Connection) -> None:
    """A new, empty archive at the current version, in one transaction: a crash half-way
    leaves an empty file, which is created afresh next time."""
    conn.executescript(f"BEGIN; PRAGMA application_id = {APPLICATION_ID};"
                       + SCHEMA_V1 + "".join(MIGRATIONS.values()) + "COMMIT;")


def migrate(conn: sqlite3.Connection, version: int) -> None:
    while version < SCHEMA_VERSION:
        conn.executescript("BEGIN;" + MIGRATIONS[version] + "COMMIT;")
        version += 1


def inspect(path: Path) -> int | None:
    """The schema version of an existing archive, None if there is no file (or it is empty).

    Raises NotAnArchive / ArchiveTooNew without writing a byte: the file is read through a
    read-only connection only."""
    if not path.exists() or path.stat().st_size == 0:
        return None
    if path.is_dir():
        raise NotAnArchive("{path} is a folder, not an archive file", path=path)
    with open(path, "rb") as handle:
        header = handle.read(len(SQLITE_HEADER))
    if header != SQLITE_HEADER:
        raise NotAnArchive("{path} is not a mafia-desktop archive (not an SQLite database). "
                           "The file was not changed.", path=path)
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        try:
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
            tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
            if app_id != APPLICATION_ID and tables == 0:
                return None   # an empty database (a creation cut short): nothing to lose
            if app_id != APPLICATION_ID:
                raise NotAnArchive("{path} is an SQLite database of another program, not a "
                                   "mafia-desktop archive. The file was not changed.", path=path)
            row = conn.execute("SELECT version FROM schema_version").fetchone()
            if row is None:
                raise NotAnArchive("{path} has no schema version: it is not a usable archive. "
                                   "The file was not changed.", path=path)
            version = row[0]
        finally:
            conn.close()
    except sqlite3.DatabaseError as error:
        raise NotAnArchive("{path} cannot be read as an archive ({error}). "
                           "The file was not changed.", path=path, error=str(error)) from None
    if version > SCHEMA_VERSION:
        raise ArchiveTooNew("{path} was written by a newer mafia-desktop (archive version "
                            "{version}; this one reads up to {supported}). Update the app; "
                            "the file was not changed.", path=path, version=version, supported=SCHEMA_VERSION)
    return version
