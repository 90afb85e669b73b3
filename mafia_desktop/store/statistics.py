"""Players' statistics, from the figures the archive keeps per player and role.

Only finished games outside the trash count: an unfinished game has no result yet. A draw
counts as a game played and not won.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mafia_desktop.store.archive import Archive
from mafia_desktop.store.layout import FIGURES


@dataclass(frozen=True)
class RoleRecord:
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
    # Two plain reads, matched here: quicker than SQL joining 3,000 players to their rows.
    totals: dict[str, list[int]] = {name: [0] * len(_TOTALS) for name in registry}
    roles: dict[str, list[RoleRecord]] = {}
    for player, role, *figures in archive.conn.execute(
            f"SELECT player, role, {', '.join(FIGURES)} FROM player_figures {where}", params).fetchall():
        sums = totals.get(player)
        if sums is None:   # not the registry's name (never so when the projection is whole)
            continue
        for index, value in enumerate(figures):
            sums[index] += value
        roles.setdefault(player, []).append(RoleRecord(role, figures[0], figures[1]))
    return sorted((PlayerStats(name, **dict(zip(_TOTALS, sums)),
                               roles=tuple(sorted(roles.get(name, []), key=lambda r: (-r.games, r.role))))
                   for name, sums in totals.items()), key=lambda s: s.nickname.casefold())
