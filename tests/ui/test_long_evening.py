"""A long evening must not abort the app: PySide6 6.12 has setters that drop a reference to
None on each call (QTextOption.setTextDirection, setWrapMode); called on every repaint they
would bring None's count to zero after some hours and Python would abort. What the window
does ten times a second must leave None's reference count where it was."""

import sys

import pytest
from PySide6.QtWidgets import QApplication

from bench.clicking_host import ClickingHost

from .test_full_games import NAMES, SPORT_CARDS


@pytest.mark.slow
def test_repainting_and_ticking_keep_nones_reference_count(qtbot, window, clock):
    host = ClickingHost(qtbot, window, seed=3)
    host.new_game("sport", NAMES, cards=SPORT_CARDS)
    while window.controller.state.round == 0:
        host.button("next")
    assert window.controller.state.timer.running          # Next started the first speech
    QApplication.processEvents()
    before = sys.getrefcount(None)
    for _ in range(300):
        clock.now += 0.1
        window.tick()
        window.game_page.refresh()
        window.seat_map.repaint()
        window.panel.repaint()
    QApplication.processEvents()
    assert sys.getrefcount(None) - before > -50
