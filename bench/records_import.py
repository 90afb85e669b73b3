"""Records imported per second on the given real records (tests/data/real-games: Polemica
competition and room games, mafiaratings), and how long a hostile file takes to be refused.

Three figures: reading a record (its replay through the rules, no archive), importing it
into a fresh archive (replay, checks, write, one sync per batch), and the slowest refusal
among hostile files (a file past the size limit, deep nesting, a 5,000-digit number, a
million-character nickname). Prints figures; asserts nothing. The last line is the import
rate, records per second.
Run: .venv/bin/python bench/records_import.py [--rounds 20]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mafia_desktop.store import Archive  # noqa: E402
from mafia_desktop.store.importing import import_files, read_record  # noqa: E402
from mafia_desktop.formats import limits  # noqa: E402

REAL_GAMES = ROOT / "tests" / "data" / "real-games"


def bench_read(files: list[Path], rounds: int) -> float:
    records = [json.loads(path.read_text(encoding="utf-8")) for path in files]
    start = time.perf_counter()
    for _ in range(rounds):
        for record in records:
            read_record(record)
    rate = rounds * len(records) / (time.perf_counter() - start)
    print(f"read (replay through the rules, no archive): {rate:.0f} records/s")
    return rate


def bench_import(files: list[Path], rounds: int, folder: Path) -> float:
    """Each round into a fresh archive, so every record is imported, not found a duplicate."""
    elapsed, count = 0.0, 0
    for number in range(rounds):
        with Archive(folder / f"import-{number}.sqlite3") as archive:
            start = time.perf_counter()
            results = list(import_files(archive, files))
            elapsed += time.perf_counter() - start
        bad = [r for r in results if not r.ok]
        if bad:
            raise SystemExit(f"an import failed: {bad[0].message}")
        count += len(results)
    return count / elapsed


def hostile_files(folder: Path) -> dict[str, Path]:
    polemica = (REAL_GAMES / "polemica" / "334187.json").read_text(encoding="utf-8")
    made = {
        f"{limits.MAX_FILE_BYTES // 2**20 * 12} MB file": "x" * (limits.MAX_FILE_BYTES * 12),
        "nested 100,000 deep": "[" * 100_000 + "]" * 100_000,
        "a 5,000-digit number": polemica.replace('"num": 3', '"num": ' + "7" * 5000, 1),
        "a million-character nickname": polemica.replace('"Player 3"', '"' + "x" * 1_000_000 + '"', 1),
        "warnings: 1e30": '{"id": 1, "players": [{"name": "a", "warnings": 1e30}]}',
    }
    paths = {}
    for name, text in made.items():
        path = folder / f"hostile-{len(paths)}.json"
        path.write_text(text, encoding="utf-8")
        paths[name] = path
    return paths


def bench_hostile(folder: Path) -> None:
    worst = (0.0, "")
    with Archive(folder / "hostile.sqlite3") as archive:
        for name, path in hostile_files(folder).items():
            start = time.perf_counter()
            [result] = list(import_files(archive, [path]))
            seconds = time.perf_counter() - start
            assert result.status == "error", name
            worst = max(worst, (seconds, name))
    print(f"hostile files: each refused, the slowest in {worst[0] * 1000:.0f} ms ({worst[1]})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20, help="passes over the given records")
    args = parser.parse_args()
    files = sorted(REAL_GAMES.glob("*/*.json"))
    print(f"{len(files)} given records ({', '.join(sorted({p.parent.name for p in files}))}), "
          f"{args.rounds} rounds")
    bench_read(files, args.rounds)
    with tempfile.TemporaryDirectory() as folder:
        bench_hostile(Path(folder))
        rate = bench_import(files, args.rounds, Path(folder))
    print(f"import into the archive: {rate:.0f} records/s")


if __name__ == "__main__":
    main()
