"""What the start page's "day 2, the vote on seat 3" costs: once the window is up, each
unfinished game the page paints is folded from its log (``ResumeSteps``). Unfinished games
of 120 events each (the real game 334187 stopped on its last day), as many as the page
shows and more; the page's first paint with the steps, against the same paint without.
Prints figures; asserts nothing.
Run: .venv/bin/python bench/resume_steps.py [--games 40]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

GAME = ROOT / "tests" / "data" / "real-games" / "polemica" / "334187.json"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    games = parser.parse_args().games
    from PySide6.QtWidgets import QApplication

    from mafia_desktop.store import Archive
    from mafia_desktop.store.importing import import_files
    from mafia_desktop.ui.start_page import StartPage
    app = QApplication([])
    with tempfile.TemporaryDirectory() as folder, Archive(Path(folder) / "bench.sqlite3") as archive:
        (imported,) = list(import_files(archive, [GAME]))
        events = archive.events(imported.game_id)[:120]
        for _ in range(games):
            archive.create_game(events)
        page = StartPage(archive)
        page.resize(1280, 800)
        page.show()
        app.processEvents()
        plain, steps = [], []
        for _ in range(7):
            page.refresh()
            start = time.perf_counter()
            page.repaint()
            plain.append(time.perf_counter() - start)
            page.show_steps()
            start = time.perf_counter()
            page.repaint()
            steps.append(time.perf_counter() - start)
            page.model.resumes = None
        page.show_steps()
        page.repaint()
        folded = len(page.model.resumes.known)
        print(f"start page, {games} unfinished games of {len(events)} events, {folded} painted: "
              f"the paint {statistics.median(plain) * 1000:.1f} ms with the phase alone, "
              f"{statistics.median(steps) * 1000:.1f} ms with each game's step (medians of 7)")


if __name__ == "__main__":
    main()
