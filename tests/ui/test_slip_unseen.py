"""A slip never reaches the spectators: a double tap on a seat is a foul, and its first tap
(a nomination, here) is taken back as a slip. The host's map shows that first tap at once;
the audience screen and the overlay are shown the table as it stood before it until the
double tap's time is over (issue 45: for under a second they showed the nomination)."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from mafia_desktop import preferences

from .test_keys_and_timer import started
from .test_overlay import Page
from .test_overlay_window import free_port


def followed(qtbot, window):
    """The audience screen and the overlay open on the table; what each has shown, as it came."""
    window.audience_action.trigger()
    audience = window.audience
    qtbot.addWidget(audience)
    shown: list = []
    show = audience._show
    audience._show = lambda scene: (shown.append(scene), show(scene))[1]
    port = free_port()
    preferences.save_overlay_settings(preferences.OverlaySettings(port=port))
    assert window.start_overlay()
    page = Page(qtbot, f"ws://127.0.0.1:{port}/live")
    qtbot.waitUntil(lambda: bool(page.received), timeout=3000)
    return audience, shown, page


def nominees(text: str) -> list[int]:
    return [seat["number"] for seat in json.loads(text)["seats"] if seat["nominee"] is not None]


def test_a_nomination_taken_back_as_a_slip_never_reaches_the_audience_or_the_overlay(qtbot, window):
    started(qtbot, window)   # day 1, seat 1 speaks
    audience, shown, page = followed(qtbot, window)
    seat_map = window.game_page.seat_map
    seat_map.seatTapped.emit(7)   # the first tap of a double tap: seat 1 nominates seat 7
    assert window.controller.state.ballot() == [7]   # on the host's map at once
    qtbot.wait(100)   # the loop turns: the overlay would send what it was given
    seat_map.seatDoubleTapped.emit(7)   # the second: a foul for seat 7, the nomination a slip
    state = window.controller.state
    assert state.ballot() == [] and state.seats[6].fouls == 1
    qtbot.waitUntil(lambda: json.loads(page.received[-1])["seats"][6]["fouls"] == 1, timeout=3000)
    qtbot.wait(QGuiApplication.styleHints().mouseDoubleClickInterval() + 300)
    assert audience.scene.seats[6].fouls == 1
    assert all(scene.nominees != "Nominees: 7" for scene in shown)
    assert all(nominees(text) == [] for text in page.received)
    page.close()


def test_a_tap_that_stays_reaches_them_once_the_double_taps_time_is_over(qtbot, window):
    started(qtbot, window)
    audience, shown, page = followed(qtbot, window)
    window.game_page.seat_map.seatTapped.emit(7)
    assert window.controller.state.ballot() == [7] and audience.scene.nominees != "Nominees: 7"
    qtbot.waitUntil(lambda: audience.scene.nominees == "Nominees: 7", timeout=3000)
    qtbot.waitUntil(lambda: nominees(page.received[-1]) == [7], timeout=3000)
    page.close()


def test_a_typed_seat_reaches_them_at_once(qtbot, window):
    started(qtbot, window)
    audience, _, page = followed(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_7)   # no second tap can follow a key: nothing to wait for
    assert audience.scene.nominees == "Nominees: 7"
    qtbot.waitUntil(lambda: nominees(page.received[-1]) == [7], timeout=3000)
    page.close()
