"""The club's ratings as a projection of the games (issue 26; the formula is engine/rating.py).

``game_ratings`` keeps a row a rated game, in the order games count (ended, then id): the
town's odds, the people by seat and their colours ('r', 'b', '-' not rated), and each seat's
rating before the game and what it earned, four doubles a seat (``seats_of`` reads them
back); a person's games are found through ``game_players``. ``player_ratings`` keeps each
person's rating now (his start, from ``rating_starts``, plus all he earned) and his rated
games. A row a game, not a row a seat: a rebuild of 100,000 games writes 100,000 rows, not
a million with two indexes.

A game counts after every game that ended before it, so whatever changes a game (it ends,
goes to the trash, its event's kind, "not rated", a merge of two players) changes the games
after it too: ``settle(conn, games)`` rates every game from the earliest of them again, only
those games read again from their seats (the others' people and colours are their rows'),
and writes only the rows whose numbers changed. A game that ends now is the last one, and
its replay is that game alone; an import of older games replays once, at the end of its run
of batches (``rating_queue``), the rows it will rate read ahead while its workers read
(``Kept``). ``replay(conn)`` rates every game from the starts: the upgrade's work, and what
a test compares the rows with (exactly: the same sums in the same order).
"""

from __future__ import annotations

import json
import sqlite3
from array import array
from dataclasses import dataclass
from heapq import merge
from operator import itemgetter
from struct import Struct
from typing import Callable, Iterable, Iterator

from mafia_desktop.engine.rating import Kind, Rating, stakes
from mafia_desktop.engine.roles import Role, Team, Winner
from mafia_desktop.store.projections.sort_keys import SEPARATOR

#: A game's place in the order: (ended at, id).
Key = tuple[str, str]

#: An event's kind (``contests.KINDS``) → its games' kind; a game outside events is a club game.
KIND_OF_EVENT = {"evening": Kind.CLUB, "tournament": Kind.TOURNAMENT, "elite": Kind.ELITE}

#: A role's letter in ``game_ratings.teams`` ('-': a seat whose role is not recorded).
_LETTER_OF_ROLE = " ".join(f"WHEN '{role.value}' THEN '{'r' if role.team is Team.RED else 'b'}'" for role in Role)

#: The rated games in the order they count, from ``since`` on (``{since}``), a row a game
#: with its people in seat order and their colours' letters, "person␟person…␞rrb-…": a row a
#: seat cost a rebuild twice the read (a million rows, each a lookup), and a tuple a seat in
#: Python. (The seats' order is the inner query's, as ``players.list_players`` has it.)
_GAMES = (
    "SELECT g.id, g.finished_at, g.winner, (SELECT group_concat(player, char(31)) || char(30) || "
    f"group_concat(CASE role {_LETTER_OF_ROLE} ELSE '-' END, '') "
    "FROM (SELECT player, role FROM game_players WHERE game = g.key ORDER BY seat)) "
    "FROM {games} "
    "WHERE g.finished = 1 AND g.deleted_at IS NULL AND g.rated = 1 AND g.finished_at IS NOT NULL "
    "AND g.winner IN ('red', 'black', 'draw') {since} ORDER BY g.finished_at, g.id"
)
#: ``_GAMES``' games: all of them in the order they count, or those of a JSON list (``?1``).
_BY_END = "games g INDEXED BY games_by_end"
_OF_IDS = "json_each(?1) j CROSS JOIN games g ON g.id = j.value"


def _unpacked(row: tuple) -> tuple[str, str, str, list[str], str]:
    """A ``_GAMES`` row as ``_rate`` reads it: id, end, winner, people in seat order, letters."""
    return (row[0], row[1], row[2], *_seated(row[3]))


def _seated(packed: str | None) -> tuple[list[str], str]:
    """A ``_GAMES`` row's people in seat order and their letters."""
    if not packed:
        return [], ""
    people, letters = packed.split("\x1e")
    return people.split(SEPARATOR), letters


@dataclass(frozen=True)
class PlayerRating:
    nickname: str
    overall: float
    red: float
    black: float
    games: int
    change: float = 0.0    # what he earned in the period asked for (all of it without one)


@dataclass(frozen=True)
class SeatRating:
    seat: int
    nickname: str
    team: str | None       # "red", "black"; None: a seat whose role is not known
    before: Rating
    change: float


@dataclass(frozen=True)
class GameRatings:
    game_id: str
    p: float | None        # the town's odds; None: the game is not rated
    seats: tuple[SeatRating, ...]


@dataclass(frozen=True)
class Point:
    """A player's rating after one of his games (his history's chart)."""
    game_id: str
    ended_at: str
    rating: Rating


_TEAMS = {role.value: role.team for role in Role}


def team_of(role: str | None) -> Team | None:
    """A seat's colour by its role as the archive keeps it (None: not recorded)."""
    return _TEAMS.get(role) if role else None


# -- a game's row ------------------------------------------------------------------------------

#: A seat's colour in ``game_ratings.teams``: a letter a seat, '-' for one not rated.
_TEAM_OF_LETTER = {"r": Team.RED, "b": Team.BLACK}
#: A seat's four numbers in ``game_ratings.seats``: overall, red, black before; what it earned.
_WIDTH = 4
_NOT_RATED = (0.0,) * _WIDTH


@dataclass(frozen=True)
class RatedSeat:
    """One rated seat of a ``game_ratings`` row."""
    seat: int
    player: str
    team: Team
    before: Rating
    change: float

    @property
    def after(self) -> Rating:
        return self.before.plus(self.team, self.change)


def seats_of(players: str, teams: str, packed: bytes) -> Iterator[RatedSeat]:
    """The rated seats of a row, in seat order."""
    numbers = array("d")
    numbers.frombytes(packed)
    for index, (player, letter) in enumerate(zip(players.split(SEPARATOR), teams)):
        if letter != "-":
            yield _rated_seat(index, player, letter, numbers)


def _rated_seat(index: int, player: str, letter: str, numbers: array) -> RatedSeat:
    at = index * _WIDTH
    return RatedSeat(index + 1, player, _TEAM_OF_LETTER[letter], Rating(*numbers[at:at + 3]), numbers[at + 3])


def _seat_of(player: str, players: str, teams: str, packed: bytes, seat: int | None = None) -> RatedSeat | None:
    """The player's rated seat in a row (his first, were he seated twice). ``seat``: where
    the game's seats put him, read alone (a player's page reads hundreds of rows: every
    seat of each was ten objects made for one)."""
    folded = player.casefold()
    if seat is not None and 0 < seat <= len(teams) and teams[seat - 1] != "-":
        names = players.split(SEPARATOR)
        if (len(names) == len(teams) and names[seat - 1].casefold() == folded
                and not any(name.casefold() == folded and letter != "-"
                            for name, letter in zip(names[:seat - 1], teams))):
            numbers = array("d")
            numbers.frombytes(packed)
            return _rated_seat(seat - 1, names[seat - 1], teams[seat - 1], numbers)
    return next((rated for rated in seats_of(players, teams, packed) if rated.player.casefold() == folded), None)


# -- keeping the projection ------------------------------------------------------------------

def settle(conn: sqlite3.Connection, game_ids: Iterable[str], kept: Kept | None = None) -> None:
    """Rate again from the earliest of these games (where it counts now, or counted before);
    nothing if none of them counts or counted. Only these games are read again from their
    seats: every other game from there on is as its row has it (``kept``: read ahead, as far
    back as it was read), rated anew."""
    ids = json.dumps(sorted(set(game_ids)))
    since = earliest(conn, ids)
    if since is not None:
        _replay_from(conn, since, ids, kept=kept)


def earliest(conn: sqlite3.Connection, ids: str) -> Key | None:
    """The earliest key of these games (a JSON list of ids): where each counts now, or counted
    before (None: none of them counts or counted)."""
    since = conn.execute(
        "SELECT min(key) FROM (SELECT g.finished_at || char(31) || g.id AS key FROM json_each(?1) j "
        "CROSS JOIN games g ON g.id = j.value WHERE g.finished = 1 AND g.finished_at IS NOT NULL UNION ALL "
        "SELECT r.ended_at || char(31) || r.game_id FROM json_each(?1) j "
        "CROSS JOIN game_ratings r ON r.game_id = j.value)", [ids]).fetchone()[0]
    if since is None:
        return None
    ended_at, game_id = since.split("\x1f")
    return ended_at, game_id


def replay(conn: sqlite3.Connection, since: Key | None = None, *, step: Callable[[int], None] | None = None) -> None:
    """Rate the games from ``since`` on again, each read again from its seats (None: every
    game, from the starting ratings). ``step(count)`` is told of the games rated, now and then."""
    if since is not None:
        _replay_from(conn, since, None, step)
        return
    # Each person's [overall, red, black, games], changed in place as his games count: plain
    # lists and floats, as a rebuild goes through a million seats.
    conn.execute("DELETE FROM game_ratings")
    conn.execute("DELETE FROM player_ratings")
    now = {player: [overall, red, black, 0] for player, overall, red, black in conn.execute(
        "SELECT player, overall, red, black FROM rating_starts")}
    rows = [_unpacked(row) for row in conn.execute(_GAMES.format(games=_BY_END, since=""))]
    conn.executemany(_INSERT, _rate(rows, now, _kinds(conn), step))
    conn.executemany("INSERT INTO player_ratings (player, overall, red, black, games) VALUES (?, ?, ?, ?, ?)",
                     [(person, *entry) for person, entry in now.items()])
    _forget_unrated(conn)


_INSERT = "INSERT INTO game_ratings (ended_at, game_id, p, players, teams, seats) VALUES (?, ?, ?, ?, ?, ?)"
#: Rated games' rows from a key on (``?1``, ``?2``; before another, ``?3``, ``?4``, with
#: ``{until}``) with each game's winner: what rating it again needs of a game that did not
#: change (its seats are its row's, as they were).
#: (Each winner is found by the game's end and id in ``games_by_end``, whose entries are in the
#: rows' own order, not by its id alone, in random order: 7,200 rows, an import's into
#: 100,000 games, 29 → 18 ms of CPU. A game whose end changed since its row was written is
#: found by its id; a row without a game is left out, as a plain join left it.)
_KEPT = ("SELECT r.ended_at, r.game_id, r.p, r.players, r.teams, r.seats, "
         "coalesce(e.winner, (SELECT g.winner FROM games g WHERE g.id = r.game_id)) FROM game_ratings r "
         "LEFT JOIN games e INDEXED BY games_by_end ON e.finished_at = r.ended_at AND e.id = r.game_id "
         "WHERE r.ended_at >= ?1 AND (r.ended_at > ?1 OR r.game_id >= ?2) {until} "
         "AND (e.key IS NOT NULL OR EXISTS (SELECT 1 FROM games g WHERE g.id = r.game_id)) "
         "ORDER BY r.ended_at, r.game_id")
_UNTIL = "AND r.ended_at <= ?3 AND (r.ended_at < ?3 OR r.game_id < ?4)"


class Kept:
    """The rows of ``game_ratings`` from a key on, as a replay from there reads them: each
    game's people and colours, each person's rated seats among them and his rating before
    the first (his first seat's). An import reads them ahead, back to its earliest game so
    far, whenever its writer would wait for its workers (``reach``): its run rates nothing
    before its end (``RatingQueue``), so they stand until then, and its last batch only
    rates (an import of 1,000 records into 100,000 games read 7,400 rows there, with the
    cores idle but one)."""

    def __init__(self) -> None:
        self.since: Key | None = None
        #: key → (p, players, teams, seats) as the row is now, in order.
        self.rows: dict[Key, tuple] = {}
        #: The games as ``_rate`` reads them (id, end, winner, people, letters), in order.
        self.games: list[tuple] = []
        self.taken: dict[str, int] = {}     # person → his rated seats from ``since`` on
        self.first: dict[str, list] = {}    # person → [overall, red, black] before the first

    def reach(self, conn: sqlite3.Connection, since: Key) -> None:
        """Read back to ``since`` (nothing more if read from there or earlier already)."""
        if self.since is not None and self.since <= since:
            return
        rows: dict[Key, tuple] = {}
        games: list[tuple] = []
        taken: dict[str, int] = {}
        first: dict[str, list] = {}
        until, params = ("", list(since)) if self.since is None else (_UNTIL, [*since, *self.since])
        for ended_at, game_id, p, players, teams, packed, winner in conn.execute(
                _KEPT.format(until=until), params).fetchall():
            rows[ended_at, game_id] = (p, players, teams, packed)
            people = players.split(SEPARATOR)
            numbers = None
            for index, (person, letter) in enumerate(zip(people, teams)):
                if letter == "-":
                    continue
                taken[person] = taken.get(person, 0) + 1
                if person not in first:
                    if numbers is None:
                        numbers = array("d")
                        numbers.frombytes(packed)
                    first[person] = list(numbers[index * _WIDTH:index * _WIDTH + 3])
            games.append((game_id, ended_at, winner, people, teams))
        # What was read before comes after these: its firsts are later ones.
        for person, count in self.taken.items():
            taken[person] = taken.get(person, 0) + count
        self.rows, self.games, self.taken = rows | self.rows, games + self.games, taken
        self.first = self.first | first
        self.since = since


def _replay_from(conn: sqlite3.Connection, since: Key, changed: str | None,
                 step: Callable[[int], None] | None = None, kept: Kept | None = None) -> None:
    """Rate the games from ``since`` on again (from where ``kept`` was read, if earlier).
    ``changed`` (a JSON list of game ids; None: every game) are read again from their seats;
    every other game from there on keeps its row's people and colours (its row was written
    from them, and a rename writes them again), read in one pass of ``game_ratings``
    (``Kept``) that also gives each person's rating before: his first seat's from there
    on. Only rows whose numbers changed are written, each in place. (An import of 1,000
    records into 100,000 games rates 7,400 games again: each read from its seats, every row
    deleted and written again, its tail took 2.11 G instructions, 0.34 s of CPU; so, with
    the rows read ahead, 1.09 G and 0.15 s.)"""
    if kept is None:
        kept = Kept()
    kept.reach(conn, since)
    since = kept.since or since
    if changed is None:
        rows = [_unpacked(row) for row in conn.execute(_GAMES.format(
            games=_BY_END, since="AND g.finished_at >= ?1 AND (g.finished_at > ?1 OR g.id >= ?2)"), since)]
    else:   # the changed games that count now, merged into the others' order
        mine = set(json.loads(changed))
        fresh = [_unpacked(row) for row in conn.execute(_GAMES.format(
            games=_OF_IDS, since="AND g.finished_at >= ?2 AND (g.finished_at > ?2 OR g.id >= ?3)"),
            [changed, *since])]
        rows = list(merge((game for game in kept.games if game[0] not in mine), fresh,
                          key=lambda row: (row[1], row[0])))
    people = {person for row in rows for person in row[3]}
    before = {person: [overall, red, black, games] for person, overall, red, black, games in conn.execute(
        "SELECT player, overall, red, black, games FROM player_ratings WHERE player IN "
        "(SELECT value FROM json_each(?))", [json.dumps(sorted(kept.taken.keys() | people))]).fetchall()}
    now: dict[str, list] = {}
    for person, count in kept.taken.items():
        if person in before:
            now[person] = [*kept.first[person], before[person][3] - count]
        else:   # no count (a merge's): from the rows before ``since``
            now[person] = _before_any_left(conn, person, since)
    for person in people - now.keys():
        if person in before:
            now[person] = list(before[person])
    _write(conn, dict(kept.rows), _rate(rows, now, _kinds(conn), step))
    conn.executemany("INSERT OR REPLACE INTO player_ratings (player, overall, red, black, games) "
                     "VALUES (?, ?, ?, ?, ?)",
                     [(person, *entry) for person, entry in now.items() if before.get(person) != entry])
    _forget_unrated(conn)


def _write(conn: sqlite3.Connection, kept: dict[Key, tuple], written: list[tuple]) -> None:
    """The rows rated again in place of those ``kept``: a row whose numbers are the same is
    left as it is, one whose numbers changed is changed (its key, and so its index entry,
    stays), a game that no longer counts there loses its row."""
    changed, added = [], []
    for ended_at, game_id, *values in written:
        was = kept.pop((ended_at, game_id), None)
        if was is None:
            added.append((ended_at, game_id, *values))
        elif tuple(values) != was:
            changed.append((*values, ended_at, game_id))
    conn.executemany("DELETE FROM game_ratings WHERE ended_at = ? AND game_id = ?", list(kept))
    # A row found by its key alone (``+game_id``: no index by game), where SQLite sought the
    # game's index entry first and then the key: an import's tail into 100,000 games changes
    # 7,400 rows, 54 → 37 ms of CPU.
    conn.executemany("UPDATE game_ratings SET p = ?, players = ?, teams = ?, seats = ? "
                     "WHERE ended_at = ? AND +game_id = ?", changed)
    conn.executemany(_INSERT, added)


def _forget_unrated(conn: sqlite3.Connection) -> None:
    conn.execute("DELETE FROM player_ratings WHERE games = 0 AND player NOT IN (SELECT player FROM rating_starts)")


#: From a seat's row (``gp``) to its game's ratings (``r``): the seats are kept under the
#: game's key, the ratings under its text id.
_TO_RATINGS = ("CROSS JOIN games g ON g.key = gp.game "
               "CROSS JOIN game_ratings r INDEXED BY game_ratings_by_game ON r.game_id = g.id")

#: A player's last rated game (``?1``) before a key (``?2``, ``?3``; his seat's letter is
#: not '-') and how many he has before it.
_LAST = ("SELECT max(r.ended_at || char(31) || r.game_id), count(*) FROM game_players gp "
         f"{_TO_RATINGS} "
         "WHERE gp.player = ?1 AND substr(r.teams, gp.seat, 1) <> '-' "
         "AND (r.ended_at < ?2 OR (r.ended_at = ?2 AND r.game_id < ?3))")


def _before_any_left(conn: sqlite3.Connection, player: str, since: Key) -> list:
    """The player's [overall, red, black, games] after his rated games before ``since``."""
    last, games = conn.execute(_LAST, [player, *since]).fetchone()
    if last is None:
        return [*start_of(conn, player), 0]
    seat = _seat_of(player, *conn.execute("SELECT players, teams, seats FROM game_ratings WHERE game_id = ?",
                                          [last.split("\x1f")[1]]).fetchone())
    return [*(seat.after if seat else start_of(conn, player)), games]


def _rate(rows: list[tuple], now: dict[str, list], kinds: dict[str, Kind],
          step: Callable[[int], None] | None) -> list[tuple]:
    """The games (``_unpacked`` rows: id, end, winner, people, letters) rated in order, each
    person's entry in ``now`` changed as he plays; returns the rows of ``game_ratings``. (A
    replay's one loop in Python, a pass of the seats a game: an import's tail goes through
    tens of thousands of them. Each seat's entry, and the colours' ratings, taken in one pass;
    the seats' numbers packed by a ``Struct`` made once a width: 7,400 games rated again, an
    import's tail into 100,000 games, 563 → 430 M instructions, the same bytes.)"""
    written: list[tuple] = []
    done = 0
    entry_of = now.get
    kind_of = kinds.get
    join = SEPARATOR.join
    for game_id, ended_at, winner, people, letters in rows:
        # Each seat's entry (None: not rated), a person's first game making his.
        entries: list[list | None] = []
        red: list[float] = []
        black: list[float] = []
        for person, letter in zip(people, letters):
            if letter == "-":
                entries.append(None)
                continue
            entry = entry_of(person) or _first_entry(now, person)
            entries.append(entry)
            if letter == "r":
                red.append(entry[1])
            elif letter == "b":
                black.append(entry[2])
        if not red and not black:
            continue   # no seat whose role is known: nobody to rate
        p, red_earns, black_earns = stakes(red, black, _WINNERS[winner], kind_of(game_id, Kind.CLUB))
        numbers: list[float] = []
        for seat, letter in zip(entries, letters):
            if seat is None:
                numbers += _NOT_RATED
                continue
            overall, red_now, black_now, games = seat
            if letter == "r":
                numbers += overall, red_now, black_now, red_earns
                seat[0] = overall + red_earns
                seat[1] = red_now + red_earns
            else:
                numbers += overall, red_now, black_now, black_earns
                seat[0] = overall + black_earns
                seat[2] = black_now + black_earns
            seat[3] = games + 1
        written.append((ended_at, game_id, p, join(people), letters, _packer(len(numbers))(*numbers)))
        done += 1
        if step is not None and done % 1000 == 0:
            step(1000)
    if step is not None:
        step(done % 1000)
    return written


#: Numbers a row → their packing as ``array("d", numbers).tobytes()`` gives it (native order).
_PACKERS: dict[int, Callable[..., bytes]] = {}


def _packer(width: int) -> Callable[..., bytes]:
    packer = _PACKERS.get(width)
    if packer is None:
        packer = _PACKERS[width] = Struct(f"={width}d").pack
    return packer


def _first_entry(now: dict[str, list], person: str) -> list:
    entry = now[person] = [0.0, 0.0, 0.0, 0]
    return entry


#: A game's winner as ``games`` keeps it → the engine's.
_WINNERS = {winner.value: winner for winner in Winner}


def _kinds(conn: sqlite3.Connection) -> dict[str, Kind]:
    """Game → its kind, for the games in events (the others are club games)."""
    return {game_id: KIND_OF_EVENT.get(kind, Kind.CLUB) for game_id, kind in conn.execute(
        "SELECT cg.game_id, c.kind FROM contest_games cg JOIN contests c ON c.id = cg.contest_id")}


def _values(rating: Rating) -> tuple[float, float, float]:
    return rating.overall, rating.red, rating.black


def start_of(conn: sqlite3.Connection, player: str) -> Rating:
    row = conn.execute("SELECT overall, red, black FROM rating_starts WHERE player = ?", [player]).fetchone()
    return Rating(*row) if row else Rating()


#: A player's rated games (``?1``), his seat's row with its key; ``{where}`` narrows them.
_HIS = ("SELECT r.ended_at, r.game_id, r.players, r.teams, r.seats, min(gp.seat) FROM game_players gp "
        f"{_TO_RATINGS} "
        "WHERE gp.player = ?1 {where} GROUP BY r.game_id")
_BEFORE = "AND (r.ended_at < ?2 OR (r.ended_at = ?2 AND r.game_id < ?3))"


def _his_games(conn: sqlite3.Connection, player: str, before: Key | None = None) -> list[tuple[Key, RatedSeat]]:
    """The player's rated games (before ``before``, if given) and his seat in each, in order."""
    where, params = (_BEFORE, [player, *before]) if before else ("", [player])
    out = []
    for ended_at, game_id, players, teams, packed, at in conn.execute(_HIS.format(where=where), params):
        seat = _seat_of(player, players, teams, packed, at)
        if seat is not None:
            out.append(((ended_at, game_id), seat))
    out.sort(key=itemgetter(0))
    return out


def _last_game(conn: sqlite3.Connection, player: str, before: Key | None = None) -> RatedSeat | None:
    games = _his_games(conn, player, before)
    return games[-1][1] if games else None


def rating_after(conn: sqlite3.Connection, player: str, before: Key | None = None) -> Rating:
    """The player's rating after his last rated game (before ``before``, if given), else his start."""
    last = _last_game(conn, player, before)
    return last.after if last else start_of(conn, player)


def first_game(conn: sqlite3.Connection, player: str) -> Key | None:
    games = _his_games(conn, player)
    return games[0][0] if games else None


def rename(conn: sqlite3.Connection, old: str, new: str, *, merge: bool) -> None:
    """``old``'s ratings are ``new``'s now (his seats are ``new``'s already). A rename changes
    no number; a merge rates again from the first game of either (each one's games now count
    with the other's rating). A start moves with its player; of two, the merged-into player's stays."""
    folded = old.casefold()
    conn.executemany("UPDATE game_ratings SET players = ? WHERE game_id = ?", [
        (SEPARATOR.join(new if name.casefold() == folded else name for name in players.split(SEPARATOR)), game_id)
        for game_id, players in conn.execute(
            f"SELECT r.game_id, r.players FROM game_players gp {_TO_RATINGS} "
            "WHERE gp.player = ? GROUP BY r.game_id", [new]).fetchall()])
    earliest = [key for key in (first_game(conn, new),) if key and merge]
    if conn.execute("SELECT 1 FROM rating_starts WHERE player = ?", [new]).fetchone():
        conn.execute("DELETE FROM rating_starts WHERE player = ?", [old])
    else:
        conn.execute("UPDATE rating_starts SET player = ? WHERE player = ?", [new, old])
    if not merge:
        conn.execute("UPDATE player_ratings SET player = ? WHERE player = ?", [new, old])
        return
    conn.execute("DELETE FROM player_ratings WHERE player IN (?, ?)", [old, new])
    if earliest:
        replay(conn, min(earliest))
    else:   # no rated game: only a start, which is the rating
        conn.execute("INSERT OR REPLACE INTO player_ratings SELECT player, overall, red, black, 0 "
                     "FROM rating_starts WHERE player = ?", [new])


def set_starts(conn: sqlite3.Connection, starts: dict[str, Rating]) -> None:
    """The starting ratings (person → rating), replacing any before; every game rated again."""
    conn.execute("DELETE FROM rating_starts")
    conn.executemany("INSERT INTO rating_starts (player, overall, red, black) VALUES (?, ?, ?, ?)",
                     [(person, *_values(rating)) for person, rating in starts.items()])
    replay(conn)


def _rows(conn: sqlite3.Connection, where: str = "", params: Iterable = ()) -> Iterator[tuple[Key, float, RatedSeat]]:
    """Every rated seat of the games in ``where``, in the order they count: (key, p, seat)."""
    for ended_at, game_id, p, players, teams, packed in conn.execute(
            f"SELECT ended_at, game_id, p, players, teams, seats FROM game_ratings {where} "
            "ORDER BY ended_at, game_id", list(params)):
        for seat in seats_of(players, teams, packed):
            yield (ended_at, game_id), p, seat


def from_games(conn: sqlite3.Connection) -> tuple[list[tuple], list[tuple]]:
    """The projection's rows as they stand, a seat a row: ``(seats, player_ratings)``, sorted (a
    test compares them with a full replay's)."""
    return (sorted((game_id, seat.seat, seat.player, ended_at, seat.team.value, p, *seat.before, seat.change)
                   for (ended_at, game_id), p, seat in _rows(conn)),
            sorted(conn.execute("SELECT player, overall, red, black, games FROM player_ratings").fetchall()))


# -- reading ------------------------------------------------------------------------------------

def _period(since: str | None, until: str | None) -> tuple[str, list[str]]:
    where, params = [], []
    if since:
        where.append("ended_at >= ?")
        params.append(since)
    if until:
        where.append("ended_at < ?")
        params.append(until)
    return (f"WHERE {' AND '.join(where)}" if where else ""), params


def table(conn: sqlite3.Connection, *, since: str | None = None, until: str | None = None) -> list[PlayerRating]:
    """Every rated person (and everyone with a start), by name: his rating as it stood at
    ``until`` (a UTC time stamp; None: now), his rated games and what he earned from
    ``since`` on (None: from the start). With either, only those who played in the period."""
    if since is None and until is None:
        rows = conn.execute("SELECT r.player, r.overall, r.red, r.black, r.games, "
                            "r.overall - coalesce(s.overall, 0) FROM player_ratings r "
                            "LEFT JOIN rating_starts s ON s.player = r.player").fetchall()
        return sorted((PlayerRating(*row) for row in rows), key=lambda r: r.nickname.casefold())
    played: dict[str, list] = {}     # person → [rating after his last game, games, earned]
    for _, _, seat in _rows(conn, *_period(since, until)):
        entry = played.get(seat.player)
        if entry is None:
            entry = played[seat.player] = [None, 0, 0.0]
        entry[0] = seat.after
        entry[1] += 1
        entry[2] += seat.change
    return sorted((PlayerRating(player, *_values(after), games, earned)
                   for player, (after, games, earned) in played.items()),
                  key=lambda r: r.nickname.casefold())


def changes_since(conn: sqlite3.Connection, since: str) -> dict[str, float]:
    """Person → what he earned in the games that ended from ``since`` on."""
    earned: dict[str, float] = {}
    for _, _, seat in _rows(conn, *_period(since, None)):
        earned[seat.player] = earned.get(seat.player, 0.0) + seat.change
    return earned


def history(conn: sqlite3.Connection, player: str) -> list[Point]:
    """The player's rating after each of his rated games, in order."""
    return [Point(game_id, ended_at, seat.after) for (ended_at, game_id), seat in _his_games(conn, player)]


def of_game(conn: sqlite3.Connection, game_id: str) -> GameRatings:
    """Each seat's rating before the game and what it earned (0 in a game not rated)."""
    row = conn.execute("SELECT p, players, teams, seats FROM game_ratings WHERE game_id = ?", [game_id]).fetchone()
    rated = {seat.seat: seat for seat in seats_of(*row[1:])} if row else {}
    seats = conn.execute("SELECT seat, player, role FROM game_players WHERE game = "
                         "(SELECT key FROM games WHERE id = ?) ORDER BY seat", [game_id]).fetchall()
    key = conn.execute("SELECT coalesce(finished_at, updated_at), id FROM games WHERE id = ?", [game_id]).fetchone()
    out = []
    for seat, player, role in seats:
        if seat in rated:
            out.append(SeatRating(seat, player, rated[seat].team.value, rated[seat].before, rated[seat].change))
        else:
            team = team_of(role)
            out.append(SeatRating(seat, player, team.value if team else None,
                                  rating_after(conn, player, tuple(key)), 0.0))
    return GameRatings(game_id, row[0] if row else None, tuple(out))
