"""Finding games in the archive: by a player's nickname, dates, rules, result.

A nickname matches anywhere in the name and regardless of case in every alphabet (SQLite's
own NOCASE folds only ASCII, and our players are Hebrew, Latvian and Russian too): the
registry's names are matched in Python, which is quick since it holds one row per person.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta, timezone

from .archive import Archive, GameRow


@dataclass(frozen=True)
class GameFilter:
    nickname: str = ""
    #: Local calendar days, both included.
    since: date | None = None
    until: date | None = None
    preset: str | None = None
    #: "red", "black" or "draw".
    winner: str | None = None
    unfinished_only: bool = False


@dataclass(frozen=True)
class ListedGame:
    row: GameRow
    #: The players in seat order, as the registry knows them now.
    players: tuple[str, ...]


def _utc_bound(day: date) -> str:
    """Local midnight at the start of ``day`` as the archive's UTC time stamp."""
    local = datetime.combine(day, time()).astimezone()
    return local.astimezone(timezone.utc).isoformat(timespec="milliseconds")


def matching_players(archive: Archive, text: str) -> list[str]:
    """The people whose name, or any name they were recorded under, contains ``text``."""
    needle = text.strip().casefold()
    rows = archive.conn.execute(
        "SELECT nickname, nickname FROM players UNION ALL SELECT alias, player FROM player_aliases")
    return sorted({person for name, person in rows if needle in name.casefold()})


def find_games(archive: Archive, wanted: GameFilter = GameFilter()) -> list[ListedGame]:
    """The games (not in the trash) that pass the filter, the most recently played first."""
    where = ["g.deleted_at IS NULL"]
    params: list = []
    if wanted.nickname.strip():
        people = matching_players(archive, wanted.nickname)
        if not people:
            return []
        where.append("g.id IN (SELECT game_id FROM game_players WHERE player IN "
                     "(SELECT value FROM json_each(?)))")
        params.append(json.dumps(people))
    if wanted.since:
        where.append("g.created_at >= ?")
        params.append(_utc_bound(wanted.since))
    if wanted.until:
        where.append("g.created_at < ?")
        params.append(_utc_bound(wanted.until + timedelta(days=1)))
    if wanted.preset:
        where.append("g.ruleset = ?")
        params.append(wanted.preset)
    if wanted.winner:
        where.append("g.finished = 1 AND g.winner = ?")
        params.append(wanted.winner)
    if wanted.unfinished_only:
        where.append("g.finished = 0")
    cursor = archive.conn.execute(
        "SELECT g.*, (SELECT json_group_array(player) FROM "
        "(SELECT player FROM game_players WHERE game_id = g.id ORDER BY seat)) AS seated "
        f"FROM games g WHERE {' AND '.join(where)} ORDER BY g.updated_at DESC, g.id", params)
    names = [column[0] for column in cursor.description]
    listed = []
    for values in cursor:
        row = dict(zip(names, values))
        listed.append(ListedGame(GameRow.from_row(row), tuple(json.loads(row["seated"]))))
    return listed


def presets_in_use(archive: Archive) -> list[str]:
    return [row[0] for row in archive.conn.execute(
        "SELECT DISTINCT ruleset FROM games WHERE deleted_at IS NULL ORDER BY ruleset")]
