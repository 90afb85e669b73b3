"""The trash: a game put there leaves the list, the figures and the ratings, and comes back
whole when restored; emptying it deletes its games for good."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from mafia_desktop.store.log.event_log import update_game
from mafia_desktop.time_stamps import utc_now
from mafia_desktop.store.projections import figures, players

if TYPE_CHECKING:
    from mafia_desktop.store.archive import Archive


def put(archive: Archive, game_id: str) -> None:
    row = archive.game(game_id)
    if row.deleted_at:
        return
    with archive.atomic():
        figures.count(archive.conn, [row.id], -1)   # before: a game in the trash counts nothing
        update_game(archive.conn, row.id, {"deleted_at": utc_now()})
        archive.rate([row.id])   # (an import's replaced version: at its batch's end)


def restore(archive: Archive, game_id: str) -> None:
    row = archive.game(game_id)
    if not row.deleted_at:
        return
    with archive.atomic():
        update_game(archive.conn, row.id, {"deleted_at": None})
        figures.count(archive.conn, [row.id], 1)
        archive.rate([row.id])


def empty(archive: Archive) -> int:
    """Delete the games in the trash for good; returns how many."""
    conn = archive.conn
    ids = [row.id for row in archive.games(trash=True)]
    people = [row[0] for row in conn.execute(
        "SELECT DISTINCT player FROM game_players WHERE game IN "
        "(SELECT key FROM games WHERE id IN (SELECT value FROM json_each(?)))",
        [json.dumps(ids)])]
    with archive.atomic():
        for game_id in ids:
            key = archive.log.key(game_id)[0]
            conn.execute("DELETE FROM contest_games WHERE game_id = ?", [game_id])
            conn.execute("DELETE FROM game_players WHERE game = ?", [key])
            archive.log.remove(game_id)
            conn.execute("DELETE FROM games WHERE id = ?", [game_id])
        players.from_games(conn, people)
        archive.registry.forget()
    return len(ids)
