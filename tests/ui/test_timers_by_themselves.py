"""The setting "start the next timer after an announcement" (on unless the host turns it off):
the last word after the vote's result and the don's 15 s check after the shot run by
themselves; one Ctrl+Z takes back the action and the timer it started (issue 28)."""

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QCheckBox, QDialogButtonBox

from mafia_desktop import preferences
from mafia_desktop.engine import StepKind, commands as c
from mafia_desktop.engine.state import snapshot
from mafia_desktop.ui.shared.settings_dialog import SettingsDialog
from mafia_desktop.words.replay import event_lines
from tests.engine.table import Table
from tests.engine.test_voting import day_two

from .conftest import activate, opened_an_hour_later
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


def redo_key(qtbot, window) -> None:
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)


def undo_key(qtbot, window) -> None:
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def test_closed_and_resumed_one_redo_gives_back_the_vote_and_its_timer_as_they_were(qtbot, window, archive, clock):
    """The undo above took back the vote, the last word's timer the app started and its
    pause at the resume: one Ctrl+Shift+Z brings back all three, the last word paused at
    the time he had left (not the vote alone, its timer still to start)."""
    t = day_two(Table())
    t.speak({2: 3, 3: 4})
    controller = on_the_table(qtbot, window, archive, t)
    vote_by_clicks(qtbot, window, {3: [1, 2, 5, 6]})
    clock.now += 600
    window.open_game(controller.game_id)
    activate(qtbot, window)
    controller = window.controller
    before = snapshot(controller.state)
    assert before.step.kind is StepKind.LAST_WORD and before.timer.started and not before.timer.running
    for _ in range(2):                                        # and again: the round trip holds
        undo_key(qtbot, window)
        assert controller.state.step.kind is StepKind.VOTE and window.redo_action.isEnabled()
        redo_key(qtbot, window)
        assert controller.state == before and controller.state.timer == before.timer
        assert controller.state.redo_depth == 0 and not window.redo_action.isEnabled()


def resumed_mid_speech(qtbot, window, archive, clock, last_action):
    """Seat 1's speech on day 1, his timer started by the host; 20 s in, ``last_action``
    (the host's, the last the log holds); the app closed and opened an hour later: the
    app paused his clock at the log's last moment."""
    t = Table()
    t.to_day()                                                # seat 1 has the floor
    t.run(c.start_timer, now=t.now)
    last_action(t)
    controller = opened_an_hour_later(qtbot, window, archive, clock, t)
    window.tick()
    assert controller.game.events[-1].by_itself and not controller.state.timer.running
    return controller


def test_a_resumed_games_undone_nomination_comes_back_with_redo(qtbot, window, archive, clock):
    """Ctrl+Z after a resume takes back the host's nomination and the app's pause, then
    pauses the clock again (it would run on from an hour ago): that pause is the app's, and
    Ctrl+Shift+Z still gives the nomination back, the speaker's 40 s left as they were."""
    controller = resumed_mid_speech(qtbot, window, archive, clock,
                                    lambda t: t.run(c.nominate, by=1, seat=5))
    before = snapshot(controller.state)
    assert window.seat_map.timer_text == "0:40" and before.ballot() == [5]
    for _ in range(2):                                        # undo, redo, undo, redo
        undo_key(qtbot, window)
        window.tick()
        state = controller.state
        assert state.ballot() == [] and not state.timer.running and window.seat_map.timer_text == "0:40"
        assert window.redo_action.isEnabled()
        redo_key(qtbot, window)
        window.tick()
        assert controller.state == before and controller.state.timer == before.timer
        assert window.seat_map.timer_text == "0:40" and not window.redo_action.isEnabled()
    # and the log, read again as any version of the app reads it, holds the same game
    window.open_game(controller.game_id)
    activate(qtbot, window)
    assert window.controller.state == before and window.controller.state.timer == before.timer


def test_a_resumed_games_undone_next_comes_back_with_the_next_speakers_time(qtbot, window, archive, clock):
    """The host's Next started seat 2's timer; closed 5 s into it, opened again, paused by
    the app. Ctrl+Z: seat 1 has the floor again, his clock paused; Ctrl+Shift+Z: seat 2's
    speech again with the app's pause as it was: 55 s left, no red overtime."""
    controller = resumed_mid_speech(qtbot, window, archive, clock,   # 15 s in: seat 1's speech ends
                                    lambda t: t.run(c.next_turn, now=t.now + 15, then_start=True))
    before = snapshot(controller.state)
    assert before.step.seat == 2 and window.seat_map.timer_text == "0:55"
    undo_key(qtbot, window)
    window.tick()
    assert controller.state.step.seat == 1 and not controller.state.timer.running
    redo_key(qtbot, window)
    window.tick()
    state = controller.state
    assert state == before and state.timer == before.timer and not state.timer.running
    assert window.seat_map.timer_text == "0:55"
    undo_key(qtbot, window)                                   # and again
    redo_key(qtbot, window)
    assert controller.state == before and controller.state.timer == before.timer


def test_two_undos_after_a_resume_come_back_with_two_redos(qtbot, window, archive, clock):
    def a_nomination_and_a_foul(t: Table) -> None:
        t.run(c.nominate, by=1, seat=5)
        t.run(c.foul, seat=6)
    controller = resumed_mid_speech(qtbot, window, archive, clock, a_nomination_and_a_foul)
    before = snapshot(controller.state)
    undo_key(qtbot, window)
    middle = snapshot(controller.state)
    undo_key(qtbot, window)
    assert controller.state.ballot() == [] and controller.state.seat(6).fouls == 0
    redo_key(qtbot, window)
    assert controller.state == middle and controller.state.timer == middle.timer
    redo_key(qtbot, window)
    assert controller.state == before and controller.state.timer == before.timer
    assert not window.redo_action.isEnabled() and not controller.redo()


def test_a_new_action_after_a_resumed_games_undo_forgets_the_redo(qtbot, window, archive, clock):
    controller = resumed_mid_speech(qtbot, window, archive, clock,
                                    lambda t: t.run(c.nominate, by=1, seat=5))
    undo_key(qtbot, window)
    assert window.redo_action.isEnabled()
    tap(qtbot, window, 6)                                     # the host nominates seat 6 instead
    assert controller.state.ballot() == [6]
    assert not window.redo_action.isEnabled()
    redo_key(qtbot, window)
    assert controller.state.ballot() == [6] and not controller.redo()
