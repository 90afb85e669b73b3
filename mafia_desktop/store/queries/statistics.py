"""Players' statistics, from the figures the archive keeps per player and role.

Only finished games outside the trash count: an unfinished game has no result yet. A draw
counts as a game played and not won.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from mafia_desktop.store.archive import Archive
from mafia_desktop.store.opening.layout import FIGURES


class RoleRecord(NamedTuple):
    """A tuple: the Players tab makes 20,000 of them, twice as fast as a dataclass."""
    role: str          # "civilian", "sheriff", ... ; "unknown" where a record kept no role
    games: int
    wins: int

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None


@dataclass(frozen=True)
class PlayerStats:
    nickname: str
    games: int = 0
    wins: int = 0
    killed_first: int = 0
    best_named: int = 0
    best_black: int = 0
    fouls: int = 0
    removals: int = 0
    roles: tuple[RoleRecord, ...] = field(default=())

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None

    @property
    def best_move_accuracy(self) -> float | None:
        """Blacks named over seats named, over all his best moves."""
        return self.best_black / self.best_named if self.best_named else None

    @property
    def fouls_per_game(self) -> float | None:
        return self.fouls / self.games if self.games else None

    def role(self, name: str) -> RoleRecord:
        for record in self.roles:
            if record.role == name:
                return record
        return RoleRecord(name, 0, 0)


#: The figures, in the order of ``PlayerStats``' fields and of ``player_figures``' columns.
_TOTALS = FIGURES


def player_stats(archive: Archive, nickname: str | None = None) -> list[PlayerStats]:
    """Every registered player's figures (or one player's), by name; a player with no
    finished game yet is listed with zeros. Names are the registry's spelling. Read from the
    projection the archive keeps as games are written (``figures``): a row per role played."""
    where, params = "", []
    if nickname is not None:
        where, params = "WHERE player = ?", [archive.player_of(nickname)]
    registry = [name for (name,) in archive.conn.execute(
        f"SELECT nickname FROM players {where.replace('player', 'nickname')}", params).fetchall()]
    # Summed by SQL, a row a player; the roles' rows with their two numbers only: Python
    # takes in about a microsecond a row and a value (the Players tab reads 20,000 rows).
    totals = {player: sums for player, *sums in archive.conn.execute(
        f"SELECT player, {', '.join(f'sum({name})' for name in FIGURES)} FROM player_figures {where} "
        "GROUP BY player", params).fetchall()}
    roles: dict[str, list[RoleRecord]] = {}
    for player, *record in archive.conn.execute(
            f"SELECT player, role, games, wins FROM player_figures {where}", params).fetchall():
        roles.setdefault(player, []).append(RoleRecord(*record))
    nothing = [0] * len(_TOTALS)
    # mypy cannot tell that the figures (FIGURES' count) stop before ``roles``.
    return sorted((PlayerStats(name, *totals.get(name, nothing),  # type: ignore[misc]   # FIGURES' order
                               roles=tuple(sorted(roles.get(name, ()), key=_most_played)))
                   for name in registry), key=lambda s: s.nickname.casefold())


def _most_played(record: RoleRecord) -> tuple[int, str]:
    return -record.games, record.role
