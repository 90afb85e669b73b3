"""Archive safety figures (issue 15) on a generated archive of 10,000 games: the quick check
the window runs at start (target <= 100 ms, and it runs in a thread of its own anyway), the
full check (integrity_check and every game's digests), a backup's time and size, a restore,
and the append latency with the digests (compare bench/store_archive.py's figure before).
Prints figures, the summary last; asserts nothing.
Run: .venv/bin/python bench/archive_safety.py [--games 10000] [--keep PATH]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path[:0] = [str(ROOT.parent), str(ROOT)]

from store_archive import bench_append, build_archive  # noqa: E402

from mafia_desktop.store import Archive  # noqa: E402
from mafia_desktop.store.housekeeping import backups


def timed(call) -> tuple[float, object]:
    start = time.perf_counter()
    value = call()
    return time.perf_counter() - start, value


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--keep", type=Path, help="build the archive here (or reuse it if it exists)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        bench_append(folder)
        path = args.keep or folder / "big.sqlite3"
        if not path.exists():
            build_archive(path, args.games)
        summary = run(path, folder)
    print("\n".join(summary))


def run(path: Path, folder: Path) -> list[str]:
    with Archive(path, write=False) as archive:
        quick = [timed(archive.check)[0] * 1000 for _ in range(5)]
        games = archive.check().games
        full_seconds, report = timed(lambda: archive.check(full=True))
        now = datetime.now(timezone.utc) + timedelta(days=1)   # a name of its own beside any other
        backup_seconds, result = timed(lambda: backups.make_backup(archive, now=now))
    backup = result.written[0]
    copy = folder / "restored.sqlite3"
    restore_seconds, _ = timed(lambda: backups.restore(copy, backup.path))
    backup.path.unlink()
    return [
        f"quick check (start-up): median {statistics.median(quick):.0f} ms, max {max(quick):.0f} ms "
        f"for {games} games (target <= 100 ms; run in the background)",
        f"full check: {full_seconds:.2f} s for {report.games} games ({'whole' if report.ok else 'DAMAGED'})",
        f"backup: {backup_seconds:.2f} s, {result.stored / 1e6:.1f} MB of chunks (archive {path.stat().st_size / 1e6:.1f} MB)",
        f"restore of that backup: {restore_seconds:.2f} s",
    ]


if __name__ == "__main__":
    main()
