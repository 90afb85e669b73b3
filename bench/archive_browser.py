"""Archive browser figures on a generated archive of 10,000 games (issue 6).

Targets: the games list opens in <= 300 ms, a nickname search answers in <= 50 ms, the
process stays <= 200 MB resident. Also prints the players' statistics and a player's page.
Prints figures; asserts nothing.
Run: QT_QPA_PLATFORM=offscreen .venv/bin/python bench/archive_browser.py [--games 10000] [--keep PATH]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path[:0] = [str(ROOT.parent), str(ROOT)]
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from store_archive import NICKNAMES, build_archive  # noqa: E402

from mafia_desktop.store import Archive  # noqa: E402
from figures import resident_mb  # noqa: E402


def timed(call) -> float:
    start = time.perf_counter()
    call()
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--keep", type=Path, help="build the archive here (or reuse it if it exists)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = args.keep or Path(tmp) / "big.sqlite3"
        if not path.exists():
            build_archive(path, args.games)
        run(path)


def run(path: Path) -> None:
    from PySide6.QtWidgets import QApplication

    from mafia_desktop.store.queries.statistics import player_stats
    from mafia_desktop.ui.archive.games_browser import GamesBrowser

    app = QApplication.instance() or QApplication([])
    print(f"resident before the archive is opened: {resident_mb():.0f} MB")
    with Archive(path) as archive:
        holder: list = []

        def open_list() -> None:
            browser = GamesBrowser(archive)
            browser.resize(1280, 800)
            browser.show()
            app.processEvents()
            holder.append(browser)

        opened = timed(open_list)
        browser = holder[0]
        print(f"games list opened and painted: {opened:.0f} ms for {browser.model.rowCount()} games "
              f"(target <= 300 ms)")
        searches = []
        for name in NICKNAMES[::97]:
            browser.search.clear()
            app.processEvents()
            searches.append(timed(lambda: (browser.search.setText(name), app.processEvents())))
        print(f"nickname search, typed name to repainted rows: median {statistics.median(searches):.1f} ms, "
              f"max {max(searches):.1f} ms over {len(searches)} names (target <= 50 ms)")
        short = [timed(lambda t=text: (browser.search.setText(t), app.processEvents()))
                 for text in ("a", "an", "ann", "ann1")]
        print("while typing 'a', 'an', 'ann', 'ann1': " + ", ".join(f"{t:.0f} ms" for t in short)
              + f" ({browser.model.rowCount()} games left)")
        everyone = timed(lambda: holder.append(player_stats(archive)))
        print(f"statistics of all {len(holder[-1])} players: {everyone:.0f} ms")
        one = [timed(lambda n=name: player_stats(archive, n)) for name in NICKNAMES[::199]]
        print(f"one player's statistics: median {statistics.median(one):.1f} ms")
        games = [timed(lambda n=name: archive.games(player=n)) for name in NICKNAMES[::199]]
        print(f"one player's games: median {statistics.median(games):.1f} ms")
        print(f"resident with the list, a search and the statistics: {resident_mb():.0f} MB (target <= 200 MB)")
        bench_window(app, archive)
        print(f"resident after the window's archive, players and a replay: {resident_mb():.0f} MB")


def bench_window(app, archive: Archive) -> None:
    """The archive as the host meets it: Ctrl+F in the main window, the Players tab, a
    replay and Back (which reads nothing again when nothing changed)."""
    from mafia_desktop.ui.window import MainWindow
    window = MainWindow(archive, sounds=False)
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    window.warm_up()   # as 300 ms after the start, while the host looks at the start page
    first = timed(lambda: (window.show_archive(), app.processEvents()))
    again = timed(lambda: (window.go_home(), window.show_archive(), app.processEvents()))
    print(f"window: Ctrl+F first {first:.0f} ms, again {again:.0f} ms (target <= 300 ms)")
    page = window.archive_page
    players = timed(lambda: (page.tabs.setCurrentWidget(page.players), app.processEvents()))
    print(f"window: the Players tab first shown {players:.0f} ms")
    page.tabs.setCurrentWidget(page.games)
    game_id = page.games.model.game(0).row.id
    replay = timed(lambda: (window.replay_game(game_id), app.processEvents()))
    back = timed(lambda: (window.replay_page.close_button.click(), app.processEvents()))
    print(f"window: a replay opened {replay:.0f} ms, Back to the list {back:.0f} ms")
    window.close()


if __name__ == "__main__":
    main()
