"""The game page: the seat map beside the flow panel, and everything the host does there.

Loaded when the first game is opened, so the start page comes up without the rules engine.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QInputDialog, QMenu, QSplitter, QVBoxLayout, QWidget

from mafia_desktop.engine import State, Step, commands as c
from mafia_desktop.engine.narration import next_foul
from mafia_desktop.engine.validate import shots_may_differ
from mafia_desktop.i18n import message_text
from mafia_desktop.numerals import digits
from mafia_desktop.preferences import auto_start_timers
from mafia_desktop.store import Archive

from mafia_desktop.ui.shared.colours import ColouredLabel
from mafia_desktop.ui.shared.remembered import remember_splitter
from mafia_desktop.ui.table import intents
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.flowpanel import Extra, FlowPanel
from mafia_desktop.ui.table.points_dialog import PointsDialog
from mafia_desktop.ui.table.seatmap import SeatMap
from mafia_desktop.ui.table.seatview import seat_views
from mafia_desktop.ui.table.sounds import Sounds
from mafia_desktop.ui.table.steady_clock import SteadyClock
from mafia_desktop.words.table import Wording, clock, describe, phase_name

SEAT_KEY_WAIT_MS = 700   # for tables over ten seats: "1", "2" within this → seat 12
#: After F: the seat's number follows within this, else the foul is the speaker's.
FOUL_KEY_WAIT_MS = 1200


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
        self.message_is_error = True
        self._timer_marks: set[str] = set()
        self._timer_step: Step | None = None
        self._seat_digits = ""
        #: F was pressed: the next seat number (typed or tapped) gets the foul.
        self.foul_armed = False
        #: The last tap on a seat: (seat, when, the count of events it left in the log).
        self._last_tap: tuple[int, float, int] | None = None
        #: The table as it stood before the last tap on a seat, while a second tap could still
        #: make that tap a slip (a double tap is a foul; its first tap is taken back): the
        #: audience (its screen, the stream's overlay) is shown this meanwhile, so that a slip
        #: never reaches it. None once the double tap's time is over, or another action came.
        self.tentative: State | None = None
        self._tapping = False
        self._slip_window = QTimer(self, singleShot=True)
        self._slip_window.timeout.connect(self._tap_stands)
        self.seat_map = SeatMap()
        self.seat_map.seatTapped.connect(self._tapped_on_the_map)
        self.seat_map.seatDoubleTapped.connect(self.double_tap_seat)
        self.seat_map.seatMenuRequested.connect(self.seat_menu)
        self.panel = FlowPanel()
        self.panel.actionChosen.connect(self.perform)
        self.panel.goOn.connect(self.go_on)
        self.roles_banner = ColouredLabel(self.tr("ROLES VISIBLE TO ANYONE WHO LOOKS — Ctrl+R hides them"),
                                          meaning="alarm-fill", banner=True, bold=True, objectName="roles-banner",
                                          alignment=Qt.AlignmentFlag.AlignCenter)
        self.roles_banner.hide()
        # The map and the panel 3:2, as the host last dragged the line between them.
        self.splitter = QSplitter(Qt.Orientation.Horizontal, objectName="table-splitter", childrenCollapsible=False)
        self.splitter.addWidget(self.seat_map)
        self.splitter.addWidget(self.panel)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setSizes([3000, 2000])
        remember_splitter(self.splitter, "table-splitter")
        layout = QVBoxLayout(self)
        layout.addWidget(self.roles_banner)
        layout.addWidget(self.splitter, 1)
        self._seat_key_timer = QTimer(self, singleShot=True, interval=SEAT_KEY_WAIT_MS)
        self._seat_key_timer.timeout.connect(self._flush_seat_digits)
        self._foul_timer = QTimer(self, singleShot=True, interval=FOUL_KEY_WAIT_MS)
        self._foul_timer.timeout.connect(self._foul_the_speaker)

    def open(self, game_id: str) -> None:
        """Show a game; raises ArchiveError (and keeps the one shown) if it cannot be loaded."""
        controller = GameController(self.archive, game_id, clock=self.clock, parent=self)
        if self.controller is not None:
            self.controller.deleteLater()
        self.controller = controller
        self.controller.changed.connect(self._after_action)
        self.controller.failed.connect(self.show_message)
        self.message = ""
        self.foul_armed = False
        self.tentative = None
        self._slip_window.stop()
        self.refresh()

    @property
    def _shown(self) -> GameController:
        """The shown game's controller, for the paths that run only once a game is open (a
        game replaces the last, none closes it)."""
        assert self.controller is not None, "no game is open"
        return self.controller

    def _after_action(self) -> None:
        """Whatever was said about the last step (a refusal, a notice) is old now."""
        self.message = ""
        controller = self._shown
        if self._tapping and controller.before is not None:
            self.tentative = controller.before
            self._slip_window.start(QGuiApplication.styleHints().mouseDoubleClickInterval())
        else:
            self.tentative = None
            self._slip_window.stop()
        self.refresh()

    def _tap_stands(self) -> None:
        """No second tap came: the tap was meant, and the audience is shown it."""
        self.tentative = None
        self.changed.emit()

    # -- the host's keys -----------------------------------------------------------------
    def key(self, key: int, text: str) -> bool:
        """Digits pick seats, Space starts or pauses the timer, Enter presses the main
        button, F and a seat's number give that seat a foul, a letter presses the button
        that shows it. True if the key was the game's."""
        if self.controller is None:
            return False
        state = self.controller.state
        if digits(text) and len(text) == 1:
            self.seat_digit(text)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.foul_armed:
                self._foul_the_speaker()
            elif self.controller.answer is not None:
                self.go_on()
            else:
                self._press_first([a for a in self._buttons() if a.primary])
        elif self.controller.answer is not None:
            if key == Qt.Key.Key_Space:
                self.go_on()
            else:
                return False
        elif key == Qt.Key.Key_Space:
            self._press_first(intents.timer_actions(state))
        elif key == Qt.Key.Key_F:
            self.arm_foul()
        elif key == Qt.Key.Key_Escape and self.foul_armed:
            self._disarm_foul()
            self.refresh()
        elif text and self._press_shortcut(text.upper()):
            pass
        else:
            return False
        return True

    def _press_shortcut(self, letter: str) -> bool:
        for action in self._buttons() + intents.timer_actions(self._shown.state):
            if action.shortcut == letter:
                self.perform(action)
                return True
        for extra in self._extras():
            if extra.shortcut == letter:
                extra.callback()
                return True
        return False

    def seat_digit(self, digit: str) -> None:
        """1–9 and 0 (= 10) pick a seat; over ten seats, two quick digits make 11–13."""
        size = self._shown.state.size
        self._seat_digits += digit
        typed = self._seat_digits
        if size <= 10 or len(typed) == 2 or typed == "0" or int(typed) * 10 > size:
            self._flush_seat_digits()
        else:
            self._seat_key_timer.start()

    def _flush_seat_digits(self) -> None:
        self._seat_key_timer.stop()
        typed, self._seat_digits = self._seat_digits, ""
        if not typed:
            return
        seat = 10 if typed == "0" else int(typed)
        if self.foul_armed:
            self._disarm_foul()
            self.give_foul(seat)
        else:
            self.tap_seat(seat)

    def _press_first(self, actions: list[intents.Action]) -> None:
        if actions:
            self.perform(actions[0])

    def _buttons(self) -> list[intents.Action]:
        return intents.buttons(self._shown.state, split=self._shown.split_shots,
                               auto_start=auto_start_timers())

    # -- fouls ---------------------------------------------------------------------------
    def arm_foul(self) -> None:
        """F: a foul for the seat whose number comes next; Enter, or a moment's wait, gives
        it to whoever has the floor."""
        if self.controller is None:
            return
        self.foul_armed = True
        self._foul_timer.start()
        speaker = intents.foul_target(self.controller.state)
        self.show_message(self.tr("Foul: type the seat's number (Enter: seat {seat}, who has the floor)").format(
            seat=speaker) if speaker is not None else self.tr("Foul: type the seat's number"), error=False)

    def _disarm_foul(self) -> None:
        self.foul_armed = False
        self._foul_timer.stop()

    def _foul_the_speaker(self) -> None:
        self._disarm_foul()
        self.foul_speaker()

    def foul_speaker(self) -> None:
        seat = intents.foul_target(self._shown.state)
        if seat is None:
            self.show_message(self.tr("Nobody has the floor: press F and the seat's number, "
                                      "or double-tap the seat"))
        else:
            self.give_foul(seat)

    def give_foul(self, seat: int, *, technical: bool = False) -> None:
        """A foul for the seat, said on the panel ("Seat 2: 1st foul"), which the host says
        aloud: on the map it is a dot, and F alone gives it a moment later. A foul with a
        penalty (the third, the fourth) is announced as the rules say instead."""
        controller = self._shown
        words = self._foul_words(controller.state, seat, technical)   # (what this one is, asked before)
        said = len(controller.said_today)
        if controller.foul(seat, technical=technical) and len(controller.said_today) == said:
            self.show_message(words, error=False)

    def _foul_words(self, state: State, seat: int, technical: bool = False) -> str:
        """What the seat's next foul is: "Seat 6: 4th foul: he leaves the game"."""
        return self.tr("Seat {seat}: {foul}").format(
            seat=seat, foul=message_text(next_foul(state, seat, technical=technical)))

    def double_tap_seat(self, seat: int) -> None:
        """A double tap is a foul for that seat. Its first tap was an action of its own (a
        nomination, a raised hand): that is taken back first."""
        if self.controller is None or not self.controller.state.is_seat(seat):
            return
        last, self._last_tap = self._last_tap, None
        events = len(self.controller.game.events)
        if last is not None and last[0] == seat and last[2] == events and \
                self.clock() - last[1] < 1.0 and self.controller.state.can_undo:
            self.controller.undo(slip=True)
        self.give_foul(seat)

    # -- acting --------------------------------------------------------------------------
    def perform(self, action: intents.Action) -> None:
        if self.controller is not None:
            self.message = ""
            self.controller.perform(action)

    def tap_seat(self, seat: int) -> None:
        if self.controller is None:
            return
        self.message = ""
        if self.foul_armed:
            self._disarm_foul()
            self.give_foul(seat)
            return
        if self.controller.answer is not None:
            self.go_on()   # the answer is given: a tap goes on, it chooses nothing
            return
        before = len(self.controller.game.events)
        self.controller.tap(seat)
        after = len(self.controller.game.events)
        self._last_tap = (seat, self.clock(), after) if after > before else None

    def _tapped_on_the_map(self, seat: int) -> None:
        """A tap on the map (not a typed number): a second tap may yet make it a slip."""
        self._tapping = True
        try:
            self.tap_seat(seat)
        finally:
            self._tapping = False

    def go_on(self) -> None:
        if self.controller is not None:
            self.controller.go_on()

    def seat_menu(self, seat: int, where: QPoint) -> None:
        controller = self.controller
        if controller is None:
            return
        state = controller.state
        menu = QMenu(self)
        # Each line says what the tap does ("Seat 6: 4th foul: he leaves the game"), not the
        # count he has now.
        menu.addAction(self._foul_words(state, seat), lambda: self.give_foul(seat))
        if state.technical_fouls_counted:
            menu.addAction(self._foul_words(state, seat, technical=True), lambda: self.give_foul(seat, technical=True))
        menu.addAction(self.tr("Remove from the game…"), lambda: self.ask_removal(seat))
        menu.addAction(self.tr("Correct the nickname…"), lambda: self.ask_rename(seat))
        menu.addAction(self.tr("Extra points or penalty…"), lambda: self.ask_points(seat))
        menu.popup(where)

    def ask_removal(self, seat: int) -> None:
        reason, ok = QInputDialog.getText(
            self, self.tr("Remove a player"),
            self.tr("Why is seat {seat} removed? (he leaves at once, no last word)").format(seat=seat))
        if ok:   # the reason is kept as written, in the host's language
            self._shown.remove(seat, reason.strip() or self.tr("disqualified"))

    def ask_rename(self, seat: int) -> None:
        name, ok = QInputDialog.getText(self, self.tr("Nickname"), self.tr("Nickname of seat {seat}").format(seat=seat),
                                        text=self._shown.state.seat(seat).nickname)
        if ok:
            self._shown.run(c.rename, seat=seat, nickname=name)

    def ask_points(self, seat: int) -> None:
        """During or after the game; the reason is printed on the protocol."""
        dialog = PointsDialog(seat, self._shown.state.seat(seat).nickname, self)
        if dialog.exec() == PointsDialog.DialogCode.Accepted:
            self._shown.run(c.adjust_points, seat=seat, points=dialog.points(),
                                reason=dialog.reason.text())

    def set_show_roles(self, shown: bool) -> None:
        self.show_roles = shown
        self.refresh()

    def show_message(self, text: str, *, error: bool = True) -> None:
        """A refusal (red) or a notice (``error=False``); gone with the next action."""
        self.message = text
        self.message_is_error = error
        self.refresh()
        if text:
            self.panel.announce(text, is_error=error)

    # -- painting ------------------------------------------------------------------------
    def _extras(self) -> list[Extra]:
        """Buttons beside the rules' own: the shots differ; the protocol and a new game."""
        controller = self._shown
        state = controller.state
        if shots_may_differ(state) and not (controller.split_shots or state.picked):
            # Beside Miss, not above it: the usual shot is one tap on the map, neither button.
            return [Extra(self.tr("Shots differ: tap each black's target"), "shots-differ",
                          controller.shots_differ, "S", primary=False)]
        if state.ended:
            game_id = controller.game_id
            return [Extra(self.tr("Export protocol…"), "export-protocol", lambda: self.exportRequested.emit(game_id),
                          self.tr("Ctrl+E")),
                    Extra(self.tr("Print protocol…"), "print-protocol", lambda: self.printRequested.emit(game_id),
                          self.tr("Ctrl+P")),
                    Extra(self.tr("New game"), "new-game-after", self.newGameRequested.emit, self.tr("Ctrl+N"))]
        return []

    def refresh(self) -> None:
        if self.controller is None:
            return
        controller = self.controller
        state = controller.state
        self.roles_banner.setVisible(self.show_roles and not state.ended)
        buttons = self._buttons()
        primary = next((action for action in buttons if action.primary), None)
        wording = describe(state, split=controller.split_shots, following=controller.following(primary),
                           announced=controller.announcement)
        if controller.answer is not None and controller.before is not None:
            wording.phase = phase_name(controller.before)   # still the night the checker woke in
        self.panel.show_flow(wording, buttons, intents.timer_actions(state),
                             message=self.message, message_is_error=self.message_is_error,
                             announcement=controller.announcement, answer=controller.answer,
                             extras=self._extras(),
                             said_today=[line for _, lines in controller.said_today for line in lines])
        self._paint_map(wording)
        self.changed.emit()

    def _paint_map(self, wording: Wording | None = None) -> None:
        controller = self._shown
        answer = controller.answer
        # While the checker gets his answer the map stays at his step (no morning yet).
        state = controller.before if answer is not None and controller.before is not None else controller.state
        wording = wording or describe(controller.state, split=controller.split_shots)
        remaining = state.remaining(self.clock())
        centre = [phase_name(state), answer.heading] if answer is not None else [wording.phase, wording.headline]
        self.seat_map.show_state(seat_views(state, self.show_roles, answer=answer), centre,
                                 clock(remaining) if answer is None else "", state.timer_state(remaining))
    def tick(self) -> None:
        """Ten times a second: the clock on the map, and the sounds at 10 s left and at 0."""
        if self.controller is None:
            return
        state = self.controller.state
        if state.step != self._timer_step:
            self._timer_step, self._timer_marks = state.step, set()
        if not state.timer.running and isinstance(self.clock, SteadyClock):
            self.clock.resync()   # no speech to move: back on the time of day
        remaining = state.remaining(self.clock())
        if state.timer.running:
            mark = state.timer_state(remaining)
            if mark == "over" and "end" not in self._timer_marks:
                self._timer_marks |= {"warning", "end"}
                self.sounds.play("end")
            elif mark == "warning" and "warning" not in self._timer_marks:
                self._timer_marks.add("warning")
                self.sounds.play("warning")
        self._paint_map()
