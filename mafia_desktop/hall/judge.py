"""The head judge's reading of the hall: every table's current game as it stands, each
table's games with their results, the standings, and the seating handed to the tables.

Each game's log is replayed through the rules as it arrives (a ``Timeline`` a game, fed only
the events it has not seen), so a page refreshed every second reads a few rows, not every
game again. Times are the server's (``received_at``): the tables' clocks may disagree.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Sequence

from mafia_desktop.engine.errors import Message

if TYPE_CHECKING:
    import psycopg

    from mafia_desktop.engine import State, Timeline
    from mafia_desktop.engine.standings import Standing


@dataclass(frozen=True)
class TableNow:
    """One table as the head judge sees it."""

    number: int
    game_id: str | None = None
    state: State | None = None
    events: int = 0
    last_event_at: datetime | None = None    # the server's time of the last event
    speech_started_at: datetime | None = None   # the server's time the running timer started
    problem: Message | None = None           # the hall's log of this game does not replay

    def seconds_left(self, now: datetime) -> float | None:
        """The running timer as the table shows it (the server's clock, not the table's)."""
        if self.state is None:
            return None
        timer = self.state.timer
        if timer.running_since is None or self.speech_started_at is None:
            return self.state.remaining(0.0)
        left_at_start = self.state.remaining(timer.running_since)
        return None if left_at_start is None else left_at_start - (now - self.speech_started_at).total_seconds()


@dataclass(frozen=True)
class GameLog:
    """One game's whole log as the hall holds it (for its protocol)."""

    game_id: str
    table: int
    events: list        # the engine's events, undone ones too, seq 1 first
    created_at: str     # the table's clock, as its archive wrote it
    last_event_at: datetime | None   # the server's time of the last event


class Watch:
    """The hall read by the head judge's role; ``tables()`` again reads only what is new."""

    def __init__(self, hall: psycopg.Connection) -> None:
        self.hall = hall
        self._games: dict[str, _Game] = {}

    def tables(self) -> list[TableNow]:
        """Every table and its newest game."""
        rows = self.hall.execute(
            "SELECT t.number, g.game_id FROM hall.tables t LEFT JOIN LATERAL "
            "(SELECT game_id FROM hall.games WHERE table_number = t.number "
            "ORDER BY created_at DESC, received_at DESC LIMIT 1) g ON true ORDER BY t.number").fetchall()
        self._catch_up([game_id for _, game_id in rows if game_id])
        self.hall.commit()
        return [self._now(number, game_id) for number, game_id in rows]

    def games(self, table: int | None = None) -> list[TableNow]:
        """The games of a table (every table's if None), oldest first, each as it stands."""
        rows = self.hall.execute(
            "SELECT table_number, game_id FROM hall.games WHERE %(table)s::integer IS NULL "
            "OR table_number = %(table)s ORDER BY table_number, created_at, received_at",
            {"table": table}).fetchall()
        self._catch_up([game_id for _, game_id in rows])
        self.hall.commit()
        return [self._now(number, game_id) for number, game_id in rows]

    def standings(self, system_name: str) -> list[Standing]:
        """The players' table over every finished game in the hall (nicknames as the tables
        typed them: the hall has no registry of people)."""
        from mafia_desktop.engine.points import SYSTEMS
        from mafia_desktop.engine.standings import PlayedGame, standings
        played = [PlayedGame(t.game_id, t.state, {seat.number: seat.nickname for seat in t.state.seats})
                  for t in self.games() if t.state is not None and t.state.ended]
        return standings(played, SYSTEMS[system_name])

    def hand_seating(self, round_number: int, tables: Sequence[Sequence[str]]) -> None:
        """The seats of a round, table by table (``tables[0]`` is table 1's, seat 1 first):
        each table's next new game opens with them. A round handed again replaces itself."""
        with self.hall.transaction():
            self.hall.execute("DELETE FROM hall.seating WHERE round = %s", [round_number])
            with self.hall.cursor() as cursor:
                cursor.executemany("INSERT INTO hall.seating (round, table_number, seat, nickname) "
                                   "VALUES (%s, %s, %s, %s)",
                                   [(round_number, table, seat, name) for table, names in enumerate(tables, start=1)
                                    for seat, name in enumerate(names, start=1)])

    def now(self) -> datetime:
        """The server's clock (the running timers are counted on it, not on this laptop's)."""
        moment = self.hall.execute("SELECT clock_timestamp()").fetchone()[0]
        self.hall.commit()
        return moment

    def log(self, game_id: str) -> GameLog | None:
        """A game's every event, read whole (a protocol is printed from the hall, not from
        an archive); None if the hall has no such game."""
        from mafia_desktop.engine import from_json
        game = self.hall.execute("SELECT table_number, created_at FROM hall.games WHERE game_id = %s",
                                 [game_id]).fetchone()
        rows = self.hall.execute("SELECT type, payload, received_at FROM hall.events WHERE game_id = %s "
                                 "ORDER BY seq", [game_id]).fetchall() if game else []
        self.hall.commit()
        if game is None:
            return None
        events = [from_json({"type": kind, **json.loads(payload)}) for kind, payload, _ in rows]
        return GameLog(game_id, game[0], events, game[1], rows[-1][2] if rows else None)

    def refusals(self) -> list[tuple[int, str | None, str, datetime]]:
        rows = self.hall.execute("SELECT table_number, game_id, reason, at FROM hall.refusals "
                                 "ORDER BY at DESC LIMIT 100").fetchall()
        self.hall.commit()
        return rows

    def _catch_up(self, game_ids: list[str]) -> None:
        known = {game_id: self._games[game_id].seq for game_id in game_ids if game_id in self._games}
        rows = self.hall.execute(
            "SELECT e.game_id, e.seq, e.type, e.payload, e.received_at FROM hall.events e "
            "JOIN unnest(%s::text[], %s::integer[]) AS k(game_id, seq) ON e.game_id = k.game_id AND e.seq > k.seq "
            "ORDER BY e.game_id, e.seq", [game_ids, [known.get(g, 0) for g in game_ids]]).fetchall()
        for game_id, seq, kind, payload, received_at in rows:
            self._games.setdefault(game_id, _Game()).take(seq, kind, payload, received_at)

    def _now(self, number: int, game_id: str | None) -> TableNow:
        game = self._games.get(game_id) if game_id else None
        if game is None:
            return TableNow(number, game_id)
        return TableNow(number, game_id, None if game.problem else game.timeline.state, game.seq,
                        game.last_at, game.speech_at, game.problem)


class _Game:
    def __init__(self) -> None:
        from mafia_desktop.engine import Timeline
        self.timeline: Timeline = Timeline()
        self.seq = 0
        self.last_at: datetime | None = None
        self.speech_at: datetime | None = None
        self.problem: Message | None = None

    def take(self, seq: int, kind: str, payload: str, received_at: datetime) -> None:
        from mafia_desktop.engine import RuleViolation, from_json
        self.seq, self.last_at = seq, received_at
        if self.problem:
            return
        try:
            self.timeline.push(from_json({"type": kind, **json.loads(payload)}))
        except (RuleViolation, ValueError, TypeError, KeyError) as error:
            self.problem = Message("event {seq} does not replay: {problem}", seq=seq,
                                   problem=getattr(error, "message", str(error)))
            return
        if kind == "speech_started":
            self.speech_at = received_at


def next_seats(hall: psycopg.Connection) -> list[str] | None:
    """The table's seats in the first round handed to it that it has not played yet: the
    nicknames, seat 1 first (None if the head judge handed none). The table's role sees its
    own rows only."""
    played = hall.execute("SELECT count(*) FROM hall.games").fetchone()[0]
    rows = hall.execute("SELECT round, seat, nickname FROM hall.seating ORDER BY round, seat").fetchall()
    hall.commit()
    rounds: dict[int, list[str]] = {}
    for number, _, nickname in rows:
        rounds.setdefault(number, []).append(nickname)
    # Round N is the table's Nth game: a round handed after the first games were seated by
    # hand (round 3 only, two games played) is the next game's, not lost.
    later = [number for number in sorted(rounds) if number > played]
    return rounds[later[0]] if later else None
