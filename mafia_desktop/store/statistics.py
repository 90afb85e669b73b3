"""Players' statistics, from the seats' rows the archive keeps for every game.

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
    finished game yet is listed with zeros. Names are the registry's spelling."""
    where, params = "", []
    if nickname is not None:
        where, params = "AND p.nickname = ?", [archive.player_of(nickname)]
    rows = archive.conn.execute(
        "SELECT p.nickname, coalesce(gp.role, 'unknown'), count(*), sum(coalesce(gp.won, 0)), "
        "sum(gp.killed_first), sum(gp.best_named), sum(gp.best_black), sum(gp.fouls), sum(gp.removed) "
        "FROM game_players gp JOIN games g ON g.id = gp.game_id JOIN players p ON p.nickname = gp.player "
        f"WHERE g.finished = 1 AND g.deleted_at IS NULL {where} GROUP BY p.nickname, 2", params)
    totals: dict[str, list[int]] = {}
    roles: dict[str, list[RoleRecord]] = {}
    for player, role, *figures in rows:
        sums = totals.setdefault(player, [0] * len(_TOTALS))
        for index, value in enumerate(figures):
            sums[index] += value
        roles.setdefault(player, []).append(RoleRecord(role, figures[0], figures[1]))
    registry = [row[0] for row in archive.conn.execute(
        f"SELECT nickname FROM players p WHERE 1 {where}", params)]
    return sorted((PlayerStats(name, **dict(zip(_TOTALS, totals.get(name, [0] * len(_TOTALS)))),
                               roles=tuple(sorted(roles.get(name, []), key=lambda r: (-r.games, r.role))))
                   for name in registry), key=lambda s: s.nickname.casefold())
