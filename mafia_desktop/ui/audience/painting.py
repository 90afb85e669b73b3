"""Drawing the audience screen: the seats on an oval that fills a wide screen, each painted as
on the host's map (``paint_seat``), and in the middle what happens now in type to be read
across a hall: the phase, the headline, who has the floor, the timer, the nominees, the vote.

``oval_spots`` is plain geometry (its own test); ``paint_audience`` draws a ``Scene``.
Right to left (Hebrew) the texts and the vote's row read from the right; the seats stay
where the table numbers them, clockwise from the top, as on the host's map.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPalette, QPen, QTextOption

from mafia_desktop.ui.audience.scene import Scene
from mafia_desktop.ui.shared.colours import shade
from mafia_desktop.ui.table.geometry import SeatSpot
from mafia_desktop.ui.table.seatmap import paint_seat

MARGIN = 0.02     # of the shorter side, around the seats
SAMPLES = 720     # points along the oval, to space the seats evenly along it
SEAT_SHARE = 0.108  # a seat's radius, of the shorter side: nicknames read across a hall, room left inside
#: Seat radii from a seat's centre that its foul marks and its badges reach (the nominee's
#: badge stands out to 1.52 at its side: geometry.NOMINEE_BADGE), and a little gap.
REACH = 1.6
TABLE_GAP = REACH   # the table's edge clear of every seat's marks and badges


@dataclass(frozen=True)
class Oval:
    """The seats of a ``width`` × ``height`` screen on an oval, and the room inside it."""

    width: float
    height: float
    count: int

    def axes(self, radius: float | None = None) -> tuple[float, float]:
        radius = self.seat_radius if radius is None else radius
        room = radius * 1.35 + min(self.width, self.height) * MARGIN   # the fouls' marks above a seat
        return max(1.0, self.width / 2 - room), max(1.0, self.height / 2 - room)

    @property
    def seat_radius(self) -> float:
        """As large as the screen allows, neighbours apart (two rounds settle it)."""
        radius = min(self.width, self.height) * SEAT_SHARE
        for _ in range(2):
            a, b = self.axes(radius)
            perimeter = math.pi * (3 * (a + b) - math.sqrt((3 * a + b) * (a + 3 * b)))   # Ramanujan
            radius = min(min(self.width, self.height) * SEAT_SHARE, self.width * 0.09,
                         0.42 * perimeter / max(self.count, 1))
        return max(10.0, radius)

    def spots(self) -> list[SeatSpot]:
        """Clockwise from the top, at equal distances along the oval (not equal angles:
        those crowd the seats at its narrow ends)."""
        radius = self.seat_radius
        a, b = self.axes(radius)
        cx, cy = self.width / 2, self.height / 2
        points = [(cx + a * math.sin(2 * math.pi * i / SAMPLES), cy - b * math.cos(2 * math.pi * i / SAMPLES))
                  for i in range(SAMPLES + 1)]
        lengths = [0.0]
        for (x0, y0), (x1, y1) in zip(points, points[1:]):
            lengths.append(lengths[-1] + math.hypot(x1 - x0, y1 - y0))
        spots, index = [], 0
        for seat in range(self.count):
            wanted = lengths[-1] * seat / self.count
            while lengths[index] < wanted:
                index += 1
            x, y = points[index]
            spots.append(SeatSpot(seat + 1, x, y, radius))
        return spots

    def table_axes(self) -> tuple[float, float]:
        """The table drawn inside the seats: an oval a gap clear of every seat all round (one
        with the seats' axes less a gap would come closer between the ends, into the seats)."""
        return _table_axes(self)

    def clear_width(self, top: float, bottom: float) -> float:
        """How wide a centred band from ``top`` to ``bottom`` may be: on the table, clear of
        every seat, its fouls and its badges."""
        reach, cx = self.seat_radius * REACH, self.width / 2
        # Inside the table drawn, at the band's edge farther from the middle.
        a, b = self.table_axes()
        far = max(abs(top - self.height / 2), abs(bottom - self.height / 2))
        half = a * math.sqrt(max(0.0, 1 - (far / b) ** 2)) if far < b else 0.0
        for spot in _spots(self):
            dy = max(top - spot.y, spot.y - bottom, 0.0)
            if dy < reach:
                half = min(half, abs(spot.x - cx) - math.sqrt(reach * reach - dy * dy))
        return max(0.0, 2 * half)

    def middle(self) -> tuple[float, float]:
        """The top and bottom of the middle: as far as a band a fifth of the screen wide fits."""
        return _middle(self)


@functools.lru_cache(maxsize=8)
def _spots(oval: Oval) -> list[SeatSpot]:
    return oval.spots()


@functools.lru_cache(maxsize=8)
def _table_axes(oval: Oval) -> tuple[float, float]:
    gap = oval.seat_radius * TABLE_GAP
    a, b = oval.axes()
    a, b = a - gap, b - gap
    cx, cy = oval.width / 2, oval.height / 2
    for _ in range(8):   # shrink by the worst shortfall until none is left
        edge = [(cx + a * math.cos(2 * math.pi * i / SAMPLES), cy + b * math.sin(2 * math.pi * i / SAMPLES))
                for i in range(SAMPLES)]
        nearest = min(math.hypot(spot.x - x, spot.y - y) for spot in _spots(oval) for x, y in edge)
        if nearest >= gap:
            break
        a, b = max(1.0, a - (gap - nearest)), max(1.0, b - (gap - nearest))
    return a, b


@functools.lru_cache(maxsize=8)
def _middle(oval: Oval) -> tuple[float, float]:
    step, least = oval.height / 400, oval.width * 0.2
    top = bottom = oval.height / 2
    while top - step > 0 and oval.clear_width(top - step, top - step) >= least:
        top -= step
    while bottom + step < oval.height and oval.clear_width(bottom + step, bottom + step) >= least:
        bottom += step
    return top, bottom


@dataclass(frozen=True)
class _Line:
    text: str
    size: float          # in units of the middle's height / 10
    bold: bool = False
    colour: str = "text"   # "text", "quiet", "highlight", "warning", "over"
    numbers: bool = False  # the clock: left to right in every language
    tally: tuple = ()      # the vote's counts, a row of their own


def paint_audience(painter: QPainter, rect: QRectF, palette: QPalette, scene: Scene,
                   faces: dict[int, QImage] | None = None) -> None:
    """The screen for ``scene``; ``faces``: the players' photos by seat (grey for the gone)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    faces = faces or {}
    painter.fillRect(rect, palette.color(QPalette.ColorRole.Window))
    oval = Oval(rect.width(), rect.height(), len(scene.seats))
    if scene.seats:
        _paint_table(painter, oval, palette)
        for view, spot in zip(scene.seats, _spots(oval)):
            paint_seat(painter, spot, view, palette, faces.get(view.number))
            if view.black:   # roles revealed: the blacks ringed, told from the seats that left
                painter.setPen(QPen(palette.color(QPalette.ColorRole.WindowText), spot.radius * 0.1))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(QPointF(spot.x, spot.y), spot.radius * 0.93, spot.radius * 0.93)
        top, bottom = oval.middle()
        width: Callable[[float, float], float] = oval.clear_width
    else:   # no game yet: the whole screen
        top, bottom = rect.height() * 0.1, rect.height() * 0.9

        def most(_top: float, _bottom: float) -> float:
            return rect.width() * 0.8
        width = most
    _paint_middle(painter, rect.width() / 2, top, bottom, width, palette, _lines(scene))


def _paint_table(painter: QPainter, oval: Oval, palette: QPalette) -> None:
    a, b = oval.table_axes()
    painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 3))
    painter.setBrush(palette.color(QPalette.ColorRole.AlternateBase))
    painter.drawEllipse(QPointF(oval.width / 2, oval.height / 2), a, b)


def _lines(scene: Scene) -> list[_Line]:
    """The middle, top to bottom: a night (or the time before the game) is its name alone."""
    if not (scene.timer or scene.headline or scene.nominees or scene.tally or scene.lines):
        lines = [_Line(scene.caption, 0.5, colour="quiet"), _Line(scene.phase, 2.4, bold=True)]
    else:
        lines = [_Line(scene.caption, 0.5, colour="quiet"), _Line(scene.phase, 1.1, bold=True),
                 _Line(scene.headline, 0.8), _Line(scene.speaker, 1.0, bold=True, colour="highlight"),
                 _Line(scene.timer, 2.6 if scene.lines else 3.0, bold=True, colour=scene.timer_state, numbers=True),
                 _Line(" ", 0.85, tally=scene.tally) if scene.tally else _Line("", 0),
                 _Line(scene.nominees, 0.8, bold=True)]
        lines += [_Line(text, 0.55) for text in scene.lines]
    return [line for line in lines if line.text]


def _paint_middle(painter: QPainter, cx: float, top: float, bottom: float, width: Callable[[float, float], float],
                  palette: QPalette, lines: list[_Line]) -> None:
    """The lines stacked and centred between ``top`` and ``bottom``, each as wide as the
    seats leave room at its height (``width(top, bottom)``), all shrunk alike to fit."""
    unit = (bottom - top) / 4   # as large as fits: a vote's few lines larger than a speech's
    for _ in range(30):
        places = _stack(painter, lines, unit, cx, top, bottom, width)
        if places is not None:
            break
        unit *= 0.92
    for line, place in zip(lines, places or []):
        if line.tally:
            _paint_tally(painter, place, palette, line.tally, unit * line.size)
        else:
            painter.setFont(_font(painter, line, unit))
            painter.setPen(_colour(palette, line.colour))
            painter.drawText(place, line.text, _option(line.numbers, painter.layoutDirection()))


def _stack(painter: QPainter, lines: list[_Line], unit: float, cx: float, top: float, bottom: float,
           width) -> list[QRectF] | None:
    """Where each line goes at this size, or None if they do not fit. Heights come from the
    widths at the lines' places, which come from the heights: twice round settles it."""
    gap = unit * 0.15
    heights = [_height(painter, line, unit, width(top + (bottom - top) / 3, bottom - (bottom - top) / 3))
               for line in lines]
    for _ in range(2):
        total = sum(heights) + gap * (len(lines) - 1)
        if total > bottom - top:
            return None
        y, places = top + (bottom - top - total) / 2, []
        for line, height in zip(lines, heights):
            room = width(y, y + height)
            places.append(QRectF(cx - room / 2, y, room, height))
            y += height + gap
        heights = [_height(painter, line, unit, place.width()) for line, place in zip(lines, places)]
    if any(_height(painter, line, unit, place.width()) > place.height() + 0.5 or place.width() < unit
           for line, place in zip(lines, places)):
        return None
    return places


def _paint_tally(painter: QPainter, row: QRectF, palette: QPalette, tally, size: float) -> None:
    """The nominees' counts side by side, the one being voted on lit."""
    cell = row.width() / len(tally)
    right_to_left = painter.layoutDirection() == Qt.LayoutDirection.RightToLeft
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(max(10, int(size)))
    metrics = QFontMetricsF(font)
    while font.pixelSize() > 10 and max(metrics.horizontalAdvance(text) for text, _ in tally) > cell * 0.9:
        font.setPixelSize(font.pixelSize() - 1)
        metrics = QFontMetricsF(font)
    painter.setFont(font)
    for place, (text, current) in enumerate(tally):
        column = len(tally) - 1 - place if right_to_left else place
        box = QRectF(row.x() + column * cell + cell * 0.04, row.y(), cell * 0.92, row.height())
        if current:
            fill = palette.color(QPalette.ColorRole.Highlight)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRoundedRect(box, row.height() * 0.2, row.height() * 0.2)
            painter.setPen(palette.color(QPalette.ColorRole.HighlightedText))
        else:
            painter.setPen(palette.color(QPalette.ColorRole.WindowText))
        painter.drawText(box, text, _option(True, painter.layoutDirection(), centred=True))


def _font(painter: QPainter, line: _Line, unit: float) -> QFont:
    font = QFont(painter.font())
    font.setPixelSize(max(10, int(unit * line.size)))
    font.setBold(line.bold)
    return font


def _height(painter: QPainter, line: _Line, unit: float, width: float) -> float:
    if line.tally:
        return unit * line.size * 1.4
    metrics = QFontMetricsF(_font(painter, line, unit))
    return metrics.boundingRect(QRectF(0, 0, width, 1e6), int(Qt.TextFlag.TextWordWrap), line.text).height()


_OPTIONS: dict[tuple, QTextOption] = {}


def _option(numbers: bool, direction: Qt.LayoutDirection, *, centred: bool = False) -> QTextOption:
    """Made once each, as the seat map's (``seatmap._option``: PySide6 6.12's setters lose a
    reference to None on every call, and this is painted ten times a second)."""
    key = (numbers, direction, centred)
    if key not in _OPTIONS:
        option = QTextOption(Qt.AlignmentFlag.AlignCenter if centred
                             else Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        option.setWrapMode(QTextOption.WrapMode.NoWrap if numbers else QTextOption.WrapMode.WordWrap)
        option.setTextDirection(Qt.LayoutDirection.LeftToRight if numbers and not centred else direction)
        _OPTIONS[key] = option
    return _OPTIONS[key]


def _colour(palette: QPalette, meaning: str) -> QColor:
    if meaning == "highlight":
        return palette.color(QPalette.ColorRole.Highlight)
    if meaning == "quiet":
        return palette.color(QPalette.ColorRole.PlaceholderText)
    if meaning in ("warning", "over"):
        return shade(palette, "caution" if meaning == "warning" else "alarm")
    return palette.color(QPalette.ColorRole.WindowText)
