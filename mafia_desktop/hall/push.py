"""What the hall lacks of a table's archive, and pushing it: the table's side of the hall.

The games played at this table since the hall was set up (not the records imported into its
archive, nor the club's evenings before the tournament) are the ones the hall gets. No clock
loses one (``Scope``): every game begun after the table joined the hall, or after one the
hall has already (places in the archive's own order, which no clock moves), is the hall's
whatever its time; before the join, the table's clock is measured against the server's at
each connection and the setup's moment taken in the table's own time. What stays at
the table is said, with why (``left_out``). For each game, the hall's last event (seq and
digest) is compared with the archive's:
the events after it go, in order, a game a transaction, each row keyed by game id and seq
(``ON CONFLICT DO NOTHING``), so pushing twice, or from two processes at once, adds nothing
twice. A game whose log in the hall is not the start of the archive's (the digests differ
at the hall's last event, or the hall has more) is refused, said, and left alone: nothing
is overwritten on either side.
"""

from __future__ import annotations

import logging
import math
import sqlite3
import time
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Iterable

from mafia_desktop.engine.errors import Message
from mafia_desktop.hall import joins
from mafia_desktop.hall.connection import HallRefused, said, value_of
from mafia_desktop.store.log import event_rows, packing
from mafia_desktop.store.opening.schema import open_reading
from mafia_desktop.time_stamps import utc_stamp

if TYPE_CHECKING:
    import psycopg

#: Events a transaction at most (a long day's catch-up is a few transactions, not one huge).
CHUNK = 2000
#: The table's clock (measured against the server's) may have moved since a game began: its
#: games from this long before the hall's setup count too.
CLOCK_MARGIN = timedelta(hours=1)
#: A table's clock off by more than this is said to the host and the judge.
CLOCK_SAID = 60.0

Heads = dict[str, tuple[int, bytes]]
logger = logging.getLogger(__name__)


@dataclass
class Pushed:
    games: int = 0
    events: int = 0
    refused: dict[str, Message] = field(default_factory=dict)   # game id → why


def open_log(path: Path) -> sqlite3.Connection:
    """A read-only connection to the table's archive (the window keeps writing through its own)."""
    return open_reading(Path(path))[0]


def laptop_clock() -> float:
    """This laptop's time (the archive's clock: tests set it off the server's)."""
    return time.time()


def clock_offset(hall: psycopg.Connection, *, table: bool = True) -> float:
    """This laptop's clock minus the server's, in seconds (the answer's time halved out), said
    to the hall (``hall.clocks``: the judge sees it) when this login is a table's (``table``:
    the head judge's login may not say one)."""
    before = laptop_clock()
    server = value_of(hall, "SELECT clock_timestamp()")
    after = laptop_clock()
    offset = (before + after) / 2 - server.timestamp()
    if table:
        hall.execute("SELECT hall.clock_is(%s)", [offset])
    hall.commit()
    return offset


@dataclass(frozen=True)
class Scope:
    """Which of the archive's games are the hall's: those played here (not imported) begun
    at or after ``since`` by this laptop's clock, and every one begun after the archive's
    first game the hall has (``first``, a rowid: the archive's own order, which no clock moves)."""

    since: str
    first: int | None = None

    @property
    def _first(self) -> int:
        return 2 ** 62 if self.first is None else self.first


def scope(hall: psycopg.Connection, log: sqlite3.Connection, heads: Heads, offset: float) -> Scope:
    """The hall's setup in this laptop's time (``offset``: its clock minus the server's, in the
    archive's time format: UTC, ISO, milliseconds, so the two compare as text), and the first
    game of the archive that is the hall's whatever its time: the first one after the table
    joined the hall (``joins``: kept at this archive's first connection to it), or the first
    the hall holds (of ``heads``), whichever comes first."""
    set_up_at, database, role = hall.execute(
        "SELECT min(set_up_at), current_database(), session_user FROM hall.version").fetchone() or (None, "", "")
    hall.commit()
    since = set_up_at + timedelta(seconds=offset) - CLOCK_MARGIN
    firsts = [first for first, in _by_ids(log, "SELECT min(rowid) FROM games WHERE id IN ({ids})", heads)
              if first is not None]
    archive = log.execute("PRAGMA database_list").fetchone()[2]
    if archive:   # a file (not a test's memory): its place in the archive's order when it joined
        last = log.execute("SELECT coalesce(max(rowid), 0) FROM games").fetchone()[0]
        firsts.append(joins.join(joins.join_key(archive, f"{database}\n{role}\n{set_up_at.isoformat()}"), last) + 1)
    return Scope(utc_stamp(since), min(firsts, default=None))


def _by_ids(log: sqlite3.Connection, query: str, ids: Iterable[str], *after: object) -> list[tuple]:
    """``query``'s rows for every id, asked 500 at a time (``{ids}``: their placeholders;
    ``after``: the parameters that follow them): SQLite takes so many at once."""
    ids = list(ids)
    return [row for start in range(0, len(ids), 500) for row in log.execute(
        query.format(ids=", ".join("?" * len(ids[start:start + 500]))), [*ids[start:start + 500], *after])]


def local_heads(log: sqlite3.Connection, within: Scope, game_ids: Iterable[str] | None = None) -> dict[str, int]:
    """The hall's games of the archive (``within``) and their event counts; only those of
    ``game_ids`` if given (what was just written: a club's archive of 100,000 games is not
    read again at every tap)."""
    # In the archive's order: the hall's order of arrival is the order the games were begun.
    bits = event_rows.SEQ_BITS
    count = (f"SELECT rowid, id, coalesce(event_count, (SELECT max(id) - (games.key << {bits}) FROM events "
             f"WHERE id BETWEEN (games.key << {bits}) + 1 AND (games.key << {bits}) + {event_rows.MAX_SEQ})) "
             "FROM games")
    if game_ids is None:
        # Found by the time they were started (listed games, then the trash's), not by the
        # index of sources, which would walk a club's every game: 0.01 ms, not 120, on 100,000;
        # and from the first game the hall has on, by the rowid's own b-tree: as quick.
        listed = f"{count} WHERE +source = '' AND created_at >= ? AND deleted_at"
        rows = log.execute(f"{listed} IS NULL UNION ALL {listed} > '' UNION {count} WHERE rowid >= ? AND +source = ''",
                           [within.since, within.since, within._first]).fetchall()
    else:
        rows = _by_ids(log, count + " WHERE id IN ({ids}) AND source = '' AND (created_at >= ? OR rowid >= ?)",
                       game_ids, within.since, within._first)
    return {game_id: count or 0 for _, game_id, count in sorted(rows)}


def left_out(log: sqlite3.Connection, within: Scope) -> list[Message]:
    """What of the archive stays at the table, and why (a sync says it: never a silent 0)."""
    before, latest = log.execute("SELECT count(*), max(created_at) FROM games WHERE source = '' AND created_at < ? "
                                 "AND rowid < ?", [within.since, within._first]).fetchone()
    imported = log.execute("SELECT count(*) FROM games WHERE source <> ''").fetchone()[0]
    said = []
    if before:
        said.append(Message("{count} games played here before the hall was set up stay here (the latest begun "
                            "{at} UTC by this laptop's clock)", count=before, at=latest[:16].replace("T", " ")))
    if imported:
        said.append(Message("{count} imported records stay here: the hall takes only the games played at this "
                            "table", count=imported))
    return said


def clock_said(offset: float) -> Message | None:
    """This laptop's clock against the hall's, in words, when it is off by over a minute (or
    is no time at all: a row of an older hall may hold NaN or infinity)."""
    if not math.isfinite(offset) or abs(offset) > 1e9:
        return Message("the clock the table last said is not a time ({offset})", offset=offset)
    if abs(offset) <= CLOCK_SAID:
        return None
    hours, minutes = divmod(round(abs(offset) / 60), 60)
    days, hours = divmod(hours, 24)
    how = " ".join(part for part in (f"{days} d" if days else "", f"{hours} h" if hours else "",
                                     f"{minutes} min" if minutes else "") if part)
    if offset < 0:
        return Message("this laptop's clock is {how} behind the hall's (the hall keeps its own time)", how=how)
    return Message("this laptop's clock is {how} ahead of the hall's (the hall keeps its own time)", how=how)


def hall_heads(hall: psycopg.Connection) -> Heads:
    """Each of this table's games in the hall: its last event's seq and digest (0 for none)."""
    rows = hall.execute("SELECT g.game_id, coalesce(e.seq, 0), coalesce(e.digest, ''::bytea) FROM hall.games g "
                        "LEFT JOIN LATERAL (SELECT seq, digest FROM hall.events WHERE game_id = g.game_id "
                        "ORDER BY seq DESC LIMIT 1) e ON true").fetchall()
    hall.commit()
    return {game_id: (seq, bytes(digest)) for game_id, seq, digest in rows}


def waiting(local: dict[str, int], heads: Heads) -> int:
    """Events of the archive the hall does not have yet."""
    return sum(max(count - heads.get(game_id, (0, b""))[0], 0) for game_id, count in local.items())


def push(hall: psycopg.Connection, log: sqlite3.Connection, heads: Heads, *, local: dict[str, int] | None = None,
         refused: dict[str, Message] | None = None, url: str = "") -> Pushed:
    """Push every event the hall lacks; ``heads`` (the hall's, from ``hall_heads``) is kept up
    to date as games go. ``local``: the games to look at and their counts (None: every game
    of the hall's time, ``local_heads``). ``refused``: games already refused (not tried again)."""
    done = Pushed(refused=dict(refused or {}))
    codes = event_rows.TypeCodes()
    if local is None:
        local = local_heads(log, scope(hall, log, heads, clock_offset(hall)))
    for game_id, count in local.items():
        seq, digest = heads.get(game_id, (0, b""))
        if seq >= count or game_id in done.refused:
            if seq > count and game_id not in done.refused:
                _refuse(hall, done, game_id, seq, Message(
                    "the hall has {hall} events of game {game}, this archive {here}: the hall's were kept",
                    hall=seq, here=count, game=game_id))
            continue
        if seq and _digest(log, game_id, seq) != digest:
            _refuse(hall, done, game_id, seq, Message(
                "game {game} in the hall differs from this archive's at event {seq}: the hall's was kept",
                game=game_id, seq=seq))
            continue
        try:
            if game_id not in heads:
                _add_game(hall, log, game_id)
                heads[game_id] = (0, b"")
            while seq < count:
                # Up to the count read (what was written since is the next round's).
                rows = event_rows.read_game(log, game_id, codes, after=seq, upto=count, limit=CHUNK)
                if not rows:
                    break
                with hall.cursor() as cursor:
                    cursor.executemany(
                        "INSERT INTO hall.events (game_id, seq, type, payload, at, digest) "
                        "VALUES (%s, %s, %s, %s, %s, %s) ON CONFLICT (game_id, seq) DO NOTHING",
                        [(game_id, s, kind, payload, at, bytes(d or b"")) for s, kind, payload, at, d in rows])
                hall.commit()
                seq = rows[-1][0]
                heads[game_id] = (seq, bytes(rows[-1][4] or b""))
                done.events += len(rows)
            done.games += 1
        except Exception as error:
            hall.rollback()
            import psycopg   # +150 ms to the window's warm-up with a hall (the feed loads this module)
            if not isinstance(error, psycopg.Error):
                raise
            problem = said(error, url)
            if not isinstance(problem, HallRefused):
                raise problem from None
            # This game only (another table's id, a log the server will not take): the rest go.
            logger.warning("the hall refused game %s: %s", game_id, problem.message)
            heads.pop(game_id, None)
            _refuse(hall, done, game_id, seq, Message("game {game} was refused: {problem}", game=game_id,
                                                      problem=problem.message))
    return done


def _add_game(hall: psycopg.Connection, log: sqlite3.Connection, game_id: str) -> None:
    ruleset, options, created_at = log.execute("SELECT ruleset, options, created_at FROM games WHERE id = ?",
                                               [game_id]).fetchone()
    hall.execute("INSERT INTO hall.games (game_id, ruleset, options, created_at) VALUES (%s, %s, %s, %s) "
                 "ON CONFLICT (game_id) DO NOTHING", [game_id, ruleset, packing.unpack(options), created_at])


def _digest(log: sqlite3.Connection, game_id: str, seq: int) -> bytes:
    return event_rows.digest_at(log, game_id, seq)


def _refuse(hall: psycopg.Connection, done: Pushed, game_id: str, seq: int, why: Message) -> None:
    """Said once to the hall (the head judge sees it) and kept here (the table's window says it)."""
    done.refused[game_id] = why
    try:
        hall.execute("INSERT INTO hall.refusals (game_id, seq, reason) VALUES (%s, %s, %s)", [game_id, seq, str(why)])
        hall.commit()
    except Exception:   # the refusal is still kept here and said in the window
        logger.warning("the hall was not told of game %s's refusal", game_id, exc_info=True)
        hall.rollback()
