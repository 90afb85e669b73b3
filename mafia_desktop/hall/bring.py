"""The hall's games brought into the head judge's archive, so that the tournament's
protocols, standings and ratings stay on his laptop after the day (the server is often the
organiser's, and gone by then).

Each game of the hall is read whole, its events checked against their digests as each
table's laptop chained them (``store.log.digests``: the hall keeps them as they were
written) and against the importer's bounds (``judge.event_of``); it then comes into the
archive as one of our bundles would (``importing.import_bundles``): new, already there,
extended (a game that went on since the last time), or another history kept beside. A game
whose log in the hall is damaged, or does not decode, or is larger than any real game (the
judge's read bounds), is said and skipped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from mafia_desktop.engine.errors import Message

if TYPE_CHECKING:
    import psycopg

    from mafia_desktop.store.archive import Archive
    from mafia_desktop.store.importing import ImportResult
    from mafia_desktop.store.opening.upkeep import Progress


def hall_games(hall: psycopg.Connection) -> tuple[int, Iterator[dict | Message]]:
    """How many games the hall holds, and each as our bundle (or the words why it cannot be
    brought), oldest first, read one at a time."""
    ids = [row[0] for row in hall.execute("SELECT game_id FROM hall.games ORDER BY received_at, game_id")]
    hall.commit()

    def games() -> Iterator[dict | Message]:
        from mafia_desktop.hall.judge import READ_EVENTS, READ_PAYLOAD_BYTES
        for game_id in ids:
            # Sized on the server first: a game larger than any real one is said, never read whole.
            count, largest = hall.execute("SELECT count(*), coalesce(max(octet_length(payload)), 0) FROM hall.events "
                                          "WHERE game_id = %s", [game_id]).fetchone() or (0, 0)
            if count > READ_EVENTS or largest > READ_PAYLOAD_BYTES:
                hall.commit()
                yield Message("{game} holds {count} events (the largest {bytes} bytes), more than a real game: "
                              "skipped", game=Message("game {id}", id=game_id), count=count, bytes=largest)
                continue
            rows = hall.execute("SELECT seq, type, payload, at, digest FROM hall.events WHERE game_id = %s "
                                "ORDER BY seq", [game_id]).fetchall()
            hall.commit()
            yield _bundle(game_id, rows)
    return len(ids), games()


def _bundle(game_id: str, rows: list[tuple]) -> dict | Message:
    from mafia_desktop.formats import bundle
    from mafia_desktop.hall.judge import NoEvent, event_of
    from mafia_desktop.store.log import digests
    name = Message("game {id}", id=game_id)
    if not rows:
        return Message("{game} has no events in the hall yet: left for the next time", game=name)
    problem = digests.verify(game_id, [(seq, kind, payload, at, bytes(digest)) for seq, kind, payload, at, digest
                                       in rows], len(rows), bytes(rows[-1][4]))
    if problem is not None:
        return Message("{game} is damaged in the hall and was skipped ({problem})", game=name, problem=problem.words)
    events = []
    for seq, kind, payload, _, _ in rows:
        try:
            events.append(event_of(kind, payload))
        except NoEvent as error:
            return Message("{game}: event {seq} is no event ({problem}); skipped", game=name, seq=seq,
                           problem=error.message)
    return bundle.write(game_id, events, [row[3] for row in rows])


def bring(archive: Archive, hall: psycopg.Connection, where: str, *,
          progress: Progress | None = None) -> Iterator[ImportResult]:
    """Every game of the hall into ``archive`` (``where``: the hall, as its results name it)."""
    from mafia_desktop.store.importing import import_bundles
    total, games = hall_games(hall)
    yield from import_bundles(archive, where, games, total=total, progress=progress)
