"""The games' listing: a row per game with what the list shows, searches and sorts by
(``games``), as its state and its events' times give it."""

# (Annotations evaluated here, not kept as text: a named tuple's fields given as text are each
# compiled into a reference when its class is made, 28 µs a field at every start: issue 44.)
from typing import TYPE_CHECKING, NamedTuple, Sequence

from mafia_desktop.store.log.event_log import update_game
from mafia_desktop.store import projections   # (``projections.game_columns``: loaded at the first write)
from mafia_desktop.store.projections.sort_keys import listing_keys

if TYPE_CHECKING:
    import sqlite3
    from mafia_desktop.engine import State
    from mafia_desktop.store.projections import Change


class GameRow(NamedTuple):
    """One game as the archive lists it. (A named tuple: as a frozen dataclass its nineteen
    fields cost the window's first paint 1 ms, the code that dataclasses writes for it compiled
    at every start: issue 44.)"""

    id: str
    ruleset: str
    created_at: str
    updated_at: str
    finished_at: str | None
    finished: bool
    winner: str | None
    club: str
    tournament: str
    table_no: str
    game_no: str
    host: str
    phase: str
    round: int
    players: int
    source: str
    source_id: str
    source_digest: str
    deleted_at: str | None

    @classmethod
    def from_row(cls, row: dict) -> "GameRow":
        values = {name: row[name] for name in cls._fields}
        values["finished"] = bool(values["finished"])
        return cls(**values)

    @classmethod
    def from_values(cls, values: Sequence) -> "GameRow":
        """From the columns in ``LISTED`` order (the fast way for thousands of rows)."""
        columns = list(values[:_FIELDS])
        columns[_FINISHED] = bool(columns[_FINISHED])
        return cls._make(columns)


_FIELDS = len(GameRow._fields)
_FINISHED = GameRow._fields.index("finished")
#: What a listing reads of a game's row (not its options: they are the bulk of the row).
LISTED = ", ".join(GameRow._fields)
#: What following a change reads of a game's row: its listing as ``columns`` makes it.
PROJECTED = ("updated_at", "created_at", "finished_at", "finished", "winner", "club", "tournament", "table_no",
             "game_no", "host", "phase", "round", "players", "sort_where", "sort_host", "sort_players", "seated")


def columns(state: "State", first: str, last: str, finished_at: str | None, seated: str) -> dict:
    """A game's listed columns as its state and its events' times give them."""
    labels = state.labels
    where, host, players = listing_keys(labels.club, labels.tournament, labels.table, labels.number,
                                        labels.host, seated)
    return {"updated_at": last, "created_at": first, "finished_at": finished_at,
            **projections.game_columns.state_columns(state), "sort_where": where, "sort_host": host,
            "sort_players": players}


def listed(conn: "sqlite3.Connection", key: int) -> dict:
    """The game's row as the listing last wrote it (and whether it is in the trash)."""
    cursor = conn.execute(f"SELECT deleted_at, {', '.join(PROJECTED)} FROM games WHERE key = ?", [key])
    names = [column[0] for column in cursor.description]
    return dict(zip(names, cursor.fetchone()))


def follow(change: "Change") -> None:
    """The game's listed columns that changed, written."""
    before = change.before
    now = columns(change.state, change.first, change.last, change.finished_at, before["seated"])
    moved = {name: value for name, value in now.items() if before[name] != value}
    # A tap moves only the game's last time: the row's listed columns (and the list's
    # indexes that hold them) are written when something else listed changes (a new day,
    # a label, the end), so a tap writes its event and the game's count, not the list.
    if set(moved) - {"updated_at"}:
        update_game(change.conn, change.game_id, moved)
