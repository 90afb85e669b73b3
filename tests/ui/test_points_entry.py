"""The host's extra points and penalties, from the seat menu, during or after the game."""

from fractions import Fraction

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from mafia_desktop.ui.table.points_dialog import PointsDialog

from bench.clicking_host import ClickingHost

from .test_full_games import NAMES, SPORT_CARDS


def answer(points: str, reason: str) -> list[str]:
    """Fill the points dialog once it is up; returns its error texts (if it refused)."""
    errors: list[str] = []

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, PointsDialog):
            QTimer.singleShot(20, fill)
            return
        dialog.amount.setText(points)
        dialog.reason.setText(reason)
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
        if dialog.isVisible():
            errors.append(dialog.error.text())
            dialog.reject()
    QTimer.singleShot(0, fill)
    return errors


def test_points_after_the_end_are_stored_as_an_event(qtbot, window):
    host = ClickingHost(qtbot, window, seed=3)
    host.new_game("sport", NAMES, cards=SPORT_CARDS)
    host.play_to_end()
    answer("0,3", "kept the table calm")
    window.game_page.ask_points(3)
    [adjustment] = window.controller.state.adjustments
    assert (adjustment.seat, adjustment.points, adjustment.reason) == (3, Fraction("0.3"), "kept the table calm")
    assert window.archive.load(window.controller.game_id).state.adjustments == [adjustment]


def test_points_without_a_reason_are_refused_and_nothing_is_stored(qtbot, window):
    host = ClickingHost(qtbot, window, seed=3)
    host.new_game("sport", NAMES, cards=SPORT_CARDS)
    before = len(window.archive.events(window.controller.game_id))
    answer("-0.5", "")
    window.game_page.ask_points(4)
    assert window.message == "Write why seat 4 gets these points"
    errors = answer("lots", "x")
    window.game_page.ask_points(4)
    assert errors and "not a number" in errors[0]
    assert len(window.archive.events(window.controller.game_id)) == before
