"""Version 12 (publishing to the rating service): an archive of version 11 upgrades to the
layout a new archive has and keeps every game, seat and event as it was."""

import sqlite3

from mafia_desktop.store import Archive
from mafia_desktop.store.opening import schema
from mafia_desktop.store.publishing import enqueue, link_player, player_links, waiting

from .test_layout import shape
from .test_upkeep import older_copy


def everything(path) -> list:
    conn = sqlite3.connect(path)
    try:
        return [conn.execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall()
                for table in ("games", "events", "game_players", "players", "contests", "game_ratings")]
    finally:
        conn.close()


def test_an_archive_of_version_11_upgrades_and_keeps_everything(tmp_path):
    old, new = older_copy(tmp_path, 6, 11)
    kept = everything(old)
    with Archive(new, write=False) as archive:
        made = shape(archive.conn)
    with Archive(old) as archive:
        assert archive.check(full=True).ok and shape(archive.conn) == made
        game = archive.games()[0].id
        link_player(archive, "Игрок 1", 12)
        enqueue(archive, [game])
        assert player_links(archive) == {"Игрок 1": 12} and [p.game_id for p in waiting(archive)] == [game]
    assert schema.inspect(old) == schema.SCHEMA_VERSION
    assert everything(old) == kept
