"""The archive's tables and indexes as they are now, made with sqlite-utils.

A new archive is built from this in one transaction (``create``); an older file reaches the
same layout through the migrations in ``schema`` (a test compares the two, column by column
and index by index). The tables whose names compare regardless of case (``COLLATE NOCASE``)
are written in SQL: sqlite-utils' ``create`` has no way to give a column a collation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sqlite_utils import Database

#: The games list's filters: every sort index carries them, so a filtered, sorted list is
#: read from one index without a look at the rows (whose ruleset options are over a
#: kilobyte each).
FILTERED = ("created_at", "ruleset", "finished", "winner")

#: Column of the games list → its sort index's columns after ``deleted_at`` (the order the
#: list takes: ties by the start, then by the filters). The keys of text columns are kept
#: folded on the game's row (``sort_keys.listing_keys``): SQLite's NOCASE folds only ASCII.
SORTS = {
    "started": ("created_at", "ruleset", "finished", "winner"),
    "where": ("sort_where", *FILTERED),
    "rules": ("ruleset", "created_at", "finished", "winner"),
    "host": ("sort_host", *FILTERED),
    "players": ("sort_players", *FILTERED),
    "winner": ("winner", "created_at", "ruleset", "finished"),
    "finished": ("finished", "updated_at", *FILTERED),
}

#: What each seat adds to a player's figures, in ``player_figures`` (finished games
#: outside the trash, per player and role).
FIGURES = ("games", "wins", "killed_first", "best_named", "best_black", "fouls", "removals")

GAMES_COLUMNS = {
    # version 8: the integer key its events are kept under (``event_rows``)
    "key": int,
    "id": str, "ruleset": str, "options": str, "created_at": str, "updated_at": str, "finished_at": str,
    "club": str, "tournament": str, "table_no": str, "game_no": str, "host": str, "winner": str,
    "finished": int, "phase": str, "round": int, "players": int,
    # version 2
    "deleted_at": str, "source": str, "source_id": str, "source_digest": str,
    # version 3
    "seated": str,
    # version 4
    "event_count": int, "event_digest": bytes,
    # version 5
    "sort_where": str, "sort_host": str, "sort_players": str,
    # version 7: 0 for a game marked "not rated"
    "rated": int,
    # version 8: the events' times are milliseconds after this one (``event_rows``)
    "time_base": int,
}
_GAMES_DEFAULTS = {
    **{name: "" for name in ("club", "tournament", "table_no", "game_no", "host", "source", "source_id",
                             "source_digest", "seated", "sort_where", "sort_host", "sort_players")},
    "finished": 0, "phase": "setup", "round": 0, "players": 0, "rated": 1,
}

#: The registry, as the first version made it already.
PLAYERS = """CREATE TABLE players (
    nickname TEXT PRIMARY KEY COLLATE NOCASE,
    first_seen TEXT NOT NULL,
    last_seen TEXT NOT NULL
);"""

#: The event log (version 8, ``event_rows``): a game's events side by side in the table's own
#: b-tree, ``id`` being the game's key and the event's number together; ``game`` and ``seq``
#: are that number's parts (computed, not stored).
#: Since version 10 a payload is its text or, packed, a BLOB (``packing``).
EVENTS_TABLE = """
CREATE TABLE events (
    id INTEGER PRIMARY KEY,
    type INTEGER NOT NULL,
    payload TEXT NOT NULL,
    at NOT NULL,
    digest BLOB,
    game INTEGER AS (id >> 20) VIRTUAL,
    seq INTEGER AS (id & 1048575) VIRTUAL
);
"""
EVENTS = EVENTS_TABLE + """
CREATE TABLE event_types (
    code INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
);
"""

#: A game's seats (version 11): under the game's integer ``key``, side by side in the table's
#: own b-tree, as its events are. Keyed by the game's text id, each new game's ten seats went
#: into random places of a 54 MB index at 100,000 games (a batch of an import rewrote most of
#: it at its commit: 26 MB of the log for 3,000 games, 2 MB so), and the table and that index
#: took 137 MB where this takes 44.
GAME_PLAYERS = """
CREATE TABLE game_players (
    game INTEGER NOT NULL REFERENCES games(key),
    seat INTEGER NOT NULL,
    nickname TEXT NOT NULL,
    role TEXT,
    player TEXT COLLATE NOCASE NOT NULL DEFAULT '',
    won INTEGER,
    killed_first INTEGER NOT NULL DEFAULT 0,
    fouls INTEGER NOT NULL DEFAULT 0,
    removed INTEGER NOT NULL DEFAULT 0,
    best_named INTEGER NOT NULL DEFAULT 0,
    best_black INTEGER NOT NULL DEFAULT 0,
    left_how TEXT,
    left_round INTEGER,
    PRIMARY KEY (game, seat)
) WITHOUT ROWID;
CREATE INDEX game_players_by_player ON game_players (player);
"""

#: Written in SQL for their collations (see above); columns in the order the migrations give.
_NOCASE_TABLES = PLAYERS + GAME_PLAYERS + """
CREATE TABLE player_aliases (
    alias TEXT PRIMARY KEY COLLATE NOCASE,
    player TEXT NOT NULL COLLATE NOCASE
);
CREATE TABLE scoring_systems (
    name TEXT PRIMARY KEY COLLATE NOCASE,
    definition TEXT NOT NULL
);
"""


#: The ratings as a projection (version 7; a row a game since version 9, ``ratings``): every
#: rated game's odds and its seats' ratings before it and what they earned, packed
#: (``game_ratings``, in the order games count), each person's rating now
#: (``player_ratings``: the start plus everything earned) and the starting ratings a club
#: brought from the rating service (``rating_starts``).
GAME_RATINGS = """
CREATE TABLE game_ratings (
    ended_at TEXT NOT NULL,
    game_id TEXT NOT NULL REFERENCES games(id),
    p REAL NOT NULL,
    players TEXT NOT NULL,
    teams TEXT NOT NULL,
    seats BLOB NOT NULL,
    PRIMARY KEY (ended_at, game_id)
) WITHOUT ROWID;
CREATE UNIQUE INDEX game_ratings_by_game ON game_ratings (game_id);
"""
PLAYER_RATINGS = """
CREATE TABLE player_ratings (
    player TEXT PRIMARY KEY COLLATE NOCASE,
    overall REAL NOT NULL,
    red REAL NOT NULL,
    black REAL NOT NULL,
    games INTEGER NOT NULL
);
CREATE TABLE rating_starts (
    player TEXT PRIMARY KEY COLLATE NOCASE,
    overall REAL NOT NULL,
    red REAL NOT NULL,
    black REAL NOT NULL
);
"""
RATINGS = GAME_RATINGS + PLAYER_RATINGS

#: Publishing to the rating service (version 12): the links the host made once (an event of
#: ours to the service's event and its club; a person to the service's user id), and each game
#: asked to be published with where it stands (``store.publishing``): waiting, published (the
#: service's game id, its fixes, the game's last digest as sent) or refused (the service's words).
PUBLISHING = """
CREATE TABLE service_events (
    contest_id TEXT PRIMARY KEY REFERENCES contests(id),
    service_event_id INTEGER NOT NULL,
    club_id INTEGER NOT NULL
);
CREATE TABLE service_players (
    player TEXT PRIMARY KEY COLLATE NOCASE,
    user_id INTEGER NOT NULL
);
CREATE TABLE publications (
    game_id TEXT PRIMARY KEY REFERENCES games(id),
    state TEXT NOT NULL,
    service_game_id INTEGER,
    reason TEXT NOT NULL DEFAULT '',
    fixes TEXT NOT NULL DEFAULT '',
    published_digest TEXT,
    attempted_at TEXT
);
CREATE INDEX publications_by_state ON publications (state, game_id);
"""


#: The players' photos (version 13), by the person (``players.nickname``): a JPEG or PNG the
#: window has scaled down (``ui/shared/photos``), shown on the stream's overlay and the audience
#: screen. A few tens of KB each: a club's few hundred faces are a few MB of the archive.
PHOTOS = """
CREATE TABLE player_photos (
    player TEXT PRIMARY KEY COLLATE NOCASE,
    photo BLOB NOT NULL,
    changed_at TEXT NOT NULL
);
"""


def create(db: Database, version: int) -> None:
    """Every table and index of the current layout, in the caller's transaction."""
    db.table("schema_version").create({"version": int}, not_null={"version"})
    create_games(db)
    run_statements(db, EVENTS)
    db.executescript(_NOCASE_TABLES)
    # source, source_id (version 7): the service an imported tournament's event came from, and its id there.
    db.table("contests").create({"id": str, "name": str, "kind": str, "starts": str, "ends": str, "tables": int,
                           "system": str, "tiebreak": str, "created_at": str, "source": str, "source_id": str},
                          pk="id", not_null={"name", "kind", "starts", "ends", "tables", "system", "tiebreak",
                                             "created_at", "source", "source_id"},
                          defaults={"starts": "", "ends": "", "tables": 1, "source": "", "source_id": ""})
    db.table("contest_games").create({"game_id": str, "contest_id": str}, pk="game_id", not_null={"contest_id"},
                               foreign_keys=[("game_id", "games", "id"), ("contest_id", "contests", "id")])
    db.table("upkeep").create({"task": str, "done": int}, pk="task", not_null={"done"}, defaults={"done": 0})
    create_figures(db)
    db.table("contest_games").create_index(["contest_id"], "contest_games_by_contest")
    create_videos(db)
    create_ratings(db)
    run_statements(db, PUBLISHING)
    run_statements(db, PHOTOS)
    create_games_indexes(db)
    db.table("schema_version").insert({"version": version})


def create_games(db: Database, name: str = "games") -> None:
    db.table(name).create(GAMES_COLUMNS, pk="key", defaults=_GAMES_DEFAULTS,
                    not_null={"id", "ruleset", "options", "created_at", "updated_at", *_GAMES_DEFAULTS})


def create_games_indexes(db: Database) -> None:
    """Every index of ``games`` (an upgrade that makes the table anew makes them again)."""
    games = db.table("games")
    games.create_index(["id"], "games_by_id", unique=True)
    games.create_index(["finished", "created_at"], "games_by_time")
    games.create_index(["source", "source_id"], "games_by_source")
    # The start page and the command line list from this index alone.
    games.create_index(["deleted_at", "updated_at", "id", "ruleset", "created_at", "finished_at", "finished",
                        "winner", "club", "tournament", "table_no", "game_no", "host", "phase", "round", "players",
                        "source", "source_id", "source_digest", "seated"], "games_list")
    games.create_index(["id", "event_count", "event_digest"], "games_sealed")
    games.create_index(["finished_at", "id"], "games_by_end")
    create_sort_indexes(db)


def create_videos(db: Database) -> None:
    """A streamed game's video: its link, and the stream's start (UTC, as the events' ``at``)
    from which its chapters are timed."""
    db.table("game_videos").create({"game_id": str, "url": str, "stream_start": str}, pk="game_id",
                             not_null={"url", "stream_start"}, defaults={"url": "", "stream_start": ""},
                             foreign_keys=[("game_id", "games", "id")])


def create_figures(db: Database) -> None:
    db.table("player_figures").create({"player": str, "role": str, **{name: int for name in FIGURES}},
                                pk=("player", "role"), not_null={"player", "role", *FIGURES},
                                defaults={name: 0 for name in FIGURES})


def create_ratings(db: Database) -> None:
    """The ratings' tables, a statement at a time: ``executescript`` would commit the
    transaction under way first."""
    run_statements(db, RATINGS)


def run_statements(db: Database, script: str) -> None:
    """An SQL script a statement at a time, in the transaction under way."""
    for statement in script.split(";"):
        if statement.strip():
            db.execute(statement)


def create_sort_indexes(db: Database) -> None:
    for name, columns in SORTS.items():
        db.table("games").create_index(["deleted_at", *columns], f"games_by_{name}")
