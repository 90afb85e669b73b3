"""The app's colours, taken from the palette: in a dim club the system's dark palette is
followed, and everything painted or styled reads as well on it as on a light one.

The palette has no red, amber or green, so the meanings the app colours (an alarm, a
caution, the thumb up, a black player's seat) each come in a light and a dark shade, the
one for the palette's window chosen; text on a coloured fill is black or white, whichever
reads better (``ink_on``). ``contrast`` is WCAG's ratio, for the tests and for choosing.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel

_SHADES = {   # meaning → (on a light window, on a dark window)
    "alarm": ("#c62828", "#ff6e6e"),       # text: a refusal, the timer over, the third foul
    "alarm-fill": ("#c62828", "#c62828"),  # a fill, white on it: the ballot's badge, "roles shown"
    "caution": ("#d35400", "#ffb74d"),     # the timer's last seconds, the checker's ring
    "good": ("#2e7d32", "#66bb6a"),        # the thumb up
    "black-seat": ("#26262b", "#050507"),  # a black player's seat (roles shown)
    "notice": ("#fff3cd", "#4a3b00"),      # the archive's notice above the pages
}
_BLACK_SEAT_RING = ("#26262b", "#9e9ea6")  # on a dark map a black seat is told by its light ring


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def shade(palette: QPalette, meaning: str) -> QColor:
    light, dark = _SHADES[meaning]
    return QColor(dark if is_dark(palette) else light)


def black_seat_ring(palette: QPalette) -> QColor:
    return QColor(_BLACK_SEAT_RING[is_dark(palette)])


def ink_on(fill: QColor) -> QColor:
    """Black or white text on ``fill``: the one that reads better."""
    black, white = QColor("black"), QColor("white")
    return black if contrast(black, fill) >= contrast(white, fill) else white


def banner_style(palette: QPalette, meaning: str, *, bold: bool = False, padding: int = 6) -> str:
    """A label's stylesheet: the meaning's fill, its ink."""
    fill = shade(palette, meaning)
    weight = " font-weight: bold;" if bold else ""
    return f"background: {fill.name()}; color: {ink_on(fill).name()};{weight} padding: {padding}px;"


def text_style(palette: QPalette, meaning: str, *, bold: bool = False) -> str:
    """A label's stylesheet: its text in the meaning's colour."""
    return f"color: {shade(palette, meaning).name()};" + (" font-weight: bold;" if bold else "")


def luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio, 1 (none) to 21 (black on white)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


class ColouredLabel(QLabel):
    """A label whose colour says something (a refusal in the alarm's colour, a banner on its
    fill), set again when the palette changes (the system turning dark at dusk).
    ``meaning`` None: the palette's own text."""

    def __init__(self, text: str = "", *, meaning: str | None, banner: bool = False, bold: bool = False,
                 padding: int = 6, **properties) -> None:
        super().__init__(text, **properties)
        self._banner, self._bold, self._padding = banner, bold, padding
        self.set_meaning(meaning)

    def set_meaning(self, meaning: str | None) -> None:
        self._meaning = meaning
        self._restyle()

    def changeEvent(self, event) -> None:   # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._restyle()

    def _restyle(self) -> None:
        palette = QApplication.palette() if QApplication.instance() else self.palette()
        if self._meaning is None:
            sheet = "font-weight: bold;" if self._bold else ""
        elif self._banner:
            sheet = banner_style(palette, self._meaning, bold=self._bold, padding=self._padding)
        else:
            sheet = text_style(palette, self._meaning, bold=self._bold)
        if sheet != self.styleSheet():   # a new sheet repolishes: once is enough
            self.setStyleSheet(sheet)
