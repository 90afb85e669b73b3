"""The writer's part of an import of many copies of one game begun at one minute (issue 44):
each record's twin from another service is looked for among the games begun within
``importing.SAME_START`` of it, so here every game is in every other's window. Two kinds of
copies: other people at each table (a federation's evening: many tables begin together) and
the very same people at each (the worst case: every copy has the same players' key as all the
others). Beside them the same records each begun at a time of its own (nobody in anyone's
window): the writer's rate without the lookup's cost.

The records are read first (as the workers would, not timed), then written into a fresh
archive ``LONG_BATCH`` a transaction, as ``import DIR`` does; timed is the writing alone, with
how many archived games were compared seat by seat (``Archive.seats_of``: what the lookup
builds in Python a candidate).

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
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

from archive_scale import NICKNAMES, REAL, polemica_records  # noqa: E402
from import_halves import worker_read  # noqa: E402

from mafia_desktop.store import Archive  # noqa: E402
from mafia_desktop.store import importing  # noqa: E402
from mafia_desktop.store.importing import LONG_BATCH  # noqa: E402
from mafia_desktop.store.importing.reading import Line  # noqa: E402

ORIGINAL = REAL / "334187.json"


def copies(count: int, kind: str) -> list[Line]:
    """``count`` records of one game under ids of their own: begun at one minute with other
    people each ("others") or the same people ("same"), or with other people each at a time
    of its own ("spread": ``archive_scale.polemica_records``)."""
    if kind == "spread":
        records = polemica_records(count)
    else:
        original = json.loads(ORIGINAL.read_text(encoding="utf-8"))
        rng = random.Random(44)
        records = []
        for number in range(count):
            record = json.loads(json.dumps(original))
            record["id"] = f"copy-{number}"
            if kind == "others":
                for player, name in zip(record["players"], rng.sample(NICKNAMES, len(record["players"]))):
                    player["username"] = name
                    player.setdefault("player", {})["username"] = name
            records.append(record)
    return [Line(f"<copies>:{n}", json.dumps(r, ensure_ascii=False).encode()) for n, r in enumerate(records)]


def written(folder: Path, count: int, kind: str) -> tuple[float, int, int]:
    """Seconds the writer took for ``count`` copies of ``kind``, games compared seat by seat,
    games imported."""
    read = [(item, worker_read(item)) for item in copies(count, kind)]
    with Archive(folder / f"{kind}.sqlite3") as archive:
        compared = 0
        plain = archive.seats_of

        def counted(game_id: str):
            nonlocal compared
            compared += 1
            return plain(game_id)
        archive.seats_of = counted    # type: ignore[method-assign]
        began = time.perf_counter()
        with archive.bulk():
            for start in range(0, count, LONG_BATCH):
                with archive.batch():
                    results = [r for item, outcomes in read[start:start + LONG_BATCH]
                               for r in importing._settle(archive, item, outcomes)]
        seconds = time.perf_counter() - began
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
        figures = {kind: written(Path(folder), count, kind) for kind in ("spread", "others", "same")}
    spread = figures["spread"][0]
    for kind, words in (("spread", "each begun at a time of its own"),
                        ("others", "begun at one minute, other people at each table"),
                        ("same", "begun at one minute, the same people at each table")):
        seconds, compared, imported = figures[kind]
        print(f"{count} copies of one game {words}: the writer {count / seconds:.0f} records/s "
              f"({seconds / count * 1000:.2f} ms a record, {seconds / spread:.2f}× the spread copies'), "
              f"{compared} games compared seat by seat, {imported} imported")


if __name__ == "__main__":
    main()
