"""The window's speed: tap → event stored → seat map repainted, and start-up time.

1. Scripted games are played through the window's own tap and button handlers; for each
   action, the time from the call to a finished repaint of the seat map (``repaint()``
   paints at once) is measured, p50 / p99. Target p99 <= 16 ms.
2. Start-up on an archive of 10,000 games, to an interactive window (shown, event loop
   idle), against a bare PySide6 window started the same way in the same run. Target: <= 2x.
3. With ``--backing-up ARCHIVE`` (100,000 games: ``bench/archive_scale.py --keep``): the same
   taps on a copy of that archive, with no backup running and then while the window's own
   backups run one after another (``bench/backups.py``'s), p99 of each. Target p99 <= 16 ms.
Prints figures; asserts nothing.
Run: .venv/bin/python bench/ui_latency.py [--games 10000] [--tapped-games 5] [--starts 7]
     [--backing-up ARCHIVE [--pace 0.1]] [--only taps,startup,backing-up]
"""

from __future__ import annotations

import argparse
import compileall
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.figures import percentile  # noqa: E402

STARTUP = """
import os, sys, time
start = time.perf_counter()
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, {root!r})
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
if sys.argv[1] == "bare":
    window = QMainWindow()
else:
    from mafia_desktop.store import Archive
    from mafia_desktop.ui.window import MainWindow
    window = MainWindow(Archive(sys.argv[2]), sounds=False)
window.resize(1280, 800)
window.show()
QTimer.singleShot(0, lambda: (print(time.perf_counter() - start), app.quit()))
app.exec()
"""


class DirectBot:
    """Calls the handlers a click would reach, timing each to the end of the repaint."""

    def __init__(self, window) -> None:
        self.window = window
        self.samples: list[float] = []

    def mouseClick(self, widget, button, pos=None) -> None:
        start = time.perf_counter()
        if widget is self.window.seat_map:
            self.window.tap_seat(self.window.seat_map.seat_at(pos))
        else:
            widget.click()
        self.window.seat_map.repaint()
        self.samples.append((time.perf_counter() - start) * 1000)


def tapped_game(window, seed: int, preset: str, going: Callable[[], bool] = lambda: True) -> list[float]:
    """A game set up as the New game dialog does and played by taps to its end (or while
    ``going``); each action's milliseconds to the seat map repainted."""
    from bench.clicking_host import ClickingHost, open_new_game
    open_new_game(window, preset, seed)
    bot = DirectBot(window)
    host = ClickingHost(bot, window, seed=seed)
    while not window.controller.state.ended and going():
        host.play_step()
    return bot.samples


#: The tapped games: (seed, preset).
TAPPED = tuple(enumerate(("sport", "sport", "mastermind", "latvian", "classic")))


def tap_latency(games: int = len(TAPPED)) -> None:
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from mafia_desktop.store import Archive
    from mafia_desktop.ui.window import MainWindow

    app = QApplication.instance() or QApplication([])
    samples: list[float] = []
    with tempfile.TemporaryDirectory() as tmp, Archive(Path(tmp) / "a.sqlite3") as archive:
        for seed, preset in TAPPED[:games]:
            window = MainWindow(archive, sounds=False, rng=random.Random(seed))
            window.resize(1280, 800)
            window.show()
            # Offscreen, a window never exposed paints nothing at repaint(): the taps would be
            # timed without the seat map's painting.
            QTest.qWaitForWindowExposed(window, 10000)
            samples += tapped_game(window, seed, preset)
            window.close()
            window.deleteLater()
            app.processEvents()
    print(f"tap → stored (fsync) → repainted: {len(samples)} actions in {len(TAPPED[:games])} games, "
          f"p50 {percentile(samples, 50):.1f} ms, p99 {percentile(samples, 99):.1f} ms, "
          f"max {max(samples):.1f} ms (target p99 <= 16 ms)")


def startup(games: int, starts: int = 7) -> None:
    from bench.store_archive import build_archive
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "big.sqlite3"
        build_archive(path, games)
        script = Path(tmp) / "start.py"
        script.write_text(STARTUP.format(root=str(ROOT)))

        # As an installed app starts: from compiled bytecode (pip compiles it at install;
        # this machine's PYTHONDONTWRITEBYTECODE would otherwise recompile every module).
        compileall.compile_dir(str(ROOT / "mafia_desktop"), quiet=1)
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}

        def run(*args: str) -> float:
            out = subprocess.run([sys.executable, str(script), *args], capture_output=True,
                                 text=True, check=True, env=env).stdout
            return float(out.strip().splitlines()[-1])
        run("app", str(path))                                  # warm the file cache once
        bare = [run("bare") for _ in range(starts)]
        ours = [run("app", str(path)) for _ in range(starts)]
    b, o = statistics.median(bare), statistics.median(ours)
    print(f"start-up to an interactive window: bare PySide6 {b * 1000:.0f} ms, mafia-desktop on "
          f"{games} games {o * 1000:.0f} ms → {o / b:.2f}x (target <= 2x)")


def taps_beside_backups(archive: Path, pace: float) -> None:
    """Taps on a copy of ``archive`` with no backup running, then while backups run."""
    from bench.backups import taps_while_backing_up
    with tempfile.TemporaryDirectory(dir=archive.parent) as tmp:
        path = Path(tmp) / "archive.sqlite3"
        subprocess.run(["cp", "--reflink=auto", str(archive), str(path)], check=True)
        quiet, busy, seconds = taps_while_backing_up(path, pace)
    meanwhile = (f"while backups ran p99 {percentile(busy, 99):.1f} ms, max {max(busy):.1f} ms ({len(busy)} taps "
                 f"{pace:g} s apart in {seconds:.0f} s of backups)" if busy else
                 f"no tap while backups ran (each over within {pace:g} s: a small archive)")
    print(f"tap → stored → repainted on {archive.name}: no backup running p99 {percentile(quiet, 99):.1f} ms "
          f"({len(quiet)} taps); {meanwhile} (target p99 <= 16 ms)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000, help="games in the archive the app starts on")
    parser.add_argument("--tapped-games", type=int, default=len(TAPPED), help=f"games tapped (at most {len(TAPPED)})")
    parser.add_argument("--starts", type=int, default=7, help="starts of each window, their median taken")
    parser.add_argument("--backing-up", type=Path, metavar="ARCHIVE",
                        help="also tap on a copy of this archive, with and without its backups running")
    parser.add_argument("--pace", type=float, default=0.1, help="seconds between two taps while backups run")
    parser.add_argument("--only", default="taps,startup,backing-up",
                        help="the parts to run, comma-separated (taps, startup, backing-up: the start-up part "
                             "builds an archive of --games first, some 17 minutes at 10,000)")
    args = parser.parse_args()
    parts = set(args.only.split(","))
    if "taps" in parts:
        tap_latency(args.tapped_games)
    if "startup" in parts:
        startup(args.games, args.starts)
    if args.backing_up and "backing-up" in parts:
        taps_beside_backups(args.backing_up, args.pace)


if __name__ == "__main__":
    main()
