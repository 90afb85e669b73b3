"""The club's ratings as a projection of the games (issue 26; the formula is engine/rating.py).

``seat_ratings`` keeps every rated seat's rating before its game and what it earned, for the
games in the order they count (ended, then id); ``player_ratings`` each person's rating now
(his start, from ``rating_starts``, plus all he earned) and his rated games.

A game counts after every game that ended before it, so whatever changes a game (it ends,
goes to the trash, its event's kind, "not rated", a merge of two players) changes the games
after it too: ``replay(conn, since)`` takes back what the games from ``since`` on earned and
rates them again. A game that ends now is the last one, and its replay is that game alone;
an import of older games replays once per batch (``Archive.batch``). ``replay(conn)`` rates
every game from the starts: the upgrade's work, and what a test compares the rows with.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from itertools import groupby
from operator import itemgetter
from typing import Callable, Iterable

from mafia_desktop.engine.rating import Kind, Rating, game_rating
from mafia_desktop.engine.roles import Role, Team, Winner
from mafia_desktop.store.layout import SEAT_RATING_INDEXES

#: A game's place in the order: (ended at, id).
Key = tuple[str, str]

#: An event's kind (``contests.KINDS``) → its games' kind; a game outside events is a club game.
KIND_OF_EVENT = {"evening": Kind.CLUB, "tournament": Kind.TOURNAMENT, "elite": Kind.ELITE}

#: The rated games' seats in the order they count, from ``since`` on (``{since}``); their
#: events' kinds are read apart (``_kinds``): two joins a seat cost a rebuild a fifth of its read.
_SEATS = (
    "SELECT g.id, g.finished_at, g.winner, gp.seat, gp.player, gp.role "
    "FROM games g INDEXED BY games_by_end JOIN game_players gp ON gp.game_id = g.id "
    "WHERE g.finished = 1 AND g.deleted_at IS NULL AND g.rated = 1 AND g.finished_at IS NOT NULL "
    "AND g.winner IN ('red', 'black') {since} ORDER BY g.finished_at, g.id, gp.seat"
)
#: From a key on, said so that SQLite reads it from the index (a row value it would not).
_FROM = "ended_at >= ?1 AND (ended_at > ?1 OR game_id >= ?2)"


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
_COLOURS = {team: team.value for team in Team}


def team_of(role: str | None) -> Team | None:
    """A seat's colour by its role as the archive keeps it (None: not recorded)."""
    return _TEAMS.get(role) if role else None


# -- keeping the projection ------------------------------------------------------------------

def settle(conn: sqlite3.Connection, game_ids: Iterable[str]) -> None:
    """Rate again from the earliest of these games (where it counts now, or counted before);
    nothing if none of them counts or counted."""
    ids = json.dumps(sorted(set(game_ids)))
    if ids == "[]":
        return
    since = conn.execute(
        "SELECT min(key) FROM (SELECT g.finished_at || char(31) || g.id AS key FROM json_each(?1) j "
        "CROSS JOIN games g ON g.id = j.value WHERE g.finished = 1 AND g.finished_at IS NOT NULL UNION ALL "
        "SELECT s.ended_at || char(31) || s.game_id FROM json_each(?1) j "
        "CROSS JOIN seat_ratings s ON s.game_id = j.value)", [ids]).fetchone()[0]
    if since is not None:
        ended_at, game_id = since.split("\x1f")
        replay(conn, (ended_at, game_id))


def replay(conn: sqlite3.Connection, since: Key | None = None, *, step: Callable[[int], None] | None = None) -> None:
    """Rate the games from ``since`` on again (None: every game, from the starting ratings).
    ``step(count)`` is told of the games rated, now and then."""
    now: dict[str, list] = {}       # person → [rating, games]
    if since is None:
        for name in SEAT_RATING_INDEXES:
            conn.execute(f"DROP INDEX {name}")
        conn.execute("DELETE FROM seat_ratings")
        conn.execute("DELETE FROM player_ratings")
        conn.execute("INSERT INTO player_ratings SELECT player, overall, red, black, 0 FROM rating_starts")
        now = {player: [Rating(*values), 0] for player, *values in conn.execute(
            "SELECT player, overall, red, black FROM rating_starts")}
        where, params = "", []
    else:
        taken = [player for (player,) in conn.execute(
            f"SELECT DISTINCT player FROM seat_ratings INDEXED BY seat_ratings_in_order WHERE {_FROM}", since)]
        conn.execute(f"DELETE FROM seat_ratings INDEXED BY seat_ratings_in_order WHERE {_FROM}", since)
        now = {player: [rating_after(conn, player), _games(conn, player)] for player in taken}
        where, params = "AND g.finished_at >= ?1 AND (g.finished_at > ?1 OR g.id >= ?2)", list(since)
    rows = conn.execute(_SEATS.format(since=where), params).fetchall()
    if since is not None:
        _read_current(conn, now, {row[4] for row in rows} - now.keys())
    written, done = [], 0
    touched = set(now)
    zero = Rating()
    kinds = _kinds(conn)
    for (game_id, ended_at, winner), grouped in groupby(rows, key=itemgetter(0, 1, 2)):
        seats = list(grouped)
        teams = [_TEAMS.get(row[5]) for row in seats]
        entries = []   # each seat's [rating, games], changed in place as the game counts
        for row in seats:
            entry = now.get(row[4])
            if entry is None:
                entry = now[row[4]] = [zero, 0]
            entries.append(entry)
        result = game_rating([entry[0] for entry in entries], teams, Winner(winner),
                             kind=kinds.get(game_id, Kind.CLUB))
        if result.p is None:
            continue
        for row, team, entry, change in zip(seats, teams, entries, result.changes):
            if team is None:
                continue
            rating = entry[0]
            written.append((game_id, row[3], row[4], ended_at, _COLOURS[team], result.p, *rating, change))
            entry[0] = rating.plus(team, change)
            entry[1] += 1
            touched.add(row[4])
        done += 1
        if step is not None and done % 1000 == 0:
            step(1000)
    if step is not None:
        step(done % 1000)
    if since is None:   # in the key's order: each row goes at the end, not somewhere in a million
        written.sort(key=lambda row: (row[0], row[1]))
    conn.executemany("INSERT INTO seat_ratings (game_id, seat, player, ended_at, team, p, overall, red, black, "
                     "change) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", written)
    if since is None:
        for name, columns in SEAT_RATING_INDEXES.items():
            conn.execute(f"CREATE INDEX {name} ON {columns}")
    conn.executemany("INSERT OR REPLACE INTO player_ratings (player, overall, red, black, games) "
                     "VALUES (?, ?, ?, ?, ?)",
                     [(person, *_values(now[person][0]), now[person][1]) for person in touched])
    conn.execute("DELETE FROM player_ratings WHERE games = 0 AND player NOT IN (SELECT player FROM rating_starts)")


def _kinds(conn: sqlite3.Connection) -> dict[str, Kind]:
    """Game → its kind, for the games in events (the others are club games)."""
    return {game_id: KIND_OF_EVENT.get(kind, Kind.CLUB) for game_id, kind in conn.execute(
        "SELECT cg.game_id, c.kind FROM contest_games cg JOIN contests c ON c.id = cg.contest_id")}


def _values(rating: Rating) -> tuple[float, float, float]:
    return rating.overall, rating.red, rating.black


def _read_current(conn: sqlite3.Connection, now: dict[str, list], people: set[str]) -> None:
    """The people's ratings as ``player_ratings`` has them (none: no rated game, no start)."""
    for person, overall, red, black, games in conn.execute(
            "SELECT player, overall, red, black, games FROM player_ratings WHERE player IN "
            "(SELECT value FROM json_each(?))", [json.dumps(sorted(people))]):
        now[person] = [Rating(overall, red, black), games]


def start_of(conn: sqlite3.Connection, player: str) -> Rating:
    row = conn.execute("SELECT overall, red, black FROM rating_starts WHERE player = ?", [player]).fetchone()
    return Rating(*row) if row else Rating()


def rating_after(conn: sqlite3.Connection, player: str, before: Key | None = None) -> Rating:
    """The player's rating after his last rated game (before ``before``, if given), else his start."""
    where, params = ("AND ended_at <= ?2 AND (ended_at < ?2 OR game_id < ?3)", [player, *before]) \
        if before else ("", [player])
    row = conn.execute(f"SELECT team, overall, red, black, change FROM seat_ratings WHERE player = ?1 {where} "
                       "ORDER BY ended_at DESC, game_id DESC LIMIT 1", params).fetchone()
    if row is None:
        return start_of(conn, player)
    return Rating(*row[1:4]).plus(Team(row[0]), row[4])


def _games(conn: sqlite3.Connection, player: str) -> int:
    return conn.execute("SELECT count(*) FROM seat_ratings WHERE player = ?", [player]).fetchone()[0]


def first_game(conn: sqlite3.Connection, player: str) -> Key | None:
    row = conn.execute("SELECT ended_at, game_id FROM seat_ratings WHERE player = ? "
                       "ORDER BY ended_at, game_id LIMIT 1", [player]).fetchone()
    return tuple(row) if row else None


def rename(conn: sqlite3.Connection, old: str, new: str, *, merge: bool) -> None:
    """``old``'s ratings are ``new``'s now. A rename changes no number; a merge rates again
    from the first game of either (each one's games now count with the other's rating).
    A start moves with its player; of two, the merged-into player's stays."""
    earliest = [key for key in (first_game(conn, old), first_game(conn, new) if merge else None) if key]
    conn.execute("UPDATE seat_ratings SET player = ? WHERE player = ?", [new, old])
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


def from_games(conn: sqlite3.Connection) -> tuple[list[tuple], list[tuple]]:
    """The projection's rows as they stand: ``(seat_ratings, player_ratings)``, sorted (a test
    compares them with a full replay's)."""
    return (sorted(conn.execute("SELECT game_id, seat, player, ended_at, team, p, overall, red, black, change "
                                "FROM seat_ratings").fetchall()),
            sorted(conn.execute("SELECT player, overall, red, black, games FROM player_ratings").fetchall()))


# -- reading ------------------------------------------------------------------------------------

def table(conn: sqlite3.Connection, *, since: str | None = None, until: str | None = None) -> list[PlayerRating]:
    """Every rated person (and everyone with a start), by name: his rating as it stood at
    ``until`` (a UTC time stamp; None: now), his rated games and what he earned from
    ``since`` on (None: from the start). With either, only those who played in the period."""
    if since is None and until is None:
        rows = conn.execute("SELECT r.player, r.overall, r.red, r.black, r.games, "
                            "r.overall - coalesce(s.overall, 0) FROM player_ratings r "
                            "LEFT JOIN rating_starts s ON s.player = r.player").fetchall()
        return sorted((PlayerRating(*row) for row in rows), key=lambda r: r.nickname.casefold())
    where, params = [], []
    if since:
        where.append("ended_at >= ?")
        params.append(since)
    if until:
        where.append("ended_at < ?")
        params.append(until)
    # The bare columns come from the row of max(): his last game in the period (SQLite's rule).
    rows = conn.execute(
        "SELECT player, team, overall, red, black, change, count(*), sum(change), "
        f"max(ended_at || char(31) || game_id) FROM seat_ratings INDEXED BY seat_ratings_in_order "
        f"WHERE {' AND '.join(where)} GROUP BY player",
        params).fetchall()
    return sorted((PlayerRating(player, *_values(Rating(overall, red, black).plus(Team(team), change)), games,
                                earned)
                   for player, team, overall, red, black, change, games, earned, _ in rows),
                  key=lambda r: r.nickname.casefold())


def changes_since(conn: sqlite3.Connection, since: str) -> dict[str, float]:
    """Person → what he earned in the games that ended from ``since`` on."""
    # The period's rows from the index in order: SQLite would walk every row by player, to
    # group them without a sort (2.3 s in 100,000 seats, against milliseconds).
    return dict(conn.execute("SELECT player, sum(change) FROM seat_ratings INDEXED BY seat_ratings_in_order "
                             "WHERE ended_at >= ? GROUP BY player", [since]).fetchall())


def history(conn: sqlite3.Connection, player: str) -> list[Point]:
    """The player's rating after each of his rated games, in order."""
    return [Point(game_id, ended_at, Rating(overall, red, black).plus(Team(team), change))
            for game_id, ended_at, team, overall, red, black, change in conn.execute(
                "SELECT game_id, ended_at, team, overall, red, black, change FROM seat_ratings "
                "WHERE player = ? ORDER BY ended_at, game_id", [player])]


def of_game(conn: sqlite3.Connection, game_id: str) -> GameRatings:
    """Each seat's rating before the game and what it earned (0 in a game not rated)."""
    rated = {seat: (team, Rating(overall, red, black), change, p) for seat, team, p, overall, red, black, change
             in conn.execute("SELECT seat, team, p, overall, red, black, change FROM seat_ratings "
                             "WHERE game_id = ?", [game_id])}
    seats = conn.execute("SELECT seat, player, role FROM game_players WHERE game_id = ? ORDER BY seat",
                         [game_id]).fetchall()
    p = next(iter(rated.values()))[3] if rated else None
    key = conn.execute("SELECT coalesce(finished_at, updated_at), id FROM games WHERE id = ?", [game_id]).fetchone()
    out = []
    for seat, player, role in seats:
        if seat in rated:
            team, before, change, _ = rated[seat]
        else:
            team = team_of(role)
            before, change = rating_after(conn, player, tuple(key)), 0.0
            team = team.value if team else None
        out.append(SeatRating(seat, player, team, before, change))
    return GameRatings(game_id, p, tuple(out))

