"""Players' statistics, from the figures the archive keeps per player and role.

Only finished games outside the trash count: an unfinished game has no result yet. A draw
counts as a game played and not won.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .archive import Archive


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


_TOTALS = ("games", "wins", "killed_first", "best_named", "best_black", "fouls", "removals")


def player_stats(archive: Archive, nickname: str | None = None) -> list[PlayerStats]:
    """Every registered player's figures (or one player's), by name; a player with no
    finished game yet is listed with zeros. Names are the registry's spelling. Read from the
    projection the archive keeps as games are written (``figures``): a row per role played."""
    where, params = "", []
    if nickname is not None:
        where, params = "WHERE p.nickname = ?", [archive.player_of(nickname)]
    rows = archive.conn.execute(
        "SELECT p.nickname, f.role, f.games, f.wins, f.killed_first, f.best_named, f.best_black, f.fouls, "
        f"f.removals FROM players p LEFT JOIN player_figures f ON f.player = p.nickname {where}", params)
    totals: dict[str, list[int]] = {}
    roles: dict[str, list[RoleRecord]] = {}
    for player, role, *figures in rows:
        sums = totals.setdefault(player, [0] * len(_TOTALS))
        if role is None:   # no finished game yet
            continue
        for index, value in enumerate(figures):
            sums[index] += value
        roles.setdefault(player, []).append(RoleRecord(role, figures[0], figures[1]))
    return sorted((PlayerStats(name, **dict(zip(_TOTALS, sums)),
                               roles=tuple(sorted(roles.get(name, []), key=lambda r: (-r.games, r.role))))
                   for name, sums in totals.items()), key=lambda s: s.nickname.casefold())
