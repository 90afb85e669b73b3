"""The event log: the truth of every game, appended to and read back, each game's events
chained by their digests (``digests``) and kept in few bytes (``event_rows``, ``packing``).

It owns the transaction: ``atomic`` is one transaction, or a savepoint inside the one under
way, so that a tap's events and every projection that follows them are written together or
not at all (the projections run inside it: ``Archive.append``).
"""

from __future__ import annotations

import itertools
from contextlib import contextmanager
from typing import TYPE_CHECKING, Callable, Iterator, Sequence

from mafia_desktop.store.errors import ArchiveDamaged, ArchiveError, UnknownGame
from mafia_desktop.store import log   # (``log.packing``: loaded when first named)
from mafia_desktop.store.log import event_rows
from mafia_desktop.time_stamps import utc_now

if TYPE_CHECKING:
    import sqlite3
    from mafia_desktop.engine import Event
    from mafia_desktop.store.log import digests

#: Numbers for the savepoints' names (``EventLog.atomic``).
_SAVEPOINTS = itertools.count(1)


def stamps_for(at: str | Sequence[str] | None, count: int) -> list[str]:
    """One time stamp per event: the ones given, else now."""
    if at is None or isinstance(at, str):
        return [at or utc_now()] * count
    if len(at) != count:
        raise ArchiveError("{count} events but {stamps} time stamps", count=count, stamps=len(at))
    return [stamp or utc_now() for stamp in at]


def chained_events(events: Sequence[Event], stamps: Sequence[str], start: int,
                   previous: bytes) -> tuple[list[str], list[str], list[bytes]]:
    """The types, payloads' texts and digests of the events from number ``start`` on, each
    digest chained to the one before (``previous``: the digest of event ``start - 1``, or the
    game's anchor). Apart, not a row an event: an import's workers send the types and digests
    to its writer and the texts only packed (``new_games``)."""
    from mafia_desktop.engine.events import payload_text
    from mafia_desktop.store.log.digests import chained
    kinds, texts, chain = [], [], []
    for seq, event, stamp in zip(range(start, start + len(events)), events, stamps):
        kind, text = event.type, payload_text(event)   # (each asked once: 46 events a game an import writes)
        previous = chained(previous, seq, kind, text, stamp)
        kinds.append(kind)
        texts.append(text)
        chain.append(previous)
    return kinds, texts, chain


# Every tap and every imported game writes through here: plain statements over known
# columns, without the table inspection sqlite-utils' generic insert/update does on each
# call (measured in a new archive: a game's row 43 µs against 246 µs with ``db.table("games").insert``).
def write_row(conn: sqlite3.Connection, statement: str, row: dict) -> int:
    """The row written; returns its rowid (a game's key)."""
    names = ", ".join(row)
    marks = ", ".join("?" for _ in row)
    return conn.execute(f"{statement} ({names}) VALUES ({marks})", list(row.values())).lastrowid or 0


def update_game(conn: sqlite3.Connection, game_id: str, values: dict) -> None:
    assignments = ", ".join(f"{name} = ?" for name in values)
    conn.execute(f"UPDATE games SET {assignments} WHERE id = ?", [*values.values(), game_id])


class EventLog:
    """The log of an open archive: its transactions, its appends, its reads.

    ``damaged(game_id, problem)`` makes the error for a game whose log fails its digests (the
    archive's: it names the backup that holds the game whole)."""

    def __init__(self, conn: sqlite3.Connection,
                 damaged: Callable[[str, digests.Problem], Exception]) -> None:
        self.conn = conn
        self.damaged = damaged
        self.codes = event_rows.TypeCodes()
        #: Game id → its last event's number and digest, once read.
        self._heads: dict[str, tuple[int, bytes]] = {}
        #: Game id → its key and time base (``event_rows``), once read.
        self._keys: dict[str, tuple[int, int | None]] = {}

    # -- the transaction -----------------------------------------------------------------------
    @contextmanager
    def atomic(self) -> Iterator[None]:
        """One transaction, or a savepoint inside the one under way: all of it or nothing.
        sqlite-utils' ``atomic`` says the same, but importing sqlite-utils costs a command
        line import 0.25-0.35 s of CPU (measured), and a game's writes need nothing else of it."""
        conn = self.conn
        if conn.in_transaction:
            name = f"archive_{next(_SAVEPOINTS)}"
            conn.execute(f"SAVEPOINT {name}")
            try:
                yield
            except BaseException:
                self.forget()
                if conn.in_transaction:   # (an error may have ended the whole transaction)
                    conn.execute(f"ROLLBACK TO SAVEPOINT {name}")
                    conn.execute(f"RELEASE SAVEPOINT {name}")
                raise
            conn.execute(f"RELEASE SAVEPOINT {name}")
            return
        conn.execute("BEGIN")
        try:
            yield
            conn.execute("COMMIT")
        except BaseException:   # a failed commit too
            self.forget()
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise

    def forget(self) -> None:
        """What was kept of rows that a rollback takes back: read from the file again."""
        self.codes.forget()
        self._keys.clear()
        self._heads.clear()

    def forget_game(self, game_id: str) -> None:
        self._heads.pop(game_id, None)
        self._keys.pop(game_id, None)

    # -- where a game's log stands ---------------------------------------------------------
    def head(self, game_id: str) -> tuple[int, bytes]:
        """The game's last event: its number and digest (kept after the first read)."""
        if game_id not in self._heads:
            from mafia_desktop.store.log import digests
            row = event_rows.head(self.conn, game_id)
            if row is None:
                raise UnknownGame("No game {game} in this archive", game=game_id)
            key, count, digest, base = row
            self._keys[game_id] = (key, base)
            if count is None:   # not sealed yet (an upgrade under way)
                self.seal(game_id)
                return self.head(game_id)
            if digest is not None and not isinstance(digest, bytes):   # (a text: a file made elsewhere)
                raise self.damaged(game_id, digests.differs(count))
            self._heads[game_id] = (count, digest or digests.start(game_id))
        return self._heads[game_id]

    def key(self, game_id: str) -> tuple[int, int | None]:
        """The game's key and time base (``event_rows``)."""
        if game_id not in self._keys:
            row = event_rows.head(self.conn, game_id)
            if row is None:
                raise UnknownGame("No game {game} in this archive", game=game_id)
            self._keys[game_id] = (row[0], row[3])
        return self._keys[game_id]

    def note_key(self, game_id: str, key: int, time_base: int | None) -> None:
        """A new game's key, as its row was written."""
        self._keys[game_id] = (key, time_base)

    # -- writing -------------------------------------------------------------------------------
    def append(self, game_id: str, events: Sequence[Event], stamps: Sequence[str]) -> None:
        """The events after the game's last, chained to it; the game's row gets the new count
        and last digest in the same transaction (the caller's)."""
        count, digest = self.head(game_id)
        kinds, texts, chain = chained_events(events, stamps, count + 1, digest)
        key, base = self.key(game_id)
        self.write_events(game_id, count + 1, kinds, list(map(log.packing.pack, texts)),
                          [event_rows.stored(stamp, base) for stamp in stamps], chain)
        self.conn.execute("UPDATE games SET event_count = ?, event_digest = ? WHERE key = ?",
                          [count + len(kinds), chain[-1], key])

    def write_events(self, game_id: str, start: int, kinds: Sequence[str], payloads: Sequence[str | bytes],
                     kept_at: Sequence[int | str], chain: Sequence[bytes]) -> None:
        """The events from number ``start`` on: their types, their payloads and times as
        ``event_rows`` keeps them (``packing.pack``, ``event_rows.stored``), their digests."""
        last = start + len(kinds) - 1
        if last > event_rows.MAX_SEQ:
            raise ArchiveError("A game holds at most {limit} events", limit=event_rows.MAX_SEQ)
        # Plain executemany, not sqlite-utils' insert_all: measured on a game's 46 events,
        # 300 µs against 630 µs (its rows are dicts, its table looked at on every call);
        # one row, a tap's, 7 µs against 113 µs.
        self.conn.executemany("INSERT INTO events (id, type, payload, at, digest) VALUES (?, ?, ?, ?, ?)",
                              event_rows.to_rows(self.conn, self.codes, self.key(game_id)[0], start, kinds,
                                                 payloads, kept_at, chain))
        self._heads[game_id] = (last, chain[-1])

    def seal(self, game_id: str) -> None:
        """The chain for a game's events as they are now (an upgrade's starting point)."""
        from mafia_desktop.store.log import digests
        key, base = self.key(game_id)
        rows = [row[:4] for row in event_rows.read(self.conn, self.codes, key, base)]
        chain = digests.chain(game_id, rows)
        self.conn.executemany("UPDATE events SET digest = ? WHERE id = ?",
                              [(digest, event_rows.first_id(key) + row[0]) for digest, row in zip(chain, rows)])
        self.conn.execute("UPDATE games SET event_count = ?, event_digest = ? WHERE key = ?",
                          [len(rows), chain[-1] if chain else None, key])

    # -- reading -------------------------------------------------------------------------------
    def stored(self, game_id: str) -> list[tuple]:
        """The game's stored events as ``(seq, type, payload, at)``, checked against their
        digests and the count on the game's row: a log changed or cut short raises the
        ``damaged`` error (never a shorter game)."""
        from mafia_desktop.store.log import digests
        try:
            rows, problem = digests.check_game(self.conn, game_id, self.codes)
        except ArchiveDamaged as error:   # a page or a text of its log cannot be read at all
            raise self.damaged(game_id, digests.unreadable(error.message)) from None
        if problem is not None:
            raise self.damaged(game_id, problem)
        if not rows:
            raise UnknownGame("No game {game} in this archive", game=game_id)
        return rows

    def times(self, game_id: str) -> tuple[str, str, str | None]:
        """The game's first and last event times, and its end's (None while it goes on)."""
        key, base = self.key(game_id)
        return event_rows.times(self.conn, self.codes, key, base)

    def remove(self, game_id: str) -> None:
        """The game's events gone for good (the trash emptied)."""
        self.conn.execute("DELETE FROM events WHERE id BETWEEN ? AND ?", event_rows.span(self.key(game_id)[0]))
        self.forget_game(game_id)
