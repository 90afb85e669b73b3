"""The head judge's reading of the hall: every table's current game as it stands, each
table's games with their results and whether they count, the standings, and the seating
handed to the tables.

Each game's log is replayed through the rules as it arrives (a ``Timeline`` a game, fed only
the events it has not seen), so a page refreshed every second reads a few rows, not every
game again. Every payload is read under the importer's bounds (depth, size, numbers): a row
no table should have written is said as such and the rest goes on. Times and orders are the
server's (``received_at``): the tables' clocks may disagree, and a table may lie.

A game counts in the standings only when the judge can stand behind it (``checked``): it is
over, its log replays, it is the only game of its round at its table (a game begun again
replaces the one left unfinished: a misdeal), it was not played at the same time as another
of the table's games, it was not begun before the table's earlier rounds were over, its
events did not arrive faster than a game can be played (``FLOOR``), nothing was changed
after its end (points, fouls), and its seats are the ones the hall handed for its round
(nicknames compared as ``hall.nicknames`` folds them, none holding a character that does
not show); or the judge counted it as it stands.

What is read is bounded whatever a table wrote: each look reads at most ``READ_ROWS`` events,
no payload over ``READ_PAYLOAD_BYTES`` leaves the server (its length does), and a game of
more than ``READ_EVENTS`` events is counted and dated, not replayed.
"""


from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any, Sequence

from mafia_desktop.engine import Timeline, from_json
from mafia_desktop.engine.errors import MafiaError, Message, RuleViolation
from mafia_desktop.engine.events import FoulGiven, PointsAdjusted
from mafia_desktop.engine.points import SYSTEMS
from mafia_desktop.engine.standings import PlayedGame, Standing, standings
from mafia_desktop.numerals import digits
from mafia_desktop.hall import nicknames
from mafia_desktop.hall.connection import value_of
from mafia_desktop.formats.limits import FileRefused, loads

if TYPE_CHECKING:
    import psycopg

    from mafia_desktop.engine import Event, State

#: The game number a table may label a game with and still name a round.
MAX_ROUND = 1000
#: A real game holds about 1,500 events at most (every hand raised); one of more is counted
#: and dated on its card, never replayed (its replay alone would hold the judge's page).
READ_EVENTS = 5000
#: The largest event of a real game (its creation, the whole ruleset) is about 1.5 kB; a
#: payload over this stays on the server (the game is said not to replay at it).
READ_PAYLOAD_BYTES = 16 * 1024
#: Events read at one look (twice a second) over every game: a long catch-up takes a few
#: looks, and no look holds the page or the app's memory.
READ_ROWS = 3000


@dataclass(frozen=True)
class Floor:
    """The least real time a game's events can have taken at a real table, in seconds a
    speech and a vote: a speech is begun, spoken and ended by taps (a word said takes
    seconds, a real one a minute); a vote needs its hands counted. A game over sooner after it
    reached the hall than its speeches and votes allow was not played as it arrived (made up
    in one go, or pushed whole after the table was offline): the judge looks before it counts."""

    speech: float = 3.0
    vote: float = 1.0

    def seconds(self, speeches: int, votes: int) -> float:
        return self.speech * speeches + self.vote * votes


FLOOR = Floor()


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
    begun_at: datetime | None = None         # the server's time the game reached the hall
    ended_at: datetime | None = None         # the server's time of its end (None: not over)
    stands: bool = True                      # False: a decoy played beside the table's game, or replaced
    unfit: Message | None = None             # why it cannot count even if the judge would

    @property
    def counts(self) -> bool:
        """Over, replayed, and as seated (or accepted): in the standings."""
        return (self.state is not None and self.state.ended and self.problem is None and self.unfit is None
                and (not self.apart or self.accepted))

    @property
    def length(self) -> float | None:
        """Seconds from its arrival to its end (or its last event so far)."""
        last = self.ended_at or self.last_event_at
        return None if self.begun_at is None or last is None else (last - self.begun_at).total_seconds()

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
        facts = self._table_facts()
        return [replace(card_game([g for g in games if g.number == number]) or TableNow(number),
                        **facts.get(number, {})) for number in numbers]

    def games(self, table: int | None = None) -> list[TableNow]:
        """The games of a table (every table's if None), oldest first, each as it stands."""
        games = [game for game in self._checked() if table is None or game.number == table]
        self.hall.commit()
        return games

    def standings(self, system_name: str) -> list[Standing]:
        """The players' table over every game that counts (nicknames as the tables typed
        them: the hall has no registry of people)."""
        games = [(t.game_id, t.state) for t in self.games() if t.counts and t.state is not None and t.game_id]
        seated = self.hall.execute("SELECT DISTINCT nickname FROM hall.seating ORDER BY nickname").fetchall()
        self.hall.commit()
        # One row a player: keyed by the folded nickname, shown as the hall seated it (else
        # as first typed, any character that does not show written out).
        names: dict[str, str] = {}
        for nickname in [row[0] for row in seated] + [seat.nickname for _, state in games for seat in state.seats]:
            folded = nicknames.key(nickname)
            if folded not in names:
                shown = nicknames.shown(nickname)
                taken = set(names.values())   # a nickname typed as another's written-out form: told apart
                names[folded] = next(f"{shown} ({n})" for n in range(1, len(taken) + 3)
                                     if f"{shown} ({n})" not in taken) if shown in taken else shown
        played = [PlayedGame(game_id, state, {seat.number: names[nicknames.key(seat.nickname)] for seat in state.seats})
                  for game_id, state in games]
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

    def handed_rounds(self) -> dict[int, bool]:
        """Each round whose seats the judge handed: whether a game of it reached the hall
        (the seating dialog offers the next round not handed, and asks before handing a
        played one again)."""
        handed = {number: False for number, in self.hall.execute("SELECT DISTINCT round FROM hall.seating")}
        self.hall.commit()
        for game in self.games():
            if game.round in handed and game.events:
                handed[game.round] = True
        return handed

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
        rows = self.hall.execute(
            "SELECT seq, type, CASE WHEN octet_length(payload) <= %s THEN payload END, octet_length(payload), "
            "received_at FROM hall.events WHERE game_id = %s ORDER BY seq LIMIT %s",
            [READ_PAYLOAD_BYTES, game_id, READ_EVENTS + 1]).fetchall() if game else []
        self.hall.commit()
        if game is None:
            return None
        events, problem = [], None
        for seq, kind, payload, size, _ in rows[:READ_EVENTS]:
            try:
                events.append(event_of(kind, _bounded(payload, size)))
            except NoEvent as error:
                problem = Message("event {seq} is no event: {problem}", seq=seq, problem=error.message)
                break
        if problem is None and len(rows) > READ_EVENTS:
            problem = too_long(READ_EVENTS + 1)
        return GameLog(game_id, game[0], events, game[1], rows[-1][4] if rows else None, problem)

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
        rows = self.hall.execute(
            "SELECT g.table_number, g.game_id, g.received_at, a.events, e.seq, e.received_at FROM hall.games g "
            "LEFT JOIN hall.accepted a USING (game_id) LEFT JOIN LATERAL (SELECT seq, received_at FROM hall.events "
            "WHERE game_id = g.game_id ORDER BY seq DESC LIMIT 1) e ON true "
            "ORDER BY g.table_number, g.received_at, g.game_id").fetchall()
        for _, game_id, arrived, _, last_seq, last_at in rows:
            game = self._games.setdefault(game_id, _Game())
            game.arrived = arrived
            game.held(last_seq or 0, last_at)
        self._catch_up([game_id for _, game_id, *_ in rows])
        seating: dict[tuple[int, int], dict[int, str]] = {}
        for round_number, table, seat, nickname in self.hall.execute(
                "SELECT round, table_number, seat, nickname FROM hall.seating"):
            seating.setdefault((round_number, table), {})[seat] = nickname
        games = []
        for number, game_id, arrived, accepted, *_ in rows:
            game = self._games[game_id]
            games.append(TableNow(number, game_id, None if game.problem else game.timeline.state, game.held_seq,
                                  game.held_at, game.speech_at, game.problem,
                                  accepted=accepted is not None and accepted == game.held_seq,
                                  begun_at=arrived, ended_at=game.ended_at))
        return checked(games, {game_id: self._games[game_id] for _, game_id, *_ in rows}, seating)

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
        """The events not read yet, at most ``READ_ROWS`` at a look, each game's first ones
        first (one long game cannot starve the rest); a payload too large stays on the server."""
        behind = [g for g in game_ids if self._games[g].seq < self._games[g].held_seq and not self._games[g].problem]
        rows = self.hall.execute(
            "SELECT e.game_id, e.seq, e.type, CASE WHEN octet_length(e.payload) <= %s THEN e.payload END, "
            "octet_length(e.payload), e.received_at FROM hall.events e "
            "JOIN unnest(%s::text[], %s::integer[]) AS k(game_id, seq) ON e.game_id = k.game_id "
            "AND e.seq > k.seq AND e.seq <= k.seq + %s ORDER BY e.seq - k.seq, e.game_id LIMIT %s",
            [READ_PAYLOAD_BYTES, behind, [self._games[g].seq for g in behind], READ_ROWS, READ_ROWS]).fetchall()
        for game_id, seq, kind, payload, size, received_at in sorted(rows, key=lambda row: (row[0], row[1])):
            self._games[game_id].take(seq, kind, payload, received_at, size)


def _bounded(payload: str | None, size: int | None) -> str:
    """The payload, or the reason it was left on the server (``event_of`` refuses it)."""
    if payload is None:
        raise NoEvent(Message("it holds {bytes} bytes, more than any event of a real game ({most} at most "
                              "are read)", bytes=size, most=READ_PAYLOAD_BYTES))
    return payload


def too_long(events: int) -> Message:
    return Message("the game holds {count} events, more than a real game (at most {most} are replayed)",
                   count=events, most=READ_EVENTS)


def card_game(games: list[TableNow]) -> TableNow | None:
    """The game a table's card follows (``games``: the table's, oldest first): its latest
    that stands (not a decoy begun beside it, nor a game begun again), with any event; an
    empty game row or a decoy never takes the card off the table's game."""
    for fits in (lambda g: g.stands and g.events > 0, lambda g: g.events > 0, lambda g: True):
        chosen = [game for game in games if fits(game)]
        if chosen:
            return chosen[-1]
    return None


def checked(games: list[TableNow], logs: dict[str, _Game], seating: dict[tuple[int, int], dict[int, str]]
            ) -> list[TableNow]:
    """Each game (oldest first by arrival, table by table) with its round and why it does
    not count, if it does not: against the seats handed for its round, the table's other
    games (of its round, before it, at the same time), and the pace and end of its own log."""
    rounds: dict[str, int] = {}
    next_round: dict[int, int] = {}
    for game in games:
        labelled = game.state.labels.number.strip() if game.state is not None else ""
        number = int(labelled) if digits(labelled) and 0 < int(labelled) <= MAX_ROUND else None
        rounds[_id(game)] = number or next_round.get(game.number, 1)
        next_round[game.number] = rounds[_id(game)] + 1
    # A game begun while an earlier one of its table went on is a decoy beside it; a game
    # left unfinished when another of its round began is replaced by it (a misdeal).
    beside: dict[str, TableNow] = {}
    replaced: dict[str, TableNow] = {}
    for index, game in enumerate(games):
        for earlier in games[:index]:
            if earlier.number == game.number and logs[_id(earlier)].alongside(logs[_id(game)]):
                beside[_id(game)] = earlier
                break
    for index, game in enumerate(games):
        for later in games[index + 1:]:
            if (later.number == game.number and rounds[_id(later)] == rounds[_id(game)]
                    and _id(later) not in beside and logs[_id(game)].left_for(logs[_id(later)])):
                replaced[_id(game)] = later
                break
    of_round: dict[tuple[int, int], list[TableNow]] = {}
    for game in games:
        if _id(game) not in beside and _id(game) not in replaced:
            of_round.setdefault((game.number, rounds[_id(game)]), []).append(game)
    handed = sorted({round_number for round_number, _ in seating})
    result = []
    for game in games:
        round_number, mine = rounds[_id(game)], logs[_id(game)]
        apart: list[Message] = []
        unfit = None
        if game.state is not None:
            apart += _not_as_seated(game.state, seating.get((round_number, game.number)), round_number)
            unfit = _one_player_twice(game.state)
        # The other games are named by when they reached the hall (the Games tab's "Begun").
        if _id(game) in replaced:
            apart.append(Message("begun again: replaced by this table's game begun {at:%H:%M:%S}",
                                 at=_local(replaced[_id(game)].begun_at)))
        elif _id(game) in beside:
            apart.append(Message("played at the same time as this table's game begun {at:%H:%M:%S}",
                                 at=_local(beside[_id(game)].begun_at)))
        else:
            twins = [other for other in of_round[(game.number, round_number)] if other is not game]
            if twins:
                apart.append(Message("this table's game begun {at:%H:%M:%S} is of round {round} too",
                                     at=_local(twins[0].begun_at), round=round_number))
            skipped = _earlier_round_open(game, round_number, handed, seating, of_round, logs)
            if skipped is not None:
                apart.append(Message("begun before this table's round {round} was over", round=skipped))
        apart += mine.pace_and_end()
        result.append(replace(game, round=round_number, apart=tuple(apart), unfit=unfit,
                              stands=_id(game) not in beside and _id(game) not in replaced))
    return result


def _earlier_round_open(game: TableNow, round_number: int, handed: list[int],
                        seating: dict[tuple[int, int], dict[int, str]], of_round: dict[tuple[int, int], list[TableNow]],
                        logs: dict[str, _Game]) -> int | None:
    """The first round handed to the game's table before its own that no game of the table
    finished before this one reached the hall (None: it was begun in its round's order)."""
    for earlier in handed:
        if earlier >= round_number:
            return None
        if (earlier, game.number) not in seating:
            continue
        ends = [logs[_id(other)].ended_at for other in of_round.get((game.number, earlier), [])]
        if not any(end is not None and game.begun_at is not None and end <= game.begun_at for end in ends):
            return earlier
    return None


def _id(game: TableNow) -> str:
    """The game's id: every game checked is one the hall holds (a table's, never a table alone)."""
    if game.game_id is None:
        raise ValueError(f"table {game.number} has no game to check")
    return game.game_id


def _local(moment: datetime | None) -> datetime:
    return (moment or datetime.now().astimezone()).astimezone()


def _not_as_seated(state: State, handed: dict[int, str] | None, round_number: int) -> list[Message]:
    """The seats against the round's, nicknames folded (``nicknames.key``); a nickname with a
    character that does not show is said, written out, whatever the seating."""
    said = [Message("seat {seat} is {nickname}: it holds characters that do not show",
                    seat=seat.number, nickname=nicknames.shown(seat.nickname))
            for seat in state.seats if nicknames.hidden(seat.nickname)][:1]
    if not handed:
        return [Message("the hall handed no seats for round {round} at this table", round=round_number), *said]
    seats = {seat.number: seat.nickname for seat in state.seats}
    differ = [number for number in sorted(set(seats) | set(handed))
              if nicknames.key(seats.get(number) or "") != nicknames.key(handed.get(number) or "")]
    if differ:
        number = differ[0]
        said.insert(0, Message("not as seated: seat {seat} is {nickname}, the hall seated {handed} ({count} seats "
                               "differ)", seat=number, nickname=nicknames.shown(seats.get(number) or "—"),
                               handed=nicknames.shown(handed.get(number) or "—"), count=len(differ)))
    return said


def _one_player_twice(state: State) -> Message | None:
    """Two seats whose nicknames fold to one (``Anna`` and ``ANNA``): no standings can tell
    them apart, so the game cannot count."""
    first: dict[str, int] = {}
    for seat in state.seats:
        other = first.setdefault(nicknames.key(seat.nickname), seat.number)
        if other != seat.number:
            return Message("seats {first} and {second} hold one nickname: it cannot count", first=other,
                           second=seat.number)
    return None



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


def _change(event: Event) -> Message:
    """An event after the game's end, in words: what it changed."""
    if isinstance(event, PointsAdjusted):
        return Message("{points:+g} points to seat {seat}", points=event.points, seat=event.seat)
    if isinstance(event, FoulGiven):
        return Message("a foul to seat {seat}", seat=event.seat)
    return Message("an event {type}", type=event.type)


class _Game:
    def __init__(self) -> None:
        self.timeline: Timeline = Timeline()
        self.seq = 0                             # the events read and replayed
        self.held_seq = 0                        # the events the hall holds (its last seq)
        self.held_at: datetime | None = None     # the server's time of the hall's last event
        self.arrived: datetime | None = None     # the server's time of the game's row
        self.last_at: datetime | None = None
        self.ended_at: datetime | None = None    # the server's time it was over (None: it is not)
        self.speech_at: datetime | None = None
        self.problem: Message | None = None
        self.speeches = self.votes = 0
        self.after_end: list[Message] = []       # what changed after the end, in its order

    def held(self, seq: int, at: datetime | None) -> None:
        """The hall's count of this game's events (read without them); a game longer than any
        real one is not read."""
        self.held_seq, self.held_at = seq, at
        if seq > READ_EVENTS and self.problem is None:
            self.problem = too_long(seq)

    def take(self, seq: int, kind: str, payload: str | None, received_at: datetime, size: int = 0) -> None:
        """The next event (``payload`` None: left on the server, ``size`` bytes)."""
        self.seq, self.last_at = seq, received_at
        if self.problem:
            return
        was_over = self.timeline.state.ended
        try:
            self.timeline.push(event_of(kind, _bounded(payload, size)))
        except (NoEvent, RuleViolation, ValueError, TypeError, KeyError) as error:
            self.problem = Message("event {seq} does not replay: {problem}", seq=seq,
                                   problem=getattr(error, "message", str(error)))
            return
        if kind == "speech_started":
            self.speech_at = received_at
        self.speeches += kind == "speech_ended"
        self.votes += kind == "votes_cast"
        if was_over and kind not in ("undone", "redone"):
            self.after_end.append(_change(self.timeline.effective[-1]))
        self.ended_at = (self.ended_at or received_at) if self.timeline.state.ended else None

    def pace_and_end(self) -> list[Message]:
        """Why the game's own log is not to be taken as it stands: it was over sooner after
        it reached the hall than it can be played (``FLOOR``), or changed after its end."""
        said = []
        if self.ended_at is not None and self.arrived is not None:
            took = (self.ended_at - self.arrived).total_seconds()
            least = FLOOR.seconds(self.speeches, self.votes)
            if took < least:
                said.append(Message("its {count} events arrived within {took:.2f} s; {speeches} speeches and {votes} "
                                    "votes take at least {least:.0f} s", count=self.seq, took=took,
                                    speeches=self.speeches, votes=self.votes, least=least))
        if self.after_end:
            said.append(Message("changed after its end: {change} (events after the end: {count})",
                                count=len(self.after_end), change=self.after_end[0]))
        return said

    def alongside(self, later: _Game) -> bool:
        """Was this game still being played after ``later`` (which arrived after it) began?"""
        if later.arrived is None or self.last_at is None:
            return False
        over_before = self.ended_at is not None and self.ended_at <= later.arrived
        return not over_before and self.last_at > later.arrived

    def left_for(self, later: _Game) -> bool:
        """Was this game left unfinished when ``later`` began (nothing of it came after)?"""
        if later.arrived is None:
            return False
        return self.ended_at is None and (self.held_at is None or self.held_at <= later.arrived)



def next_round(hall: psycopg.Connection) -> tuple[int, list[str]] | None:
    """The first round handed to the table that it has not played yet, and its seats: the
    nicknames, seat 1 first (None if the head judge handed none). The table's role sees its
    own rows only. The table's new game is labelled with the round's number: the judge holds
    each game against the seats of the round its number says. Only the games played to their
    end are rounds played: a game begun again (a misdeal) is of the round it replaces."""
    played = value_of(hall, "SELECT count(*) FROM hall.games g WHERE EXISTS (SELECT 1 FROM hall.events e "
                            "WHERE e.game_id = g.game_id AND e.type = 'game_ended')")
    rows = hall.execute("SELECT round, seat, nickname FROM hall.seating ORDER BY round, seat").fetchall()
    hall.commit()
    rounds: dict[int, list[str]] = {}
    for number, _, nickname in rows:
        rounds.setdefault(number, []).append(nickname)
    # Round N follows the table's N-1 games over: a round handed after the first games were seated by
    # hand (round 3 only, two games played) is the next game's, not lost.
    later = [number for number in sorted(rounds) if number > played]
    return (later[0], rounds[later[0]]) if later else None


def next_seats(hall: psycopg.Connection) -> list[str] | None:
    """The seats of ``next_round``, seat 1 first."""
    handed = next_round(hall)
    return handed[1] if handed else None
