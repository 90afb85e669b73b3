"""Each game's seats (``game_players``): who sat where, his role, and what the game says of
him for the statistics."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from mafia_desktop.store.projections.players import Registry, list_players

if TYPE_CHECKING:
    import sqlite3
    from mafia_desktop.engine import State
    from mafia_desktop.store.projections import Change

#: A seat's row in ``game_players`` after its key, ``player`` (the person) second.
SEAT_COLUMNS = ("nickname, player, role, won, killed_first, fouls, removed, best_named, "
                "best_black, left_how, left_round")


def seat_rows(state: State) -> list[tuple]:
    """Each seat's row in ``game_players`` after its number and person: nickname, role and
    what the game says of him for the statistics."""
    from mafia_desktop.engine.facts import seat_facts
    return [(seat.nickname, seat.role._value_ if seat.role else None,
             facts.won, int(facts.killed_first), facts.fouls, int(facts.removed),
             facts.best_named, facts.best_black, facts.left_how, facts.left_round)
            for seat, facts in zip(state.seats, seat_facts(state))]


def write(conn: sqlite3.Connection, key: int, numbered: Sequence[tuple[int, tuple]], person_at: dict[int, str],
          first: str, last: str, registry: Registry, *, new: bool = False) -> None:
    """Seats' rows (``(number, row)``, row as ``seat_rows`` makes it) and their people in the
    registry, seen from ``first`` to ``last``; ``new``: a new game's, none there yet."""
    # Hand SQL, as for the events: ten seats 79 µs against 337 µs with insert_all(replace=True).
    # A new game's seats are plain inserts: with the foreign keys on, OR REPLACE costs
    # 0.25 ms a game's ten seats against 0.11 ms (measured in an import).
    conn.executemany(
        f"INSERT {'' if new else 'OR REPLACE '}INTO game_players (game, seat, {SEAT_COLUMNS}) "
        f"VALUES (?, ?, ?, ?, {', '.join('?' * 9)})",
        [(key, number, row[0], person_at[number], *row[1:]) for number, row in numbered])
    people = [person_at[number] for number, _ in numbered]
    # The registry's times are merged (the earliest first seen, the latest last seen):
    # sqlite-utils' upsert would replace them.
    conn.executemany(
        "INSERT INTO players (nickname, first_seen, last_seen) VALUES (?, ?, ?) ON CONFLICT "
        "(nickname) DO UPDATE SET first_seen = min(first_seen, excluded.first_seen), "
        "last_seen = max(last_seen, excluded.last_seen)",
        [(person, first, last) for person in people])
    registry.seen(people)


def follow(change: Change) -> None:
    """The seats whose rows changed, written; a corrected nickname leaves the registry once no
    game has it any more."""
    conn, key, state = change.conn, change.key, change.state
    known = {row[0]: row[1:] for row in conn.execute(
        f"SELECT seat, {SEAT_COLUMNS} FROM game_players WHERE game = ?", [key])}
    rows = seat_rows(state)
    changed = [(number, row) for number, row in enumerate(rows, start=1)
               if known.get(number, ())[:1] + known.get(number, ())[2:] != row]
    if not changed:
        return
    person_at = change.registry.person_at([seat.nickname for seat in state.seats])
    write(conn, key, changed, person_at, change.first, change.last, change.registry)
    renamed = [known[number][1] for number, row in changed if number in known and known[number][0] != row[0]]
    if renamed or len(known) < len(rows):
        list_players(conn, [change.game_id])
    conn.executemany(
        "DELETE FROM players WHERE nickname = ?1 AND NOT EXISTS "
        "(SELECT 1 FROM game_players WHERE player = ?1)", [(name,) for name in renamed])
