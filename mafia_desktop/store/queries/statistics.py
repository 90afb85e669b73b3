"""Players' statistics, from the figures the archive keeps per player and role.

Only finished games outside the trash count: an unfinished game has no result yet. A draw
counts as a game played and not won.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import NamedTuple, overload

from mafia_desktop.store.archive import Archive
from mafia_desktop.store.opening.layout import FIGURES


class RoleRecord(NamedTuple):
    """A tuple: sorting the Players tab by a role makes 20,000 of them, twice as fast as a dataclass."""
    role: str          # "civilian", "sheriff", ... ; "unknown" where a record kept no role
    games: int
    wins: int

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None


class PackedRoles(Sequence[RoleRecord]):
    """A player's role records as the query packs them (the roles, their games and their wins,
    each a comma-separated list in the same order), made ``RoleRecord``s, the most played
    first, when first read: the Players tab lists 3,000 players and shows a screenful, and
    making their 20,000 records took a quarter of its time. Equal to the tuple of its records."""

    __slots__ = ("_packed", "_records")

    def __init__(self, roles: str, games: str, wins: str) -> None:
        self._packed: tuple[str, str, str] | None = (roles, games, wins)
        self._records: tuple[RoleRecord, ...] = ()

    def records(self) -> tuple[RoleRecord, ...]:
        if self._packed is not None:
            roles, games, wins = (column.split(",") for column in self._packed)
            self._records = tuple(sorted(map(RoleRecord, roles, map(int, games), map(int, wins)), key=_most_played))
            self._packed = None
        return self._records

    @overload
    def __getitem__(self, index: int) -> RoleRecord: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[RoleRecord, ...]: ...

    def __getitem__(self, index: int | slice) -> RoleRecord | tuple[RoleRecord, ...]:
        return self.records()[index]

    def __len__(self) -> int:
        return len(self.records())

    def __iter__(self) -> Iterator[RoleRecord]:
        return iter(self.records())

    def __eq__(self, other: object) -> bool:
        return self.records() == (tuple(other) if isinstance(other, Sequence) else other)

    def __hash__(self) -> int:
        return hash(self.records())

    def __repr__(self) -> str:
        return repr(self.records())


class PlayerStats(NamedTuple):
    """A tuple, as ``RoleRecord``: the Players tab makes 3,000, in a third of a frozen dataclass's time."""
    nickname: str
    games: int = 0
    wins: int = 0
    killed_first: int = 0
    best_named: int = 0
    best_black: int = 0
    fouls: int = 0
    removals: int = 0
    roles: Sequence[RoleRecord] = ()   # the most played first

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


def player_stats(archive: Archive, nickname: str | None = None) -> list[PlayerStats]:
    """Every registered player's figures (or one player's), by name; a player with no
    finished game yet is listed with zeros. Names are the registry's spelling. Read from the
    projection the archive keeps as games are written (``figures``): a row per role played."""
    where, params = "", []
    if nickname is not None:
        where, params = "WHERE nickname = ?", [archive.player_of(nickname)]
    # One query, summed by SQL, a row a player, his roles packed in three columns: Python
    # takes about a microsecond a value it is handed (the Players tab read 20,000 roles'
    # rows, and made each a record, before its first screen). ``player = nickname``
    # compares as the figures' column does (exactly), not as the registry's (NOCASE).
    rows = archive.conn.execute(
        f"SELECT nickname, {', '.join(f'coalesce(sum({name}), 0)' for name in FIGURES)}, group_concat(role), "
        f"group_concat(games), group_concat(wins) FROM players LEFT JOIN player_figures ON player = nickname "
        f"{where} GROUP BY nickname", params).fetchall()
    # mypy cannot tell that the figures (FIGURES' count) stop before ``roles``.
    return sorted((PlayerStats(name, *figures,  # type: ignore[misc]   # FIGURES' order
                               roles=PackedRoles(roles, games, wins) if roles else ())
                   for name, *figures, roles, games, wins in rows), key=lambda s: s.nickname.casefold())


def roles_played(archive: Archive) -> list[str]:
    """The roles someone in the archive has played a finished game in (unordered): the
    Players tab's columns, without reading anyone's records (the figures' players are the
    registry's: both follow the same games)."""
    return [role for (role,) in archive.conn.execute("SELECT DISTINCT role FROM player_figures WHERE games > 0")]


def _most_played(record: RoleRecord) -> tuple[int, str]:
    return -record.games, record.role
