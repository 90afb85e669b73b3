"""A host who plays whole games through the window only: clicks on seat positions and on the
panel's buttons, and fills the new-game dialog like a person would (the window's tests, and
bench/ui_latency.py's and bench/overlay_stream.py's taps)."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit, QPushButton, QRadioButton, QSpinBox

from mafia_desktop.engine import StepKind
from mafia_desktop.engine.flow import last_candidate_to_raise
from mafia_desktop.engine.roles import CHECK_STEPS, NIGHT_ACTORS
from mafia_desktop.ui.table.new_game import NewGameDialog
from mafia_desktop.ui.window import MainWindow

LEFT = Qt.MouseButton.LeftButton


def open_new_game(window: MainWindow, preset: str, seed: int) -> None:
    """A game of ``preset`` set up as the New game dialog does (seats named Player 1…N) and
    opened on ``window``'s table."""
    dialog = NewGameDialog([], window, rng=random.Random(seed))
    dialog.preset_box.setCurrentIndex(dialog.preset_box.findData(preset))
    for index, edit in enumerate(dialog.name_edits):
        edit.setText(f"Player {index + 1}")
    dialog.accept()
    window.open_game(window.archive.create_game(dialog.events))


class ClickingHost:
    def __init__(self, qtbot, window: MainWindow, *, seed: int = 1) -> None:
        self.qtbot = qtbot
        self.window = window
        self.rng = random.Random(seed)
        self.clicks = 0
        self.offered_labels: dict[str, str] = {}

    @property
    def state(self):
        return self.window.controller.state

    # -- the new-game dialog -------------------------------------------------------------
    def new_game(self, preset: str, nicknames: list[str], *, cards: list[str] | None = None,
                 counts: dict[str, int] | None = None, labels: dict[str, str] | None = None,
                 options: dict[str, str] | None = None, press=None) -> None:
        """Click "New game" (or ``press`` what opens the dialog), fill the dialog, click
        "Start the game". The labels the dialog offered are kept in ``offered_labels``."""
        problems = []

        def fill() -> None:
            dialog = QApplication.activeModalWidget()
            if not isinstance(dialog, NewGameDialog):
                QTimer.singleShot(20, fill)          # the dialog is not up yet
                return
            try:
                fill_dialog(dialog)
            except Exception as error:              # never leave a modal dialog hanging
                problems.append(error)
                dialog.reject()

        def fill_dialog(dialog) -> None:
            self.offered_labels = {name: edit.text() for name, edit in dialog.labels.items()}
            combo = dialog.findChild(QComboBox, "preset")
            combo.setCurrentIndex(combo.findData(preset))
            dialog.findChild(QSpinBox, "table-size").setValue(len(nicknames))
            for role, count in (counts or {}).items():
                dialog.findChild(QSpinBox, f"count-{role}").setValue(count)
            for name, value in (options or {}).items():
                box = dialog.findChild(QComboBox, f"option-{name}")
                box.setCurrentIndex(box.findData(value))
            for name, value in (labels or {}).items():
                dialog.findChild(QLineEdit, f"label-{name}").setText(value)
            for seat, nickname in enumerate(nicknames, start=1):
                dialog.findChild(QLineEdit, f"seat-{seat}").setText(nickname)
            if cards:
                radio = dialog.findChild(QRadioButton, "deal-manual")
                self.qtbot.mouseClick(radio, LEFT, pos=QPoint(12, radio.height() // 2))  # on its label
                for seat, card in enumerate(cards, start=1):
                    box = dialog.findChild(QComboBox, f"card-{seat}")
                    box.setCurrentIndex(box.findData(card))
            self.qtbot.mouseClick(dialog.findChild(QPushButton, "start"), LEFT)
            if dialog.isVisible():
                raise AssertionError(f"the dialog refused: {dialog.error.text()}")
        QTimer.singleShot(0, fill)
        if press is None:
            self.qtbot.mouseClick(self.window.start.new_button, LEFT)
        else:
            press()
        if problems:
            raise problems[0]
        assert self.window.controller is not None, "the dialog did not start a game"

    # -- clicks --------------------------------------------------------------------------
    def seat(self, number: int) -> None:
        seat_map = self.window.seat_map
        self.qtbot.mouseClick(seat_map, LEFT, pos=seat_map.seat_centre(number))
        self.clicks += 1

    def button(self, key: str) -> None:
        button = self.window.panel.buttons[key]
        self.qtbot.mouseClick(button, LEFT)
        self.clicks += 1

    def has(self, key: str) -> bool:
        return key in self.window.panel.buttons

    # -- a whole game --------------------------------------------------------------------
    def play_step(self, choose: dict | None = None) -> None:
        """One step the way a host would play it; ``choose`` overrides picks by step kind."""
        choose = choose or {}
        if self.window.controller.answer is not None:
            return self.button("go-on")   # the checker has seen his answer
        state = self.state
        step = state.step
        kind = step.kind
        if kind in choose:
            return choose[kind](self)
        if kind is StepKind.SPEECH:
            if self.rng.random() < 0.5 or state.ruleset.discussion.value == "nominations":
                living = [s for s in state.living() if s != step.seat]
                self.seat(self.rng.choice(living))
            return self.button("next")
        if kind is StepKind.OPEN_TALK and state.ruleset.discussion.value == "open":
            if not state.ballot():
                for target in self.rng.sample(state.living(), 2):
                    self.seat(target)
            return self.button("next")
        if kind is StepKind.VOTE:
            for voter in state.voters_left():
                if voter != step.seat and self.rng.random() < 0.45:
                    self.seat(voter)
            last = last_candidate_to_raise(self.state, self.state.picked)
            if last is not None:   # his last chance to vote, not against himself (001)
                self.seat(last)
            return self.button("votes")
        if kind is StepKind.REMOVE_ALL_VOTE:
            for voter in state.day.remove_all.voters[: len(state.day.remove_all.voters) // 2 + 1]:
                self.seat(voter)
            return self.button("remove_all")
        if kind is StepKind.SHOT:
            return self.seat(self.rng.choice(state.living_red()))
        if kind in CHECK_STEPS:
            return self.button("nobody") if not self.window.panel.buttons or self._actor_gone(kind) \
                else self.seat(self.rng.choice(state.living()))
        if kind in NIGHT_ACTORS:   # a save, a visit
            return self.button("nobody")
        if kind is StepKind.BEST_MOVE:   # the third seat completes the best move
            for target in self.rng.sample([s for s in state.living() if s != step.seat], 3):
                self.seat(target)
            return
        if kind is StepKind.END:
            return self.button("end")
        if self.has("start") and self.rng.random() < 0.3:
            self.button("start")
        self.button("next")

    def _actor_gone(self, kind: StepKind) -> bool:
        return "has left" in self.window.panel.headline.text()

    def play_to_end(self, max_clicks: int = 3000, choose: dict | None = None) -> None:
        while not self.state.ended:
            assert self.clicks < max_clicks, f"no end after {max_clicks} clicks at {self.state.step}"
            before = len(self.window.controller.game.events), self.window.controller.answer
            self.play_step(choose)
            after = len(self.window.controller.game.events), self.window.controller.answer
            assert after != before or self.state.ended, \
                f"a click did nothing at {self.state.step}: {self.window.message}"
