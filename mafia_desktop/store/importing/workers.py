"""Reading and replaying many records in worker processes while the one writer writes.

Replaying a record through the rules is most of an import's work and needs no archive, so
an import of many records hands them out in chunks to a pool of processes (one a core):
each worker loads its files (or lines) within the hostile-file limits, replays each game
and makes its rows (``reading.read_item``); the writing process only decides what the
archive does with each game and writes it, a batch per transaction as before. The results
come back in the order of the records, a few chunks ahead of the writer and no more, so a
stream of any length is read in bounded memory.

A few records are read right here: starting the workers would cost more than it saves.
"""

from __future__ import annotations

import ctypes
import gc
import multiprocessing
import os
import signal
import sys
from collections import deque
from contextlib import closing
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from itertools import chain, islice
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Generator, Iterable, Iterator

from mafia_desktop.store.importing.reading import ReadGame, read_item

if TYPE_CHECKING:
    from mafia_desktop.store.importing.reading import Line, Outcome

    Item = str | Path | Line
    Read = tuple[Item, list[tuple[int, Outcome]]]

#: Records from which an import starts worker processes. A fork costs a few milliseconds
#: (10 records: 79 ms with two workers, 82 ms here, measured); below this a pool's chunks
#: are too few to share out.
PARALLEL_FROM = 50
#: Records a worker reads at a time (a message each way per chunk), and chunks in flight per
#: worker: enough that the workers go on reading while the writer commits a batch (1,000
#: records into a big archive: 0.3-0.6 s, its log synced and copied into the file). With 4
#: chunks a worker each waited up to 1.05 s at a commit, 2.9 s of an import of 2,000 records;
#: with 25, 0.05 s at most (measured). 500 records in flight hold some 7 MB (14 KB each).
CHUNK = 10
AHEAD = 25


def read_all(items: Iterable[Item] | Reading, workers: int | None = None,
             meanwhile: Callable[[], None] | None = None) -> Generator[Read, None, None]:
    """Each item with what reading it gave (``reading.read_item``), in order; read in
    ``workers`` processes (None: one a core) if there are ``PARALLEL_FROM`` items or more
    (or by a ``Reading`` begun already, closed at the end). ``meanwhile`` is done before the
    first result comes, once the workers have their first chunks (the command line's backup
    before an import: they read while it is made)."""
    with closing(items if isinstance(items, Reading) else Reading(items, workers)) as reading:
        if meanwhile is not None:
            meanwhile()
        yield from reading


class Reading:
    """Records read in order, as they are asked for (``read_all``): in ``workers`` processes
    (None: one a core) if there are ``PARALLEL_FROM`` or more, forked and given their first
    chunks when this is made, not at the first record asked for. The command line makes it
    before it opens the archive: the workers read while it opens (a new one: sqlite-utils'
    start), backs up and loads its words, where they waited for all that before (issue 44).
    ``close`` stops the workers (a result not asked for is dropped)."""

    def __init__(self, items: Iterable[Item], workers: int | None = None) -> None:
        items = iter(items)
        head = list(islice(items, PARALLEL_FROM))
        self._items = chain(head, items)
        self._pending: deque[tuple[list[Item], Future | None]] = deque()
        self._pool: ProcessPoolExecutor | None = None
        self._left = 0     # records of the chunk under way not given yet
        self._all_known = False   # every item handed out (``left``)
        count = _workers(workers)
        if len(head) < PARALLEL_FROM or count < 2:   # (one core: a worker would only take turns with us)
            return
        # What this process holds now lives through the import: out of the collector's sight
        # for the while (here, and in the workers it forks), a full collection walks only what
        # the import made. Its workers' CPU a record fell by a third (3.5 → 2.4 ms, measured).
        gc.freeze()
        try:
            self._pool = ProcessPoolExecutor(count, mp_context=multiprocessing.get_context("fork"),
                                             initializer=_worker_start, initargs=(os.getpid(),))
            while len(self._pending) < AHEAD * count and self._submit():
                pass
        except BaseException:
            self.close()
            raise

    def _submit(self) -> bool:
        """The next chunk handed to a worker (False: there is none)."""
        chunk = list(islice(self._items, CHUNK))
        self._all_known = len(chunk) < CHUNK     # (a full chunk may be the last: known at the next)
        if not chunk:
            return False
        try:
            future = self._pool.submit(read_chunk, chunk) if self._pool is not None else None
        except BrokenProcessPool:   # a worker died: the rest is read here
            future = None
        self._pending.append((chunk, future))
        return True

    def __iter__(self) -> Iterator[Read]:
        if self._pool is None:
            for item in self._items:
                yield item, read_item(item)
            return
        while self._pending:
            read = list(_done(*self._pending.popleft()))
            self._left = len(read)
            for each in read:
                self._left -= 1
                yield each
            self._submit()

    def waiting(self) -> bool:
        """The next record is not read yet: asking for it now would wait for a worker (the
        writer's time to commit what it holds: ``importing.SHORT_BATCH``)."""
        if self._left or not self._pending:
            return False
        future = self._pending[0][1]
        return future is not None and not future.done()

    def left(self) -> int | None:
        """The records not given yet, once every one is handed out to the workers (None
        before: the end is not known)."""
        if self._pool is None or not self._all_known:
            return None
        return self._left + sum(len(chunk) for chunk, _ in self._pending)

    def close(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
            gc.unfreeze()


def _workers(asked: int | None) -> int:
    if asked is not None:
        return asked
    if sys.platform != "linux":
        # Only a fork starts a worker at once; elsewhere each would load the app again.
        return 0
    return os.cpu_count() or 1


def _worker_start(writer: int) -> None:
    # Ctrl+C is the writer's to answer (it rolls the batch back and stops the pool), not
    # each worker's with a traceback of its own.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # (forked by a writer that keeps the collector off while it starts: the command line's)
    gc.enable()
    _die_with(writer)


#: prctl's option: the signal a process gets when its parent dies (linux/prctl.h).
_PR_SET_PDEATHSIG = 1


def _die_with(writer: int) -> None:
    """A worker ends with the writer: a killed import left its workers waiting for work
    forever, re-parented (24 of 24 kills). Linux sends the signal asked for here; a writer
    gone before it was asked (a kill between the fork and now) is seen by its id."""
    if sys.platform == "linux":
        try:
            ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)
        except (OSError, AttributeError):   # no prctl to be found: the id's check below alone
            pass
    if os.getppid() != writer:
        os._exit(1)


def _done(chunk: list[Item], future: Future | None) -> Iterator[Read]:
    try:
        if future is None:
            raise BrokenProcessPool
        read = future.result()
    except BrokenProcessPool:    # a worker died (out of memory, killed): read here instead
        read = [read_item(item) for item in chunk]
    yield from zip(chunk, read)


def read_chunk(chunk: list[Item]) -> list[list[tuple[int, Outcome]]]:
    """A worker's part: the chunk's records read, without the replayed objects (the rows
    are what the writer needs)."""
    return [[(position, outcome.sent() if isinstance(outcome, ReadGame) else outcome)
             for position, outcome in read_item(item)] for item in chunk]
