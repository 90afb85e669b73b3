"""The first start after an upgrade: every game's work done a batch per transaction, told to a
progress callback; the host's Cancel rolls the batch under way back whole, keeps the batches
done, and the next writable open goes on where it stopped."""

import random
import shutil
import sqlite3
from pathlib import Path

from mafia_desktop.engine import events as ev, preset
from mafia_desktop.store import Archive
from mafia_desktop.store.projections import figures
from mafia_desktop.store.opening import schema, upkeep
from mafia_desktop.store.projections.sort_keys import listing_keys
from mafia_desktop.engine.autoplay import RandomHost


def archive_of(path, games: int) -> None:
    logs = [RandomHost(preset("sport"), random.Random(seed), undo_rate=0.0, check_undo=False).play().events
            for seed in range(3)]
    with Archive(path) as archive, archive.batch():
        for number in range(games):
            log = logs[number % len(logs)]
            names = tuple(f"Игрок {number % 7 + seat}" for seat in range(10))
            archive.create_game([ev.GameCreated(log[0].ruleset, names), *log[1:]])


def older_copy(tmp_path, games: int, version: int) -> tuple[Path, Path]:
    """An archive of ``games`` games made now, and a copy of it taken back to ``version`` (by
    its ``as_version_N`` below): (the old file, the new one)."""
    new, old = tmp_path / "new.sqlite3", tmp_path / "old.sqlite3"
    archive_of(new, games)
    shutil.copy(new, old)
    globals()[f"as_version_{version}"](old)
    assert schema.inspect(old) == version
    return old, new


#: Version 10's seats, keyed by their game's text id.
V10_GAME_PLAYERS = """
CREATE TABLE game_players (
    game_id TEXT NOT NULL REFERENCES games(id), seat INTEGER NOT NULL, nickname TEXT NOT NULL, role TEXT,
    player TEXT COLLATE NOCASE NOT NULL DEFAULT '', won INTEGER, killed_first INTEGER NOT NULL DEFAULT 0,
    fouls INTEGER NOT NULL DEFAULT 0, removed INTEGER NOT NULL DEFAULT 0, best_named INTEGER NOT NULL DEFAULT 0,
    best_black INTEGER NOT NULL DEFAULT 0, left_how TEXT, left_round INTEGER, PRIMARY KEY (game_id, seat)
);
CREATE INDEX game_players_by_player ON game_players (player);
"""


def as_version_12(path) -> None:
    """The archive as version 12 left it: no players' photos."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.executescript("BEGIN; DROP TABLE player_photos; UPDATE schema_version SET version = 12; COMMIT;")
    conn.close()


def as_version_11(path) -> None:
    """The archive as version 11 left it: no tables of publishing to the rating service."""
    as_version_12(path)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.executescript("BEGIN; DROP TABLE service_events; DROP TABLE service_players; DROP TABLE publications; "
                       "UPDATE schema_version SET version = 11; COMMIT;")
    conn.close()


def as_version_10(path) -> None:
    """The archive as version 10 left it: the seats keyed by their game's text id."""
    as_version_11(path)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.executescript("BEGIN; ALTER TABLE game_players RENAME TO game_players_v11; DROP INDEX game_players_by_player;"
                       + V10_GAME_PLAYERS +
                       "INSERT INTO game_players SELECT g.id, p.seat, p.nickname, p.role, p.player, p.won, "
                       "p.killed_first, p.fouls, p.removed, p.best_named, p.best_black, p.left_how, p.left_round "
                       "FROM game_players_v11 p JOIN games g ON g.key = p.game; DROP TABLE game_players_v11;"
                       "UPDATE schema_version SET version = 10; COMMIT;")
    conn.close()


def as_version_9(path) -> None:
    """The archive as version 9 left it: every payload and every game's options as text."""
    from mafia_desktop.store.log import packing
    as_version_10(path)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.create_function("unpack", 1, packing.unpack)
    conn.executescript("BEGIN; UPDATE events SET payload = unpack(payload); UPDATE games SET options = unpack(options); "
                       "UPDATE schema_version SET version = 9; COMMIT;")
    conn.close()


def as_version_8(path) -> None:
    """The archive as version 8 left it: the ratings a row a seat (whose rows the upgrade
    throws away: these are empty)."""
    as_version_9(path)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.executescript(f"BEGIN; DROP TABLE game_ratings; {schema.V7_SEAT_RATINGS}"
                       "UPDATE schema_version SET version = 8; COMMIT;")
    conn.close()


def as_version_7(path) -> None:
    """The archive as version 7 left it: games keyed by their text id, each event's row under
    it with its type's name and its time stamp's text."""
    from sqlite_utils import Database

    from mafia_desktop.store.log import event_rows
    from mafia_desktop.store.opening import layout
    as_version_8(path)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.create_function("stamp", 2, event_rows.stamp)
    db = Database(conn)
    kept = [name for name in layout.GAMES_COLUMNS if name not in ("key", "time_base")]
    conn.execute("BEGIN")
    conn.execute("CREATE TABLE events_v7 (game_id TEXT NOT NULL REFERENCES games(id), seq INTEGER NOT NULL, "
                 "type TEXT NOT NULL, payload TEXT NOT NULL, at TEXT NOT NULL, digest BLOB, PRIMARY KEY (game_id, seq))")
    conn.execute("INSERT INTO events_v7 SELECT g.id, e.seq, t.name, e.payload, stamp(e.at, g.time_base), e.digest "
                 "FROM events e JOIN games g ON g.key = e.game JOIN event_types t ON t.code = e.type")
    db["games_v7"].create({name: layout.GAMES_COLUMNS[name] for name in kept}, pk="id")
    conn.execute(f"INSERT INTO games_v7 ({', '.join(kept)}) SELECT {', '.join(kept)} FROM games ORDER BY key")
    for table in ("games", "events", "event_types"):
        conn.execute(f"DROP TABLE {table}")
    conn.execute("ALTER TABLE games_v7 RENAME TO games")
    conn.execute("ALTER TABLE events_v7 RENAME TO events")
    layout.create_games_indexes(db)
    conn.execute("DROP INDEX games_by_id")
    conn.execute("UPDATE schema_version SET version = 7")
    conn.execute("COMMIT")
    conn.close()


def as_version_6(path) -> None:
    """The archive as version 6 left it: no ratings."""
    as_version_7(path)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.executescript(
        "BEGIN; DROP TABLE seat_ratings; DROP TABLE player_ratings; DROP TABLE rating_starts;"
        "DROP INDEX games_by_end; ALTER TABLE games DROP COLUMN rated; ALTER TABLE contests DROP COLUMN source;"
        "ALTER TABLE contests DROP COLUMN source_id; DELETE FROM upkeep WHERE task = 'ratings';"
        "UPDATE schema_version SET version = 6; COMMIT;")
    conn.close()


def as_version_5(path) -> None:
    """The archive as version 5 left it: no ratings, no videos."""
    as_version_6(path)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.executescript("BEGIN; DROP TABLE game_videos; UPDATE schema_version SET version = 5; COMMIT;")
    conn.close()


def as_version_4(path) -> None:
    """The archive as version 4 left it: no sort keys, no figures, the older indexes (and
    no videos, no ratings: versions 6's and 7's)."""
    as_version_5(path)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.executescript(
        "BEGIN;"
        + "".join(f"DROP INDEX games_by_{name};" for name in ("started", "where", "rules", "host", "players",
                                                             "winner", "finished"))
        + "ALTER TABLE games DROP COLUMN sort_where; ALTER TABLE games DROP COLUMN sort_host;"
        "ALTER TABLE games DROP COLUMN sort_players; DROP TABLE player_figures;"
        "ALTER TABLE upkeep DROP COLUMN done;"
        "CREATE INDEX games_listed ON games (deleted_at, created_at);"
        "CREATE INDEX game_players_by_nickname ON game_players (nickname COLLATE NOCASE);"
        "UPDATE schema_version SET version = 4; COMMIT;")
    conn.close()


def listing_done(conn) -> list[bool]:
    """Per game in rowid order: are its sort keys written?"""
    return [tuple(row[1:4]) == listing_keys(*row[4:]) for row in conn.execute(
        "SELECT rowid, sort_where, sort_host, sort_players, club, tournament, table_no, game_no, host, seated "
        "FROM games ORDER BY rowid")]


class StopAfter:
    """A progress bar whose Cancel is pressed once ``count`` games are reported done."""

    def __init__(self, count: int) -> None:
        self.count = count
        self.seen: list[tuple[int, int]] = []

    def __call__(self, done: int, total: int) -> bool:
        self.seen.append((done, total))
        return done < self.count


def test_a_version_4_archive_gets_its_sort_keys_and_figures_with_progress(tmp_path, monkeypatch):
    path = tmp_path / "a.sqlite3"
    archive_of(path, 30)
    as_version_4(path)
    monkeypatch.setattr(upkeep, "TELL_EVERY", 0)
    told = StopAfter(10**9)
    with Archive(path, progress=told) as archive:
        assert not archive.upkeep_left
        assert all(listing_done(archive.conn))
        assert figures.projected(archive.conn) == figures.from_seats(archive.conn) != []
        assert archive.conn.execute("SELECT count(*) FROM upkeep").fetchone()[0] == 0
    assert told.seen[-1] == (30, 30)
    assert schema.inspect(tmp_path / "a.sqlite3.v4.bak") == 4


def test_cancel_keeps_the_batches_done_and_rolls_the_one_under_way_back(tmp_path, monkeypatch):
    path = tmp_path / "a.sqlite3"
    archive_of(path, 30)
    as_version_4(path)
    monkeypatch.setattr(upkeep, "TELL_EVERY", 0)
    monkeypatch.setitem(upkeep.BATCH, "listing", 4)
    with Archive(path, progress=StopAfter(10)) as archive:   # Cancel in the third batch
        assert archive.upkeep_left
        assert listing_done(archive.conn) == [True] * 8 + [False] * 22
        assert sorted(archive.conn.execute("SELECT task, done FROM upkeep").fetchall()) == [
            ("listing", 8), ("ratings", 0)]
        assert figures.projected(archive.conn) == []          # counted once every key is there
    with Archive(path) as archive:                            # the next start goes on
        assert not archive.upkeep_left and all(listing_done(archive.conn))
        assert figures.projected(archive.conn) == figures.from_seats(archive.conn) != []


def test_a_cancelled_rebuild_leaves_no_game_half_rebuilt(tmp_path, monkeypatch):
    path = tmp_path / "a.sqlite3"
    archive_of(path, 12)
    monkeypatch.setattr(upkeep, "TELL_EVERY", 0)
    monkeypatch.setitem(upkeep.BATCH, "rebuild", 5)
    with Archive(path) as archive:
        seats = archive.conn.execute("SELECT * FROM game_players ORDER BY game, seat").fetchall()
        counted = figures.projected(archive.conn)
        assert archive.rebuild_projections(StopAfter(7)) is False
        # Every game has all its seats: the first batch rebuilt, the second rolled back.
        assert archive.conn.execute("SELECT * FROM game_players ORDER BY game, seat").fetchall() == seats
        assert sorted(archive.conn.execute("SELECT task, done FROM upkeep").fetchall()) == [
            ("ratings", 0), ("rebuild", 5)]
        assert figures.projected(archive.conn) == counted
    with Archive(path) as archive:
        assert archive.conn.execute("SELECT count(*) FROM upkeep").fetchone()[0] == 0
        assert archive.conn.execute("SELECT * FROM game_players ORDER BY game, seat").fetchall() == seats
        assert figures.projected(archive.conn) == counted


def test_a_backup_made_before_the_upgrade_still_shows_the_way_back(tmp_path):
    from mafia_desktop.store.housekeeping import backups
    path = tmp_path / "a.sqlite3"
    archive_of(path, 2)
    with Archive(path) as archive:
        made = backups.make_backup(archive)
        game_id = archive.games()[0].id
    [chunked] = [copy.path for copy in made.written if copy.path.parent == backups.folder_beside(path)]
    backup = chunked.with_suffix(path.suffix)   # a whole copy, as the version before this one wrote them
    backups.rebuilt(chunked, backup)
    chunked.unlink()
    as_version_4(backup)   # as the version before this one wrote it
    assert schema.inspect(backup) == 4
    assert backups.find_whole([backups.folder_beside(path)], path.stem, game_id).path == backup
