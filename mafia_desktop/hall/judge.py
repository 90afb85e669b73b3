"""The head judge's reading of the hall: every table's current game as it stands, each
table's games with their results and whether they count, the standings, and the seating
handed to the tables.

Each game's log is replayed through the rules as it arrives (a ``Timeline`` a game, fed only
the events it has not seen), so a page refreshed every second reads a few rows, not every
game again. Every payload is read under the importer's bounds (depth, size, numbers): a row
no table should have written is said as such and the rest goes on. Times and orders are the
server's (``received_at``): the tables' clocks may disagree, and a table may lie.

A game counts in the standings only when the judge can stand behind it (``checked``): it is
over, its log replays, it is the only game of its round at its table, it was not played at
the same time as another of the table's games, and its seats are the ones the hall handed
for its round, or the judge accepted it as it stands.
"""


from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any, Sequence

from mafia_desktop.engine import Timeline, from_json
from mafia_desktop.engine.errors import MafiaError, Message, RuleViolation
from mafia_desktop.engine.points import SYSTEMS
from mafia_desktop.engine.standings import PlayedGame, Standing, standings
from mafia_desktop.hall.connection import value_of
from mafia_desktop.formats.limits import FileRefused, loads

if TYPE_CHECKING:
    import psycopg

    from mafia_desktop.engine import Event, State

#: The game number a table may label a game with and still name a round.
MAX_ROUND = 1000


@dataclass(frozen=True)
class TableNow:
    """One table (or one of its games) as the head judge sees it."""

    number: int
    game_id: str | None = None
    state: State | None = None
    events: int = 0
    last_event_at: datetime | None = None    # the server's time of the last event
    speech_started_at: datetime | None = None   # the server's time the running timer started
    problem: Message | None = None           # the hall's log of this game does not replay
    round: int | None = None                 # the round the game is held against
    apart: tuple[Message, ...] = ()          # why it does not count (empty: it counts, once over)
    accepted: bool = False                   # the judge counts it as it stands
    clock: float | None = None               # the table's clock minus the server's, as last measured
    online: bool | None = None               # the table's login holds a connection now
    refusals: int = 0                        # what the hall refused this table, how often
    last_refusal: str = ""

    @property
    def counts(self) -> bool:
        """Over, replayed, and as seated (or accepted): in the standings."""
        return (self.state is not None and self.state.ended and self.problem is None
                and (not self.apart or self.accepted))

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
    problem: Message | None = None   # a row that is no event: the log is read up to it


class Watch:
    """The hall read by the head judge's role; ``tables()`` again reads only what is new."""

    def __init__(self, hall: psycopg.Connection) -> None:
        self.hall = hall
        self._games: dict[str, _Game] = {}

    def tables(self) -> list[TableNow]:
        """Every table and its newest game (by the server's time of arrival)."""
        numbers = [row[0] for row in self.hall.execute("SELECT number FROM hall.tables ORDER BY number")]
        games = self._checked()
        self.hall.commit()
        newest = {game.number: game for game in games}    # oldest first: the last one stays
        facts = self._table_facts()
        return [replace(newest.get(number, TableNow(number)), **facts.get(number, {})) for number in numbers]

    def games(self, table: int | None = None) -> list[TableNow]:
        """The games of a table (every table's if None), oldest first, each as it stands."""
        games = [game for game in self._checked() if table is None or game.number == table]
        self.hall.commit()
        return games

    def standings(self, system_name: str) -> list[Standing]:
        """The players' table over every game that counts (nicknames as the tables typed
        them: the hall has no registry of people)."""
        played = [PlayedGame(t.game_id, t.state, {seat.number: seat.nickname for seat in t.state.seats})
                  for t in self.games() if t.counts and t.state is not None and t.game_id]
        return standings(played, SYSTEMS[system_name])

    def accept(self, game_id: str) -> None:
        """The judge counts ``game_id`` as it stands now (a log that grows after is looked at again)."""
        events = value_of(self.hall, "SELECT coalesce(max(seq), 0) FROM hall.events WHERE game_id = %s", [game_id])
        self.hall.execute("INSERT INTO hall.accepted (game_id, events) VALUES (%s, %s) ON CONFLICT (game_id) "
                          "DO UPDATE SET events = EXCLUDED.events, at = clock_timestamp()", [game_id, events])
        self.hall.commit()

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
        """The server's clock (the running timers are counted on it, not on this laptop's);
        and, at each look, any statement of a hall login past the hall's limit is ended."""
        moment = value_of(self.hall, "SELECT clock_timestamp(), hall.stop_long_statements()")
        self.hall.commit()
        return moment

    def name(self) -> str:
        """The hall's name, as the organiser set it up."""
        name = value_of(self.hall, "SELECT max(name) FROM hall.version")
        self.hall.commit()
        return name or ""

    def log(self, game_id: str) -> GameLog | None:
        """A game's every event, read whole (a protocol is printed from the hall, not from
        an archive); None if the hall has no such game."""
        game = self.hall.execute("SELECT table_number, created_at FROM hall.games WHERE game_id = %s",
                                 [game_id]).fetchone()
        rows = self.hall.execute("SELECT seq, type, payload, received_at FROM hall.events WHERE game_id = %s "
                                 "ORDER BY seq", [game_id]).fetchall() if game else []
        self.hall.commit()
        if game is None:
            return None
        events, problem = [], None
        for seq, kind, payload, _ in rows:
            try:
                events.append(event_of(kind, payload))
            except NoEvent as error:
                problem = Message("event {seq} is no event: {problem}", seq=seq, problem=error.message)
                break
        return GameLog(game_id, game[0], events, game[1], rows[-1][3] if rows else None, problem)

    def refusals(self) -> dict[int, list[tuple[str | None, str, datetime]]]:
        """What the hall refused, table by table, newest first (a few a table: the count is
        ``tables()``'s): one table's many cannot hide another's."""
        rows = self.hall.execute(
            "SELECT table_number, game_id, reason, received_at FROM (SELECT *, row_number() OVER "
            "(PARTITION BY table_number ORDER BY received_at DESC) AS n FROM hall.refusals) r WHERE n <= 5 "
            "ORDER BY table_number, received_at DESC").fetchall()
        self.hall.commit()
        grouped: dict[int, list[tuple[str | None, str, datetime]]] = {}
        for table, game_id, reason, at in rows:
            grouped.setdefault(table, []).append((game_id, reason, at))
        return grouped

    # -- reading, in order ------------------------------------------------------------------
    def _checked(self) -> list[TableNow]:
        """Every game, oldest first by its arrival, caught up and held against the hall."""
        rows = self.hall.execute("SELECT g.table_number, g.game_id, g.received_at, a.events FROM hall.games g "
                                 "LEFT JOIN hall.accepted a USING (game_id) "
                                 "ORDER BY g.table_number, g.received_at, g.game_id").fetchall()
        self._catch_up([game_id for _, game_id, _, _ in rows])
        seating: dict[tuple[int, int], dict[int, str]] = {}
        for round_number, table, seat, nickname in self.hall.execute(
                "SELECT round, table_number, seat, nickname FROM hall.seating"):
            seating.setdefault((round_number, table), {})[seat] = nickname
        games = []
        for number, game_id, arrived, accepted in rows:
            game = self._games.setdefault(game_id, _Game())
            game.arrived = arrived
            games.append(TableNow(number, game_id, None if game.problem else game.timeline.state, game.seq,
                                  game.last_at, game.speech_at, game.problem,
                                  accepted=accepted is not None and accepted == game.seq))
        return checked(games, {game_id: self._games[game_id] for _, game_id, _, _ in rows}, seating)

    def _table_facts(self) -> dict[int, dict[str, Any]]:
        """Each table's clock, refusals, and whether its laptop is connected now (its login
        in the server's sessions: a laptop closed drops out within half a minute, the
        logins' keepalives)."""
        facts: dict[int, dict[str, Any]] = {number: {"online": online} for number, online in self.hall.execute(
            "SELECT t.number, EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.usename = t.role "
            "AND a.datname = current_database()) FROM hall.tables t")}
        for number, offset in self.hall.execute("SELECT table_number, offset_seconds FROM hall.clocks"):
            facts.setdefault(number, {})["clock"] = offset
        for number, count, reason in self.hall.execute(
                "SELECT table_number, count(*), (array_agg(reason ORDER BY received_at DESC))[1] "
                "FROM hall.refusals GROUP BY table_number"):
            facts.setdefault(number, {}).update(refusals=count, last_refusal=reason)
        self.hall.commit()
        return facts

    def _catch_up(self, game_ids: list[str]) -> None:
        known = {game_id: self._games[game_id].seq for game_id in game_ids if game_id in self._games}
        rows = self.hall.execute(
            "SELECT e.game_id, e.seq, e.type, e.payload, e.received_at FROM hall.events e "
            "JOIN unnest(%s::text[], %s::integer[]) AS k(game_id, seq) ON e.game_id = k.game_id AND e.seq > k.seq "
            "ORDER BY e.game_id, e.seq", [game_ids, [known.get(g, 0) for g in game_ids]]).fetchall()
        for game_id, seq, kind, payload, received_at in rows:
            self._games.setdefault(game_id, _Game()).take(seq, kind, payload, received_at)


def checked(games: list[TableNow], logs: dict[str, _Game], seating: dict[tuple[int, int], dict[int, str]]
            ) -> list[TableNow]:
    """Each game (oldest first by arrival, table by table) with its round and why it does
    not count, if it does not: against the seats handed for its round, the other games of
    its round at its table, and the table's games played at the same time."""
    rounds: dict[str, int] = {}
    next_round: dict[int, int] = {}
    for game in games:
        labelled = game.state.labels.number.strip() if game.state is not None else ""
        number = int(labelled) if labelled.isdecimal() and 0 < int(labelled) <= MAX_ROUND else None
        rounds[_id(game)] = number or next_round.get(game.number, 1)
        next_round[game.number] = rounds[_id(game)] + 1
    of_round: dict[tuple[int, int], list[str]] = {}
    for game in games:
        of_round.setdefault((game.number, rounds[_id(game)]), []).append(_id(game))
    result = []
    for index, game in enumerate(games):
        round_number = rounds[_id(game)]
        apart = []
        if game.state is not None:
            apart += _not_as_seated(game.state, seating.get((round_number, game.number)), round_number)
        # The other games are named by when they reached the hall (the judge's Games tab lists them so).
        twins = [other for other in of_round[(game.number, round_number)] if other != _id(game)]
        if twins:
            apart.append(Message("this table's game begun {at:%H:%M:%S} is of round {round} too",
                                 at=_local(logs[twins[0]].arrived), round=round_number))
        mine = logs[_id(game)]
        for earlier in games[:index]:
            if earlier.number == game.number and logs[_id(earlier)].alongside(mine):
                apart.append(Message("played at the same time as this table's game begun {at:%H:%M:%S}",
                                     at=_local(logs[_id(earlier)].arrived)))
                break
        result.append(replace(game, round=round_number, apart=tuple(apart)))
    return result


def _id(game: TableNow) -> str:
    """The game's id: every game checked is one the hall holds (a table's, never a table alone)."""
    if game.game_id is None:
        raise ValueError(f"table {game.number} has no game to check")
    return game.game_id


def _local(moment: datetime | None) -> datetime:
    return (moment or datetime.now().astimezone()).astimezone()


def _not_as_seated(state: State, handed: dict[int, str] | None, round_number: int) -> list[Message]:
    if not handed:
        return [Message("the hall handed no seats for round {round} at this table", round=round_number)]
    seats = {seat.number: seat.nickname for seat in state.seats}
    differ = [number for number in sorted(set(seats) | set(handed))
              if (seats.get(number) or "").strip().casefold() != (handed.get(number) or "").strip().casefold()]
    if not differ:
        return []
    number = differ[0]
    return [Message("not as seated: seat {seat} is {nickname}, the hall seated {handed} ({count} seats differ)",
                    seat=number, nickname=seats.get(number) or "—", handed=handed.get(number) or "—",
                    count=len(differ))]


class NoEvent(MafiaError):
    """A row of the hall that makes no event (``event_of``): what is wrong with it, said inside
    the game's problem."""


def event_of(kind: str, payload: str) -> Event:
    """An event from the hall's row, under the importer's bounds: no payload of a table's
    can exhaust the judge's stack or memory, nor name a type other than its row's."""
    try:
        data = loads(payload)
    except FileRefused as error:
        raise NoEvent(error.message) from None
    if not isinstance(data, dict):
        raise NoEvent(Message("its payload is not an object"))
    try:
        return from_json({**data, "type": kind})
    except RuleViolation as error:
        raise NoEvent(error.message) from None


class _Game:
    def __init__(self) -> None:
        self.timeline: Timeline = Timeline()
        self.seq = 0
        self.arrived: datetime | None = None     # the server's time of the game's row
        self.last_at: datetime | None = None
        self.ended_at: datetime | None = None    # the server's time it was over (None: it is not)
        self.speech_at: datetime | None = None
        self.problem: Message | None = None

    def take(self, seq: int, kind: str, payload: str, received_at: datetime) -> None:
        self.seq, self.last_at = seq, received_at
        if self.problem:
            return
        try:
            self.timeline.push(event_of(kind, payload))
        except (NoEvent, RuleViolation, ValueError, TypeError, KeyError) as error:
            self.problem = Message("event {seq} does not replay: {problem}", seq=seq,
                                   problem=getattr(error, "message", str(error)))
            return
        if kind == "speech_started":
            self.speech_at = received_at
        self.ended_at = (self.ended_at or received_at) if self.timeline.state.ended else None

    def alongside(self, later: _Game) -> bool:
        """Was this game still being played after ``later`` (which arrived after it) began?"""
        if later.arrived is None or self.last_at is None:
            return False
        over_before = self.ended_at is not None and self.ended_at <= later.arrived
        return not over_before and self.last_at > later.arrived


def next_round(hall: psycopg.Connection) -> tuple[int, list[str]] | None:
    """The first round handed to the table that it has not played yet, and its seats: the
    nicknames, seat 1 first (None if the head judge handed none). The table's role sees its
    own rows only. The table's new game is labelled with the round's number: the judge holds
    each game against the seats of the round its number says."""
    played = value_of(hall, "SELECT count(*) FROM hall.games")
    rows = hall.execute("SELECT round, seat, nickname FROM hall.seating ORDER BY round, seat").fetchall()
    hall.commit()
    rounds: dict[int, list[str]] = {}
    for number, _, nickname in rows:
        rounds.setdefault(number, []).append(nickname)
    # Round N is the table's Nth game: a round handed after the first games were seated by
    # hand (round 3 only, two games played) is the next game's, not lost.
    later = [number for number in sorted(rounds) if number > played]
    return (later[0], rounds[later[0]]) if later else None


def next_seats(hall: psycopg.Connection) -> list[str] | None:
    """The seats of ``next_round``, seat 1 first."""
    handed = next_round(hall)
    return handed[1] if handed else None
