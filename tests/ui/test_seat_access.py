"""The table read by a screen reader: the painted seat map's accessible children (a button per
seat with its number, nickname and state), the map's centre, the panel's words and buttons,
read back through Qt's accessibility interfaces as an assistive technology reads them."""

from PySide6.QtGui import QAccessible

from .test_full_games import NAMES
from .test_keys_and_timer import started

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description


def read(widget):
    return QAccessible.queryAccessibleInterface(widget)


def test_each_seat_is_a_button_with_its_number_nickname_and_state(qtbot, window):
    started(qtbot, window)                               # day 1, seat 1 speaks
    window.tap_seat(7)                                   # seat 1 nominates seat 7
    window.controller.foul(2)
    table = read(window.seat_map)
    assert table.text(NAME) == "Seat map" and table.childCount() == 10
    seats = [table.child(index) for index in range(10)]
    assert [seat.text(NAME) for seat in seats] == [f"Seat {n}, {NAMES[n - 1]}" for n in range(1, 11)]
    assert all(seat.role() == QAccessible.Role.Button and seat.parent() is table for seat in seats)
    assert seats[0].text(DESCRIPTION) == "at the table, has the floor"
    assert seats[1].text(DESCRIPTION) == "at the table, 1 foul"
    assert seats[6].text(DESCRIPTION) == "at the table, nominee #1"
    assert [table.indexOfChild(seat) for seat in seats] == list(range(10))
    centre = window.seat_map.mapToGlobal(window.seat_map.seat_centre(5))
    assert table.childAt(centre.x(), centre.y()) is seats[4] and seats[4].rect().contains(centre)
    assert "Day 1" in table.text(DESCRIPTION) and window.seat_map.timer_text in table.text(DESCRIPTION)


def test_a_departed_seat_says_how_and_when_it_left(qtbot, window):
    started(qtbot, window)
    window.controller.remove(3, "insults")
    seat = read(window.seat_map).child(2)
    assert seat.text(DESCRIPTION).startswith("removed D1")


def test_the_panel_is_read_too(qtbot, window):
    started(qtbot, window)
    panel = window.panel
    assert read(panel.headline).text(NAME) == panel.headline.text() != ""
    assert read(panel.phase).text(NAME) == panel.phase.text() != ""
    for key, button in panel.buttons.items():
        assert read(button).text(NAME), key           # each button names its action
    assert read(panel.buttons["next"]).text(NAME) == "Next"


def test_a_listening_screen_reader_is_told_what_changed(qtbot, window, monkeypatch):
    started(qtbot, window)
    told = []
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(QAccessible, "updateAccessibility",
                        staticmethod(lambda event: told.append((event.type(), event.child()))))
    window.controller.foul(4)
    assert (QAccessible.Event.DescriptionChanged, 3) in told
    assert all(child in (3, -1) for kind, child in told)   # seat 4 and the centre, nothing else
