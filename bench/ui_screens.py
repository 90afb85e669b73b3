"""Screenshots of the host window at 1280×800 through the main steps of a game.

Run: .venv/bin/python bench/ui_screens.py [OUT_DIR] [--language ru|he|lv|en]
(default bench/out/screens, English)
Plays a scripted sport game through the window's own tap and button handlers and saves a
PNG at each main step, to be looked at by a person. Works offscreen.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication  # noqa: E402

from mafia_desktop.engine import StepKind, commands as c  # noqa: E402
from mafia_desktop.store import Archive  # noqa: E402
from mafia_desktop.ui.table.new_game import NewGameDialog  # noqa: E402
from mafia_desktop.ui.window import MainWindow  # noqa: E402

NAMES = ["Anna", "Boris", "Ģirts Ķēniņš", "Дмитрий", "דנה כהן", "Eve", "Finn", "Gus", "Hal", "Ivy"]
CARDS = ["civilian", "mafia", "civilian", "civilian", "civilian", "civilian", "don", "sheriff",
         "mafia", "civilian"]


class Shots:
    def __init__(self, window: MainWindow, folder: Path) -> None:
        self.window, self.folder, self.count = window, folder, 0
        folder.mkdir(parents=True, exist_ok=True)

    def take(self, name: str, widget=None) -> None:
        QApplication.processEvents()
        self.count += 1
        (widget or self.window).grab().save(str(self.folder / f"{self.count:02d}-{name}.png"))


def press(window: MainWindow, key: str) -> None:
    window.panel.buttons[key].click()


def main() -> None:
    import argparse

    from mafia_desktop import i18n
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", nargs="?", type=Path, default=ROOT / "bench" / "out" / "screens")
    parser.add_argument("--language", default="en", choices=list(i18n.LANGUAGES))
    args = parser.parse_args()
    folder = args.folder
    app = QApplication.instance() or QApplication([])
    i18n.install(args.language, app)
    clock = [1_700_000_000.0]
    with tempfile.TemporaryDirectory() as tmp, Archive(Path(tmp) / "a.sqlite3") as archive:
        window = MainWindow(archive, clock_fn=lambda: clock[0], sounds=False, rng=random.Random(2))
        window.resize(1280, 800)
        window.show()
        shots = Shots(window, folder)
        shots.take("start-page")
        dialog = NewGameDialog(["Anna", "Annika", "Boris"], window)
        for edit, name in zip(dialog.name_edits, NAMES):
            edit.setText(name)
        dialog.labels["club"].setText("Crime Time")
        dialog.labels["table"].setText("1")
        dialog.labels["number"].setText("3")
        dialog.manual_deal.setChecked(True)
        for box, card in zip(dialog.card_boxes, CARDS):
            box.setCurrentIndex(box.findData(card))
        dialog.resize(1280, 800)
        dialog.show()
        shots.take("new-game-dialog", dialog)
        dialog.accept()
        window.open_game(archive.create_game(dialog.events))
        shots.take("roles-night")
        press(window, "next")
        press(window, "next")
        press(window, "start")
        clock[0] += 47
        window.tap_seat(4)
        shots.take("day1-speech-timer-running")
        window.controller.foul(3)
        for _ in range(3):
            window.controller.foul(6)
        press(window, "next")
        window.tap_seat(3)
        press(window, "next")
        while window.controller.state.step.kind is StepKind.SPEECH:
            press(window, "next")
        for voter in (1, 2, 5, 6, 7):
            window.tap_seat(voter)
        shots.take("vote-hands-for-first-nominee")
        press(window, "votes")
        press(window, "votes")
        shots.take("tie-speeches")
        press(window, "next")
        press(window, "next")
        for voter in (1, 2, 5, 6, 7):
            window.tap_seat(voter)
        press(window, "votes")
        press(window, "votes")
        for voter in (1, 2, 3, 5, 6):
            window.tap_seat(voter)
        shots.take("remove-all-vote")
        press(window, "remove_all")                  # 5 of 10: not a majority, all stay
        shots.take("night-shot")
        window.tap_seat(5)
        window.tap_seat(8)
        shots.take("don-checked-answer-shown")
        window.tap_seat(2)
        for target in (1, 9, 10):
            window.tap_seat(target)
        shots.take("best-move")
        press(window, "best_move")
        press(window, "next")
        shots.take("day2-lost-speech" if window.controller.state.step.silent else "day2-speech")
        window.roles_action.trigger()
        shots.take("roles-shown")
        window.roles_action.trigger()
        for seat in (2, 7):
            window.controller.run(c.remove, seat=seat, reason="screenshot")
        window.controller.run(c.remove, seat=9, reason="screenshot")
        shots.take("game-won")
        press(window, "end")
        shots.take("end-roles-revealed")
        window.go_home()
        window.start.which.setCurrentIndex(1)
        shots.take("finished-games")
        window.show_archive()
        shots.take("archive-games")
        window.replay_game(window.archive_page.games.model.game(0).row.id)
        window.replay_page.set_position(40)
        shots.take("replay")
        window.show_archive()
        window.archive_page.tabs.setCurrentWidget(window.archive_page.players)
        shots.take("archive-players")
        window.archive_page.players.open_player("Anna")
        shots.take("player-page")
        from mafia_desktop.engine.points import system
        from mafia_desktop.store.contests import attach, create_contest
        event = create_contest(archive, name="Crime Time", kind="evening", system=system("sport"))
        attach(archive, event, window.archive_page.games.model.game(0).row.id)
        window.show_events()
        window.events_page.open_event(event)
        shots.take("event-standings")
        window.close()
        window.deleteLater()
        app.processEvents()
    print(f"{shots.count} screenshots in {folder}")


if __name__ == "__main__":
    main()
