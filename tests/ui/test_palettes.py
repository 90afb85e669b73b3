"""The system's dark palette followed (clubs play in dim rooms): the seat map, its badges, the
banners and the panel's words take their colours from the palette, and read well in light
and dark alike (WCAG's contrast: 4.5 for text, 3 for the large timer and for shapes)."""

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication

from mafia_desktop.engine import Role
from mafia_desktop.ui.shared.colours import ColouredLabel, contrast, ink_on, is_dark, shade
from mafia_desktop.ui.table.geometry import Layout
from mafia_desktop.ui.table.seatmap import paint_seat_map, seat_colours
from mafia_desktop.ui.table.seatview import SeatView

from .palettes import dark_palette, light_palette

PALETTES = {"light": light_palette, "dark": dark_palette}
WINDOW = QPalette.ColorRole.Window
KINDS = {
    "alive": SeatView(1, "Anna", 0, "alive"),
    "gone": SeatView(2, "Boris", 1, "killed", left_when="N1"),
    "black": SeatView(3, "Don", 0, "alive", role=Role.DON, black=True),
    "chosen": SeatView(4, "Eve", 0, "alive", selected=True),
    "speaking": SeatView(5, "Finn", 2, "alive", speaking=True),
}


@pytest.fixture(params=PALETTES)
def palette(request, qapp):
    before = QApplication.palette()
    chosen = PALETTES[request.param]()
    QApplication.setPalette(chosen)
    yield chosen
    QApplication.setPalette(before)


def test_the_dark_palette_is_told_from_the_light(qapp):
    assert is_dark(dark_palette()) and not is_dark(light_palette())


@pytest.mark.parametrize("kind", KINDS)
def test_every_seat_reads_in_both_palettes(palette, kind):
    fill, text, ring = seat_colours(KINDS[kind], palette)
    assert contrast(text, fill) >= 4.5, kind


def test_a_black_seat_and_a_departed_one_stand_out_from_the_others(palette):
    alive, _, _ = seat_colours(KINDS["alive"], palette)
    black, _, black_ring = seat_colours(KINDS["black"], palette)
    gone, _, _ = seat_colours(KINDS["gone"], palette)
    table = palette.color(QPalette.ColorRole.AlternateBase)
    assert contrast(black, alive) >= 1.4
    assert max(contrast(black, table), contrast(black_ring, table)) >= 3   # its fill, or in the dark its ring
    assert contrast(gone, alive) >= 1.2
    _, _, speaker_ring = seat_colours(KINDS["speaking"], palette)
    assert speaker_ring == palette.color(QPalette.ColorRole.Highlight)


def test_badges_banners_and_warnings_read_on_their_ground(palette):
    window = palette.color(WINDOW)
    for fill in ("alarm-fill", "notice"):                     # the ballot's badge, the banners
        assert contrast(ink_on(shade(palette, fill)), shade(palette, fill)) >= 4.5, fill
    assert contrast(shade(palette, "alarm"), window) >= 4.5   # a refusal in the panel
    assert contrast(shade(palette, "caution"), window) >= 3   # the timer's last seconds (large)


def test_the_map_is_painted_from_the_palette(palette):
    image = QImage(600, 600, QImage.Format.Format_RGB32)
    with QPainter(image) as painter:
        paint_seat_map(painter, QRectF(0, 0, 600, 600), palette, list(KINDS.values()), ["Day 1"], "0:42", "normal")
    spots = Layout(600, 600, len(KINDS)).spots()
    assert image.pixelColor(2, 2).name() == palette.color(WINDOW).name()
    for kind, spot in zip(KINDS, spots):                          # a point inside the seat, off its words
        inside = QPointF(spot.x - spot.radius * 0.75, spot.y)
        assert image.pixelColor(inside.toPoint()).name() == seat_colours(KINDS[kind], palette)[0].name(), kind


def test_a_coloured_label_follows_the_system_turning_dark(qtbot):
    before = QApplication.palette()
    label = ColouredLabel("Seat 10 has left the table", meaning="alarm")
    qtbot.addWidget(label)
    assert "#c62828" in label.styleSheet()
    try:
        QApplication.setPalette(dark_palette())                  # the system goes dark at dusk
        qtbot.waitUntil(lambda: "#ff6e6e" in label.styleSheet())
    finally:
        QApplication.setPalette(before)
    qtbot.waitUntil(lambda: "#c62828" in label.styleSheet())
