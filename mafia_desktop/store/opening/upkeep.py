"""The work an upgrade leaves for the app, a batch of games per transaction, with progress.

A migration only changes the layout (quick); what it needs computed for every game is noted
in ``upkeep`` and done here, in the order of ``TASKS``:

- 'digests' (version 4): each game's digest chain (``Archive.seal_games``);
- 'rebuild' (version 3, and ``Archive.rebuild_projections``): every game folded again for
  its listing, its seats and the registry;
- 'listing' (version 5): the sort keys of every game's row, then the players' figures;
- 'ratings' (version 7, and after a rebuild): every game rated again in order, in one
  transaction (``ratings.replay``: each game's rating needs the one before).

Each batch is one transaction that also moves the task's ``done`` (the last game's rowid),
so an upgrade cut short (a crash, a flat battery, or the host's Cancel) goes on where it
stopped at the next writable open; a batch cancelled half-way is rolled back whole.

The work is done on a ``Games`` (the archive is one): what it needs of the archive is named
here, so this module knows nothing of ``archive`` (which runs it at every writable open).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Callable, ContextManager, Protocol

from mafia_desktop.store.errors import games_out_of_order
from mafia_desktop.store.projections.sort_keys import listing_keys

if TYPE_CHECKING:
    import sqlite3

#: ``progress(done, total)`` → False to stop (the batch under way is rolled back).
Progress = Callable[[int, int], bool]

TASKS = ("digests", "rebuild", "listing", "ratings")
#: Games per transaction.
BATCH = {"digests": 200, "rebuild": 100, "listing": 2000}
#: How often progress is told (seconds): often enough for a bar, rarely enough to cost nothing.
TELL_EVERY = 0.05


class Games(Protocol):
    """What the tasks need of an archive open for writing."""

    @property
    def conn(self) -> sqlite3.Connection: ...

    def atomic(self) -> ContextManager[None]: ...

    def seal_games(self, counter: Counter | None = None) -> None: ...

    def rebuild_game(self, game_id: str) -> None: ...

    def registry_from_games(self) -> None: ...

    def recount_figures(self) -> None: ...


class Cancelled(Exception):
    """The host stopped the work: what was under way was rolled back."""


class Counter:
    """Games done of all the tasks' games, told to ``progress`` now and then."""

    def __init__(self, progress: Progress | None, total: int) -> None:
        self.progress = progress
        self.total = total
        self.done = 0
        self._told = 0.0

    def step(self, count: int = 1) -> None:
        """``count`` more done; raises Cancelled if the host said stop. (A total of 0: not
        known beforehand.)"""
        self.done += count
        now = time.monotonic()
        last = 0 < self.total <= self.done
        if self.progress is not None and (now - self._told >= TELL_EVERY or last):
            self._told = now
            if self.progress(self._shown(), self.total) is False:
                raise Cancelled()

    def finish(self) -> None:
        """The last count told (the work is over: nothing to stop any more)."""
        if self.progress is not None and self.done:
            self.progress(self._shown(), self.total)

    def _shown(self) -> int:
        return min(self.done, self.total) if self.total else self.done


def pending(archive: Games) -> dict[str, int]:
    """Task → the rowid of the last game done."""
    return dict(archive.conn.execute("SELECT task, done FROM upkeep").fetchall())


def games_left(archive: Games, tasks: dict[str, int]) -> int:
    conn = archive.conn
    total = 0
    for task, done in tasks.items():
        if task == "digests":
            total += conn.execute("SELECT count(*) FROM games WHERE event_count IS NULL").fetchone()[0]
        elif task == "listing" and "rebuild" in tasks:
            continue   # the rebuild writes the listing too
        elif task == "ratings":
            # Counted alone (the upgrade to version 7); after other work, its few seconds
            # ride on that work's count.
            if len(tasks) == 1:
                total += conn.execute("SELECT count(*) FROM games WHERE finished = 1").fetchone()[0]
        elif task in TASKS:
            total += conn.execute("SELECT count(*) FROM games WHERE rowid > ?", [done]).fetchone()[0]
    return total


def run(archive: Games, progress: Progress | None = None) -> bool:
    """Do what is noted; True once nothing is left, False if the host stopped it."""
    tasks = pending(archive)
    if not tasks:
        return True
    counter = Counter(progress, games_left(archive, tasks))
    try:
        if "digests" in tasks:
            archive.seal_games(counter)
        if "rebuild" in tasks:
            _by_rowid(archive, "rebuild", archive.rebuild_game, counter, finish=_after_rebuild)
        elif "listing" in tasks:
            _by_rowid(archive, "listing", None, counter, finish=_after_listing)
        if "ratings" in tasks:
            from mafia_desktop.store.projections import ratings   # +5 ms to every start (an upgrade's work needs it)
            with archive.atomic():
                ratings.replay(archive.conn, step=counter.step if len(tasks) == 1 else None)
                archive.conn.execute("DELETE FROM upkeep WHERE task = 'ratings'")
    except Cancelled:
        return False
    return True


def _by_rowid(archive: Games, task: str, each: Callable[[str], None] | None, counter: Counter,
              *, finish: Callable[[Games], None]) -> None:
    """The task over every game in rowid order, a batch per transaction; ``each`` per game
    (None: the listing's keys, a batch at once), then ``finish`` in the last one."""
    conn = archive.conn
    while True:
        (done,) = conn.execute("SELECT done FROM upkeep WHERE task = ?", [task]).fetchone()
        if each is None:
            rows = conn.execute("SELECT rowid, club, tournament, table_no, game_no, host, seated FROM games "
                                "WHERE rowid > ? ORDER BY rowid LIMIT ?", [done, BATCH[task]]).fetchall()
        else:
            rows = conn.execute("SELECT rowid, id FROM games WHERE rowid > ? ORDER BY rowid LIMIT ?",
                                [done, BATCH[task]]).fetchall()
        if rows and rows[-1][0] <= done:   # a damaged page (``relayout.by_games``): never round for ever
            raise games_out_of_order(getattr(conn, "archive_path", ""))
        with archive.atomic():
            if not rows:
                finish(archive)
                return
            if each is None:
                conn.executemany("UPDATE games SET sort_where = ?, sort_host = ?, sort_players = ? WHERE rowid = ?",
                                 [(*listing_keys(*row[1:]), row[0]) for row in rows])
                counter.step(len(rows))
            else:
                for _, game_id in rows:
                    each(game_id)
                    counter.step()
            conn.execute("UPDATE upkeep SET done = ? WHERE task = ?", [rows[-1][0], task])


def _after_listing(archive: Games) -> None:
    archive.recount_figures()
    archive.conn.execute("DELETE FROM upkeep WHERE task = 'listing'")


def _after_rebuild(archive: Games) -> None:
    archive.registry_from_games()
    archive.recount_figures()
    archive.conn.execute("DELETE FROM upkeep WHERE task IN ('rebuild', 'listing')")
