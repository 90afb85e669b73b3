"""The main window: the start page, and the game page (seat map + flow panel)."""

from __future__ import annotations

import time
from typing import Callable

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QFont, QKeySequence
from PySide6.QtWidgets import (
    QDialog, QFileDialog, QHBoxLayout, QInputDialog, QLabel, QMainWindow, QMenu, QMessageBox,
    QStackedWidget, QToolBar, QVBoxLayout, QWidget,
)

from mafia_desktop.engine import RuleViolation, StepKind
from mafia_desktop.store import Archive

from . import intents
from .controller import GameController
from .flowpanel import FlowPanel
from .new_game import NewGameDialog
from .seatmap import SeatMap
from .seatview import seat_views
from .sounds import Sounds
from .start_page import StartPage
from .wording import clock, describe, last_answer

TICK_MS = 100
SEAT_KEY_WAIT_MS = 700   # for tables over ten seats: "1", "2" within this → seat 12


class MainWindow(QMainWindow):
    def __init__(self, archive: Archive, *, clock_fn: Callable[[], float] = time.time,
                 sounds: bool = True, rng=None) -> None:
        super().__init__()
        self.archive = archive
        self.clock = clock_fn
        self.rng = rng
        self.controller: GameController | None = None
        self.show_roles = False
        self.message = ""
        self.sounds = Sounds(self, enabled=sounds)
        self._timer_marks: set[str] = set()
        self._timer_step = None
        self._seat_digits = ""
        self.setWindowTitle("Mafia host")
        self.resize(1280, 800)

        self.start = StartPage(archive)
        self.start.newGameRequested.connect(self.new_game)
        self.start.resumeRequested.connect(self.open_game)
        self.start.exportRequested.connect(self.export_protocol)
        self.seat_map = SeatMap()
        self.seat_map.seatTapped.connect(self.tap_seat)
        self.seat_map.seatMenuRequested.connect(self.seat_menu)
        self.panel = FlowPanel()
        self.panel.actionChosen.connect(self.perform)
        self.roles_banner = QLabel("ROLES VISIBLE TO ANYONE WHO LOOKS — Ctrl+R hides them",
                                   objectName="roles-banner", alignment=Qt.AlignmentFlag.AlignCenter)
        self.roles_banner.setStyleSheet("background: #c62828; color: white; font-weight: bold; padding: 6px;")
        self.roles_banner.hide()
        game_page = QWidget()
        columns = QHBoxLayout()
        columns.addWidget(self.seat_map, 3)
        columns.addWidget(self.panel, 2)
        page_layout = QVBoxLayout(game_page)
        page_layout.addWidget(self.roles_banner)
        page_layout.addLayout(columns, 1)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.start)
        self.pages.addWidget(game_page)
        self.game_page = game_page
        self.setCentralWidget(self.pages)
        self._build_toolbar()
        self._seat_key_timer = QTimer(self, singleShot=True, interval=SEAT_KEY_WAIT_MS)
        self._seat_key_timer.timeout.connect(self._flush_seat_digits)
        self.ticker = QTimer(self, interval=TICK_MS)
        self.ticker.timeout.connect(self.tick)
        self.ticker.start()

    # -- toolbar and keys ----------------------------------------------------------------------
    def _build_toolbar(self) -> None:
        bar = QToolBar("Game", objectName="toolbar")
        bar.setMovable(False)
        font = QFont(bar.font())
        font.setPointSize(13)
        bar.setFont(font)
        self.addToolBar(bar)

        def action(text: str, slot, shortcut=None, *, name: str, checkable: bool = False) -> QAction:
            act = QAction(text, self, objectName=name, checkable=checkable)
            if shortcut:
                act.setShortcuts(shortcut if isinstance(shortcut, list) else [shortcut])
            act.triggered.connect(slot)
            bar.addAction(act)
            return act

        self.home_action = action("Games", self.go_home, name="home")
        self.undo_action = action("Undo", self.undo, QKeySequence.StandardKey.Undo, name="undo")
        self.redo_action = action("Redo", self.redo, [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")],
                                  name="redo")
        self.roles_action = action("Show roles", self.toggle_roles, QKeySequence("Ctrl+R"), name="roles",
                                   checkable=True)
        self.foul_action = action("Foul on the speaker (F)", self.foul_speaker, QKeySequence("F"), name="foul")
        self.export_action = action("Export protocol…", lambda: self.export_protocol(self.current_id()),
                                    QKeySequence("Ctrl+E"), name="export")
        self.fullscreen_action = action("Full screen", self.toggle_full_screen, QKeySequence("F11"),
                                        name="fullscreen")
        self._game_actions = [self.undo_action, self.redo_action, self.roles_action, self.foul_action,
                              self.export_action]
        self._set_game_actions()

    def _set_game_actions(self) -> None:
        on_game = self.controller is not None and self.pages.currentWidget() is self.game_page
        for act in self._game_actions:
            act.setEnabled(on_game)
        if on_game:
            state = self.controller.state
            self.undo_action.setEnabled(state.can_undo)
            self.redo_action.setEnabled(state.can_redo)

    def keyPressEvent(self, event) -> None:
        if self.controller is None or self.pages.currentWidget() is not self.game_page:
            return super().keyPressEvent(event)
        key, text = event.key(), event.text()
        if text.isdigit() and len(text) == 1:
            self.seat_digit(text)
        elif key == Qt.Key.Key_Space:
            self._press_timer_toggle()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._press_primary()
        elif key == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
        else:
            super().keyPressEvent(event)

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

    def _press_timer_toggle(self) -> None:
        actions = intents.timer_actions(self.controller.state)
        if actions:
            self.perform(actions[0])

    def _press_primary(self) -> None:
        primary = [a for a in intents.buttons(self.controller.state, self.controller.pending) if a.primary]
        if primary:
            self.perform(primary[0])

    # -- pages ---------------------------------------------------------------------------------
    def go_home(self) -> None:
        self.pages.setCurrentWidget(self.start)
        self.start.refresh()
        self._set_game_actions()

    def current_id(self) -> str | None:
        return self.controller.game_id if self.controller else None

    def new_game(self) -> None:
        dialog = NewGameDialog(self.archive.nicknames(limit=5000), self, rng=self.rng)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        self.activateWindow()   # the host's keys belong to the window again
        if accepted:
            self.open_game(self.archive.create_game(dialog.events))

    def open_game(self, game_id: str) -> None:
        self.controller = GameController(self.archive, game_id, clock=self.clock, parent=self)
        self.controller.changed.connect(self.refresh)
        self.controller.failed.connect(self.show_message)
        self.message = ""
        self.pages.setCurrentWidget(self.game_page)
        self.refresh()

    # -- acting --------------------------------------------------------------------------------
    def perform(self, action: intents.Action) -> None:
        if self.controller is not None:
            self.message = ""
            self.controller.perform(action)

    def tap_seat(self, seat: int) -> None:
        if self.controller is not None:
            self.message = ""
            self.controller.tap(seat)

    def undo(self) -> None:
        if self.controller is not None:
            self.controller.undo()

    def redo(self) -> None:
        if self.controller is not None:
            self.controller.redo()

    def foul_speaker(self) -> None:
        if self.controller is None:
            return
        seat = intents.foul_target(self.controller.state)
        if seat is None:
            self.show_message("Nobody has the floor: long-press a seat to give a foul")
        else:
            self.controller.foul(seat)

    def seat_menu(self, seat: int, where: QPoint) -> None:
        if self.controller is None:
            return
        state = self.controller.state
        menu = QMenu(self)
        menu.addAction(f"Foul for seat {seat} ({state.seat(seat).fouls}/4)", lambda: self.controller.foul(seat))
        if state.ruleset.technical_fouls:
            menu.addAction("Technical foul", lambda: self.controller.foul(seat, technical=True))
        menu.addAction("Remove from the game…", lambda: self.ask_removal(seat))
        menu.addAction("Correct the nickname…", lambda: self.ask_rename(seat))
        menu.popup(where)

    def ask_removal(self, seat: int) -> None:
        reason, ok = QInputDialog.getText(self, "Remove a player",
                                          f"Why is seat {seat} removed? (he leaves at once, no last word)")
        if ok:
            self.controller.remove(seat, reason.strip() or "disqualified")

    def ask_rename(self, seat: int) -> None:
        from mafia_desktop.engine import commands as c
        name, ok = QInputDialog.getText(self, "Nickname", f"Nickname of seat {seat}",
                                        text=self.controller.state.seat(seat).nickname)
        if ok:
            self.controller.run(c.rename, seat=seat, nickname=name)

    def toggle_roles(self) -> None:
        self.show_roles = self.roles_action.isChecked()
        self.roles_action.setText("Hide roles" if self.show_roles else "Show roles")
        self.refresh()

    def toggle_full_screen(self) -> None:
        self.showNormal() if self.isFullScreen() else self.showFullScreen()

    def show_message(self, text: str) -> None:
        self.message = text
        self.refresh()

    # -- painting ------------------------------------------------------------------------------
    def refresh(self) -> None:
        self._set_game_actions()
        if self.controller is None:
            return
        state, pending = self.controller.state, self.controller.pending
        self.roles_banner.setVisible(self.show_roles and not state.ended)
        wording = describe(state, pending)
        extras = []
        if state.ended:
            extras = [("Export protocol…", "export-protocol", lambda: self.export_protocol(self.current_id())),
                      ("New game", "new-game-after", self.new_game)]
        answer = last_answer(state) if state.step and state.step.kind is not StepKind.SHOT else None
        self.panel.show_flow(wording, intents.buttons(state, pending), intents.timer_actions(state),
                             answer, self.message, extras)
        self._paint_map()

    def _paint_map(self) -> None:
        state = self.controller.state
        wording = describe(state, self.controller.pending)
        remaining = state.remaining(self.clock())
        timer_state = "normal"
        if remaining is not None and state.ruleset:
            if remaining <= 0:
                timer_state = "over"
            elif remaining <= state.ruleset.timers.warning:
                timer_state = "warning"
        centre = [wording.phase, wording.headline]
        self.seat_map.show_state(seat_views(state, self.controller.pending, self.show_roles), centre,
                                 clock(remaining), timer_state)

    def tick(self) -> None:
        """Ten times a second: the clock on the map, and the sounds at 10 s left and at 0."""
        if self.controller is None or self.pages.currentWidget() is not self.game_page:
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

    # -- protocol ------------------------------------------------------------------------------
    def export_protocol(self, game_id: str | None) -> None:
        if not game_id:
            return
        try:
            from mafia_desktop.protocol import protocol_filename, write_protocol
        except ImportError:
            self.show_message("The PDF protocol is not available in this build")
            return
        from datetime import datetime
        from pathlib import Path
        row = self.archive.game(game_id)
        events = self.archive.events(game_id)
        started = datetime.fromisoformat(row.created_at)
        finished = datetime.fromisoformat(row.finished_at) if row.finished_at else None
        from mafia_desktop.engine import fold
        suggested = str(Path.home() / protocol_filename(fold(events), started))
        path, _ = QFileDialog.getSaveFileName(self, "Export protocol", suggested, "PDF (*.pdf)")
        if not path:
            return
        try:
            write_protocol(events, path, game_id=game_id, started_at=started, finished_at=finished)
        except (OSError, RuleViolation) as error:
            QMessageBox.warning(self, "Export protocol", f"The protocol could not be written: {error}")
            return
        self.show_message(f"Protocol saved: {path}")
