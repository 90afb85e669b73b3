"""Following a change: what every projection is told of a game whose log changed
(``Change``), the projections in their order (``PROJECTIONS``), and ``project``, which runs
them. (The package names these when first asked: loading them loads every projection.)"""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING, Callable, NamedTuple, Sequence

from mafia_desktop.store.projections import figures, listing, players, rating_queue, seats

if TYPE_CHECKING:
    from mafia_desktop.engine import State
    from mafia_desktop.store.log.event_log import EventLog


class Change(NamedTuple):
    """What a projection is told of a game whose log changed. (A named tuple: a frozen
    dataclass's code is compiled at every start, the window's first paint among them.)"""

    conn: sqlite3.Connection
    game_id: str
    key: int
    state: State                 # where the game's events lead now
    first: str                   # its first event's time
    last: str                    # its last event's time
    finished_at: str | None      # its end's time (None while it goes on)
    #: The game's listed row as it was before (``listing.PROJECTED``, and ``deleted_at``).
    before: dict
    #: Whether its figures and ratings follow (not for a game in the trash; a rebuild counts
    #: them all at its end).
    counted: bool
    registry: players.Registry
    #: Rate these games again (now, or at the end of the batch under way).
    rate: Callable[[Sequence[str]], None]


#: In order: a game's old figures are counted out before its seats change, in again after.
PROJECTIONS: tuple[Callable[[Change], None], ...] = (
    figures.take_back, listing.follow, players.follow, seats.follow, figures.count_again, rating_queue.follow,
)


def project(log: EventLog, game_id: str, state: State, registry: players.Registry,
            rate: Callable[[Sequence[str]], None], *, count: bool = True) -> None:
    """Every projection brought up to the game's ``state``, in the transaction under way;
    with ``count``, the players' figures and ratings too."""
    key = log.key(game_id)[0]
    first, last, finished_at = log.times(game_id)
    before = listing.listed(log.conn, key)
    change = Change(log.conn, game_id, key, state, first, last, finished_at if state.ended else None, before,
                    count and before["deleted_at"] is None, registry, rate)
    for projection in PROJECTIONS:
        projection(change)
