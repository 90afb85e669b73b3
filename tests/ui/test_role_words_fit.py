"""A seat's role word reads whole on a tablet, in every language: "KOMISĀRS" and "КОМИССАР"
were cut to "KOMISĀ…" on the 1024×600 table (the row above the number is the circle's
narrowest); narrower letters come before a cut."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont

from mafia_desktop.engine import Role
from mafia_desktop.i18n import LANGUAGES
from mafia_desktop.ui.table.geometry import ROLE_ROW, row_half_width
from mafia_desktop.ui.table.seatmap import fitted
from mafia_desktop.ui.table.seatview import SeatView
from tests.engine.table import Table

from .test_host_at_the_table import on_the_table


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_every_role_word_reads_whole_on_a_tablets_seat(qtbot, window_in, archive, code):
    window = window_in(code)
    on_the_table(qtbot, window, archive, Table())
    radius = window.seat_map.seat_radius()
    assert 25 < radius < 50                                   # the map as a tablet shows it
    top, bottom, size = ROLE_ROW
    font = QFont(window.seat_map.font())
    font.setBold(True)
    font.setPixelSize(int(radius * size))
    cut = {}
    for role in Role:
        word = SeatView(number=1, nickname="", fouls=0, status="alive", role=role).role_word.upper()
        shown = fitted(word, font, 2 * radius * row_half_width(top, bottom))[1]
        if shown != word:
            cut[word] = shown
    assert not cut


def test_a_word_too_long_for_any_narrowing_is_still_cut_at_its_end(qapp):
    font = QFont()
    font.setPixelSize(12)
    narrowed, shown = fitted("CIVILIEDZĪVOTĀJS", font, 40)
    assert shown.endswith("…") and shown.startswith("CIV") and narrowed.pixelSize() == 9


def test_a_long_step_in_the_tables_centre_is_made_smaller_not_cut(qapp):
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QFontMetricsF

    from mafia_desktop.ui.table.seatmap import wrapped_to_fit
    line = "Atkārtota balsošana: kas par to, lai spēlētājs Nr. 2 pamet galdu? (1. kandidāts no 2)"
    font = QFont()
    font.setPixelSize(13)
    box = QRectF(0, 0, 250, 13 * 2.6)
    assert QFontMetricsF(font).boundingRect(box, Qt.TextFlag.TextWordWrap, line).height() > box.height()   # three lines at 13 px
    fitted_font = wrapped_to_fit(line, font, box)
    assert 10 <= fitted_font.pixelSize() < 13
    assert QFontMetricsF(fitted_font).boundingRect(box, Qt.TextFlag.TextWordWrap, line).height() <= box.height()
