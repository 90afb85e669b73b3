"""When the ratings follow: a game's ratings change those of every game after it, so games
written together are rated again once, at the end of their batch (``Archive.batch``), or of
a whole run of batches (``Archive.bulk``, an import): an import of older games would
otherwise rate every later game again for each of them. A run reads ahead, whenever its
writer would wait for its workers (``read_ahead``), the rows its end will rate again
(``ratings.Kept``): its end, with the cores idle but one, only rates and writes."""

from __future__ import annotations

import sqlite3
from contextlib import AbstractContextManager, contextmanager
from typing import TYPE_CHECKING, Callable, Iterable, Iterator

if TYPE_CHECKING:
    from mafia_desktop.store.projections import Change
    from mafia_desktop.store.projections.ratings import Kept

Atomic = Callable[[], AbstractContextManager[None]]


def follow(change: Change) -> None:
    """The projection: a finished game (or one that ends now) rated again, and the games
    after it."""
    if change.counted and (change.before["finished"] or change.state.ended):
        change.rate([change.game_id])


def _settle(conn: sqlite3.Connection, game_ids: Iterable[str], kept: Kept | None = None) -> None:
    # The ratings (and the engine's formula) are loaded at the first game rated, not when the
    # archive opens: the start page's window shows without them (tests/test_start_up.py).
    from mafia_desktop.store.projections import ratings
    ratings.settle(conn, game_ids, kept)


def _read_ahead(conn: sqlite3.Connection, kept: Kept | None, game_ids: set[str]) -> Kept:
    """The rows a run's end will rate again (from the earliest of its games so far), read
    while it waits for more: the run changes no rating before its end."""
    import json

    from mafia_desktop.store.projections import ratings
    kept = kept or ratings.Kept()
    since = ratings.earliest(conn, json.dumps(sorted(game_ids)))
    if since is not None:
        kept.reach(conn, since)
    return kept


class RatingQueue:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        #: The games a batch under way rates again at its end (None: no batch).
        self._batch: set[str] | None = None
        #: The same for a run of batches, rated again once at its end (None: no run).
        self._run: set[str] | None = None
        #: The batch under way is its run's last: the run's games are rated in its transaction.
        self._last = False
        #: The run found the ratings' upkeep noted already (a run killed before): left for it.
        self._noted = False
        #: The rows the run's end rates again, read ahead as its batches are committed.
        self._kept: Kept | None = None

    def rate(self, game_ids: Iterable[str]) -> None:
        """Rate these games again, and those after them: now, in the transaction under way,
        or at the end of the batch."""
        if self._batch is not None:
            self._batch.update(game_ids)
        else:
            _settle(self.conn, game_ids)

    @contextmanager
    def batch(self, atomic: Atomic) -> Iterator[None]:
        """One transaction (``atomic``) whose games are rated again at its end."""
        if self._batch is not None:   # a batch inside a batch: the outer one rates
            with atomic():
                yield
            return
        self._batch = set()
        try:
            with atomic():
                yield
                if self._run is None:
                    _settle(self.conn, self._batch)
                elif self._last:
                    to_rate, self._run = self._run | self._batch, set()
                    kept, self._kept = self._kept, None
                    _settle(self.conn, to_rate, kept)
                    if not self._noted:
                        self.conn.execute("DELETE FROM upkeep WHERE task = 'ratings'")
                elif self._batch:
                    # Rated at the run's end; a run killed before it leaves the rating of
                    # every game to the next writable open (the upgrade's 'ratings' upkeep).
                    self.conn.execute("INSERT OR IGNORE INTO upkeep (task) VALUES ('ratings')")
                    self._run |= self._batch
        finally:
            self._batch = None
            self._last = False

    def read_ahead(self) -> None:
        """In a run, the rows its end will rate again read now, back to the earliest of its
        games so far (its batches rate nothing before its end, so they stand until then)."""
        if self._run is not None:
            games = self._run | self._batch if self._batch else self._run
            if games:
                self._kept = _read_ahead(self.conn, self._kept, games)

    def last_batch(self) -> None:
        """The batch under way is its run's last: the run's games are rated again at its end,
        in its transaction, not in one more after it (an import's tail, its workers done and
        the cores idle, had a commit and a sync of its own for the ratings)."""
        if self._batch is not None and self._run is not None:
            self._last = True

    @contextmanager
    def run(self, atomic: Atomic, closed: Callable[[], bool]) -> Iterator[None]:
        """A run of batches whose games are rated again once, at its end (or in its last
        batch: ``last_batch``)."""
        self._noted = self.conn.execute("SELECT 1 FROM upkeep WHERE task = 'ratings'").fetchone() is not None
        # The ratings' modules loaded now, where an import's writer waits for its workers'
        # first records, not in its first look ahead (8-17 ms of a writer that, into 100,000
        # games, is the import's slowest part).
        from mafia_desktop.store.projections import ratings  # noqa: F401
        self._run = set()
        try:
            yield
        finally:
            to_rate, self._run = self._run, None
            kept, self._kept = self._kept, None
            if to_rate and not closed():
                with atomic():
                    _settle(self.conn, to_rate, kept)
                    if not self._noted:
                        self.conn.execute("DELETE FROM upkeep WHERE task = 'ratings'")
