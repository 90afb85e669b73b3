"""How an event is kept in its row of ``events`` (version 8), in few bytes: its ``id`` is its
game's integer key (``games.key``) and its number together (``key << SEQ_BITS | seq``: the
table's own b-tree keeps a game's events side by side, in order, with no index beside it),
its type a small code (``event_types``), its time the milliseconds after the game's
``time_base`` (a time stamp in any form but the app's own, UTC to the millisecond, is kept as
its text).

Measured on the scale bench's games (100 events a game, a 45-byte payload): 75 bytes an event,
against 206 in version 7 (the game's id and an ISO time in every row, and the key's index);
a ``WITHOUT ROWID`` table keyed by (game, seq) took 110, its pages a third empty.

Read back, a game's rows are ``(seq, type, payload, at, digest)`` with the type's name and the
time stamp's text exactly as they were written: what the digests cover, so a flipped bit in a
code, a time or the game's base shows as a changed event.
"""

from __future__ import annotations

from datetime import datetime, timezone
from functools import lru_cache
from typing import TYPE_CHECKING, Iterable, Sequence

from mafia_desktop.store import log   # (``log.packing``: loaded at the first payload packed or read)
from mafia_desktop.time_stamps import EPOCH, STAMP_LENGTH, UTC_SUFFIX, stamp_at, stamp_sql

if TYPE_CHECKING:
    import sqlite3

#: Bits of an event's ``id`` that hold its number: a game holds up to 2**20 - 1 events.
SEQ_BITS = 20
MAX_SEQ = (1 << SEQ_BITS) - 1


@lru_cache(maxsize=4096)
def _days(date: str) -> int | None:
    try:
        return (datetime.fromisoformat(date).replace(tzinfo=timezone.utc) - EPOCH).days
    except ValueError:
        return None


@lru_cache(maxsize=1024)
def milliseconds(stamp: str) -> int | None:
    """A stamp in the app's own form as milliseconds since the epoch (``stamp_at`` gives it
    back exactly); None for any other text. Kept for the stamps seen last: a record's games
    give all their events one stamp (its start), asked twice an event (3 µs each time)."""
    if len(stamp) != STAMP_LENGTH or not stamp.endswith(UTC_SUFFIX) or stamp[10] != "T":
        return None
    days = _days(stamp[:10])
    try:
        hours, minutes, seconds, milli = int(stamp[11:13]), int(stamp[14:16]), int(stamp[17:19]), int(stamp[20:23])
    except ValueError:
        return None
    if days is None:
        return None
    ms = (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000 + milli
    return ms if stamp_at(ms) == stamp else None


def milliseconds_sql(at: str) -> str:
    """``milliseconds`` in SQL, of the column or expression ``at``: an upgrade's millions of
    stamps without a call into Python each (NULL for a stamp not in the app's form; the
    text given back by SQLite's own ``strftime`` must be the stamp, to the character)."""
    ms = f"CAST(round((julianday({at}) - 2440587.5) * 86400000) AS INTEGER)"
    return (f"(CASE WHEN length({at}) = {STAMP_LENGTH} AND substr({at}, 24) = '{UTC_SUFFIX}' AND "
            f"{stamp_sql(ms)} = {at} THEN {ms} END)")


def base_of(stamps: Iterable[str]) -> int | None:
    """A new game's time base: its first stamp in the app's form (None if it has none)."""
    return next((ms for ms in map(milliseconds, stamps) if ms is not None), None)


def stored(stamp: str, base: int | None) -> int | str:
    """The ``at`` kept for a stamp: milliseconds after the base, or the text as it is."""
    ms = None if base is None else milliseconds(stamp)
    return stamp if ms is None or base is None else ms - base


def stamp(at: object, base: int | None) -> str:
    """A kept ``at`` as the stamp it was (a base lost to damage reads as 0, a value damaged
    out of any form as a text the app never writes: the digest says so)."""
    if isinstance(at, str):
        return at
    if isinstance(at, int):
        try:
            return stamp_at((base or 0) + at)
        except (OverflowError, ValueError):
            pass
    return f"?{at!r}"


class TypeCodes:
    """One file's event types and their codes (``event_types``), read once and again when a
    code is not known (another connection added it). A code made inside a transaction that is
    rolled back is forgotten (``forget``)."""

    def __init__(self) -> None:
        self._codes: dict[str, int] = {}
        self._names: dict[int, str] = {}

    def forget(self) -> None:
        self._codes, self._names = {}, {}

    def _load(self, conn: sqlite3.Connection) -> None:
        self._names = dict(conn.execute("SELECT code, name FROM event_types").fetchall())
        self._codes = {name: code for code, name in self._names.items()}

    def name(self, conn: sqlite3.Connection, code: int) -> str:
        if code not in self._names:
            self._load(conn)
        # A code no type has (a flipped bit) reads as one no event has: its digest differs.
        return self._names.get(code, f"#{code}")

    def find(self, conn: sqlite3.Connection, name: str) -> int | None:
        """The type's code; None if no event of the file has that type."""
        if name not in self._codes:
            self._load(conn)
        return self._codes.get(name)

    def code(self, conn: sqlite3.Connection, name: str) -> int:
        """The type's code, a new one if the file has none yet (in the caller's transaction)."""
        code = self.find(conn, name)
        if code is None:
            code = conn.execute("INSERT INTO event_types (name) VALUES (?)", [name]).lastrowid or 0
            self._codes[name], self._names[code] = code, name
        return code


def first_id(key: int) -> int:
    """The ``id`` of the game's event 0 (there is none: its events come after)."""
    return key << SEQ_BITS


def span(key: int, after: int = 0, upto: int = MAX_SEQ) -> tuple[int, int]:
    """The ``id`` range of a game's events ``after + 1`` to ``upto``."""
    return first_id(key) + after + 1, first_id(key) + upto


def to_rows(conn: sqlite3.Connection, codes: TypeCodes, key: int, start: int, kinds: Sequence[str],
            payloads: Sequence[str | bytes], kept_at: Sequence[int | str], digests: Sequence[bytes]) -> list[tuple]:
    """``events`` rows ``(id, type, payload, at, digest)`` of a game's events from number
    ``start`` on, by their types, payloads and times as kept, and digests."""
    first = first_id(key) + start
    # Each type's code asked once, in the order the events first use them (a new type's code
    # is the next: a set's order gave an archive other codes): a game's 46 events have some
    # 12 types (an import's writer asked 46 times a game, 0.03 M instructions).
    code = {kind: codes.code(conn, kind) for kind in dict.fromkeys(kinds)}
    # The blobs bound as bytearrays: sqlite3 binds one as it is, where it offers a bytes to
    # its adapters first (``guarded_connection``), 1.7 k instructions each, two an event.
    return list(zip(range(first, first + len(kinds)), map(code.__getitem__, kinds),
                    [bytearray(payload) if type(payload) is bytes else payload for payload in payloads], kept_at,
                    map(bytearray, digests)))


def head(conn: sqlite3.Connection, game_id: str) -> tuple | None:
    """A game's ``(key, event_count, event_digest, time_base)``; None if there is no such game.
    A count or a base of no type the app writes (a text, a blob: a file made elsewhere) reads
    as damage would: a count of 0 (the game's events then verify as extra ones) and a base
    lost (``stamp``), never a Python error further on."""
    row = conn.execute("SELECT key, event_count, event_digest, time_base FROM games WHERE id = ?",
                       [game_id]).fetchone()
    if row is None:
        return None
    key, count, digest, base = row
    return key, count_read(count), digest, base if type(base) is int else None


def count_read(count: object) -> int | None:
    """A game row's ``event_count`` as read from a file: None (not sealed yet) as it is, one
    of no type the app writes (a text, a blob: a file made elsewhere) 0, as damage reads."""
    return count if count is None or type(count) is int else 0


def read(conn: sqlite3.Connection, codes: TypeCodes, key: int, base: int | None, *, after: int = 0,
         upto: int = MAX_SEQ, limit: int = -1) -> list[tuple]:
    """The game's rows ``(seq, type, payload, at, digest)`` after event ``after`` (up to
    ``upto``), in order, as they were written."""
    # The payload as bytes: a text damaged out of UTF-8 is read (and found not to verify).
    rows = conn.execute("SELECT seq, type, CAST(payload AS BLOB), typeof(payload) = 'blob', at, digest FROM events "
                        "WHERE id BETWEEN ? AND ? ORDER BY id LIMIT ?", [*span(key, after, upto), limit]).fetchall()
    return [(seq, codes.name(conn, code), _payload(raw, packed), stamp(at, base), digest)
            for seq, code, raw, packed, at, digest in rows]


def _payload(raw: bytes | None, packed: bool) -> str:
    """A stored payload's text; ``packing.DAMAGED`` for one a damaged page made NULL (its
    digest then says the game is damaged, as for any changed payload)."""
    if raw is None:
        return log.packing.DAMAGED
    return log.packing.unpack(raw) if packed else raw.decode("utf-8", "replace")


def read_game(conn: sqlite3.Connection, game_id: str, codes: TypeCodes | None = None, *, after: int = 0,
              upto: int = MAX_SEQ, limit: int = -1) -> list[tuple]:
    """``read`` by the game's id (no such game: no rows)."""
    found = head(conn, game_id)
    if found is None:
        return []
    return read(conn, codes or TypeCodes(), found[0], found[3], after=after, upto=upto, limit=limit)


def digest_at(conn: sqlite3.Connection, game_id: str, seq: int) -> bytes:
    """The digest of a game's event ``seq`` (b"" if there is none)."""
    row = conn.execute("SELECT e.digest FROM games g JOIN events e ON e.id = (g.key << ?) + ? WHERE g.id = ?",
                       [SEQ_BITS, seq, game_id]).fetchone()
    return bytes(row[0] or b"") if row else b""


def times(conn: sqlite3.Connection, codes: TypeCodes, key: int, base: int | None) -> tuple[str, str, str | None]:
    """A game's first and last time stamp (the earliest and latest of its events', compared as
    their text), and its last ``game_ended`` event's (None if it has none)."""
    low, high, low_text, high_text = conn.execute(
        "SELECT min(CASE WHEN typeof(at) = 'integer' THEN at END), max(CASE WHEN typeof(at) = 'integer' THEN at END), "
        "min(CASE WHEN typeof(at) = 'text' THEN at END), max(CASE WHEN typeof(at) = 'text' THEN at END) "
        "FROM events WHERE id BETWEEN ? AND ?", span(key)).fetchone()
    stamps = [stamp(value, base) for value in (low, high, low_text, high_text) if value is not None]
    ended, finished = codes.find(conn, "game_ended"), None
    if ended is not None:
        row = conn.execute("SELECT at FROM events WHERE id BETWEEN ? AND ? AND type = ? ORDER BY id DESC LIMIT 1",
                           [*span(key), ended]).fetchone()
        finished = stamp(row[0], base) if row else None
    return min(stamps), max(stamps), finished
