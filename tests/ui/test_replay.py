"""The replay of an archived game: every position is the prefix fold, the keys and buttons
move through it, roles stay hidden until shown, and every event has its own line."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QMainWindow, QVBoxLayout, QWidget

from mafia_desktop.engine import EVENT_TYPES, Phase, Role, StepKind, commands as c, fold
from mafia_desktop.store.importing import import_files, read_record
from mafia_desktop.ui.archive.replay_page import ReplayPage, entries_of
from mafia_desktop.ui.table.seatview import seat_views
from mafia_desktop.words.replay import event_line, event_lines, has_words, walk
from tests.engine.table import SPORT_DEAL, Table
from tests.engine.test_night import CLASSIC_DEAL, CLASSIC_ROLES
from tests.real_games import POLEMICA

from .conftest import activate

LEFT = Qt.MouseButton.LeftButton
GAME_334187 = POLEMICA / "334187.json"


@pytest.fixture
def real_game(archive) -> str:
    (result,) = list(import_files(archive, [GAME_334187]))
    assert result.status == "imported", result.message
    return result.game_id


@pytest.fixture
def page(qtbot, archive) -> ReplayPage:
    replay = ReplayPage(archive)
    qtbot.addWidget(replay)
    replay.resize(1024, 600)
    return replay


def test_every_position_shows_the_table_after_that_many_events(page, archive, real_game):
    events = archive.events(real_game)
    page.open(real_game)
    assert page.count == len(events) == 127
    assert page.position == page.count          # a game opens at its end
    for n in range(1, len(events) + 1):
        page.set_position(n)
        expected = fold(events[:n], check=False)
        assert page.position == n
        assert page.state == expected, f"position {n}"
        assert page.seat_map.views == seat_views(expected, False, as_the_game_needs=False), \
            f"position {n}"
        assert page.log.currentRow() == n - 1 and page.slider.value() == n
    page.set_position(0)
    assert page.position == 1
    page.set_position(10_000)
    assert page.position == page.count


def test_positions_differ_where_the_log_changes_the_table(page, archive, real_game):
    # A check on the check above: positions are not all the same state.
    page.open(real_game)
    page.set_position(26)   # day 1's last vote: nobody leaves under the first-day rule
    day_one = page.state
    page.set_position(32)   # night 1 ends: seat 4 was shot
    assert day_one.phase is Phase.DAY and page.state.phase is Phase.DAY
    assert page.state.round == 2 and not page.state.seat(4).alive and day_one.seat(4).alive
    assert page.step_title.text() == "Step 32 of 127 · N1"
    assert page.step_line.text() == "The sheriff checked a seat — morning: seat 4 killed"


def test_keys_buttons_slider_and_list_move_the_position(qtbot, archive, real_game):
    window = QMainWindow()
    qtbot.addWidget(window)
    page = ReplayPage(archive)
    search = QLineEdit()                        # something else in the window that takes keys
    central = QWidget()
    column = QVBoxLayout(central)
    column.addWidget(search)
    column.addWidget(page, 1)
    window.setCentralWidget(central)
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    activate(qtbot, window)
    page.open(real_game)
    assert QApplication.focusWidget() is page

    def key(which) -> int:
        qtbot.keyClick(QApplication.focusWidget(), which)   # where the window sends a key
        assert page.log.currentRow() == page.position - 1
        assert page.slider.value() == page.position
        return page.position

    assert key(Qt.Key.Key_Home) == 1
    assert key(Qt.Key.Key_Left) == 1            # nothing before the first step
    assert key(Qt.Key.Key_Right) == 2
    assert key(Qt.Key.Key_Down) == 3
    assert key(Qt.Key.Key_Up) == 2
    assert key(Qt.Key.Key_Left) == 1
    # Page Down: the next day or night begins — the roles night, then day 1, then night 1.
    assert key(Qt.Key.Key_PageDown) == 3 and page.state.phase is Phase.NIGHT and page.state.round == 0
    assert key(Qt.Key.Key_PageDown) == 5 and page.state.phase is Phase.DAY and page.state.round == 1
    assert key(Qt.Key.Key_PageDown) == 29 and page.state.phase is Phase.NIGHT and page.state.round == 1
    assert key(Qt.Key.Key_End) == 127
    assert key(Qt.Key.Key_Right) == 127
    # Page Up: back to the start of this day (day 6), then of the night before it.
    assert key(Qt.Key.Key_PageUp) == 117 and (page.state.phase, page.state.round) == (Phase.DAY, 6)
    assert fold(archive.events(real_game)[:116], check=False).phase is Phase.NIGHT
    assert key(Qt.Key.Key_PageUp) == 115 and (page.state.phase, page.state.round) == (Phase.NIGHT, 5)

    qtbot.mouseClick(page.first_button, LEFT)
    assert page.position == 1 and not page.back_button.isEnabled() and not page.first_button.isEnabled()
    qtbot.mouseClick(page.forward_button, LEFT)
    assert page.position == 2 and page.log.currentRow() == 1
    qtbot.mouseClick(page.last_button, LEFT)
    assert page.position == 127 and not page.forward_button.isEnabled()
    qtbot.mouseClick(page.back_button, LEFT)
    assert page.position == 126 and page.log.currentRow() == 125

    page.slider.setValue(40)                    # as a drag of the handle does
    assert page.position == 40 and page.log.currentRow() == 39

    item = page.log.item(57)
    page.log.scrollToItem(item)
    qtbot.mouseClick(page.log.viewport(), LEFT, pos=page.log.visualItemRect(item).center())
    assert page.position == 58 and page.slider.value() == 58
    assert page.state == fold(archive.events(real_game)[:58], check=False)

    # Clicks on buttons and on the list leave the keys with the page.
    assert QApplication.focusWidget() is page
    assert key(Qt.Key.Key_Right) == 59
    # Typing elsewhere, then a click on the table: the arrow keys are the page's again.
    search.setFocus()
    qtbot.keyClick(search, Qt.Key.Key_Left)
    assert page.position == 59
    qtbot.mouseClick(page.seat_map, LEFT, pos=page.seat_map.rect().center())
    assert QApplication.focusWidget() is page
    assert key(Qt.Key.Key_Left) == 58


def test_roles_are_hidden_until_shown(qtbot, page, archive, real_game):
    page.open(real_game)
    page.show()
    page.set_position(6)                        # day 1, seat 2 speaks: no step shows a role
    assert page.state.phase is Phase.DAY
    assert all(view.role is None and not view.black for view in page.seat_map.views)
    assert page.roles_banner.isHidden()
    lines = [page.log.item(i).text() for i in range(page.log.count())]
    assert lines[2] == "3. Setup · Roles dealt"
    assert "31. N1 · The don checked a seat" == lines[30]
    assert not any(word in line for line in lines
                   for word in ("sheriff:", "not the sheriff", ": black", ": red", "black)", "→"))

    qtbot.mouseClick(page.roles_button, LEFT)
    assert page.show_roles and page.roles_button.text() == "Hide roles"
    assert not page.roles_banner.isHidden()
    assert page.seat_map.views == seat_views(page.state, True)
    assert [view.role for view in page.seat_map.views] == [Role(role) for role in SPORT_DEAL]
    assert page.log.item(2).text() == "3. Setup · Roles dealt: don 7; mafia 2, 9; sheriff 8"
    assert page.log.item(30).text() == "31. N1 · The don checked seat 4: not the sheriff"
    assert page.log.item(63).text() == "64. N2 · Night 2: the shots differ (2 → 7, 7 → 1, 9 → 7; a miss)"

    qtbot.keyClick(page, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)   # Ctrl+R hides them again
    assert not page.show_roles and not page.roles_button.isChecked()
    assert page.roles_banner.isHidden()
    assert all(view.role is None for view in page.seat_map.views)
    assert page.log.item(2).text() == "3. Setup · Roles dealt"
    assert page.step_line.text() == "Seat 1's speech ended"


def test_resume_only_for_an_unfinished_game_and_every_request_names_the_game(qtbot, page, archive, real_game):
    page.open(real_game)
    assert archive.game(real_game).finished
    assert not page.resume_button.isEnabled()
    assert page.subtitle.text() == "Sport rules · 10 players · host Judge · The town won"

    partial = archive.create_game(archive.events(real_game)[:60])
    page.open(partial)
    assert page.count == 60 and page.position == 60
    assert page.resume_button.isEnabled()
    assert page.subtitle.text().endswith("Unfinished (Day 2)")
    for button, signal in ((page.resume_button, page.resumeRequested),
                           (page.pdf_button, page.exportPdfRequested),
                           (page.json_button, page.exportJsonRequested),
                           (page.trash_button, page.trashRequested)):
        with qtbot.waitSignal(signal, timeout=1000) as caught:
            qtbot.mouseClick(button, LEFT)
        assert caught.args == [partial]
    with qtbot.waitSignal(page.closeRequested, timeout=1000):
        qtbot.mouseClick(page.close_button, LEFT)


def test_a_game_that_cannot_be_replayed_keeps_the_one_shown(page, archive, real_game):
    from mafia_desktop.store import ArchiveError
    page.open(real_game)
    archive.conn.execute("UPDATE events SET payload = '{\"seat\": \"x\"}' WHERE game = (SELECT key FROM games WHERE id = ?) AND seq = 7",
                         [real_game])
    with pytest.raises(ArchiveError):
        page.open(real_game)
    assert page.count == 127 and page.game_id == real_game


# -- the lines -------------------------------------------------------------------------------

def _logs() -> list[list]:
    """Logs that hold every kind of event between them: the real game 334187 and short
    tables for what it lacks (labels, renames, timers, withdrawals, technical fouls,
    removal, undo and redo, mastermind's arrangement and split, the classic night)."""
    real = read_record(json.loads(GAME_334187.read_text(encoding="utf-8"))).events

    sport = Table(technical_fouls=True)
    sport.run(c.label, club="Crime Time", table="2", number="7", host="Judge")
    sport.run(c.rename, seat=3, nickname="Ģirts")
    sport.to_day()
    sport.run(c.start_timer, now=sport.tick())
    sport.run(c.extend_timer, seconds=10)
    sport.run(c.pause_timer, now=sport.tick(5))
    sport.run(c.nominate, by=1, seat=5)
    sport.run(c.withdraw, by=1, seat=5)
    sport.run(c.foul, seat=2, technical=True)
    sport.run(c.skip_speech)
    sport.run(c.remove, seat=4, reason="insulted the host")
    sport.run(c.undo)
    sport.run(c.redo)
    if "points_adjusted" in EVENT_TYPES:
        sport.run(c.adjust_points, seat=5, points=0.5, reason="best speech")

    mastermind = Table("mastermind")
    mastermind.run(c.record_arrangement, seats=[4, 1, 8])
    mastermind.to_day()
    mastermind.speak({1: 1, 2: 5})
    mastermind.run(c.split, seats=[1, 5])

    classic = Table("classic", roles=CLASSIC_ROLES, deal=CLASSIC_DEAL)
    classic.to_day()
    classic.next()
    classic.night(4, doctor=4, mistress=1, commissar=2)

    taps = Table()   # the window's taps: hands one by one, shooters' targets, Next that starts
    taps.to_day()
    taps.run(c.next_turn, now=taps.tick(), then_start=True)
    taps.speak({2: 3, 3: 4})
    taps.run(c.pick, seat=1)
    taps.run(c.pick, seat=5)
    taps.run(c.unpick, seat=5)
    taps.run(c.vote, nominee=3, voters=[1], rest_to_last=True)
    taps.talk_through()
    taps.run(c.pick, seat=6)
    taps.run(c.pick, seat=None)
    return [real, sport.game.events, mastermind.game.events, classic.game.events, taps.game.events]


def _examples() -> dict[str, list[tuple[str, str]]]:
    """Event type → its lines (roles hidden, roles shown) in the logs above."""
    found: dict[str, list[tuple[str, str]]] = {}
    for log in _logs():
        for event, before, after, action in walk(log):
            found.setdefault(event.type, []).append((
                event_line(event, before, after, show_roles=False, action=action),
                event_line(event, before, after, show_roles=True, action=action)))
    return found


def test_every_event_type_has_its_own_line():
    examples = _examples()
    for name in EVENT_TYPES:
        assert has_words(name), f"no words for {name}"
        assert name in examples, f"no example of {name} to check its words"
        for hidden, shown in examples[name]:
            for line in (hidden, shown):
                assert line and not line.startswith("["), f"{name}: generic line {line!r}"


def test_lines_in_the_hosts_words():
    examples = _examples()

    def hidden(name: str) -> list[str]:
        return [pair[0] for pair in examples[name]]

    assert "Seat 2 nominated seat 1" in hidden("nominated")
    assert "Votes for seat 1: 2, 3, 5, 6, 7 (5)" in hidden("votes_cast")
    assert "Votes for seat 2: 1, 3, 8, 10 (4) — seat 8 voted out" in hidden("votes_cast")
    assert "Votes for seat 6: no hands — tie: revote on seats 8, 2" in hidden("votes_cast")
    # Why nobody left: the engine's words as the count closed, not worked out again.
    assert ("Votes for seat 4: 10 (1) — seat 1 has the most votes, but on the first day a single leader stays "
            "(club rule) and speaks again") in hidden("votes_cast")
    assert "Foul for seat 10 (3/4) — penalty on his next speech" in hidden("foul")
    assert "Technical foul for seat 2 (1/2)" in hidden("foul")
    assert "Night 1: the mafia shot seat 4" in hidden("shots_fired")
    assert "The sheriff checked a seat — morning: seat 4 killed" in hidden("sheriff_checked")
    assert "All leaving (6, 7)? Yes: 5, 7, 9 (3 of 6) — they stay" in hidden("remove_all_voted")
    assert "Seat 6's speech ended — the vote on seats 6, 9" in hidden("speech_ended")
    assert "Game over: the town wins" in hidden("game_ended")
    assert "Seat 3 renamed: Player 3 → Ģirts" in hidden("nickname_changed")
    assert "Seat 1 withdrew his nomination of seat 5" in hidden("nomination_withdrawn")
    assert "Seat 4 removed from the game: insulted the host" in hidden("removed")
    assert hidden("undone") == ["Undo: seat 4 removed from the game: insulted the host"]
    assert hidden("redone") == ["Redo: seat 4 removed from the game: insulted the host"]
    assert "Split: seats 1 and 5 speak again, nobody leaves" in hidden("day_split")
    assert "Seat 1 raised his hand for seat 3" in hidden("picked")
    assert "Seat 5 lowered his hand for seat 3" in hidden("unpicked")
    assert "Votes for seat 3: 1 (1); the other 9 count for seat 4 — seat 4 voted out" in hidden("votes_cast")
    from mafia_desktop.i18n import translate   # issue 38: one is "the other one counts", not "the other 1 count"
    assert translate("EventWords", "{hands}; the other %n count(s) for seat {last}", "", 1).format(
        hands="h", last=4) == "h; the other one counts for seat 4"
    assert ("A shot recorded", "2 → 6") in examples["picked"]
    assert "Seat 1's speech ended; timer started: seat 2's speech" in hidden("speech_ended")
    assert "The doctor saved seat 4" in hidden("doctor_saved")
    assert ("The commissar checked a seat — morning: the doctor saved the victim",
            "The commissar checked seat 2: black — morning: the doctor saved the victim") \
        in examples["commissar_checked"]


def _night_game(deal: list[str]) -> list:
    """One script, played with any deal that has three blacks and a sheriff: the shots
    differ on night 1, seat 6 is shot on night 2 and names 2, 7, 9 as his best move (the
    first killed whichever night: docs/rules.md §2 Best move, mastermind's wording)."""
    t = Table(deal=deal, best_move="first_killed")
    t.to_day()
    t.speak()
    blacks = t.state.living_black()
    t.night(shots={blacks[0]: 6, blacks[1]: 10, blacks[2]: 10}, don=8, sheriff=2)
    t.speak()
    t.night(6, don=5, sheriff=4)
    t.run(c.best_move, guesses=[2, 7, 9])
    return t.game.events


def test_hidden_lines_are_the_same_whatever_the_deal():
    # The roles never leak: two deals, the same script, the same lines — until shown.
    other = ["mafia", "civilian", "mafia", "don", "sheriff", "civilian", "civilian", "civilian",
             "civilian", "civilian"]
    first, second = _night_game(SPORT_DEAL), _night_game(other)
    assert event_lines(first) == event_lines(second)
    shown = [(a, b) for a, b in zip(event_lines(first, show_roles=True), event_lines(second, show_roles=True))
             if a != b]
    assert [a for a, _ in shown] == [
        "Roles dealt: don 7; mafia 2, 9; sheriff 8",
        "Night 1: the shots differ (2 → 6, 7 → 10, 9 → 10; a miss)",
        "The don checked seat 8: the sheriff",
        "The sheriff checked seat 2: black — morning: nobody killed",
        "The don checked seat 5: not the sheriff",
        "The sheriff checked seat 4: red — morning: seat 6 killed",
        "Seat 6's best move: 2, 7, 9 (3 black)",
    ]
    assert shown[0][1] == "Roles dealt: don 4; mafia 1, 3; sheriff 5"


def test_night_steps_and_the_end_keep_roles_hidden_until_shown(page, archive, real_game):
    # The live table shows the don at his check and everyone at the end; a replay does not.
    page.open(real_game)
    events = archive.events(real_game)
    steps = [fold(events[:n], check=False).step for n in range(1, len(events) + 1)]
    checks = [n for n, step in enumerate(steps, start=1) if step and step.kind is StepKind.DON_CHECK]
    assert checks
    page.set_position(checks[0])
    assert all(view.role is None for view in page.seat_map.views)
    shown = " ".join(label.text() for label in page.findChildren(QLabel))
    assert "(seat 7)" not in shown and "Black players" not in shown
    page.last()
    assert page.state.ended and all(view.role is None for view in page.seat_map.views)
    page.set_show_roles(True)
    assert page.seat_map.views[6].role is Role.DON


def test_right_to_left_the_left_arrow_goes_forward(qtbot, page, archive, real_game):
    page.open(real_game)
    page.setLayoutDirection(Qt.LayoutDirection.RightToLeft)   # as in a Hebrew window
    page.set_position(10)
    qtbot.keyClick(page, Qt.Key.Key_Left)
    assert page.position == 11
    qtbot.keyClick(page, Qt.Key.Key_Right)
    assert page.position == 10


@pytest.mark.parametrize("direction", [Qt.LayoutDirection.LeftToRight, Qt.LayoutDirection.RightToLeft])
def test_the_slider_lights_the_steps_gone_by_in_either_direction(qtbot, archive, real_game, direction):
    from PySide6.QtGui import QPalette
    QApplication.setLayoutDirection(direction)
    try:
        shown = ReplayPage(archive)
        qtbot.addWidget(shown)
        shown.resize(900, 600)
        shown.show()
        shown.open(real_game)
        lit = shown.slider.palette().color(QPalette.ColorRole.Highlight)

        def lit_share() -> float:
            """How much of the groove's length away from the handle is lit."""
            image = shown.slider.grab().toImage()
            y = image.height() // 2
            xs = range(40, image.width() - 40)
            return sum(image.pixelColor(x, y) == lit for x in xs) / len(xs)
        shown.set_position(1)
        qtbot.wait(20)
        at_start = lit_share()
        shown.set_position(shown.slider.maximum())
        qtbot.wait(20)
        at_end = lit_share()
        assert at_start < 0.2 and at_end > 0.8, (at_start, at_end)
    finally:
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_the_end_of_a_replay_says_game_over_once(qtbot, page, archive, real_game):
    """Issue 29: the step's line, the "Now:" title and the map's centre said it three times."""
    page.show()
    qtbot.waitExposed(page)
    page.open(real_game)
    page.setFocus()
    qtbot.keyClick(page, Qt.Key.Key_Home)
    qtbot.keyClick(page, Qt.Key.Key_End)

    def said() -> int:
        shown = [label.text() for label in page.findChildren(QLabel) if label.isVisibleTo(page)]
        return sum(text.count("Game over") for text in [*shown, *page.seat_map.centre_lines])
    assert page.state.ended and page.step_line.text() == "Game over: the town wins"
    assert said() == 1 and page.seat_map.centre_lines == ["The town wins!"]
    qtbot.keyClick(page, Qt.Key.Key_Left)                  # a step back: the game still on
    assert not page.state.ended and page.now_title.isVisibleTo(page) and said() == 0


def test_a_slip_and_its_undo_are_no_steps_but_a_meant_undo_is():
    t = Table()
    t.to_day()
    t.run(c.nominate, by=1, seat=5)
    t.run(c.start_timer, now=t.tick())       # a timer that started by itself goes with it
    t.run(c.undo, slip=True)
    t.run(c.undo, slip=True)
    t.run(c.foul, seat=5, reason="", technical=False)
    t.run(c.nominate, by=1, seat=6)
    t.run(c.undo)                            # the host meant to take this back: a step
    t.run(c.redo)
    t.run(c.undo, slip=True)                 # not the last step's action (the redo is): listed
    events = t.game.events
    entries = entries_of(events)
    lines = [entry.hidden for entry in entries]
    assert len(entries) == len(events) - 4
    assert "Seat 1 nominated seat 5" not in lines
    assert lines[-5:] == ["Foul for seat 5 (1/4)", "Seat 1 nominated seat 6", "Undo: seat 1 nominated seat 6",
                          "Redo: seat 1 nominated seat 6", "Undo: seat 1 nominated seat 6"]
    counts = [entry.count for entry in entries]
    assert counts[-5:] == list(range(len(events) - 4, len(events) + 1))
    assert counts[-6] == len(events) - 9     # the step before the slip: the speech that began


def test_the_nights_shot_is_marked_on_the_replays_map(page, archive, real_game):
    # Issue 38: at each step of a night after the shot, its target is marked, as on the table
    # (334187's night 1: three shots at seat 4), and not once the morning has come.
    events = archive.events(real_game)
    page.open(real_game)
    marked = []
    for n in range(1, len(events) + 1):
        page.set_position(n)
        state = page.state
        shot = {view.number for view in page.seat_map.views if view.shot}
        if state.phase.value == "night" and state.round == 1 and state.night.shots:
            marked.append(n)
            assert shot == {4}, f"position {n}"
        elif state.phase.value == "day":
            assert shot == set(), f"position {n}"
    assert marked   # the night's steps after the shot were seen
