"""The schema's check at every open (``ours.foreign_at``, through a read-only connection as
opening reads it): its time on an archive, at this version and as an older file (version 12,
checked as its upgrade would leave it, in a twin). ``python -m bench.schema_check [archive]``;
without one, an archive of 2,000 games is built (``scale_archive``)."""

from __future__ import annotations

import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

from mafia_desktop.store.opening import ours, schema


def timed(path: Path, version: int, runs: int) -> tuple[float, float]:
    """The check's median and least time on ``path`` (ms), ``runs`` times."""
    conn, _ = schema.open_reading(path)
    try:
        assert ours.foreign_at(conn, version) == [], "not ours"
        times = []
        for _ in range(runs):
            started = time.perf_counter()
            ours.foreign_at(conn, version)
            times.append(time.perf_counter() - started)
    finally:
        conn.close()
    return statistics.median(times) * 1000, min(times) * 1000


def main(argv: list[str]) -> None:
    folder = Path(tempfile.mkdtemp())
    path = Path(argv[0]) if argv else folder / "scale.sqlite3"
    if not argv:
        from bench.scale_archive import build
        build(path, 2000)
    older = folder / "v12.sqlite3"
    shutil.copy(path, older)
    conn = sqlite3.connect(older, isolation_level=None)
    conn.execute("DROP TABLE player_photos")
    conn.execute("UPDATE schema_version SET version = 12")
    conn.close()
    for label, file, version, runs in (("this version", path, schema.SCHEMA_VERSION, 300),
                                       ("version 12", older, 12, 30)):
        median, least = timed(file, version, runs)
        print(f"{label:13} median {median:5.2f} ms, least {least:5.2f} ms ({runs} checks)")
    shutil.rmtree(folder)


if __name__ == "__main__":
    main(sys.argv[1:])
