"""An announcement stays until the step it announces is over (a foul, the timer's Space do
not take it away), and the panel keeps the day's announcements to look back at (issue 28)."""

from PySide6.QtCore import Qt

from mafia_desktop.engine import StepKind
from tests.engine.table import Table
from tests.engine.test_voting import day_two

from .test_host_at_the_table import LEFT, announced, key, on_the_table, vote_by_clicks

RESULT = ["Votes: seat 3: 4, seat 4: 5.", "Seat 4 is voted out."]
MORNING = "Seat 10 was killed."   # day_two's night


def voted_out(qtbot, window, archive):
    t = day_two(Table())
    t.speak({2: 3, 3: 4})
    controller = on_the_table(qtbot, window, archive, t)
    vote_by_clicks(qtbot, window, {3: [1, 2, 5, 6]})
    assert controller.state.step.kind is StepKind.LAST_WORD and announced(window).splitlines() == RESULT
    return controller


def test_the_votes_result_stays_through_the_last_word_whatever_the_host_presses(qtbot, window, archive):
    controller = voted_out(qtbot, window, archive)
    assert controller.state.timer.running                    # started by itself after the result
    key(qtbot, window, Qt.Key.Key_Space)                     # the last word's timer paused
    assert not controller.state.timer.running and announced(window).splitlines() == RESULT
    key(qtbot, window, Qt.Key.Key_F)                          # a foul for the speaker
    key(qtbot, window, Qt.Key.Key_Return)
    assert controller.state.seat(4).fouls == 1 and announced(window).splitlines() == RESULT
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)   # the foul undone
    assert controller.state.seat(4).fouls == 0 and announced(window).splitlines() == RESULT
    key(qtbot, window, Qt.Key.Key_Return)                     # the last word is over
    assert controller.state.phase.value == "night" and announced(window) == ""


def test_the_days_announcements_are_kept_behind_a_button_until_the_next_day(qtbot, window, archive):
    controller = voted_out(qtbot, window, archive)
    panel = window.panel
    key(qtbot, window, Qt.Key.Key_Return)                     # the night: the result is off the screen
    assert announced(window) == "" and panel.said_today_button.isVisible()
    # The morning's news (the game was opened on day 2, from its log), then the vote's.
    assert panel.said_today_button.text() == "Said today (3)" and not panel.said_today.isVisible()
    qtbot.mouseClick(panel.said_today_button, LEFT)
    assert panel.said_today.isVisible() and panel.said_today.text().splitlines() == [MORNING, *RESULT]
    qtbot.mouseClick(panel.said_today_button, LEFT)
    assert not panel.said_today.isVisible()
    # The night played out: the morning is a new day, its news the first thing said on it.
    while controller.state.phase.value == "night":
        step = controller.state.step
        if step.kind is StepKind.SHOT:
            window.game_page.tap_seat(1)
        elif controller.answer is not None:
            window.game_page.go_on()
        else:
            qtbot.mouseClick(panel.buttons["nobody"], LEFT)
    said = [line for _, lines in controller.said_today for line in lines]
    assert said and not set(said) & set(RESULT) and panel.said_today_button.text() == f"Said today ({len(said)})"


def test_an_undone_vote_takes_its_words_off_the_screen_and_out_of_the_days(qtbot, window, archive):
    controller = voted_out(qtbot, window, archive)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert controller.state.step.kind is StepKind.VOTE and announced(window) == ""
    assert [lines for _, lines in controller.said_today] == [[MORNING]]   # the morning's news stays
    assert window.panel.said_today_button.text() == "Said today (1)"


def test_a_resumed_game_gets_back_the_days_announcements(qtbot, window, archive, clock):
    # Issue 38: resumed (the app restarted after a kill), "Said today" holds the morning's
    # news and the third foul's penalty as they were said, its button there at once.
    import random

    from mafia_desktop.ui.window import MainWindow
    controller = voted_out(qtbot, window, archive)
    panel = window.panel
    key(qtbot, window, Qt.Key.Key_Return)                     # the night
    while controller.state.phase.value == "night":
        if controller.state.step.kind is StepKind.SHOT:
            window.game_page.tap_seat(1)                      # seat 1 is killed
        elif controller.answer is not None:
            window.game_page.go_on()
        else:
            qtbot.mouseClick(panel.buttons["nobody"], LEFT)
    for _ in range(3):                                        # seat 5: a third foul
        key(qtbot, window, Qt.Key.Key_F)
        key(qtbot, window, Qt.Key.Key_5)
        key(qtbot, window, Qt.Key.Key_Return)
    assert controller.state.seat(5).fouls == 3
    said = [line for _, lines in controller.said_today for line in lines]
    assert any("third foul" in line for line in said) and any("killed" in line for line in said), said
    game_id = controller.game_id

    resumed = MainWindow(archive, clock_fn=clock, sounds=False, rng=random.Random(5))
    qtbot.addWidget(resumed)
    resumed.show()
    resumed.open_game(game_id)
    assert [line for _, lines in resumed.controller.said_today for line in lines] == said
    assert resumed.panel.said_today_button.isVisibleTo(resumed.panel)
    assert resumed.panel.said_today_button.text() == f"Said today ({len(said)})"


def test_undone_back_into_yesterday_the_days_announcements_come_back(qtbot, window, archive):
    # Found hosting 334187: undone from the morning back into the night, "Said today" was
    # empty (a round's words were kept only as they were said, and the morning cleared them).
    controller = voted_out(qtbot, window, archive)
    key(qtbot, window, Qt.Key.Key_Return)                     # the last word is over: the night
    while controller.state.phase.value == "night":
        if controller.state.step.kind is StepKind.SHOT:
            window.game_page.tap_seat(1)
        elif controller.answer is not None:
            window.game_page.go_on()
        else:
            qtbot.mouseClick(window.panel.buttons["nobody"], LEFT)
    assert all(MORNING not in lines for _, lines in controller.said_today)   # a new day
    while controller.state.phase.value != "night":
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [line for _, lines in controller.said_today for line in lines] == [MORNING, *RESULT]
    assert window.panel.said_today_button.text() == "Said today (3)"
