"""The game page: the seat map beside the flow panel, and everything the host does there.

Loaded when the first game is opened, so the start page comes up without the rules engine.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QPoint, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QInputDialog, QLabel, QMenu, QVBoxLayout, QWidget

from mafia_desktop.engine import StepKind, commands as c
from mafia_desktop.engine.ruleset import Shooting
from mafia_desktop.store import Archive

from . import intents
from .controller import GameController
from .flowpanel import FlowPanel
from .seatmap import SeatMap
from .seatview import seat_views
from .sounds import Sounds
from .wording import clock, describe, last_answer

SEAT_KEY_WAIT_MS = 700   # for tables over ten seats: "1", "2" within this → seat 12


class GamePage(QWidget):
    #: Something changed that the window's toolbar reflects (undo/redo, the end).
    changed = Signal()
    exportRequested = Signal(str)
    printRequested = Signal(str)
    newGameRequested = Signal()

    def __init__(self, archive: Archive, *, clock_fn: Callable[[], float], sounds: Sounds,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.archive = archive
        self.clock = clock_fn
        self.sounds = sounds
        self.controller: GameController | None = None
        self.show_roles = False
        self.message = ""
        self._timer_marks: set[str] = set()
        self._timer_step = None
        self._seat_digits = ""
        self.seat_map = SeatMap()
        self.seat_map.seatTapped.connect(self.tap_seat)
        self.seat_map.seatMenuRequested.connect(self.seat_menu)
        self.panel = FlowPanel()
        self.panel.actionChosen.connect(self.perform)
        self.roles_banner = QLabel(self.tr("ROLES VISIBLE TO ANYONE WHO LOOKS — Ctrl+R hides them"),
                                   objectName="roles-banner", alignment=Qt.AlignmentFlag.AlignCenter)
        self.roles_banner.setStyleSheet("background: #c62828; color: white; font-weight: bold; padding: 6px;")
        self.roles_banner.hide()
        columns = QHBoxLayout()
        columns.addWidget(self.seat_map, 3)
        columns.addWidget(self.panel, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.roles_banner)
        layout.addLayout(columns, 1)
        self._seat_key_timer = QTimer(self, singleShot=True, interval=SEAT_KEY_WAIT_MS)
        self._seat_key_timer.timeout.connect(self._flush_seat_digits)

    def open(self, game_id: str) -> None:
        """Show a game; raises ArchiveError (and keeps the one shown) if it cannot be loaded."""
        controller = GameController(self.archive, game_id, clock=self.clock, parent=self)
        if self.controller is not None:
            self.controller.deleteLater()
        self.controller = controller
        self.controller.changed.connect(self.refresh)
        self.controller.failed.connect(self.show_message)
        self.message = ""
        self.refresh()

    # -- the host's keys -----------------------------------------------------------------
    def key(self, key: int, text: str) -> bool:
        """Digits pick seats, Space starts or pauses the timer, Enter presses the main
        button. True if the key was the game's."""
        if self.controller is None:
            return False
        if text.isdigit() and len(text) == 1:
            self.seat_digit(text)
        elif key == Qt.Key.Key_Space:
            self._press_first(intents.timer_actions(self.controller.state))
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._press_first([a for a in intents.buttons(self.controller.state, self.controller.pending)
                               if a.primary])
        else:
            return False
        return True

    def seat_digit(self, digit: str) -> None:
        """1–9 and 0 (= 10) pick a seat; over ten seats, two quick digits make 11–13."""
        size = self.controller.state.size
        self._seat_digits += digit
        typed = self._seat_digits
        if size <= 10 or len(typed) == 2 or typed == "0" or int(typed) * 10 > size:
            self._flush_seat_digits()
        else:
            self._seat_key_timer.start()

    def _flush_seat_digits(self) -> None:
        self._seat_key_timer.stop()
        typed, self._seat_digits = self._seat_digits, ""
        if typed:
            self.tap_seat(10 if typed == "0" else int(typed))

    def _press_first(self, actions: list[intents.Action]) -> None:
        if actions:
            self.perform(actions[0])

    # -- acting --------------------------------------------------------------------------
    def perform(self, action: intents.Action) -> None:
        if self.controller is not None:
            self.message = ""
            self.controller.perform(action)

    def tap_seat(self, seat: int) -> None:
        if self.controller is not None:
            self.message = ""
            self.controller.tap(seat)

    def foul_speaker(self) -> None:
        seat = intents.foul_target(self.controller.state)
        if seat is None:
            self.show_message(self.tr("Nobody has the floor: long-press a seat to give a foul"))
        else:
            self.controller.foul(seat)

    def seat_menu(self, seat: int, where: QPoint) -> None:
        if self.controller is None:
            return
        state = self.controller.state
        menu = QMenu(self)
        menu.setStyleSheet("QMenu::item { padding: 14px 28px; }")   # finger-sized rows
        menu.addAction(self.tr("Foul for seat {seat} ({fouls}/4)").format(seat=seat, fouls=state.seat(seat).fouls),
                       lambda: self.controller.foul(seat))
        if state.ruleset.technical_fouls:
            menu.addAction(self.tr("Technical foul"), lambda: self.controller.foul(seat, technical=True))
        menu.addAction(self.tr("Remove from the game…"), lambda: self.ask_removal(seat))
        menu.addAction(self.tr("Correct the nickname…"), lambda: self.ask_rename(seat))
        menu.addAction(self.tr("Extra points or penalty…"), lambda: self.ask_points(seat))
        menu.popup(where)

    def ask_removal(self, seat: int) -> None:
        reason, ok = QInputDialog.getText(
            self, self.tr("Remove a player"),
            self.tr("Why is seat {seat} removed? (he leaves at once, no last word)").format(seat=seat))
        if ok:   # the reason is kept as written, in the host's language
            self.controller.remove(seat, reason.strip() or self.tr("disqualified"))

    def ask_rename(self, seat: int) -> None:
        name, ok = QInputDialog.getText(self, self.tr("Nickname"), self.tr("Nickname of seat {seat}").format(seat=seat),
                                        text=self.controller.state.seat(seat).nickname)
        if ok:
            self.controller.run(c.rename, seat=seat, nickname=name)

    def ask_points(self, seat: int) -> None:
        """During or after the game; the reason is printed on the protocol."""
        from .points_dialog import PointsDialog
        dialog = PointsDialog(seat, self.controller.state.seat(seat).nickname, self)
        if dialog.exec() == PointsDialog.DialogCode.Accepted:
            self.controller.run(c.adjust_points, seat=seat, points=dialog.points(),
                                reason=dialog.reason.text())

    def ask_shots(self) -> None:
        from .shots_dialog import ShotsDialog
        dialog = ShotsDialog(self.controller.state, self)
        if dialog.exec() == ShotsDialog.DialogCode.Accepted:
            self.controller.run(c.shoot, shots=dialog.shots())

    def set_show_roles(self, shown: bool) -> None:
        self.show_roles = shown
        self.refresh()

    def show_message(self, text: str) -> None:
        self.message = text
        self.refresh()

    # -- painting ------------------------------------------------------------------------
    def refresh(self) -> None:
        if self.controller is None:
            return
        state, pending = self.controller.state, self.controller.pending
        self.roles_banner.setVisible(self.show_roles and not state.ended)
        wording = describe(state, pending)
        extras = []
        if state.step is not None and state.step.kind is StepKind.SHOT and len(state.living_black()) > 1 \
                and state.ruleset.shooting is Shooting.EACH_BLACK:
            extras = [(self.tr("Shots differ: each black's target…"), "shots-differ", self.ask_shots)]
        if state.ended:
            extras = [(self.tr("Export protocol…"), "export-protocol",
                       lambda: self.exportRequested.emit(self.controller.game_id)),
                      (self.tr("Print protocol…"), "print-protocol",
                       lambda: self.printRequested.emit(self.controller.game_id)),
                      (self.tr("New game"), "new-game-after", self.newGameRequested.emit)]
        answer = last_answer(state) if state.step and state.step.kind is not StepKind.SHOT else None
        self.panel.show_flow(wording, intents.buttons(state, pending), intents.timer_actions(state),
                             answer, self.message, extras)
        self._paint_map(wording)
        self.changed.emit()

    def _paint_map(self, wording=None) -> None:
        state = self.controller.state
        wording = wording or describe(state, self.controller.pending)
        remaining = state.remaining(self.clock())
        timer_state = "normal"
        if remaining is not None:
            if remaining <= 0:
                timer_state = "over"
            elif remaining <= state.ruleset.timers.warning:
                timer_state = "warning"
        self.seat_map.show_state(seat_views(state, self.controller.pending, self.show_roles),
                                 [wording.phase, wording.headline], clock(remaining), timer_state)

    def tick(self) -> None:
        """Ten times a second: the clock on the map, and the sounds at 10 s left and at 0."""
        if self.controller is None:
            return
        state = self.controller.state
        if state.step != self._timer_step:
            self._timer_step, self._timer_marks = state.step, set()
        remaining = state.remaining(self.clock())
        if remaining is not None and state.timer.running:
            if remaining <= 0 and "end" not in self._timer_marks:
                self._timer_marks |= {"warning", "end"}
                self.sounds.play("end")
            elif remaining <= state.ruleset.timers.warning and "warning" not in self._timer_marks:
                self._timer_marks.add("warning")
                self.sounds.play("warning")
        self._paint_map()
