"""Issue 13: what the host announces and what sign he gives, every tap kept, one tap per thing.

Games are set up with the engine and put on the window's table; from there everything is
clicks on the seats' positions and keys on the window.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from mafia_desktop.engine import Role, StepKind, commands as c
from mafia_desktop.engine.customs import NOD, SHAKE
from tests.engine.table import Table
from tests.engine.test_voting import day_two

from .conftest import activate

ROOT = Path(__file__).resolve().parents[2]
LEFT = Qt.MouseButton.LeftButton


def on_the_table(qtbot, window, archive, table: Table):
    """The engine's game, resumed in the window."""
    game_id = archive.create_game(table.game.events)
    window.open_game(game_id)
    activate(qtbot, window)
    return window.controller


def tap(qtbot, window, seat: int) -> None:
    qtbot.mouseClick(window.seat_map, LEFT, pos=window.seat_map.seat_centre(seat))


def key(qtbot, window, name) -> None:
    qtbot.keyClick(window, name)


def announced(window) -> str:
    panel = window.panel
    return panel.announcement.text() if panel.announcement.isVisibleTo(panel) else ""


def roles_on_the_map(window) -> dict[int, Role]:
    return {view.number: view.role for view in window.seat_map.views if view.role is not None}


# -- night checks: the answer after the tap, gone by the morning --------------------------------

def night_one_shot_at_4(*checks) -> Table:
    """Day 1 without nominees; night 1: the mafia shoot 4; then the given night commands."""
    t = Table()
    t.to_day()
    t.speak()
    t.run(c.shoot, target=4)
    for command, seat in checks:
        t.run(command, seat=seat)
    return t


def test_the_don_and_the_sheriff_get_their_answers_and_nothing_is_left_by_the_morning(qtbot, window, archive):
    # 004 §2.1.3: the don hears sheriff / not sheriff, the sheriff black / red.
    t = night_one_shot_at_4()
    controller = on_the_table(qtbot, window, archive, t)
    panel = window.panel
    tap(qtbot, window, 8)                                   # the don points at seat 8
    assert panel.card.isVisibleTo(panel)
    assert panel.card_answer.text() == "THE SHERIFF" and panel.gesture.sign == NOD   # 004 §2.1.3: a nod
    assert "The don (seat 7) checked seat 8" in panel.card_heading.text()
    assert [v.answer for v in window.seat_map.views if v.answer] == ["check"]
    assert window.seat_map.views[7].gesture == NOD
    assert roles_on_the_map(window) == {7: Role.DON}        # roles hidden: the don's step shows the don only
    key(qtbot, window, Qt.Key.Key_Return)                   # the sign is given: go on
    assert not panel.card.isVisibleTo(panel)
    assert controller.state.step.kind is StepKind.SHERIFF_CHECK
    tap(qtbot, window, 9)
    assert panel.card_answer.text() == "BLACK" and panel.gesture.sign == NOD   # "fully analogous": a nod
    assert window.panel.phase.text() == "Night 1"           # the morning is not shown yet
    assert not any(view.status == "killed" for view in window.seat_map.views)
    assert roles_on_the_map(window) == {8: Role.SHERIFF}
    key(qtbot, window, Qt.Key.Key_Space)                    # Space goes on too
    assert not panel.card.isVisibleTo(panel)
    assert controller.state.phase.value == "day"
    assert not any(view.answer for view in window.seat_map.views)
    assert roles_on_the_map(window) == {}
    shown = " ".join((panel.headline.text(), panel.details.text(), announced(window)))
    assert "BLACK" not in shown and "SHERIFF" not in shown
    assert "Seat 4 was killed." in announced(window)


def test_a_red_check_shows_a_shake_of_the_head(qtbot, window, archive):
    # 004 §2.1.3: the sheriff's check is the don's, "fully analogous": a shake for "not mafia".
    t = night_one_shot_at_4((c.don_check, 1))
    on_the_table(qtbot, window, archive, t)
    key(qtbot, window, Qt.Key.Key_Return)                   # the don's answer was given
    tap(qtbot, window, 3)
    assert window.panel.card_answer.text() == "RED" and window.panel.gesture.sign == SHAKE
    assert window.panel.card_sign.text() == "Shake your head: no, red"


CLASSIC_ROLES = {Role.MAFIA: 2, Role.DOCTOR: 1, Role.MISTRESS: 1, Role.COMMISSAR: 1, Role.CIVILIAN: 3}
CLASSIC_DEAL = ["civilian", "mafia", "doctor", "mistress", "commissar", "civilian", "mafia", "civilian"]


def test_the_doctor_mistress_and_commissar_see_their_choice_and_answer(qtbot, window, archive):
    # 002 §1: mafia, doctor, mistress, commissar; the commissar learns mafia / not mafia.
    t = Table("classic", roles=CLASSIC_ROLES, deal=CLASSIC_DEAL)
    t.to_day()
    t.next()
    t.run(c.shoot, target=6)
    controller = on_the_table(qtbot, window, archive, t)
    panel = window.panel
    tap(qtbot, window, 6)
    assert "The doctor (seat 3) chose seat 6" in panel.card_heading.text()
    assert panel.card_answer.text() == "Seat 6 is saved tonight" and not panel.gesture.isVisibleTo(panel)
    key(qtbot, window, Qt.Key.Key_Return)
    tap(qtbot, window, 8)
    assert "The mistress (seat 4) chose seat 8" in panel.card_heading.text()
    key(qtbot, window, Qt.Key.Key_Return)
    tap(qtbot, window, 7)
    assert panel.card_answer.text() == "BLACK" and panel.gesture.sign == NOD
    key(qtbot, window, Qt.Key.Key_Return)
    assert controller.state.phase.value == "day" and not panel.card.isVisibleTo(panel)
    assert "The mafia shot, but the doctor saved the victim." in announced(window)


def test_the_answer_is_shown_again_after_a_crash(qtbot, window, archive):
    # The card is read off the log: a game resumed right after a check shows it again.
    t = night_one_shot_at_4((c.don_check, 8))
    on_the_table(qtbot, window, archive, t)
    assert window.panel.card_answer.text() == "THE SHERIFF"


# -- announcements, each at the step it leads to ------------------------------------------------

def vote_by_clicks(qtbot, window, hands: dict[int, list[int]]) -> None:
    """The round as a host taps it: each nominee's hands, then Enter; the last nominee's
    vote needs no tap."""
    state = window.controller.state
    ballot = list(state.vote_round.ballot)
    for nominee in ballot[:-1] if len(ballot) > 1 else ballot:
        assert window.controller.state.step.seat == nominee
        for voter in hands.get(nominee, []):
            tap(qtbot, window, voter)
        key(qtbot, window, Qt.Key.Key_Return)


def test_announce_a_tie_the_revote_and_the_failed_remove_all_vote(qtbot, window, archive):
    # 004 §2.4.1–§2.4.2: a tie, 30 s each, a revote; a tie again → the vote on all leaving.
    t = day_two(Table())
    t.speak({2: 3, 3: 4, 4: 5})
    controller = on_the_table(qtbot, window, archive, t)
    vote_by_clicks(qtbot, window, {3: [1, 2, 6], 4: [3, 5, 7]})
    assert "A tie between seats 3, 4 and 5: each speaks again, then a revote." in announced(window)
    assert "Votes: seat 3: 3, seat 4: 3, seat 5: 3." in announced(window)
    assert window.panel.headline.text() == "Seat 3 speaks again"
    for _ in range(3):
        key(qtbot, window, Qt.Key.Key_Return)
    assert announced(window) == ""                          # gone with the next action
    vote_by_clicks(qtbot, window, {3: [1, 2, 6], 4: [3, 5, 7]})
    assert "A tie again between seats 3, 4 and 5." in announced(window)
    assert "Ask: who is for seats 3, 4 and 5 all leaving? 5 of 9 needed." in announced(window)
    for voter in (1, 2, 6, 7):
        tap(qtbot, window, voter)
    key(qtbot, window, Qt.Key.Key_Return)
    assert announced(window) == "4 of 9 are for all of them leaving; 5 needed: nobody leaves."
    assert controller.state.phase.value == "night"
    # Issue 38: resumed at night, the day's result no longer stands above the night's
    # instruction; it is under "Said today".
    window.go_home()
    window.open_game(controller.game_id)
    assert announced(window) == "" and window.controller.state.phase.value == "night"
    said = [line for _, lines in window.controller.said_today for line in lines]
    assert "4 of 9 are for all of them leaving; 5 needed: nobody leaves." in said


def test_announce_the_passed_remove_all_vote(qtbot, window, archive):
    t = day_two(Table())
    t.speak({2: 3, 3: 4, 4: 5})
    t.vote({3: [1, 2, 6], 4: [3, 5, 7]})
    t.talk_through()
    t.vote({3: [1, 2, 6], 4: [3, 5, 7]})
    on_the_table(qtbot, window, archive, t)
    for voter in (1, 2, 6, 7, 8):
        tap(qtbot, window, voter)
    key(qtbot, window, Qt.Key.Key_Return)
    assert "5 of 9 are for all of them leaving: seats 3, 4 and 5 leave the table." in announced(window)


def test_announce_who_leaves_after_the_revote(qtbot, window, archive):
    t = day_two(Table())
    t.speak({2: 3, 3: 4})
    on_the_table(qtbot, window, archive, t)
    vote_by_clicks(qtbot, window, {3: [1, 2, 5, 6]})            # 4 against the other 5
    assert announced(window).splitlines() == ["Votes: seat 3: 4, seat 4: 5.", "Seat 4 is voted out."]
    assert window.panel.headline.text() == "Seat 4's last word (voted out)"


def test_announce_the_first_day_rule(qtbot, window, archive):
    # docs/options.md `first_day_vote` no-break: a single leader stays and speaks again.
    from mafia_desktop.engine.ruleset import FirstDayVote
    t = Table(first_day_vote=FirstDayVote.NO_BREAK)
    t.to_day()
    t.speak({1: 2, 2: 3})
    on_the_table(qtbot, window, archive, t)
    vote_by_clicks(qtbot, window, {2: [1, 3, 4, 5, 6, 7]})
    assert "on the first day a single leader stays (club rule) and speaks again" in announced(window)


def test_announce_no_vote_for_a_single_nominee_on_day_one(qtbot, window, archive):
    # 004 §2.2.1
    t = Table()
    t.to_day()
    t.speak({1: 4}, until=10)
    on_the_table(qtbot, window, archive, t)
    key(qtbot, window, Qt.Key.Key_Return)
    assert announced(window) == "Only one nominee on the first day: no vote."
    # Issue 38: the rule's section in a small line of its own, not in the words said aloud.
    assert window.panel.rule_line.isVisibleTo(window.panel) and window.panel.rule_line.text() == "[004 §2.2.1]"
    assert window.panel.upcoming.text() == "Then: the don's check"


def test_announce_the_monster_rule_after_a_removal(qtbot, window, archive):
    # 004 §2.4.3: a removal before the vote is complete: no vote today.
    t = day_two(Table())
    for _ in range(3):
        t.run(c.foul, seat=6)
    on_the_table(qtbot, window, archive, t)
    qtbot.mouseDClick(window.seat_map, LEFT, pos=window.seat_map.seat_centre(6))   # the fourth foul
    text = announced(window)
    assert "Seat 6 is removed (fourth foul): he leaves at once, without a last word." in text
    assert "Seat 6 was removed: no vote today (monster rule)." in text and "§" not in text
    assert window.panel.rule_line.text() == "[004 §2.4.3]"


def test_the_seat_menu_says_what_the_foul_tap_does(qtbot, window, archive):
    # Issue 38: after three fouls the menu's line is the fourth and what it does, not "(3/4)".
    t = day_two(Table())
    for _ in range(3):
        t.run(c.foul, seat=6)
    on_the_table(qtbot, window, archive, t)
    window.game_page.seat_menu(6, window.mapToGlobal(QPoint(20, 20)))
    menu = window.game_page.findChildren(QMenu)[-1]
    assert menu.actions()[0].text() == "Seat 6: 4th foul: he leaves the game"
    menu.actions()[0].trigger()
    assert not window.controller.state.seat(6).alive
    menu.close()


# -- every tap kept --------------------------------------------------------------------------

def test_ctrl_z_lowers_the_last_hand_and_redo_raises_it(qtbot, window, archive):
    t = day_two(Table())
    t.speak({2: 3, 3: 4, 4: 5})
    controller = on_the_table(qtbot, window, archive, t)
    tap(qtbot, window, 1)
    tap(qtbot, window, 6)
    assert controller.state.picked == [1, 6] and "Hands: 1, 6 (2)" in window.panel.details.text()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert controller.state.picked == [1] and controller.state.step.seat == 3
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert controller.state.picked == [1, 6]
    tap(qtbot, window, 6)                                   # a second tap lowers the hand
    assert controller.state.picked == [1]
    assert archive.events(controller.game_id) == controller.game.events


HOLD_HANDS = textwrap.dedent("""
    import os, sys, random, time
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    sys.path.insert(0, {root!r})
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from mafia_desktop.store import Archive
    from mafia_desktop.ui.window import MainWindow

    app = QApplication([])
    archive = Archive(sys.argv[1])
    window = MainWindow(archive, sounds=False, rng=random.Random(1))
    window.resize(1024, 600)
    window.show()
    window.open_game(archive.games()[0].id)
    for seat in (1, 5, 6, 8, 9):
        QTest.mouseClick(window.seat_map, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         window.seat_map.seat_centre(seat))
        print("raised", seat, flush=True)
    time.sleep(120)
""")


def test_raised_hands_survive_a_kill_mid_vote(qtbot, tmp_path, window_factory):
    from mafia_desktop.store import Archive
    db = tmp_path / "archive.sqlite3"
    t = day_two(Table())
    t.speak({2: 3, 3: 4})
    with Archive(db) as archive:
        archive.create_game(t.game.events)
    script = tmp_path / "hands.py"
    script.write_text(HOLD_HANDS.format(root=str(ROOT)))
    process = subprocess.Popen([sys.executable, str(script), str(db)], stdout=subprocess.PIPE, text=True,
                               cwd=ROOT, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    raised = []
    try:
        for line in process.stdout:
            raised.append(int(line.split()[1]))
            if len(raised) == 5:
                break
    finally:
        os.kill(process.pid, signal.SIGKILL)                # mid-vote, the hands still up
        process.wait()
    assert raised == [1, 5, 6, 8, 9]
    window = window_factory(db)
    window.open_game(window.archive.games()[0].id)
    assert window.controller.state.picked == raised
    assert window.controller.state.step.kind is StepKind.VOTE and window.controller.state.step.seat == 3
    assert "Hands: 1, 5, 6, 8, 9 (5)" in window.panel.details.text()


# -- smaller things a host trips over --------------------------------------------------------

def test_the_last_nominee_needs_no_tap_and_the_button_says_so_in_full(qtbot, window, archive):
    t = day_two(Table())
    t.speak({2: 3, 3: 4})
    controller = on_the_table(qtbot, window, archive, t)
    tap(qtbot, window, 1)
    button = window.panel.buttons["votes"]
    assert button.text() == "Thank you: 1 for seat 3, 8 for seat 4  [Enter]"
    assert button.heightForWidth(button.width()) >= button._label.heightForWidth(button.width() - 20)
    key(qtbot, window, Qt.Key.Key_Return)
    assert controller.state.days[-1].rounds[0].closed   # seat 4's vote took no tap


def test_the_buttons_count_for_the_last_nominee_is_the_engines_where_he_may_not_vote_himself(
        qtbot, window, archive):
    t = day_two(Table("sport", candidate_may_vote_self=False))   # as the Latvian rules (001)
    t.speak({2: 3, 3: 4})
    controller = on_the_table(qtbot, window, archive, t)
    tap(qtbot, window, 1)
    assert window.panel.buttons["votes"].text() == "Thank you: 1 for seat 3, 7 for seat 4  [Enter]"
    # He may not vote against himself, nor abstain (001 Balsošana): the panel says so, and
    # the count is not taken without his hand.
    assert "Seat 4 may not vote against himself, nor abstain: his hand goes up now, for seat 3." \
        in window.panel.details.text()
    key(qtbot, window, Qt.Key.Key_Return)
    assert controller.state.days[-1].rounds[0].votes == {}
    assert window.panel.message.isVisible() and "Seat 4 is the last candidate" in window.panel.message.text()
    tap(qtbot, window, 4)
    assert window.panel.buttons["votes"].text() == "Thank you: 2 for seat 3, 7 for seat 4  [Enter]"
    key(qtbot, window, Qt.Key.Key_Return)
    assert controller.state.days[-1].rounds[0].counts(True) == {3: 2, 4: 7}   # seat 4 not counted for himself


def test_a_single_nominees_button_says_the_count_that_will_be_recorded(qtbot, window, archive):
    t = day_two(Table())
    t.speak({3: 2})                                      # day 2: seat 2 alone, voted on
    controller = on_the_table(qtbot, window, archive, t)
    assert "Whoever has not voted counts for seat 2." in window.panel.details.text()
    assert window.panel.buttons["votes"].text() == "Thank you: 9 for seat 2  [Enter]"
    tap(qtbot, window, 1)
    tap(qtbot, window, 5)
    assert window.panel.buttons["votes"].text() == "Thank you: 9 for seat 2  [Enter]"
    key(qtbot, window, Qt.Key.Key_Return)
    assert controller.state.days[-1].rounds[0].counts(True) == {2: 9}


def test_a_refusal_is_gone_with_the_next_action_of_any_kind(qtbot, window, archive):
    t = day_two(Table())
    on_the_table(qtbot, window, archive, t)
    tap(qtbot, window, 10)                                  # seat 10 has left: refused
    assert window.panel.message.isVisible()
    qtbot.mouseDClick(window.seat_map, LEFT, pos=window.seat_map.seat_centre(5))   # a foul
    assert window.panel.message.text() == "Seat 5: 1st foul"   # the refusal gone, the foul said
    tap(qtbot, window, 10)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)     # an undo
    assert not window.panel.message.isVisible()


def test_nothing_comes_after_the_win(qtbot, window, archive):
    t = Table()
    t.to_day()
    for seat in (2, 7, 9):
        t.run(c.remove, seat=seat, reason="phone")
    on_the_table(qtbot, window, archive, t)
    assert window.panel.headline.text() == "The town wins!"
    assert window.panel.upcoming.text() == ""


def test_no_nominee_badges_at_night(qtbot, window, archive):
    t = day_two(Table())
    t.speak({2: 3, 3: 4})
    t.vote({3: [1, 2, 5, 6, 7]})
    t.talk_through()
    on_the_table(qtbot, window, archive, t)
    assert window.controller.state.phase.value == "night"
    assert all(view.nominee is None for view in window.seat_map.views)


def test_nominee_badges_leave_the_seats_once_the_vote_is_over(qtbot, window, archive):
    t = day_two(Table())
    t.speak({2: 3, 3: 4})
    on_the_table(qtbot, window, archive, t)
    assert {view.number: view.nominee for view in window.seat_map.views if view.nominee} == {3: 1, 4: 2}
    vote_by_clicks(qtbot, window, {3: [1, 2, 5, 6]})            # seat 4 voted out
    assert window.controller.state.step.kind is StepKind.LAST_WORD
    assert all(view.nominee is None for view in window.seat_map.views)


def test_no_nominee_badges_at_the_end_of_the_game(qtbot, window, archive):
    t = day_two(Table())
    t.run(c.nominate, by=t.step.seat, seat=4)
    for seat in (2, 7, 9):                                      # every black seat removed: the town wins
        t.run(c.remove, seat=seat, reason="phone")
    on_the_table(qtbot, window, archive, t)
    assert window.controller.state.step.kind is StepKind.END
    assert all(view.nominee is None for view in window.seat_map.views)
    qtbot.mouseClick(window.panel.buttons["end"], LEFT)
    assert window.controller.state.ended and all(view.nominee is None for view in window.seat_map.views)


def test_blacks_who_left_keep_their_grey_look_when_the_roles_are_revealed(qtbot, window, archive):
    from mafia_desktop.ui.shared.colours import black_seat_ring, shade
    from mafia_desktop.ui.table.seatmap import seat_colours
    t = day_two(Table())                                        # seat 10 killed on night 1
    for seat in (2, 7, 9):                                      # every black removed: the town wins
        t.run(c.remove, seat=seat, reason="phone")
    on_the_table(qtbot, window, archive, t)
    key(qtbot, window, Qt.Key.Key_Return)                       # announce the winner, reveal the roles
    assert window.controller.state.ended
    views = {view.number: view for view in window.seat_map.views}
    palette = window.seat_map.palette()
    image = window.seat_map.grab().toImage()
    for seat in (2, 7, 9):
        assert views[seat].black and views[seat].status == "removed"
        fill, _, ring = seat_colours(views[seat], palette)
        assert fill == seat_colours(views[10], palette)[0] != shade(palette, "black-seat")   # grey, as seat 10
        assert ring == black_seat_ring(palette)
        spot = window.seat_map.layout_now().spots()[seat - 1]
        inside = QPoint(round(spot.x - spot.radius * 0.75), round(spot.y))
        assert image.pixelColor(inside * image.devicePixelRatio()).name() == fill.name()


def test_the_mornings_news_is_written_once(qtbot, window, archive):
    from PySide6.QtWidgets import QLabel
    t = Table()
    t.to_day()
    t.speak()                                                   # day 1 over: the shot
    controller = on_the_table(qtbot, window, archive, t)
    qtbot.mouseClick(window.panel.buttons["miss"], LEFT)
    while controller.state.phase.value == "night":
        if controller.answer is not None:
            key(qtbot, window, Qt.Key.Key_Return)
        else:
            qtbot.mouseClick(window.panel.buttons["nobody"], LEFT)
    missed = "The mafia missed: nobody was killed."

    def written() -> int:
        return sum(label.text().count(missed) for label in window.panel.findChildren(QLabel)
                   if label.isVisibleTo(window.panel))
    assert announced(window) == missed and written() == 1
    qtbot.mouseClick(window.panel.buttons["next"], LEFT)       # seat 2 has spoken: the news stays, once
    assert announced(window) == "" and written() == 1
    assert "Morning: " + missed in window.panel.details.text()


def test_a_notice_is_not_shown_as_an_error(qtbot, window, archive):
    on_the_table(qtbot, window, archive, day_two(Table()))
    window.game_page.show_message("Protocol saved: /tmp/a.pdf", error=False)
    assert window.panel.message.isVisible() and "#c62828" not in window.panel.message.styleSheet()
    window.game_page.show_message("Refused")
    assert "#c62828" in window.panel.message.styleSheet()


@pytest.mark.parametrize("language", ["en", "ru", "he", "lv"])
def test_the_toolbar_shows_every_action_at_1000_px(qtbot, qapp, tmp_path, language):
    # What is not on the bar is in its menu, whose button is never cut off.
    import random

    from PySide6.QtWidgets import QToolBar

    from mafia_desktop import i18n
    from mafia_desktop.store import Archive
    from mafia_desktop.ui.window import MainWindow
    i18n.install(language, qapp)
    try:
        with Archive(tmp_path / "a.sqlite3") as archive:
            win = MainWindow(archive, sounds=False, rng=random.Random(1))
            qtbot.addWidget(win)
            win.resize(1000, 800)
            win.show()
            qtbot.waitExposed(win)
            bar = win.findChild(QToolBar, "toolbar")
            for action in bar.actions():
                widget = bar.widgetForAction(action)
                assert widget is not None and widget.isVisible(), action.text()
                assert widget.geometry().right() <= bar.width(), action.text()
            reachable = set(bar.actions()) | set(win.findChild(QMenu, "more-menu").actions())
            for name in ("settings", "about", "fullscreen", "export", "print", "new-game"):
                assert win.findChild(QAction, name) in reachable, name
            win.close()
    finally:
        i18n.install("en", qapp)


def test_ctrl_f_opens_the_archive_from_the_game_over_screen(qtbot, window, archive):
    t = Table()
    t.to_day()
    for seat in (2, 7, 9):
        t.run(c.remove, seat=seat, reason="phone")
    on_the_table(qtbot, window, archive, t)
    key(qtbot, window, Qt.Key.Key_Return)                   # announce the winner, reveal the roles
    assert window.controller.state.ended
    qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert window.pages.currentWidget() is window.archive_page


def test_the_input_effort_of_334187_stays_within_the_target(qapp):
    # bench/input_effort.py: the real game through the window's input path, the archive
    # holding the record's departures and winner.
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        import input_effort
    finally:
        sys.path.remove(str(ROOT / "bench"))
    things, actions, _ = input_effort.host(input_effort.RECORD)
    assert sum(things.values()) == 160
    assert sum(actions.values()) <= input_effort.TARGET
    assert actions["raised hand"] == 41 and actions["foul"] == 16


@pytest.mark.parametrize("preset, seats", [("sport", 10), ("latvian", 13)])
def test_the_new_game_dialog_needs_no_sideways_scrolling_on_a_tablet(qtbot, preset, seats):
    """At the tablet's 1024×600 (the tests' screen) the seats and the club's options scroll
    up and down at most, never sideways."""
    from PySide6.QtWidgets import QComboBox, QLineEdit, QScrollArea, QSpinBox

    from mafia_desktop.ui.table.new_game import NewGameDialog
    dialog = NewGameDialog([])
    qtbot.addWidget(dialog)
    combo = dialog.findChild(QComboBox, "preset")
    combo.setCurrentIndex(combo.findData(preset))
    dialog.findChild(QSpinBox, "table-size").setValue(seats)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(50)
    for index in range(dialog.tabs.count()):   # the seats' tab and the club options' tab
        dialog.tabs.setCurrentIndex(index)
        qtbot.wait(20)
        scroll = dialog.tabs.currentWidget()
        assert isinstance(scroll, QScrollArea)
        assert scroll.horizontalScrollBar().maximum() == 0, index
    assert (dialog.width(), dialog.height()) == (1024, 600)   # as big as the screen, no bigger
    seat_1, seat_8 = (dialog.findChild(QLineEdit, f"seat-{seat}") for seat in (1, 8))
    if seats == 13:   # the seats down two columns, 8 beside 1
        assert seat_8.geometry().top() == seat_1.geometry().top() and seat_8.x() > seat_1.x()


def test_the_sport_dialog_has_no_mistress_option(qtbot):
    from PySide6.QtWidgets import QComboBox

    from mafia_desktop.ui.table.new_game import NewGameDialog
    dialog = NewGameDialog([])
    qtbot.addWidget(dialog)
    for preset in ("sport", "mastermind", "latvian"):
        combo = dialog.findChild(QComboBox, "preset")
        combo.setCurrentIndex(combo.findData(preset))
        assert "mistress_blocks" not in dialog.option_widgets, preset
    combo.setCurrentIndex(combo.findData("classic"))
    assert "mistress_blocks" in dialog.option_widgets
