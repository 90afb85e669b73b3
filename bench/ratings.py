"""The club's ratings at scale (issue 26), on the archive of ``bench/archive_scale.py``
(``scale_archive.build``: N games, default 100,000):

- the Ratings tab shown (target ≤ 300 ms);
- a full rebuild, every game rated again in order (≤ 5 s);
- a tap's append with and without the rating write, p50 and p99, and the taps that end a
  game (whose rating is written in the same transaction): random games played to the end
  on the big archive, a tap at a time (target: p99 unchanged).

Prints figures; asserts nothing.
Run: QT_QPA_PLATFORM=offscreen .venv/bin/python bench/ratings.py [--games 100000] [--keep PATH]
     [--archive ARCHIVE] (a copy of ARCHIVE, e.g. a 100,000-game build kept apart) [--tapped-games 6]
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(ROOT), str(HERE)]
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from archive_scale import timed  # noqa: E402
from scale_archive import build  # noqa: E402
from figures import percentile  # noqa: E402

from mafia_desktop.engine import preset  # noqa: E402
from mafia_desktop.store import Archive  # noqa: E402
from mafia_desktop.store.projections import ratings
from mafia_desktop.engine.autoplay import RandomHost  # noqa: E402


def bench_page(archive: Archive) -> None:
    from PySide6.QtWidgets import QApplication

    from mafia_desktop.ui.archive.archive_page import ArchivePage
    app = QApplication.instance() or QApplication([])
    page = ArchivePage(archive)
    page.resize(1280, 800)
    page.show()
    app.processEvents()
    shown = timed(lambda: (page.tabs.setCurrentWidget(page.ratings), app.processEvents()))
    print(f"Ratings tab shown: {shown:.0f} ms ({page.ratings.model.rowCount()} players)   target ≤ 300 ms")
    period = timed(lambda: (page.ratings.period.setCurrentIndex(2), app.processEvents()))
    print(f"  the change over the last 30 days chosen: {period:.0f} ms")
    page.close()


def bench_rebuild(archive: Archive) -> None:
    for attempt in ("first", "again"):
        cpu = time.process_time()
        seconds = timed(lambda: archive.rebuild_ratings()) / 1000
        cpu = time.process_time() - cpu
        games, seats = archive.conn.execute(
            "SELECT count(*), sum(length(replace(teams, '-', ''))) FROM game_ratings").fetchone()
        # The process's CPU (SQLite's work is in it) beside the wall clock: on a shared machine
        # the wall clock is mostly a wait for a core.
        print(f"full rebuild of the ratings ({attempt}): {seconds:.2f} s, {cpu:.2f} s of CPU "
              f"({games} rated games, {seats} seats)   target ≤ 5 s")


def taps(archive: Archive, seeds: range) -> tuple[list[float], list[float]]:
    """Random sport games played to the end, a tap appended at a time: every tap's time,
    and the ending taps'."""
    every, ending = [], []
    for seed in seeds:
        rng = random.Random(seed)
        host = RandomHost(preset("sport"), rng, undo_rate=0.03, check_undo=False)
        game_id = archive.create_game(host.game.events)
        stored = len(host.game.events)
        while not host.state.ended:
            host.act()
            ms = timed(lambda: archive.append(game_id, host.game.events[stored:], state=host.state))
            every.append(ms)
            if host.state.ended:
                ending.append(ms)
            stored = len(host.game.events)
    return every, ending


def bench_taps(archive: Archive, games: int = 6) -> None:
    real = ratings.settle
    ratings.settle = lambda conn, game_ids, kept=None: None
    try:
        without, _ = taps(archive, range(100, 100 + games))
    finally:
        ratings.settle = real
    every, ending = taps(archive, range(200, 200 + games))
    print(f"tap without the rating write: p50 {percentile(without, 50):.2f} ms, p99 {percentile(without, 99):.2f} ms "
          f"({len(without)} taps)")
    print(f"tap with the rating write: p50 {percentile(every, 50):.2f} ms, p99 {percentile(every, 99):.2f} ms "
          f"({len(every)} taps)   target: p99 unchanged")
    print(f"  the taps that end a game (their ratings written with them): median "
          f"{statistics.median(ending):.2f} ms, slowest {max(ending):.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--keep", type=Path, help="build the archive here (or reuse it if it exists)")
    parser.add_argument("--archive", type=Path, help="bench on a copy of this archive (left as it is), "
                                                     "made where --keep says or in a temporary folder")
    parser.add_argument("--tapped-games", type=int, default=6, help="games tapped with and without the rating write")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.keep.parent if args.keep else None) as tmp:
        path = args.keep or Path(tmp) / "federation.sqlite3"
        if args.archive:    # an older version is upgraded when opened: never the original
            path.unlink(missing_ok=True)
            shutil.copyfile(args.archive, path)
        elif not path.exists():
            build(path, args.games)
        with Archive(path) as archive:
            print(f"{archive.conn.execute('SELECT count(*) FROM games').fetchone()[0]} games in the archive")
            bench_page(archive)
            bench_rebuild(archive)
            bench_taps(archive, args.tapped_games)


if __name__ == "__main__":
    main()
