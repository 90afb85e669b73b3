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
#: folded on the game's row (``sorting.listing_keys``): SQLite's NOCASE folds only ASCII.
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

#: Written in SQL for their collations (see above); columns in the order the migrations give.
_NOCASE_TABLES = PLAYERS + """
CREATE TABLE game_players (
    game_id TEXT NOT NULL REFERENCES games(id),
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
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE player_aliases (
    alias TEXT PRIMARY KEY COLLATE NOCASE,
    player TEXT NOT NULL COLLATE NOCASE
);
CREATE TABLE scoring_systems (
    name TEXT PRIMARY KEY COLLATE NOCASE,
    definition TEXT NOT NULL
);
"""


#: The ratings as a projection (version 7, ``ratings``): every rated seat's rating before
#: the game and what it earned (``seat_ratings``), each person's rating now
#: (``player_ratings``: the start plus everything earned) and the starting ratings a club
#: brought from the rating service (``rating_starts``).
RATINGS = """
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
CREATE INDEX games_by_end ON games (finished_at, id);
"""
#: The seats' ratings in the order games count, and a player's: dropped while every game is
#: rated again and made after (``ratings.replay``), one sort instead of a million inserts.
SEAT_RATING_INDEXES = {
    "seat_ratings_in_order": "seat_ratings (ended_at, game_id)",
    "seat_ratings_by_player": "seat_ratings (player, ended_at, game_id)",
}


def create(db: Database, version: int) -> None:
    """Every table and index of the current layout, in the caller's transaction."""
    db.table("schema_version").create({"version": int}, not_null={"version"})
    db.table("games").create(GAMES_COLUMNS, pk="id", defaults=_GAMES_DEFAULTS,
                       not_null={"ruleset", "options", "created_at", "updated_at", *_GAMES_DEFAULTS})
    db.table("events").create({"game_id": str, "seq": int, "type": str, "payload": str, "at": str, "digest": bytes},
                        pk=("game_id", "seq"), not_null={"game_id", "seq", "type", "payload", "at"},
                        foreign_keys=[("game_id", "games", "id")])
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
    games = db.table("games")
    games.create_index(["finished", "created_at"], "games_by_time")
    games.create_index(["source", "source_id"], "games_by_source")
    db.table("game_players").create_index(["player"], "game_players_by_player")
    # The start page and the command line list from this index alone.
    games.create_index(["deleted_at", "updated_at", "id", "ruleset", "created_at", "finished_at", "finished",
                        "winner", "club", "tournament", "table_no", "game_no", "host", "phase", "round", "players",
                        "source", "source_id", "source_digest", "seated"], "games_list")
    db.table("contest_games").create_index(["contest_id"], "contest_games_by_contest")
    games.create_index(["id", "event_count", "event_digest"], "games_sealed")
    create_sort_indexes(db)
    create_videos(db)
    create_ratings(db)
    db.table("schema_version").insert({"version": version})


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
    for statement in RATINGS.split(";"):
        if statement.strip():
            db.execute(statement)
    for name, columns in SEAT_RATING_INDEXES.items():
        db.execute(f"CREATE INDEX {name} ON {columns}")


def create_sort_indexes(db: Database) -> None:
    for name, columns in SORTS.items():
        db.table("games").create_index(["deleted_at", *columns], f"games_by_{name}")
