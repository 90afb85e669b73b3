"""The writer's part of an import of many copies of one game (issue 44): each record's twin
from another service is looked for among the games of the same people begun within
``importing.SAME_START`` of it. Three kinds of copies of one real game under ids of their own:
other people at each table, each begun at a time of its own in a year (nobody in anyone's
window: the writer without the lookup's cost); other people at each, all begun at one minute
(a federation's evening: many tables begin together, every game in every other's window); the
very same people at each, begun at one minute (the worst case: every copy has the players' key
of all the others).

The records are read first (as the workers would, not timed), then written into a fresh
archive ``LONG_BATCH`` a transaction, as ``import DIR`` does; timed is the writing alone, in
CPU time (this process alone: a shared machine's load changes its wall time by half), with
how many archived games were compared seat by seat (``Archive.seats_of``: what the lookup
builds in Python a candidate).

Measured on 2026-12-04 (a 2-core machine shared with other work; CPU, which its load changes
less than the wall clock): before issue 44's lookup, 2,000 copies at one minute cost the
writer 8.16 ms a record by other people and 8.81 by the same people, 11.6× and 12.5× the
spread copies' 0.71 (quadratic: every game of the window built in Python); now 5,000 copies
cost 0.89 and 0.85 ms a record, 1.09× and 1.04× the spread copies' 0.82.

Prints figures; asserts nothing.
Run: .venv/bin/python bench/twin_lookup.py [--records 5000]
"""

from __future__ import annotations

import argparse
import json
import sys
import random
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

from archive_scale import NICKNAMES, REAL  # noqa: E402
from import_halves import worker_read  # noqa: E402

from mafia_desktop.store import Archive  # noqa: E402
from mafia_desktop.store import importing  # noqa: E402
from mafia_desktop.store.importing import LONG_BATCH, workers  # noqa: E402
from mafia_desktop.store.importing.reading import Line  # noqa: E402

ORIGINAL = REAL / "334187.json"


def copies(count: int, kind: str) -> list[Line]:
    """``count`` records of one game under ids of their own: with other people each, begun at
    a time of its own in a year ("spread") or all at one minute ("others"); or with the same
    people, at one minute ("same")."""
    original = json.loads(ORIGINAL.read_text(encoding="utf-8"))
    began = datetime.fromisoformat(original["started"])
    rng = random.Random(44)
    records = []
    for number in range(count):
        record = json.loads(json.dumps(original))
        record["id"] = f"copy-{number}"
        if kind != "same":
            for player, name in zip(record["players"], rng.sample(NICKNAMES, len(record["players"]))):
                player["username"] = name
                player.setdefault("player", {})["username"] = name
        if kind == "spread":
            moment = began + timedelta(minutes=rng.randrange(365 * 24 * 60))
            record["started"] = moment.isoformat(timespec="milliseconds")
        records.append(record)
    return [Line(f"<copies>:{n}", json.dumps(r, ensure_ascii=False).encode()) for n, r in enumerate(records)]


def written(folder: Path, count: int, kind: str) -> tuple[float, int, int]:
    """CPU seconds the writer took for ``count`` copies of ``kind``, games compared seat by seat,
    games imported."""
    read = [(item, worker_read(item)) for item in copies(count, kind)]
    folder.mkdir(exist_ok=True)
    with Archive(folder / f"{kind}.sqlite3") as archive:
        compared = 0
        plain = archive.seats_of

        def counted(game_id: str):
            nonlocal compared
            compared += 1
            return plain(game_id)
        archive.seats_of = counted    # type: ignore[method-assign]
        began = time.process_time()
        with archive.bulk():
            for start in range(0, count, LONG_BATCH):
                with archive.batch():
                    results = [r for item, outcomes in read[start:start + LONG_BATCH]
                               for r in importing._settle(archive, item, workers.received(outcomes))]
        seconds = time.process_time() - began
        imported = len(archive.games())
    bad = [r for r in results if r.status == "error"]
    if bad:
        raise SystemExit(f"a copy failed: {bad[0].message}")
    return seconds, compared, imported


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=5000)
    args = parser.parse_args()
    count = args.records
    with tempfile.TemporaryDirectory() as folder:
        written(Path(folder) / "warm", min(count, 50), "spread")   # the caches a writer fills once
        figures = {kind: written(Path(folder), count, kind) for kind in ("spread", "others", "same")}
    spread = figures["spread"][0]
    for kind, words in (("spread", "by other people, each begun at a time of its own"),
                        ("others", "by other people, begun at one minute"),
                        ("same", "by the same people, begun at one minute")):
        seconds, compared, imported = figures[kind]
        print(f"{count} copies of one game {words}: the writer {seconds / count * 1000:.2f} ms of CPU a record "
              f"({count / seconds:.0f} records/s, {seconds / spread:.2f}× the spread copies'), "
              f"{compared} games compared seat by seat, {imported} imported")


if __name__ == "__main__":
    main()
