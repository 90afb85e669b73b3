"""The two halves of an import, apart, in this one process: reading (load within the limits,
replay through the rules, rows made: what each worker process does) and writing (what the one
writer does, ``LONG_BATCH`` records a transaction, as ``import DIR`` does), CPU and wall a
record, the writer's SQL statements by kind. The records are real Polemica ones under new ids
and other people (``archive_scale.polemica_records``); the archive grows by them.

The whole import on two cores cannot be quicker than (reading + writing) / 2 a record; nor,
where a core runs slower while its neighbour works, than with both halves measured beside a
second reader (``neighbour``: an import's cores are busy at once).

Prints figures; asserts nothing.
Run: .venv/bin/python bench/import_halves.py ARCHIVE [--records 1000]
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import resource
import signal
import sys
import time
from collections import defaultdict
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

from archive_scale import polemica_records  # noqa: E402

from mafia_desktop.store import Archive  # noqa: E402
from mafia_desktop.store import importing
from mafia_desktop.store.importing import LONG_BATCH, workers  # noqa: E402
from mafia_desktop.store.importing.reading import Line  # noqa: E402


def cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def lines(count: int, run: str | None = None) -> list[Line]:
    """``count`` Polemica records as the lines of ``import -`` (``run``: ``polemica_records``')."""
    return [Line(f"<bench>:{n}", json.dumps(r, ensure_ascii=False).encode())
            for n, r in enumerate(polemica_records(count, run))]


def worker_read(item: Line) -> list:
    """What a worker does with a record, and sends back (``workers.read_chunk``): the writer
    takes it with ``workers.received``."""
    return workers.read_chunk([item])[0]


@contextmanager
def neighbour(count: int) -> Iterator[None]:
    """A second process reading ``count`` records round and round on the other core while
    the ``with`` block runs, as an import's other worker does: ``halves`` measured alone on
    an idle machine, where a core may run faster than with its neighbour busy (a shared
    cache, the clock's boost), and so within it, both halves as an import has them."""
    items = lines(count)
    worker_read(items[0])
    ready, go = os.pipe()
    child = os.fork()
    if child == 0:
        try:
            os.close(ready)
            os.write(go, b"!")
            while True:
                for item in items:
                    worker_read(item)
        finally:
            os._exit(0)
    try:
        os.close(go)
        os.read(ready, 1)   # (it has begun)
        yield
    finally:
        os.kill(child, signal.SIGKILL)
        os.waitpid(child, 0)
        os.close(ready)


def halves(path: Path, count: int, *, statements: bool = True, beside: bool = False) -> tuple[float, float]:
    """Reading and writing ``count`` records into the archive at ``path``, apart: ms of CPU a
    record each (printed, and with ``statements`` the writer's SQL by kind); ``beside``: each
    while a ``neighbour`` reads on the other core."""
    if beside:
        with neighbour(count):
            return halves(path, count, statements=statements)
    items = lines(count)
    # As an import's processes do (``importing.workers``): what is here already is out of the
    # collector's sight, else each full collection walks the bench's records again.
    gc.freeze()
    began = cpu()
    read = [(item, worker_read(item)) for item in items]
    reading = (cpu() - began) / count * 1000
    print(f"reading (a worker's part): {reading:.2f} ms of CPU a record")
    spent: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
    with Archive(path) as archive:
        conn = archive.conn
        plain = {name: getattr(type(conn), name) for name in ("execute", "executemany")}
        if statements:
            for name in plain:
                def timed(self, sql, *rest, _plain=plain[name]):
                    start, start_cpu = time.perf_counter(), cpu()
                    try:
                        return _plain(self, sql, *rest)
                    finally:
                        savepoint = sql.startswith(("SAVEPOINT", "RELEASE"))
                        kind = "savepoints" if savepoint else " ".join(sql.split()[:3])
                        spent[kind][0] += time.perf_counter() - start
                        spent[kind][1] += cpu() - start_cpu
                setattr(type(conn), name, timed)
        try:
            wall, began = time.perf_counter(), cpu()
            with archive.bulk():
                for start in range(0, count, LONG_BATCH):
                    with archive.batch():
                        for item, outcomes in read[start:start + LONG_BATCH]:
                            importing._settle(archive, item, workers.received(outcomes))
            writing, wall = (cpu() - began) / count * 1000, (time.perf_counter() - wall) / count * 1000
        finally:
            for name, method in plain.items():
                setattr(type(conn), name, method)
    gc.unfreeze()
    for kind, (seconds, used) in sorted(spent.items(), key=lambda kv: -kv[1][1])[:8]:
        print(f"  {kind:36s} {used / count * 1000:.3f} ms of CPU, {seconds / count * 1000:.3f} ms wall a record")
    print(f"writing (the writer's part): {writing:.2f} ms of CPU, {wall:.2f} ms wall a record")
    print(f"floor on 2 cores: {(reading + writing) / 2:.2f} ms a record = {2000 / (reading + writing):.0f} records/s"
          "   target 1000 records/s")
    return reading, writing


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("archive", type=Path)
    parser.add_argument("--records", type=int, default=1000)
    args = parser.parse_args()
    reading, writing = halves(args.archive, args.records)
    print("the same again, each half beside a second reader on the other core:")
    busy = halves(args.archive, args.records, statements=False, beside=True)
    print(f"floor on 2 cores, both busy: {sum(busy) / 2:.2f} ms a record = {2000 / sum(busy):.0f} records/s "
          f"(reading {busy[0] / reading:.2f}×, writing {busy[1] / writing:.2f}× alone)")


if __name__ == "__main__":
    main()
