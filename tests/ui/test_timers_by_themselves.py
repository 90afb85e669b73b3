"""The setting "start the next timer after an announcement" (on unless the host turns it off):
the last word after the vote's result and the don's 15 s check after the shot run by
themselves; one Ctrl+Z takes back the action and the timer it started (issue 28)."""

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QCheckBox, QDialogButtonBox

from mafia_desktop import preferences
from mafia_desktop.engine import StepKind
from mafia_desktop.ui.shared.settings_dialog import SettingsDialog
from mafia_desktop.words.replay import event_lines
from tests.engine.table import Table
from tests.engine.test_voting import day_two

from .conftest import activate
from .test_host_at_the_table import on_the_table, tap, vote_by_clicks


def at_the_shot(t: Table) -> Table:
    t.to_day()
    t.speak()
    assert t.step.kind is StepKind.SHOT
    return t


def test_the_dons_check_timer_starts_by_itself_after_the_shot(qtbot, window, archive):
    controller = on_the_table(qtbot, window, archive, at_the_shot(Table()))
    tap(qtbot, window, 10)
    state = controller.state
    assert state.step.kind is StepKind.DON_CHECK and state.step.seconds == 15 and state.timer.running


def test_the_last_word_after_the_result_starts_and_one_undo_takes_back_both(qtbot, window, archive):
    t = day_two(Table())
    t.speak({2: 3, 3: 4})
    controller = on_the_table(qtbot, window, archive, t)
    vote_by_clicks(qtbot, window, {3: [1, 2, 5, 6]})
    assert controller.state.step.kind is StepKind.LAST_WORD and controller.state.timer.running
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert controller.state.step.kind is StepKind.VOTE and not controller.state.timer.started
    assert controller.state.redo_depth == 2                  # the vote and the timer it started


def test_turned_off_in_the_settings_the_timers_wait_for_space(qtbot, window, archive):
    def untick() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, SettingsDialog):
            QTimer.singleShot(20, untick)
            return
        box = dialog.findChild(QCheckBox, "start-after-announcement")
        assert box.isChecked()                                # on unless the host turns it off
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().center())
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    QTimer.singleShot(0, untick)
    window.settings_action.trigger()
    assert preferences.timers_after_announcements() is False
    controller = on_the_table(qtbot, window, archive, at_the_shot(Table()))
    tap(qtbot, window, 10)
    assert controller.state.step.kind is StepKind.DON_CHECK and not controller.state.timer.running
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert controller.state.timer.running


def test_next_keeps_its_own_setting(qtbot, window, archive):
    preferences.save_auto_start_timers(False)                 # the host starts speeches by hand
    t = day_two(Table())
    controller = on_the_table(qtbot, window, archive, t)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert controller.state.step.kind is StepKind.SPEECH and not controller.state.timer.running


def test_closed_and_resumed_one_undo_still_takes_back_the_vote_and_its_timer(qtbot, window, archive, clock):
    """The log itself says which timer the app started and which pause it made at a resume
    (``by_itself``): closed and opened again, twice, the host's one Ctrl+Z still takes back
    his vote, the last word's timer it started and the app's pause, not the timer alone."""
    t = day_two(Table())
    t.speak({2: 3, 3: 4})
    controller = on_the_table(qtbot, window, archive, t)
    vote_by_clicks(qtbot, window, {3: [1, 2, 5, 6]})
    started = controller.game.events[-1]
    assert started.by_itself and controller.state.timer.running
    for _ in range(2):                                        # the app closed and opened again
        clock.now += 600
        window.open_game(controller.game_id)
        activate(qtbot, window)
        assert window.controller is not controller
        controller = window.controller
        assert controller.state.step.kind is StepKind.LAST_WORD and not controller.state.timer.running
    assert [e.by_itself for e in controller.game.events[-2:]] == [True, True]   # the start, the pause
    said = event_lines(controller.game.events)[-2:]          # and the replay says whose they were
    assert said[0].endswith("Timer started by itself: seat 4's last word")
    assert "Timer paused as the game was opened again: seat 4's last word (" in said[1]
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert controller.state.step.kind is StepKind.VOTE and not controller.state.timer.started


def test_the_hosts_own_start_and_pause_are_no_apps(qtbot, window, archive):
    """A timer the host starts with Space is his action: one Ctrl+Z takes back that alone."""
    t = day_two(Table())
    controller = on_the_table(qtbot, window, archive, t)
    preferences.save_auto_start_timers(False)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert controller.state.timer.running and not controller.game.events[-1].by_itself
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not controller.state.timer.started and controller.state.redo_depth == 1
