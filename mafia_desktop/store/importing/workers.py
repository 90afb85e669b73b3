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
import mmap
import os
import pickle
import signal
import sys
from collections import deque
from contextlib import closing
from itertools import chain, islice
from pathlib import Path
from struct import Struct
from typing import TYPE_CHECKING, Any, Callable, Generator, Iterable, Iterator

from mafia_desktop.store.importing.reading import ReadGame, read_item

if TYPE_CHECKING:
    import threading
    from queue import SimpleQueue

    from mafia_desktop.store.importing.reading import Line, Outcome, Sent

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
#: with 25, 0.05 s at most (measured). 500 records in flight hold some 5 MB (10.5 KB each).
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
    ``close`` stops the workers (a result not asked for is dropped).

    The workers are forked here, each with a pipe each way (``_Worker``), not by a process
    pool: multiprocessing and concurrent.futures loaded with one core idle before the fork
    were 13 ms of the 75 between the command's start and its readers' (issue 44). Each
    chunk goes to the worker with the fewest chunks left to read (a worker slowed by what
    else the cores run gets fewer: given in turns, one worker still read 24-124 ms after the
    other had done, the last records' time with one core idle); a worker reads its chunks in
    the order they came, so the chunks' results are taken in theirs."""

    def __init__(self, items: Iterable[Item], workers: int | None = None) -> None:
        items = iter(items)
        head = list(islice(items, PARALLEL_FROM))
        self._items = chain(head, items)
        self._pending: deque[tuple[list[Item], _Worker | None]] = deque()
        self._workers: list[_Worker] = []
        self._left = 0     # records of the chunk under way not given yet
        self._all_known = False   # every item handed out (``left``)
        #: The workers' process ids (each reaped by ``close``).
        self.pids: list[int] = []
        self._frozen = False
        count = _workers(workers)
        if len(head) < PARALLEL_FROM or count < 2:   # (one core: a worker would only take turns with us)
            return
        # What this process holds now lives through the import: out of the collector's sight
        # for the while (here, and in the workers it forks), a full collection walks only what
        # the import made. Its workers' CPU a record fell by a third (3.5 → 2.4 ms, measured).
        gc.freeze()
        self._frozen = True
        try:
            while len(self._workers) < count:
                self._workers.append(_Worker(self._workers))
                self.pids.append(self._workers[-1].pid)
            for worker in self._workers:   # (their threads once every fork is made: none forked with them)
                worker.start_feeding()
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
        worker = min(self._workers, key=_Worker.behind) if self._workers else None
        if worker is not None:
            worker.hand(chunk)
        self._pending.append((chunk, worker))
        return True

    def __iter__(self) -> Iterator[Read]:
        if not self._workers:
            for item in self._items:
                yield item, read_item(item)
            return
        while self._pending:
            read = list(self._done(*self._pending.popleft()))
            self._left = len(read)
            for each in read:
                self._left -= 1
                yield each
            self._submit()

    def _done(self, chunk: list[Item], worker: _Worker | None) -> Iterator[Read]:
        try:
            if worker is None:
                raise _Gone
            read = list(map(received, worker.result()))
        except _Gone:    # a worker died (out of memory, killed): the rest is read here
            self._stop()
            read = [read_item(item) for item in chunk]
        yield from zip(chunk, read)

    def waiting(self) -> bool:
        """The next record is not read yet: asking for it now would wait for a worker (the
        writer's time to commit what it holds: ``importing.SHORT_BATCH``)."""
        if self._left or not self._pending:
            return False
        worker = self._pending[0][1]
        return worker is not None and not worker.ready()

    def left(self) -> int | None:
        """The records not given yet, once every one is handed out to the workers (None
        before: the end is not known)."""
        if not self._workers or not self._all_known:
            return None
        return self._left + sum(len(chunk) for chunk, _ in self._pending)

    def close(self) -> None:
        self._stop()
        if self._frozen:
            self._frozen = False
            gc.unfreeze()

    def _stop(self) -> None:
        """Every worker stopped and waited for; what is still to read is read here."""
        workers, self._workers = self._workers, []
        self._pending = deque((chunk, None) for chunk, _ in self._pending)
        for worker in workers:
            worker.stop()
        for worker in workers:
            worker.wait()


class _Gone(Exception):
    """A worker's pipe ended before its result: the worker is gone."""


#: A message's length, before it in a pipe.
_LENGTH = Struct("<Q")


class _Worker:
    """A reader forked from the writer: chunks go to it down a pipe, their records read come
    back up another, in the order they went. Two threads of the writer's keep both pipes
    moving, so that neither side waits for the other: one writes the chunks, one takes each
    result as it comes (a chunk's result was as big as the pipe, 10 records, 64 KB, and is
    23 KB since its events' texts stay in the worker: untaken, three fill it; so, it held its
    worker still through a commit or the backup before the import)."""

    def __init__(self, forked_before: list[_Worker]) -> None:
        writer = os.getpid()
        tasks, self._tasks = os.pipe()
        self._results, results = os.pipe()
        self._handed = 0
        # The chunks it has read, written by it, read here (memory the fork shares).
        self._done = mmap.mmap(-1, _LENGTH.size)
        self.pid = os.fork()
        if self.pid == 0:
            try:   # (never back into the writer's code, whatever happens)
                os.close(self._tasks)
                os.close(self._results)
                for other in forked_before:   # (theirs: a pipe held open here would never end)
                    other.forget()
                _worker_start(writer)
                _serve(tasks, results, self._done)
            finally:
                os._exit(0)
        os.close(tasks)
        os.close(results)
        # The writer's threads and queues loaded once its first reader has forked: no reader
        # needs them (1 ms before the fork, one core idle).
        from queue import SimpleQueue
        self._queue: SimpleQueue[bytes | None] = SimpleQueue()
        #: Its results as they came (None: its pipe ended).
        self._arrived: SimpleQueue[bytes | None] = SimpleQueue()
        self._threads: list[threading.Thread] = []
        #: How it ended (``os.waitpid``'s status), once waited for.
        self.status: int | None = None

    def start_feeding(self) -> None:
        import threading
        self._threads = [threading.Thread(target=_feed, args=(self._queue, self._tasks), daemon=True,
                                          name="import-feeder"),
                         threading.Thread(target=_take, args=(self._results, self._arrived), daemon=True,
                                          name="import-taker")]
        for thread in self._threads:
            thread.start()

    def hand(self, chunk: list[Item]) -> None:
        self._handed += 1
        self._queue.put(pickle.dumps(chunk, pickle.HIGHEST_PROTOCOL))

    def behind(self) -> int:
        """The chunks handed to it that it has not read yet."""
        return self._handed - _LENGTH.unpack_from(self._done)[0]

    def ready(self) -> bool:
        """Has the worker's next result come (taking it waits no more)?"""
        return not self._arrived.empty()

    def result(self) -> Any:
        """The next chunk's records read (its exception raised here, as the worker raised it)."""
        data = self._arrived.get()
        if data is None:
            self._arrived.put(None)   # (gone for every later question too)
            raise _Gone
        read = pickle.loads(data)
        if isinstance(read, BaseException):
            raise read
        return read

    def forget(self) -> None:
        """In another worker: this one's pipes closed."""
        os.close(self._tasks)
        os.close(self._results)

    def stop(self) -> None:
        """The worker ended: at its pipe's end once it has read all it was handed (an
        import's end: it exits as a process does, its exit handlers run), else now, the
        chunks it holds unread."""
        self._queue.put(None)   # (the feeder closes its pipe and ends)
        if self.behind():
            try:
                os.kill(self.pid, signal.SIGKILL)
            except ProcessLookupError:   # (ended already)
                pass

    def wait(self) -> None:
        self.status = os.waitpid(self.pid, 0)[1]
        for thread in self._threads:   # (the taker's pipe ended with the worker)
            thread.join()
        if not self._threads:   # (stopped before its threads began: the pipes are still ours)
            os.close(self._tasks)
            os.close(self._results)


def _feed(queue: SimpleQueue[bytes | None], pipe: int) -> None:
    """A feeder thread's work: each chunk down its worker's pipe, until told to stop (None)."""
    try:
        while (data := queue.get()) is not None:
            _send(pipe, data)
    except OSError:   # the worker is gone: its chunks are read by the writer
        pass
    finally:
        os.close(pipe)


def _take(pipe: int, arrived: SimpleQueue[bytes | None]) -> None:
    """A taker thread's work: each result from its worker's pipe, as it comes, until the pipe
    ends (the worker ended: None)."""
    try:
        while True:
            arrived.put(_receive(pipe))
    except (_Gone, OSError):
        arrived.put(None)
    finally:
        os.close(pipe)


def _serve(tasks: int, results: int, done: mmap.mmap) -> None:
    """A worker's loop: each chunk read and its records sent back (and counted in ``done``),
    until its pipe ends."""
    count = 0
    while True:
        try:
            chunk = pickle.loads(_receive(tasks))
        except _Gone:
            return
        try:
            read: Any = read_chunk(chunk)
        except Exception as error:   # (raised in the writer, as it would be had it read the chunk)
            read = error
        count += 1   # (counted before it is sent: once its result is taken, it has read all it was handed)
        _LENGTH.pack_into(done, 0, count)
        _send(results, pickle.dumps(read, pickle.HIGHEST_PROTOCOL))


def _send(pipe: int, data: bytes) -> None:
    view = memoryview(_LENGTH.pack(len(data)) + data)
    while view:
        view = view[os.write(pipe, view):]


def _receive(pipe: int) -> bytes:
    """The next message from the pipe (``_Gone`` if it ends before one)."""
    size = _LENGTH.unpack(_exactly(pipe, _LENGTH.size))[0]
    return _exactly(pipe, size)


def _exactly(pipe: int, size: int) -> bytes:
    parts, got = [], 0
    while got < size:
        part = os.read(pipe, size - got)
        if not part:
            raise _Gone
        parts.append(part)
        got += len(part)
    return b"".join(parts)


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


def read_chunk(chunk: list[Item]) -> list[list[tuple[int, Outcome | Sent]]]:
    """A worker's part: the chunk's records read, each game as it is sent (``ReadGame.sent``:
    without the replayed objects; the rows are what the writer needs)."""
    return [[(position, outcome.sent() if isinstance(outcome, ReadGame) else outcome)
             for position, outcome in read_item(item)] for item in chunk]


def received(read: list[tuple[int, Outcome | Sent]]) -> list[tuple[int, Outcome]]:
    """A record's games as ``read_chunk`` sent them, in the writer."""
    return [(position, ReadGame.received(outcome) if isinstance(outcome, tuple) else outcome)
            for position, outcome in read]
