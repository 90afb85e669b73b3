"""Issue 38: a long nickname reads whole: on two lines in its seat (not "Aleksandra Ga…" in
tiny type), and from its start in the new game's field (not "ksandra Garvārdiņa-Bērziņa")."""

from __future__ import annotations

from PySide6.QtGui import QFont

from mafia_desktop.ui.table.seatmap import nickname_lines

LONG = "Aleksandra Garvārdiņa-Bērziņa"


def test_a_long_nickname_goes_on_two_lines_at_its_middle_break(qapp):
    # The space at 10 is nearer the middle than the hyphen at 21.
    assert nickname_lines(LONG, 50, QFont()) == ["Aleksandra", "Garvārdiņa-Bērziņa"]
    assert nickname_lines("Anna", 50, QFont()) == ["Anna"]
    assert nickname_lines("Maksimiliānsvonzeltinghausen", 50, QFont()) == ["Maksimiliānsvonzeltinghausen"]


def test_the_break_nearest_the_middle_is_chosen(qapp):
    assert nickname_lines("Jānis Kārlis Bērziņš-Ozoliņš", 40, QFont()) == ["Jānis Kārlis", "Bērziņš-Ozoliņš"]
    assert nickname_lines("Anna-Marija Ozola-Kalniņa", 30, QFont()) == ["Anna-Marija", "Ozola-Kalniņa"]


def test_a_departed_seat_keeps_one_line_for_its_departure(qtbot):
    from mafia_desktop.ui.table.seatmap import SeatMap
    from mafia_desktop.ui.table.seatview import SeatView
    seat_map = SeatMap()
    qtbot.addWidget(seat_map)
    seat_map.resize(600, 600)
    views = [SeatView(number=n, nickname=LONG, fouls=0, status="killed" if n == 1 else "alive", left_when="N1")
             for n in range(1, 11)]
    seat_map.show_state(views, ["Day 2", ""], "", "normal")
    seat_map.show()
    qtbot.waitExposed(seat_map)
    assert not seat_map.grab().isNull()   # painted, both kinds of seat


def test_the_new_games_field_shows_a_long_names_start(qtbot):
    from mafia_desktop.ui.table.new_game import NewGameDialog
    dialog = NewGameDialog([], seats=[LONG, *[f"P{n}" for n in range(2, 11)]])
    qtbot.addWidget(dialog)
    dialog.show()
    edit = dialog.name_edits[0]
    assert edit.cursorPosition() == 0 and edit.toolTip() == LONG
    edit.setFocus()
    edit.end(False)                    # the host typed to its end, then moves on
    dialog.name_edits[1].setFocus()
    edit.editingFinished.emit()
    assert edit.cursorPosition() == 0


def test_hovering_a_seat_shows_its_whole_nickname(qtbot):
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    from mafia_desktop.ui.table.seatmap import SeatMap
    from mafia_desktop.ui.table.seatview import SeatView
    seat_map = SeatMap()
    qtbot.addWidget(seat_map)
    seat_map.resize(600, 600)
    seat_map.show_state([SeatView(number=n, nickname=LONG if n == 3 else f"P{n}", fouls=0, status="alive",
                                  left_when="") for n in range(1, 11)], ["Day 2", ""], "", "normal")
    seat_map.show()
    qtbot.waitExposed(seat_map)
    centre = seat_map.seat_centre(3)
    QApplication.sendEvent(seat_map, QHelpEvent(QEvent.Type.ToolTip, centre, seat_map.mapToGlobal(centre)))
    assert QToolTip.text() == f"3. {LONG}"
    QToolTip.hideText()
