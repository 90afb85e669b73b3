"""The seats under their game's integer key (version 11) and the upgrade that moves them: an
upgraded archive holds every seat as version 10 kept it, with the layout a new archive has;
a person's games, a rename and the trash find the seats through the key."""

import sqlite3

from mafia_desktop.store import Archive
from mafia_desktop.store.opening import schema

from .test_layout import shape
from .test_upkeep import archive_of, older_copy

#: Every seat with its game's text id, as version 10 kept them and version 11 must give back.
SEATS = ("SELECT g.id, p.seat, p.nickname, p.role, p.player, p.won, p.killed_first, p.fouls, p.removed, "
         "p.best_named, p.best_black, p.left_how, p.left_round FROM game_players p JOIN games g ON {join} "
         "ORDER BY g.id, p.seat")


def seats(path, join: str) -> list[tuple]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(SEATS.format(join=join)).fetchall()
    finally:
        conn.close()


def test_an_upgraded_archive_keeps_every_seat_under_its_games_key(tmp_path):
    old, new = older_copy(tmp_path, 12, 10)
    kept = seats(old, "g.id = p.game_id")
    assert len(kept) == 120 and kept == seats(new, "g.key = p.game")
    with Archive(new, write=False) as archive:
        made = shape(archive.conn)
    with Archive(old) as archive:
        assert archive.check(full=True).ok
        assert shape(archive.conn) == made
    assert schema.inspect(old) == schema.SCHEMA_VERSION
    assert seats(old, "g.key = p.game") == kept


def test_the_seats_lie_in_their_games_order_in_the_tables_own_tree(tmp_path):
    path = tmp_path / "a.sqlite3"
    archive_of(path, 3)
    conn = sqlite3.connect(path)
    try:
        (sql,) = conn.execute("SELECT sql FROM sqlite_master WHERE name = 'game_players'").fetchone()
        assert sql.rstrip().endswith("WITHOUT ROWID") and "PRIMARY KEY (game, seat)" in sql
        # (A column the index lacks: the table's own tree is read, not the index.)
        games = [key for key, _ in conn.execute("SELECT game, nickname FROM game_players")]
        assert games == sorted(games) and set(games) == {key for key, in conn.execute("SELECT key FROM games")}
    finally:
        conn.close()


def test_a_persons_games_a_rename_and_the_trash_go_through_the_key(tmp_path):
    path = tmp_path / "a.sqlite3"
    archive_of(path, 7)    # "Игрок n" sits in every game where n - seat is the game's number mod 7
    with Archive(path) as archive:
        played = {row.id for row in archive.games(player="Игрок 3")}
        assert len(played) == 4
        assert "is now called" in str(archive.rename_player("Игрок 3", "Ёжик"))
        assert {row.id for row in archive.games(player="Ёжик")} == played
        assert archive.player_of("Игрок 3") == "Ёжик"   # the old name, an alias now
        gone = sorted(played)[0]
        archive.trash(gone)
        archive.empty_trash()
        assert {row.id for row in archive.games(player="Ёжик")} == played - {gone}
        assert archive.conn.execute("SELECT count(*) FROM game_players WHERE game NOT IN (SELECT key FROM games)"
                                    ).fetchone() == (0,)
