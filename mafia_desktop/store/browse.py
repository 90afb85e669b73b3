"""Finding games in the archive: by a player's nickname, dates, rules, result.

A nickname matches anywhere in the name and regardless of case in every alphabet (SQLite's
own NOCASE folds only ASCII, and our players are Hebrew, Latvian and Russian too): the
registry's names are matched in Python, which is quick since it holds one row per person.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from datetime import date, datetime, time, timedelta, timezone

from .archive import LISTED, Archive, GameRow


#: Between the names in a game's ``seated`` column.
SEPARATOR = "\x1f"


@dataclass(frozen=True)
class ListedGame:
    row: GameRow
    #: The players in seat order, as the registry knows them now.
    players: tuple[str, ...]

    @cached_property
    def folded(self) -> frozenset[str]:
        return frozenset(name.casefold() for name in self.players)


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


def list_games(archive: Archive) -> list[ListedGame]:
    """Every game outside the trash, the most recently played first: one read, which the
    browser keeps and filters as the host types."""
    rows = archive.conn.execute(
        f"SELECT {LISTED}, seated FROM games WHERE deleted_at IS NULL ORDER BY updated_at DESC, id")
    return [ListedGame(GameRow.from_values(values), tuple(values[-1].split(SEPARATOR)))
            for values in rows]


def filter_games(archive: Archive, games: list[ListedGame], wanted: GameFilter) -> list[ListedGame]:
    people = None
    if wanted.nickname.strip():
        people = frozenset(name.casefold() for name in matching_players(archive, wanted.nickname))
    low = _utc_bound(wanted.since) if wanted.since else None
    high = _utc_bound(wanted.until + timedelta(days=1)) if wanted.until else None

    def accepts(game: ListedGame) -> bool:
        row = game.row
        return ((people is None or not people.isdisjoint(game.folded))
                and (low is None or row.created_at >= low)
                and (high is None or row.created_at < high)
                and (wanted.preset is None or row.ruleset == wanted.preset)
                and (wanted.winner is None or (row.finished and row.winner == wanted.winner))
                and (not wanted.unfinished_only or not row.finished))

    return [game for game in games if accepts(game)]


def find_games(archive: Archive, wanted: GameFilter = GameFilter()) -> list[ListedGame]:
    """The games (not in the trash) that pass the filter, the most recently played first."""
    return filter_games(archive, list_games(archive), wanted)
