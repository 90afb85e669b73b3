"""How many keys and clicks a host needs for a real game: 334187, hosted through the window.

The record (tests/data/real-games/polemica/334187.json) is replayed
by our importer into the log of what happened at the table. The game is set up in the
archive up to its first speech; from there to the roles reveal every event is produced
through the window's real input path only: QTest mouse clicks at the seats' painted
positions, double clicks, and key presses on the window (no handler is called). Each
input is one action: a key, a click, a double click (one gesture). At the end the
archive's log must hold the record's departures and winner.

Prints the count of things that happened at the table, the actions by kind, and last
``actions: N`` with the target. Asserts nothing but that the game came out right.
Run: .venv/bin/python bench/input_effort.py [--record PATH] [--show]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
from collections import Counter
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
RECORD = ROOT / "tests" / "data" / "real-games" / "polemica" / "334187.json"
TARGET = 175


class Host:
    """Keys and clicks on the window, counted by kind."""

    def __init__(self, window, qtest, qt) -> None:
        self.window, self.QTest, self.Qt = window, qtest, qt
        self.actions: Counter[str] = Counter()

    def key(self, kind: str, key) -> None:
        self.QTest.keyClick(self.window, key)
        self.actions[kind] += 1

    def click(self, kind: str, seat: int) -> None:
        seat_map = self.window.seat_map
        self.QTest.mouseClick(seat_map, self.Qt.MouseButton.LeftButton, self.Qt.KeyboardModifier.NoModifier,
                              seat_map.seat_centre(seat))
        self.actions[kind] += 1

    def double_click(self, kind: str, seat: int) -> None:
        seat_map = self.window.seat_map
        self.QTest.mouseDClick(seat_map, self.Qt.MouseButton.LeftButton, self.Qt.KeyboardModifier.NoModifier,
                               seat_map.seat_centre(seat))
        self.actions[kind] += 1

    def enter(self, kind: str) -> None:
        self.key(kind, self.Qt.Key.Key_Return)

    def digit(self, kind: str, seat: int) -> None:
        self.key(kind, getattr(self.Qt.Key, f"Key_{seat % 10}"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--record", type=Path, default=RECORD)
    parser.add_argument("--show", action="store_true", help="print each action as it is taken")
    args = parser.parse_args()
    things, actions, summary = host(args.record, show=args.show)
    print(summary)
    print(f"things that happened at the table: {sum(things.values())} ({dict(things)})")
    for kind, count in actions.most_common():
        print(f"  {kind:48s} {count:4d}")
    total = sum(actions.values())
    print(f"actions: {total} ({total / sum(things.values()):.2f} a thing; target <= {TARGET})")
    return 0


def host(record_path: Path, *, show: bool = False, opened=None, after=None) -> tuple[Counter, Counter, str]:
    """Host the record through the window: (things at the table, actions by kind, a line
    that says the archive came out as the record states). Raises SystemExit if it did not.
    ``opened(window)``: called once the game is on the table (the overlay's browser test
    starts the overlay there); ``after(kind, window)``: after each thing's taps, settled."""
    from PySide6.QtCore import QCoreApplication, QSettings, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from mafia_desktop.engine import StepKind, Timeline, fold
    from mafia_desktop.store import Archive
    from mafia_desktop.store.importing import read_record
    from mafia_desktop.ui.window import MainWindow

    app = QApplication.instance() or QApplication([])
    folder = Path(tempfile.mkdtemp(prefix="input-effort-"))
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(folder))  # defaults
    record = read_record(json.loads(record_path.read_text(encoding="utf-8")))
    events = record.events

    # The table up to its roles night's last step: created in the archive as "New game"
    # would; the Next that ends that step (and starts the first speech's timer) is not counted.
    timeline = Timeline()
    start = 0
    while not (timeline.state.step and timeline.state.step.kind is StepKind.SPEECH):
        timeline.push(events[start], check=False)
        start += 1
    start -= 1   # the roles night's last step's end
    archive = Archive(folder / "archive.sqlite3")
    game_id = archive.create_game(events[:start])
    window = MainWindow(archive, sounds=False, rng=random.Random(1))
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    QTest.qWaitForWindowExposed(window)
    window.open_game(game_id)
    if opened is not None:
        opened(window)
    hands = Host(window, QTest, Qt)   # the host's hands on the keys and the mouse
    controller = window.controller
    QTest.keyClick(window, Qt.Key.Key_Return)   # the roles night's end: before the first speech
    start += 1

    def settle() -> None:
        QCoreApplication.processEvents()

    things: Counter[str] = Counter()
    for event in events[start:]:
        state = controller.state
        kind = event.type
        if controller.answer is not None:   # a checker's answer was shown: go on
            hands.enter("answer shown, go on")
        before = len(controller.game.events)
        if kind in ("speech_ended", "speech_skipped"):
            things["speech"] += 1
            step = state.step
            if step.seconds > 0 and not step.silent and not state.timer.started:
                hands.key("timer started by hand (after an announcement)", Qt.Key.Key_Space)
            hands.enter("end of a speech (the next timer starts)")
        elif kind == "speech_started":
            if not state.timer.running:
                hands.key("timer", Qt.Key.Key_Space)
        elif kind in ("nominated", "nomination_withdrawn"):
            things["nomination"] += 1
            hands.digit("nomination", event.seat)
        elif kind == "votes_cast":
            things["hand"] += len(event.voters)
            if not (state.step and state.step.kind is StepKind.VOTE and state.step.seat == event.nominee):
                continue   # the last nominee: the rest counted for him with the previous "Thank you"
            for voter in event.voters:
                hands.click("raised hand", voter)
            hands.enter("thank you (a nominee's hands)")
        elif kind == "remove_all_voted":
            things["hand"] += len(event.yes)
            for voter in event.yes:
                hands.click("raised hand", voter)
            hands.enter("thank you (a nominee's hands)")
        elif kind == "shots_fired":
            things["shot"] += 1
            targets = {target for _, target in event.shots}
            if len(targets) == 1 and None not in targets:
                hands.click("shot", next(iter(targets)))
            elif targets == {None}:
                hands.key("shot", Qt.Key.Key_M)
            else:
                hands.key("shot", Qt.Key.Key_S)
                for _, target in event.shots:
                    if target is None:
                        hands.key("shot", Qt.Key.Key_N)
                    else:
                        hands.click("shot", target)
        elif kind in ("don_checked", "sheriff_checked", "commissar_checked", "doctor_saved", "mistress_visited"):
            things["check"] += 1
            if event.seat is None:
                hands.enter("check")
            else:
                hands.click("check", event.seat)
        elif kind == "best_move":
            things["best-move seat"] += len(event.guesses)
            for guess in event.guesses:
                hands.click("best-move seat", guess)
            if len(event.guesses) < 3:
                hands.enter("best-move seat")
        elif kind == "foul":
            things["foul"] += 1
            if state.step is not None and state.step.seat == event.seat:
                hands.key("foul", Qt.Key.Key_F)      # the speaker's: F, and a moment's wait
                QTest.qWait(1400)
            else:
                hands.double_click("foul", event.seat)
        elif kind == "game_ended":
            things["the end"] += 1
            hands.enter("the end: the winner and the roles")
        else:
            raise SystemExit(f"no input for {kind} in this bench")
        settle()
        if after is not None:
            after(kind, window)
        if show:
            print(f"  {kind:18s} → {controller.state.step}  {window.message}")
        if len(controller.game.events) == before and kind != "speech_started":
            raise SystemExit(f"{kind}: the window took no action at {state.step} ({window.message!r})")

    archived = fold(archive.events(game_id))
    wanted = fold(events)
    came_out = [(d.seat, d.round, d.how) for d in archived.departures]
    expected = [(d.seat, d.round, d.how) for d in wanted.departures]
    if came_out != expected or archived.winner != wanted.winner or not archived.ended:
        raise SystemExit(f"the archive does not hold the record's game: {came_out} {archived.winner} "
                         f"(the record: {expected} {wanted.winner})")
    window.close()
    archive.close()
    summary = (f"record: {record_path.name}; departures and winner as the record states "
               f"({len(expected)} departures, {archived.winner.value} wins)")
    return things, hands.actions, summary


if __name__ == "__main__":
    sys.exit(main())
