"""Archive figures: append latency with fsync, import throughput, listing and nickname search
on a generated archive of 10,000 games.

Targets (issue 3): import >= 200 records/s, list <= 300 ms, search <= 50 ms; the fold of a
300-event game is in bench/engine_fold.py. Prints figures; asserts nothing.
Run: .venv/bin/python bench/store_archive.py [--games 10000] [--copies 100]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mafia_desktop.engine import PRESETS  # noqa: E402
from mafia_desktop.engine import events as ev  # noqa: E402
from mafia_desktop.engine.autoplay import RandomHost, random_ruleset  # noqa: E402
from mafia_desktop.store import Archive  # noqa: E402
from mafia_desktop.store.importing import import_files  # noqa: E402
from bench.figures import percentile  # noqa: E402

REAL_GAMES = ROOT / "tests" / "data" / "real-games"
NICKNAMES = [f"{a}{b}" for a in ("Ann", "Bor", "Cid", "Dan", "Eva", "Fil", "Gus", "Hel", "Ivo", "Jan",
                                 "Kai", "Lev", "Mia", "Nik", "Ola", "Pit", "Rai", "Sam", "Tom", "Uma")
             for b in range(100)]


def bench_append(folder: Path) -> None:
    """One tap = one event appended, committed and synced, as the window does it."""
    latencies = []
    with Archive(folder / "append.sqlite3") as archive:
        for seed in range(5):
            rng = random.Random(seed)
            host = RandomHost(random_ruleset("sport", rng), rng, undo_rate=0.03, check_undo=False)
            game_id = archive.create_game(host.game.events)
            stored = len(host.game.events)
            while not host.state.ended:
                host.act()
                start = time.perf_counter()
                archive.append(game_id, host.game.events[stored:], state=host.state)
                latencies.append((time.perf_counter() - start) * 1000)
                stored = len(host.game.events)
    print(f"append (fsync, WAL, synchronous=FULL): {len(latencies)} appends, "
          f"p50 {percentile(latencies, 50):.2f} ms, p99 {percentile(latencies, 99):.2f} ms")


def bench_import(folder: Path, rounds: int = 100) -> None:
    files = sorted((REAL_GAMES / "polemica").glob("*.json"))
    if not files:
        print("import: no real records found beside the project; skipped")
        return
    records = [json.loads(f.read_text()) for f in files]
    copies = folder / "records"
    copies.mkdir()
    count = 0
    for n in range(rounds):                    # distinct ids, so none is a duplicate
        for i, record in enumerate(records):
            record = dict(record, id=f"{record['id']}-{n}")
            (copies / f"{n}-{i}.json").write_text(json.dumps(record))
            count += 1
    with Archive(folder / "import.sqlite3") as archive:
        start = time.perf_counter()
        results = list(import_files(archive, sorted(copies.iterdir())))
        elapsed = time.perf_counter() - start
    failed = sum(not r.ok for r in results)
    print(f"import: {count} Polemica records in {elapsed:.2f} s → {count / elapsed:.0f} records/s "
          f"(target >= 200), {failed} failed")


def sample_logs() -> list[list]:
    logs = []
    for seed in range(40):
        rng = random.Random(seed)
        name = PRESETS[seed % len(PRESETS)]
        logs.append(RandomHost(random_ruleset(name, rng), rng, undo_rate=0.02, check_undo=False).play().events)
    return logs


def build_archive(path: Path, games: int) -> None:
    logs = sample_logs()
    rng = random.Random(1)
    with Archive(path) as archive:
        start = time.perf_counter()
        for n in range(games):
            events = list(logs[n % len(logs)])
            created = events[0]
            names = rng.sample(NICKNAMES, len(created.nicknames))
            events[0] = ev.GameCreated(created.ruleset, tuple(names))
            day = f"2026-{1 + n % 12:02d}-{1 + n % 28:02d}T{10 + n % 10:02d}:00:00.000+00:00"
            archive.create_game(events, at=day)
        print(f"built an archive of {games} games in {time.perf_counter() - start:.1f} s "
              f"({path.stat().st_size / 1e6:.1f} MB)")


def bench_queries(path: Path) -> None:
    with Archive(path, write=False) as archive:
        timings = {"list all": [], "list unfinished": [], "games of a player": [], "nickname completion": []}
        for _ in range(10):
            nick = random.choice(NICKNAMES)
            for label, call in (("list all", lambda: archive.games()),
                                ("list unfinished", lambda: archive.unfinished()),
                                ("games of a player", lambda: archive.games(player=nick)),
                                ("nickname completion", lambda: archive.nicknames(nick[:2]))):
                start = time.perf_counter()
                call()
                timings[label].append((time.perf_counter() - start) * 1000)
        total = len(archive.games())
    for label, values in timings.items():
        target = "<= 300 ms" if label.startswith("list") else "<= 50 ms"
        print(f"{label:20s} median {statistics.median(values):7.2f} ms, max {max(values):7.2f} ms "
              f"(target {target}; archive of {total} games)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--copies", type=int, default=100, help="copies of each real record imported")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        bench_append(folder)
        bench_import(folder, args.copies)
        big = folder / "big.sqlite3"
        build_archive(big, args.games)
        bench_queries(big)


if __name__ == "__main__":
    main()
