"""The players' figures as a projection: per player and role, what his finished games outside
the trash add up to (``player_figures``), kept up to date as games are written, so the
Players tab reads a row per player instead of adding up every seat of every game.

A game's seats are counted out before its rows change and in again after (``count``); a
rebuild counts everyone again from the seats' rows (``recount``), which is also what a test
compares the projection with.
"""

from __future__ import annotations

import json
import sqlite3
from typing import TYPE_CHECKING, Sequence

from mafia_desktop.store.opening.layout import FIGURES

if TYPE_CHECKING:
    from mafia_desktop.store.projections import Change

#: What the seats of the chosen finished games outside the trash add up to, per player and
#: role (a seat whose record kept no role counts as 'unknown'); ``?1`` is +1 or -1.
_SUMS = (
    "SELECT gp.player, coalesce(gp.role, 'unknown'), ?1 * count(*), ?1 * sum(coalesce(gp.won, 0)), "
    "?1 * sum(gp.killed_first), ?1 * sum(gp.best_named), ?1 * sum(gp.best_black), ?1 * sum(gp.fouls), "
    "?1 * sum(gp.removed) FROM games g JOIN game_players gp ON gp.game = g.key "
    "WHERE g.finished = 1 AND g.deleted_at IS NULL {which} GROUP BY 1, 2"
)
_COLUMNS = ", ".join(FIGURES)
# An increment, which sqlite-utils' upsert (it replaces values) cannot say.
_ADD = (f"INSERT INTO player_figures (player, role, {_COLUMNS}) {_SUMS} ON CONFLICT (player, role) DO UPDATE SET "
        + ", ".join(f"{name} = {name} + excluded.{name}" for name in FIGURES))


def count(conn: sqlite3.Connection, game_ids: Sequence[str], sign: int) -> None:
    """Count the games' seats in (``sign`` 1) or out (-1) of the figures; a game that does
    not count (unfinished, in the trash) changes nothing."""
    if not game_ids:
        return
    if len(game_ids) == 1:
        conn.execute(_ADD.format(which="AND g.id = ?2"), [sign, game_ids[0]])
    else:
        conn.execute(_ADD.format(which="AND g.id IN (SELECT value FROM json_each(?2))"),
                     [sign, json.dumps(list(game_ids))])
    if sign < 0:
        conn.execute("DELETE FROM player_figures WHERE games = 0")


def recount(conn: sqlite3.Connection) -> None:
    conn.execute("DELETE FROM player_figures")
    conn.execute(f"INSERT INTO player_figures (player, role, {_COLUMNS}) {_SUMS.format(which='')}", [1])


def from_seats(conn: sqlite3.Connection) -> list[tuple]:
    """Every player's figures added up from the seats' rows now, as the projection holds
    them: ``(player, role, *FIGURES)`` sorted."""
    return sorted(conn.execute(_SUMS.format(which=""), [1]).fetchall())


def projected(conn: sqlite3.Connection) -> list[tuple]:
    return sorted(conn.execute(f"SELECT player, role, {_COLUMNS} FROM player_figures").fetchall())


def take_back(change: Change) -> None:
    """A finished game's figures counted out before its rows change (``count_again`` after)."""
    if change.counted and change.before["finished"]:
        count(change.conn, [change.game_id], -1)


def count_again(change: Change) -> None:
    if change.counted and change.state.ended:
        count(change.conn, [change.game_id], 1)
