"""The host's keys, the timer's sounds, refusals shown beside the map, the roles toggle."""

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from mafia_desktop.engine import StepKind, commands as c
from mafia_desktop.ui.archive.replay_page import ReplayPage

from bench.clicking_host import ClickingHost

from .conftest import activate, opened_an_hour_later
from .test_full_games import NAMES, SPORT_CARDS

LATVIAN_13 = ["civilian", "mafia", "commissar", "civilian", "mafia", "doctor", "civilian",
              "civilian", "mafia", "civilian", "civilian", "mafia", "civilian"]


def started(qtbot, window) -> ClickingHost:
    host = ClickingHost(qtbot, window)
    host.new_game("sport", NAMES, cards=SPORT_CARDS)
    activate(qtbot, window)
    host.button("next")
    host.button("next")                                   # day 1, seat 1 speaks
    return host


def test_digit_keys_nominate_space_times_enter_moves_on(qtbot, window, clock):
    started(qtbot, window)
    state = lambda: window.controller.state  # noqa: E731
    assert state().timer.running                         # Next started seat 1's timer too
    qtbot.keyClick(window, Qt.Key.Key_7)
    assert state().ballot() == [7]
    qtbot.keyClick(window, Qt.Key.Key_0)                  # 0 is seat 10 — the second nomination
    assert "already nominated" in window.panel.message.text()
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert not state().timer.running                     # Space pauses
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert state().timer.running                         # and resumes
    clock.now += 30
    window.tick()                                         # the map's clock, ten times a second
    assert window.seat_map.timer_text == "0:30"
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert state().step.seat == 2 and state().timer.running


def test_next_starts_no_timer_for_a_host_who_starts_them_by_hand(qtbot, window):
    from mafia_desktop import preferences
    preferences.save_auto_start_timers(False)
    started(qtbot, window)
    assert window.controller.state.step.seat == 1 and not window.controller.state.timer.running
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.controller.state.timer.running


def test_f_then_enter_fouls_the_speaker_and_ctrl_z_takes_it_back(qtbot, window):
    started(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F)
    assert window.controller.state.seat(1).fouls == 0 and "seat 1" in window.panel.message.text()
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert window.controller.state.seat(1).fouls == 1
    assert window.controller.state.step.seat == 1         # Enter gave the foul, it did not end the speech
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.state.seat(1).fouls == 0
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.controller.state.seat(1).fouls == 1


def test_redo_full_screen_new_print_and_find_take_the_platforms_keys_and_the_readmes(window):
    from PySide6.QtGui import QKeySequence
    redo, full = window.redo_action.shortcuts(), window.fullscreen_action.shortcuts()
    new, print_, find = (action.shortcuts() for action in (window.new_game_action, window.print_action,
                                                          window.archive_action))
    for standard, action, named in ((QKeySequence.StandardKey.Redo, redo, ("Ctrl+Shift+Z", "Ctrl+Y")),
                                    (QKeySequence.StandardKey.FullScreen, full, ("F11",)),
                                    (QKeySequence.StandardKey.New, new, ("Ctrl+N",)),      # issue 28
                                    (QKeySequence.StandardKey.Print, print_, ("Ctrl+P",)),
                                    (QKeySequence.StandardKey.Find, find, ("Ctrl+F",))):
        assert QKeySequence.keyBindings(standard) == action[:len(QKeySequence.keyBindings(standard))]
        assert {QKeySequence(key) for key in named} <= set(action)
        assert len(set(action)) == len(action)             # each key once


def test_the_platforms_full_screen_key_toggles_full_screen(qtbot, window):
    [first, *_] = window.fullscreen_action.shortcuts()
    combination = first[0]
    qtbot.keyClick(window, combination.key(), combination.keyboardModifiers())
    assert window.isFullScreen()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert not window.isFullScreen()


def test_f_alone_fouls_the_speaker_after_a_moment_and_says_so(qtbot, window):
    started(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F)
    qtbot.waitUntil(lambda: window.controller.state.seat(1).fouls == 1, timeout=3000)
    assert window.panel.message.text() == "Seat 1: 1st foul"   # on the map only a dot: the host says it


def test_a_foul_with_a_penalty_is_announced_not_said_twice(qtbot, window):
    started(qtbot, window)
    for _ in range(2):
        window.game_page.give_foul(6)
    assert window.panel.message.text() == "Seat 6: 2nd foul"
    seat_map = window.seat_map
    qtbot.mouseDClick(seat_map, Qt.MouseButton.LeftButton, pos=seat_map.seat_centre(6))
    assert window.controller.state.seat(6).fouls == 3
    assert "third foul" in " ".join(window.controller.announcement)
    assert not window.panel.message.isVisible()


def test_f_and_a_seat_number_foul_that_seat(qtbot, window):
    started(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F)
    qtbot.keyClick(window, Qt.Key.Key_6)
    state = window.controller.state
    assert state.seat(6).fouls == 1 and state.seat(1).fouls == 0 and state.ballot() == []
    assert window.panel.message.text() == "Seat 6: 1st foul"   # the prompt gone, the foul said


def test_a_superscript_two_or_another_scripts_digit_picks_no_seat(qtbot, window):
    # A French keyboard has a "²" key (str.isdigit, no int reads it); "٣" an Arabic one.
    started(qtbot, window)
    for key, text in ((Qt.Key.Key_twosuperior, "²"), (Qt.Key.Key_unknown, "٣"), (Qt.Key.Key_unknown, "٠")):
        event = QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, text)
        QApplication.sendEvent(window, event)
    qtbot.keyClick(window, Qt.Key.Key_7)
    assert window.controller.state.ballot() == [7]

def test_a_double_tap_fouls_the_seat_and_takes_back_its_first_tap(qtbot, window):
    started(qtbot, window)
    seat_map = window.seat_map
    qtbot.mouseDClick(seat_map, Qt.MouseButton.LeftButton, pos=seat_map.seat_centre(6))
    state = window.controller.state
    assert state.seat(6).fouls == 1
    assert state.ballot() == []                           # the first tap's nomination is taken back


def test_a_double_taps_first_tap_is_no_step_of_the_replay(qtbot, window, archive):
    started(qtbot, window)
    seat_map = window.seat_map
    qtbot.mouseClick(seat_map, Qt.MouseButton.LeftButton, pos=seat_map.seat_centre(6))   # a double tap's
    qtbot.mouseDClick(seat_map, Qt.MouseButton.LeftButton, pos=seat_map.seat_centre(6))  # two presses: a foul
    qtbot.mouseClick(seat_map, Qt.MouseButton.LeftButton, pos=seat_map.seat_centre(4))   # meant: seat 4
    game_id = window.controller.game_id
    events = archive.events(game_id)
    # The archive keeps every tap: the slipped nomination and its undo before the foul.
    assert [e.type for e in events[-4:]] == ["nominated", "undone", "foul", "nominated"] and events[-3].slip
    replay = ReplayPage(archive)
    qtbot.addWidget(replay)
    replay.open(game_id)
    lines = [replay.log.item(row).text() for row in range(replay.log.count())]
    assert replay.count == len(events) - 2 == len(lines)
    assert lines[-2].endswith("Foul for seat 6 (1/4)") and lines[-1].endswith("Seat 1 nominated seat 4")
    assert not any("nominated seat 6" in line or "Undo" in line for line in lines)
    # Each step stands at its own event's position; inside the slip the table is as before it.
    assert replay.position == len(events) and replay.state.ballot() == [4]
    replay.back()
    assert replay.position == len(events) - 1 and replay.state.seat(6).fouls == 1 and replay.state.ballot() == []
    replay.back()
    assert replay.position == len(events) - 4 and replay.state.seat(6).fouls == 0
    replay.set_position(len(events) - 2)                  # after the undo: the step before the slip
    assert replay.position == len(events) - 4 and replay.log.currentRow() == len(lines) - 3
    replay.forward()
    assert replay.position == len(events) - 1 and replay.slider.value() == len(lines) - 1


def test_two_digit_seats_on_a_thirteen_seat_table(qtbot, window):
    host = ClickingHost(qtbot, window)
    names = NAMES + ["Jon", "Kim", "Lea"]
    host.new_game("latvian", names, cards=LATVIAN_13, counts={"mafia": 4, "commissar": 1, "doctor": 1})
    host.button("next")
    host.button("next")
    host.button("next")                                   # roles night done
    host.button("next")                                   # open talk: seat 1 nominates now
    qtbot.keyClick(window, Qt.Key.Key_1)
    qtbot.keyClick(window, Qt.Key.Key_2)                  # "1", "2" quickly → seat 12
    assert window.controller.state.ballot() == [12]
    qtbot.keyClick(window, Qt.Key.Key_1)
    qtbot.wait(900)                                       # "1" alone, after a pause → seat 1
    assert sorted(window.controller.state.ballot()) == [1, 12]


def test_the_warning_and_the_end_of_a_speech_are_heard(qtbot, window, clock):
    started(qtbot, window)
    assert window.controller.state.timer.running
    clock.now += 49
    window.tick()
    assert window.sounds.played == []
    clock.now += 2                                        # 9 s left
    window.tick()
    assert window.sounds.played == ["warning"] and window.seat_map.timer_state == "warning"
    clock.now += 10
    window.tick()
    window.tick()
    assert window.sounds.played == ["warning", "end"] and window.seat_map.timer_state == "over"


def test_a_refused_action_is_explained_and_changes_nothing(qtbot, window):
    host = started(qtbot, window)
    before = list(window.controller.game.events)
    window.controller.run(c.vote, nominee=3, voters=[1])
    assert window.panel.message.isVisible() and "Not now" in window.panel.message.text()
    assert window.controller.game.events == before
    assert window.archive.events(window.controller.game_id) == before
    host.seat(4)                                          # the next good tap clears the message
    assert not window.panel.message.isVisible()


def test_roles_are_hidden_by_default_and_the_toggle_says_so(qtbot, window):
    started(qtbot, window)
    assert all(view.role is None for view in window.seat_map.views)
    window.roles_action.trigger()
    assert window.roles_banner.isVisible()
    assert [view.role.value for view in window.seat_map.views] == SPORT_CARDS
    window.roles_action.trigger()
    assert not window.roles_banner.isVisible()


def test_long_press_opens_the_seat_menu(qtbot, window):
    started(qtbot, window)
    seat_map = window.seat_map
    with qtbot.waitSignal(seat_map.seatMenuRequested, timeout=2000) as signal:
        qtbot.mousePress(seat_map, Qt.MouseButton.LeftButton, pos=seat_map.seat_centre(6))
    qtbot.mouseRelease(seat_map, Qt.MouseButton.LeftButton, pos=seat_map.seat_centre(6))
    assert signal.args[0] == 6
    assert window.controller.state.ballot() == []         # a long press is not a tap


def test_the_night_shows_the_host_only_what_the_step_needs(qtbot, window):
    host = started(qtbot, window)
    while window.controller.state.step.kind is StepKind.SPEECH:
        host.button("next")
    shown = {view.number for view in window.seat_map.views if view.role is not None}
    assert shown == {2, 7, 9}                             # the shot: the black players
    host.seat(5)
    shown = {view.number for view in window.seat_map.views if view.role is not None}
    assert shown == {7}                                   # the don's check: the don


def test_shots_that_differ_are_tapped_on_the_map_shooter_by_shooter(qtbot, window):
    host = started(qtbot, window)
    while window.controller.state.step.kind is StepKind.SPEECH:
        host.button("next")
    buttons = window.panel.buttons
    # The usual shot is a tap on the map: neither way out of it looks like the step's own action.
    assert not buttons["shots-differ"].property("primary") and not buttons["miss"].property("primary")
    qtbot.keyClick(window, Qt.Key.Key_S)                  # "Shots differ" has its key
    clicks = host.clicks
    assert "Seat 2's shot" in window.panel.headline.text()
    host.seat(5)
    assert "Seat 7's shot" in window.panel.headline.text()
    host.button("no-shot")                                # the don did not shoot
    assert "Seat 9's shot" in window.panel.headline.text()
    host.seat(5)                                          # the last shooter's tap records them all
    night = window.controller.state.nights[-1]
    assert night.shots == ((2, 5), (7, None), (9, 5))
    assert window.controller.state.step.kind is StepKind.DON_CHECK
    assert host.clicks - clicks == 3                      # one tap a shooter


def test_a_removal_at_the_shot_clears_the_shooters_taps(qtbot, window):
    host = started(qtbot, window)
    while window.controller.state.step.kind is StepKind.SPEECH:
        host.button("next")
    window.controller.shots_differ()
    window.controller.run(c.pick, seat=4)
    events = len(window.controller.game.events)
    window.controller.run(c.remove, seat=6, reason="test")
    assert window.controller.state.picked == []           # a removal at the shot: the shooters tap again
    assert len(window.controller.game.events) == events + 1


def test_the_games_list_model_is_a_sound_qt_model(qtmodeltester, window, archive):
    from mafia_desktop.engine import Game, preset
    game = Game.new(preset("sport"), NAMES)
    archive.create_game(game.events)
    window.start.refresh()
    assert window.start.model.rowCount() == 1
    qtmodeltester.check(window.start.model)


def test_a_damaged_game_is_explained_and_the_start_page_stays(qtbot, window, archive, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from mafia_desktop.engine import Game, preset
    game_id = archive.create_game(Game.new(preset("sport"), NAMES).events)
    archive.conn.execute("UPDATE events SET payload = '{}' WHERE game = (SELECT key FROM games WHERE id = ?)", [game_id])
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda parent, title, text: shown.append(text)))
    window.open_game(game_id)
    assert shown and game_id in shown[0]
    assert window.pages.currentWidget() is window.start


def test_the_trash_is_emptied_from_the_start_page_after_asking(qtbot, window, archive, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from mafia_desktop.engine import Game, preset
    game_id = archive.create_game(Game.new(preset("sport"), NAMES).events)
    archive.trash(game_id)
    window.start.which.setCurrentIndex(window.start.which.findData("trash"))
    assert window.start.empty_trash_button.isVisible()
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.No))
    window.start.empty_trash_button.click()
    assert len(archive.games(trash=True)) == 1                  # the host said no
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes))
    window.start.empty_trash_button.click()
    assert archive.games(trash=True) == [] and window.start.model.rows == []


def test_a_clock_change_during_a_speech_does_not_move_its_timer(qtbot, window_factory, tmp_path):
    """The window's clock runs on the monotonic clock from a time-of-day anchor: an NTP step
    or a changed clock in mid-speech moves nothing; the stamps are the time of day again
    once no timer runs."""
    from mafia_desktop.ui.table.steady_clock import SteadyClock
    wall, steady = [1_700_000_000.0], [500.0]
    clock = SteadyClock(wall=lambda: wall[0], steady=lambda: steady[0])
    window = window_factory(tmp_path / "archive.sqlite3", clock_fn=clock)
    qtbot.waitExposed(window)
    started(qtbot, window)
    state = lambda: window.controller.state  # noqa: E731
    assert state().timer.running and state().step.seat == 1
    for wall_jump in (0, 3600, -7200):              # ten seconds pass, and the wall clock jumps
        wall[0] += 10 + wall_jump
        steady[0] += 10
        window.tick()
    assert window.seat_map.timer_text == "0:30"      # 60 s speech, 30 s gone whatever the wall said
    qtbot.keyClick(window, Qt.Key.Key_Return)         # seat 1 is done; seat 2's timer starts
    ended = window.controller.game.events[-1]
    assert ended.at == 1_700_000_000.0 + 30           # stamped on the steady clock, not the jumped one
    qtbot.keyClick(window, Qt.Key.Key_Space)          # paused: nothing runs
    window.tick()
    assert clock() == wall[0]                         # back on the time of day


def test_a_resumed_speech_is_paused_at_the_time_it_had_left(qtbot, window, archive, clock):
    """The app closed mid-speech and opened an hour later: the clock did not run on meanwhile."""
    from tests.engine.table import Table
    t = Table()
    t.to_day()                                            # seat 1 has the floor
    t.run(c.start_timer, now=t.now)
    t.run(c.foul, seat=4)                                 # the last thing logged, 20 s into his speech
    opened_an_hour_later(qtbot, window, archive, clock, t)
    window.tick()
    state = window.controller.state
    assert state.step.seat == 1 and not state.timer.running
    assert window.seat_map.timer_text == "0:40"
    assert window.panel.buttons["start"].text().startswith("Resume")
    qtbot.keyClick(window, Qt.Key.Key_Space)              # the host gives him the floor back
    clock.now += 5
    window.tick()
    assert window.controller.state.timer.running and window.seat_map.timer_text == "0:35"


def test_ctrl_z_after_a_resume_takes_back_the_hosts_action_not_the_apps_pause(qtbot, window, archive, clock):
    """The pause a resumed game's clock got is the app's, not the host's: his first Ctrl+Z
    takes back his last action (the foul) with it, and the clock stays where it stopped
    (undone alone, the pause set it running from an hour ago: -59:20 in red)."""
    from tests.engine.table import Table
    t = Table()
    t.to_day()
    t.run(c.start_timer, now=t.now)
    t.run(c.foul, seat=4)
    opened_an_hour_later(qtbot, window, archive, clock, t)
    assert window.controller.state.seat(4).fouls == 1
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    window.tick()
    state = window.controller.state
    assert state.seat(4).fouls == 0 and not state.timer.running and window.seat_map.timer_text == "0:40"


def test_the_sheriff_meeting_the_host_shows_the_sheriffs_seat(qtbot, window):
    host = ClickingHost(qtbot, window)
    host.new_game("sport", NAMES, cards=SPORT_CARDS)
    activate(qtbot, window)
    state = lambda: window.controller.state  # noqa: E731
    assert {view.number for view in window.seat_map.views if view.role is not None} == {2, 7, 9}   # the mafia's
    host.button("next")
    assert state().step.kind is StepKind.ROLE_MEETING and state().step.role == "sheriff"
    sheriff = next(seat.number for seat in state().seats if seat.role.value == "sheriff")
    assert {view.number for view in window.seat_map.views if view.role is not None} == {sheriff}


def test_the_shots_target_stays_marked_through_the_night(qtbot, window):
    host = started(qtbot, window)
    while window.controller.state.step.kind is StepKind.SPEECH:
        host.button("next")
    assert not any(view.shot for view in window.seat_map.views)
    host.seat(5)                                          # the mafia shot seat 5
    assert window.controller.state.step.kind is StepKind.DON_CHECK
    assert [view.number for view in window.seat_map.views if view.shot] == [5]
    host.seat(1)                                          # the don's check, its answer given
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert [view.number for view in window.seat_map.views if view.shot] == [5]
    while window.controller.state.phase.value == "night":
        if window.controller.answer is not None:
            qtbot.keyClick(window, Qt.Key.Key_Return)
        else:
            host.button("nobody")
    assert not any(view.shot for view in window.seat_map.views)   # the morning: seat 5 is killed instead
    assert window.seat_map.views[4].status == "killed"
