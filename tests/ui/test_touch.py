"""A finger on the seat map (a tablet at the table): real touch events, not mouse events.
A tap is the step's action, a press held for the platform's press-and-hold time opens the
seat's menu, two quick taps on a seat are a double tap (a foul), a finger that slides away
taps nothing."""

from PySide6.QtCore import QPoint
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from .test_keys_and_timer import started

_DEVICE = []


def finger():
    if not _DEVICE:   # Qt keeps the devices it registers: one for the whole run
        _DEVICE.append(QTest.createTouchDevice())
    return _DEVICE[0]


def touch(widget, *steps) -> None:
    """("press"|"move"|"release", point) steps of one finger, each its own touch event."""
    for kind, point in steps:
        sequence = QTest.touchEvent(widget, finger())
        getattr(sequence, kind)(0, point, widget).commit()


def tap(widget, point: QPoint) -> None:
    touch(widget, ("press", point), ("release", point))


def test_a_tap_nominates_the_seat(qtbot, window):
    started(qtbot, window)                              # seat 1 speaks
    seat_map = window.seat_map
    with qtbot.waitSignal(seat_map.seatTapped, timeout=1000) as tapped:
        tap(seat_map, seat_map.seat_centre(7))
    assert tapped.args == [7] and window.controller.state.ballot() == [7]


def test_a_held_finger_opens_the_seat_menu_after_the_platforms_hold_time(qtbot, window):
    started(qtbot, window)
    seat_map = window.seat_map
    hold = QGuiApplication.styleHints().mousePressAndHoldInterval()
    menus = []
    seat_map.seatMenuRequested.connect(lambda seat, where: menus.append(seat))
    seat_map.seatMenuRequested.disconnect(window.game_page.seat_menu)   # no real menu in a test
    touch(seat_map, ("press", seat_map.seat_centre(6)))
    qtbot.wait(hold + 200)
    touch(seat_map, ("release", seat_map.seat_centre(6)))   # lifted after the hold: the menu,
    assert menus == [6] and window.controller.state.ballot() == []   # which is not a tap
    touch(seat_map, ("press", seat_map.seat_centre(6)))
    qtbot.wait(hold // 3)
    touch(seat_map, ("release", seat_map.seat_centre(6)))   # lifted sooner: a tap
    assert menus == [6] and window.controller.state.ballot() == [6]


def test_two_quick_taps_give_the_seat_a_foul_and_take_back_the_first(qtbot, window):
    started(qtbot, window)
    seat_map = window.seat_map
    tap(seat_map, seat_map.seat_centre(4))
    assert window.controller.state.ballot() == [4]
    with qtbot.waitSignal(seat_map.seatDoubleTapped, timeout=1000) as doubled:
        tap(seat_map, seat_map.seat_centre(4))
    assert doubled.args == [4]
    assert window.controller.state.seat(4).fouls == 1 and window.controller.state.ballot() == []


def test_a_finger_that_slides_off_taps_nothing(qtbot, window):
    started(qtbot, window)
    seat_map = window.seat_map
    taps = []
    seat_map.seatTapped.connect(taps.append)
    start = seat_map.seat_centre(3)
    touch(seat_map, ("press", start), ("move", start + QPoint(60, 0)), ("release", start + QPoint(60, 0)))
    assert taps == [] and window.controller.state.ballot() == []
