"""Every game verifiable: each event's digest is chained to the one before it, and the game's
row keeps its events' count and the last digest, written with the events in one transaction.

SQLite does not checksum its pages: a flipped bit can drop rows from an index or change a
payload without a word. With the chain, a game whose log was changed or cut short shows as
damaged (and where), never as a shorter valid game. The digest is 8 bytes of BLAKE2b: not a
seal against forgery, a net for damage (a random change passes with odds of 2⁻⁶⁴).
"""

from __future__ import annotations

from hashlib import blake2b
from typing import Iterable, Sequence

from mafia_desktop.engine.errors import Message
from mafia_desktop.records import record

from mafia_desktop.store.log import event_rows

SIZE = 8
_PERSON = b"mafia-desktop"


def start(game_id: str) -> bytes:
    """The chain's anchor: events moved to another game do not verify there. An id that is
    no text (a blob in a file made elsewhere) anchors by its repr: its events do not verify,
    the game is damaged, never an AttributeError."""
    text = game_id if isinstance(game_id, str) else repr(game_id)
    return blake2b(text.encode("utf-8"), digest_size=SIZE, person=_PERSON).digest()


#: A digest that has read nothing, copied for each event: the same digest as one made anew,
#: without ``blake2b``'s keywords read and its parameters set up each time (0.39 µs → 0.28 an
#: event, 46 events a game an import writes).
_FRESH = blake2b(digest_size=SIZE)


def chained(previous: bytes, seq: int, kind: str, payload: str, at: str) -> bytes:
    """An event's digest: what was stored of it (number, type, payload, time) after the
    digest of the event before."""
    digest = _FRESH.copy()
    digest.update(previous)
    digest.update(f"{seq}\x1f{kind}\x1f{payload}\x1f{at}".encode("utf-8"))
    return digest.digest()


def chain(game_id: str, rows: Iterable[Sequence], previous: bytes | None = None) -> list[bytes]:
    """The digests of ``(seq, type, payload, at)`` rows, after ``previous`` (the game's
    start if None)."""
    digest = start(game_id) if previous is None else previous
    out = []
    for seq, kind, payload, at in rows:
        digest = chained(digest, seq, kind, payload, at)
        out.append(digest)
    return out


@record(frozen=True)
class Problem:
    """What is wrong with a game's log, in words, and from which event on."""

    kind: str          # "missing", "differs", "extra", "no-row"
    event: int
    words: Message


def verify(game_id: str, rows: Sequence[Sequence], count: int | None,
           head: bytes | None) -> Problem | None:
    """None if ``(seq, type, payload, at, digest)`` rows, in order, are the whole game its
    row describes (``count`` events ending in digest ``head``). A game not yet sealed by an
    upgrade (count None) is taken as it is."""
    if count is None and head is None:
        return None
    count = event_rows.count_read(count)
    previous = start(game_id)
    for expected, (seq, kind, payload, at, digest) in enumerate(rows, start=1):
        if seq != expected:
            return missing(expected)
        # (A digest that is not a blob, a file made elsewhere, differs: never bytes() of a
        # text, or of a number, which would make that many zero bytes.)
        if not isinstance(digest, bytes) or chained(previous, seq, kind, payload, at) != digest:
            return differs(seq)
        previous = digest
    found = len(rows)
    if count is not None and found < count:
        return missing(found + 1)
    if count is not None and found > count:
        return extra(found, count)
    if head is not None and found and previous != head:
        return differs(found)
    return None


def check_game(conn, game_id: str, codes: event_rows.TypeCodes | None = None) -> tuple[list[tuple], Problem | None]:
    """A game's stored rows ``(seq, type, payload, at)`` as read through ``conn`` (an
    archive or one of its backups, of any version since the digests), and what is wrong with
    them (None: they are the whole game). No rows and no row of the game's: ``([], None)``,
    there is no such game."""
    if _before_v8(conn):
        rows = conn.execute("SELECT seq, type, payload, at, digest FROM events WHERE game_id = ? "
                            "ORDER BY seq", [game_id]).fetchall()
        head = conn.execute("SELECT event_count, event_digest FROM games WHERE id = ?", [game_id]).fetchone()
    else:
        found = event_rows.head(conn, game_id)
        head = None if found is None else found[1:3]
        rows = [] if found is None else event_rows.read(conn, codes or event_rows.TypeCodes(), found[0], found[3])
    if head is None:
        return [], no_row(len(rows)) if rows else None
    return [row[:4] for row in rows], verify(game_id, rows, *head)


def _before_v8(conn) -> bool:
    """A backup's file of an older layout (the events under their game's text id)?"""
    return conn.execute("SELECT 1 FROM pragma_table_info('events') WHERE name = 'game_id'").fetchone() is not None


def missing(first: int) -> Problem:
    return Problem("missing", first, Message("events are missing from event {event} on", event=first))


def differs(event: int) -> Problem:
    return Problem("differs", event, Message("event {event} differs from what was written", event=event))


def extra(found: int, expected: int) -> Problem:
    return Problem("extra", expected + 1, Message("the log holds {found} events, its row says {expected}",
                                                  found=found, expected=expected))


def unreadable(error: Message) -> Problem:
    return Problem("unreadable", 1, Message("its log cannot be read ({error})", error=error))


def no_row(found: int) -> Problem:
    return Problem("no-row", 1, Message("its {found} events are there but its row in the list of games "
                                        "is missing", found=found))


def no_replay(problem: Message | str) -> Problem:
    return Problem("replay", 1, Message("it does not replay ({problem})", problem=problem))


def row_differs(column: str, listed: object, replayed: object) -> Problem:
    return Problem("row", 1, Message("its row in the list of games says {column} {listed!r}, its events "
                                     "{replayed!r}", column=column, listed=listed, replayed=replayed))
