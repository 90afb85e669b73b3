"""Version 3 from a real version-2 file (the seats' statistics rebuilt, even after a first
start cut short or a damaged game), and the players' registry kept equal to a rebuild."""

import json
import sqlite3
import time

import pytest

from mafia_desktop.engine import commands as c, to_json
from mafia_desktop.store import Archive, ArchiveDamaged
from mafia_desktop.store.opening import schema
from mafia_desktop.store.queries.browse import GameFilter, find_games
from mafia_desktop.store.queries.statistics import player_stats
from tests.engine.table import Table
from tests.store.evening import blacks_removed, build_evening


def v2_file(path, games: dict[str, Table], *then: str) -> None:
    """An archive as version 2 wrote it: games, their events and their seat rows; ``then``,
    statements run on it after (a damage, a change another program made)."""
    conn = sqlite3.connect(path)
    conn.executescript(f"PRAGMA application_id = {schema.APPLICATION_ID};" + schema.SCHEMA_V1
                       + schema.MIGRATIONS[1])
    for game_id, t in games.items():
        conn.execute("INSERT INTO games (id, ruleset, options, created_at, updated_at, finished, players) "
                     "VALUES (?, 'sport', '{}', '2026-01-01', '2026-01-01', ?, 10)",
                     [game_id, int(t.state.ended)])
        for seq, event in enumerate(t.game.events, start=1):
            payload = to_json(event)
            kind = payload.pop("type")
            conn.execute("INSERT INTO events VALUES (?, ?, ?, ?, '2026-01-01T12:00:00.000+00:00')",
                         [game_id, seq, kind, json.dumps(payload)])
        for seat in t.state.seats:
            conn.execute("INSERT INTO game_players VALUES (?, ?, ?, ?)",
                         [game_id, seat.number, seat.nickname, seat.role.value])
            conn.execute("INSERT OR IGNORE INTO players VALUES (?, '2026-01-01', '2026-01-01')", [seat.nickname])
    for statement in then:
        conn.execute(statement)
    conn.commit()
    conn.close()


def test_a_version_2_archive_gets_its_players_and_statistics(tmp_path):
    path = tmp_path / "old.sqlite3"
    v2_file(path, {"g1": blacks_removed()})
    with Archive(path) as archive:
        [listed] = find_games(archive, GameFilter(nickname="player 4"))
        assert listed.players[3] == "Player 4"
        [four] = player_stats(archive, "Player 4")
        assert (four.games, four.wins) == (1, 1)
        assert player_stats(archive, "Player 2")[0].removals == 1
    assert schema.inspect(path) == schema.SCHEMA_VERSION


def test_a_first_start_cut_short_rebuilds_on_the_next(tmp_path):
    path = tmp_path / "old.sqlite3"
    v2_file(path, {"g1": blacks_removed()})
    conn = sqlite3.connect(path, isolation_level=None)
    schema.migrate(conn, 2)                     # upgraded, then the battery went flat
    conn.close()
    with Archive(path) as archive:
        assert find_games(archive)[0].players[0] == "Player 1"
        assert player_stats(archive, "Player 1")[0].games == 1
        assert archive.conn.execute("SELECT count(*) FROM upkeep").fetchone()[0] == 0


def test_a_damaged_game_does_not_keep_the_others_out_of_the_upgrade(tmp_path):
    path = tmp_path / "old.sqlite3"
    v2_file(path, {"good": blacks_removed(), "bad": blacks_removed()},
            "UPDATE events SET payload = '{\"bogus\": 1}' WHERE game_id = 'bad' AND seq = 5")
    with Archive(path) as archive:
        assert archive.unreadable == ["bad"]
        good = {game.row.id: game for game in find_games(archive)}["good"]
        assert good.players[1] == "Player 2"
        assert player_stats(archive, "Player 2")[0].games == 1


def registry(archive):
    return archive.conn.execute("SELECT nickname, first_seen, last_seen FROM players ORDER BY nickname").fetchall()


def test_the_registry_after_appends_trash_and_empty_trash_equals_a_rebuild(tmp_path):
    with Archive(tmp_path / "a.sqlite3") as archive:
        ids = build_evening(archive)
        t = Table()
        game_id = archive.create_game(t.game.events, at="2026-12-01T10:00:00.000+00:00")
        archive.append(game_id, t.game.run(c.next_turn, now=1.0), state=t.state,
                       at="2026-12-01T11:00:00.000+00:00")
        archive.trash(ids["G5"])
        archive.empty_trash()
        live = registry(archive)
        assert "Ježiks" not in [name for name, *_ in live]      # his only game is gone
        archive.rebuild_projections()
        assert registry(archive) == live


def test_a_name_in_another_case_of_any_alphabet_is_one_person(tmp_path):
    with Archive(tmp_path / "a.sqlite3") as archive:
        build_evening(archive)
        t = Table()
        t.run(c.rename, seat=4, nickname="ЁЖИК")
        archive.create_game(t.game.events)
        assert archive.player_of("ЁЖИК") == "Ёжик"
        assert find_games(archive)[0].players[3] == "Ёжик"
        assert "ЁЖИК" not in [s.nickname for s in player_stats(archive)]


def test_a_version_2_player_without_a_nickname_names_nobody_and_the_upgrade_goes_on(tmp_path):
    path = tmp_path / "old.sqlite3"
    v2_file(path, {"g1": blacks_removed()}, "UPDATE players SET nickname = NULL")
    with Archive(path) as archive:
        assert [row.id for row in archive.games()] == ["g1"]


def out_of_order_v2_file(path):
    """A version-2 file whose games' page is damaged so that its rows come back out of order
    (rowid 0 after rowid 1)."""
    v2_file(path, {"g1": blacks_removed()})
    conn = sqlite3.connect(path)
    root, size = (conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'games'").fetchone()[0],
                  conn.execute("PRAGMA page_size").fetchone()[0])
    conn.close()
    data = bytearray(path.read_bytes())
    at = (root - 1) * size
    data[at + 3:at + 5] = (2).to_bytes(2, "big")   # a second cell on the games' page...
    data[at + 10:at + 12] = bytes(2)               # ...read from the page's start
    path.write_bytes(data)
    return path


def test_an_older_archive_whose_games_come_back_out_of_order_is_refused_at_once_not_upgraded_for_ever(tmp_path):
    path = out_of_order_v2_file(tmp_path / "old.sqlite3")
    started = time.monotonic()
    with pytest.raises(ArchiveDamaged, match="out of order"):
        Archive(path)
    assert time.monotonic() - started < 1.0
    assert (tmp_path / "old.sqlite3.v2.bak").exists()   # the file as it was, kept
