"""Backups of a big archive (issue 30): a first and a next backup's seconds and bytes, a year
of backups (a few games between each, a backup a week, then the last ten) with every kept
backup's bytes together against 2x the archive, a restore's seconds, and the tap's p99 while
the window makes a backup (against the same taps with none running).
The archive given is copied into --work and never written.
Prints figures; asserts nothing.
Run: .venv/bin/python bench/backups.py --archive /work/big/v10-100k.sqlite3 --work DIR
     [--weeks 52] [--games-between 20] [--pace 0.1]
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.scale_archive import template_logs, write_game  # noqa: E402
from bench.figures import percentile  # noqa: E402
from bench.ui_latency import tapped_game  # noqa: E402
from mafia_desktop.store import Archive  # noqa: E402
from mafia_desktop.store.housekeeping import backups

START = datetime(2026, 1, 5, 20, 0, tzinfo=timezone.utc)


def gb(size: int) -> str:
    return f"{size / 1e9:.2f} GB"


def mb(size: int) -> str:
    return f"{size / 1e6:.1f} MB"


def timed_backup(path: Path, now: datetime) -> tuple[float, backups.BackupResult]:
    with Archive(path) as archive:
        began = time.perf_counter()
        result = backups.make_backup(archive, now=now)
        return time.perf_counter() - began, result


def add_games(path: Path, count: int, logs: list, rng: random.Random) -> None:
    """Games played after all the archive's (as a club's next evening)."""
    with Archive(path) as archive, archive.batch():
        for _ in range(count):
            write_game(archive, logs[rng.randrange(len(logs))], rng, 1000 + rng.randrange(10), 1000)


#: Seconds between a step and the next while the backup runs (``--pace``): ten a second, far
#: quicker than a host (who taps every few seconds; at a vote a few a second). Tapping without a pause, the window's thread would hold
#: Python's lock nearly always and the backup's thread, lowered to leave the window first,
#: would wait minutes for it.
PACE = 0.1
#: Backups made one after another while the taps go on.
BACKUPS = 4


def taps_while_backing_up(path: Path, pace: float = PACE) -> tuple[list[float], list[float], float]:
    """Taps with no backup running, then taps while the window's own backups run, one after
    another (as after a finished game; a game ended meanwhile makes another, waited for at the
    end); the backups' seconds."""
    from PySide6.QtWidgets import QApplication

    from mafia_desktop.ui.window import MainWindow
    app = QApplication.instance() or QApplication([])
    with Archive(path) as archive:
        window = MainWindow(archive, sounds=False, rng=random.Random(1))
        window.resize(1280, 800)
        window.show()
        quiet = [tap for seed in (101, 102, 103) for tap in tapped_game(window, seed, "sport")]
        app.processEvents()
        window.background.wait()   # (the backup after that game, if any, over)
        busy, seed, seconds = [], 2, 0.0
        for _ in range(BACKUPS):
            ended: list[float] = []
            began = time.perf_counter()
            window.back_up(then=lambda: ended.append(time.perf_counter()))

            def going() -> bool:
                time.sleep(pace)
                app.processEvents()   # (the backup's end is told through the event loop)
                return not ended
            while not ended:
                busy += tapped_game(window, seed, "sport", going=going)
                seed += 1
            seconds += ended[0] - began
        window.background.wait()
        app.processEvents()
        window.close()
        window.deleteLater()
        app.processEvents()
    return quiet, busy, seconds


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--archive", type=Path, required=True)
    parser.add_argument("--work", type=Path, required=True, help="a folder for the copy and its backups")
    parser.add_argument("--weeks", type=int, default=52)
    parser.add_argument("--games-between", type=int, default=20)
    parser.add_argument("--no-taps", action="store_true")
    parser.add_argument("--pace", type=float, default=PACE, help="seconds between two taps while backups run")
    args = parser.parse_args()
    args.work.mkdir(parents=True, exist_ok=True)
    path = args.work / "archive.sqlite3"
    subprocess.run(["cp", "--reflink=auto", str(args.archive), str(path)], check=True)
    size = path.stat().st_size
    print(f"archive: {gb(size)} ({args.archive})", flush=True)
    folder = backups.folder_beside(path)
    logs, rng = template_logs(), random.Random(30)
    lines = []

    seconds, first = timed_backup(path, START)
    lines.append(f"first backup: {seconds:.1f} s, {mb(first.stored)} of chunks for an archive of {gb(size)}")
    print(lines[-1], flush=True)
    add_games(path, args.games_between, logs, rng)
    seconds, second = timed_backup(path, START + timedelta(hours=1))
    lines.append(f"next backup ({args.games_between} games later): {seconds:.1f} s, {mb(second.stored)} new")
    print(lines[-1], flush=True)

    # A year: a backup a week, games between them, then the last ten in the last evening.
    times = []
    for week in range(1, args.weeks):
        add_games(path, args.games_between, logs, rng)
        seconds, made = timed_backup(path, START + timedelta(weeks=week))
        times.append(seconds)
        print(f"  week {week}: {seconds:.1f} s, {mb(made.stored)} new", flush=True)
    last = START + timedelta(weeks=args.weeks)
    for n in range(backups.KEEP_LAST):
        add_games(path, 2, logs, rng)
        seconds, made = timed_backup(path, last + timedelta(minutes=10 * n))
        times.append(seconds)
    kept = backups.backups_in(folder, path.stem)
    total, size = backups.disk_use(kept), path.stat().st_size
    lines.append(f"a year of backups: {len(kept)} kept (of {args.weeks + 1 + backups.KEEP_LAST} made), "
                 f"{gb(total)} together = {total / size:.2f}x the archive of {gb(size)} (target <= 2x); "
                 f"each backup {min(times):.1f}-{max(times):.1f} s")
    print(lines[-1], flush=True)

    restored = args.work / "restored.sqlite3"
    for backup in (kept[-1], kept[0]):   # the oldest kept point and the newest
        began = time.perf_counter()
        backups.restore(restored, backup.path)
        seconds = time.perf_counter() - began
        with Archive(restored, write=False) as archive:
            report = archive.check()
        lines.append(f"restore of {backup.path.name}: {seconds:.1f} s ({report.games} games, "
                     f"{'whole' if report.ok else 'DAMAGED'})")
        print(lines[-1], flush=True)
        restored.unlink()

    if not args.no_taps:
        quiet, busy, seconds = taps_while_backing_up(path, args.pace)
        meanwhile = (f"p99 {percentile(busy, 99):.1f} ms, max {max(busy):.1f} ms while the window's backups ran "
                     f"({len(busy)} taps {args.pace:g} s apart in {seconds:.0f} s" if busy else
                     f"no tap while the window's backups ran (each over within {args.pace:g} s: a small archive")
        lines.append(f"tap → stored → repainted on this archive: p99 {percentile(quiet, 99):.1f} ms with no backup "
                     f"({len(quiet)} taps); {meanwhile}, {BACKUPS} backups; target p99 <= 16 ms)")
    shutil.rmtree(folder)
    path.unlink()
    print("\n".join(lines))


if __name__ == "__main__":
    main()
