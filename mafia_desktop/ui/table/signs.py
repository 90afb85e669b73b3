"""The sign the host gives a checker, painted large for him to copy (no emoji font is
needed): the head's nod or shake, and the hand the preset's seed asks for beside it
(``engine.customs``: a thumb up or down, a ring of thumb and finger, crossed arms)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPalette, QPen, QTransform
from PySide6.QtWidgets import QSizePolicy, QWidget

from mafia_desktop.engine.customs import Hand, Head, Sign
from mafia_desktop.i18n import translate
from mafia_desktop.ui.shared.colours import shade
from mafia_desktop.words.answers import GESTURES


def thumb_path() -> QPainterPath:
    """A thumbs-up in a unit square centred on 0 (the thumb up, the fist to its right)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)   # the parts overlap: one outline, no holes
    path.addRoundedRect(QRectF(-0.12, -0.06, 0.52, 0.5), 0.1, 0.1)    # the fist
    path.addRoundedRect(QRectF(-0.12, -0.46, 0.2, 0.72), 0.1, 0.1)    # the thumb, into the fist
    path.addRoundedRect(QRectF(-0.44, -0.04, 0.26, 0.48), 0.04, 0.04)  # the cuff
    return path.simplified()


@contextmanager
def _in_unit(painter: QPainter, rect: QRectF, fill: QColor, ink: QColor) -> Iterator[None]:
    """Draw in a unit square centred on 0, inside ``rect``, outlined in ``ink`` and filled
    with ``fill`` (the painter's state given back after)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    side = min(rect.width(), rect.height())
    painter.translate(rect.center())
    painter.scale(side, side)
    painter.setPen(QPen(ink, 0.035))
    painter.setBrush(fill)
    try:
        yield
    finally:
        painter.restore()


def paint_thumb(painter: QPainter, rect: QRectF, *, up: bool, fill: QColor, ink: QColor) -> None:
    with _in_unit(painter, rect, fill, ink):
        if not up:
            painter.rotate(180)
        painter.drawPath(thumb_path())
        for y in (0.08, 0.2, 0.32):   # the fingers' folds
            painter.drawLine(QPointF(0.1, y), QPointF(0.38, y))


def _double_arrow(painter: QPainter, start: QPointF, end: QPointF) -> None:
    painter.drawLine(start, end)
    for tip, tail in ((start, end), (end, start)):
        dx, dy = (tail.x() - tip.x()) * 0.25, (tail.y() - tip.y()) * 0.25
        painter.drawLine(tip, QPointF(tip.x() + dx - dy * 0.7, tip.y() + dy + dx * 0.7))
        painter.drawLine(tip, QPointF(tip.x() + dx + dy * 0.7, tip.y() + dy - dx * 0.7))


def paint_head(painter: QPainter, rect: QRectF, head: Head, *, fill: QColor, ink: QColor) -> None:
    """A head, and the arrow of its movement: up and down for a nod, sideways for a shake."""
    with _in_unit(painter, rect, fill, ink):
        painter.drawEllipse(QPointF(-0.08, 0.1), 0.24, 0.28)
        painter.setBrush(ink)   # a face: the eyes and the mouth, so that it reads as a head
        for x in (-0.17, 0.01):
            painter.drawEllipse(QPointF(x, 0.04), 0.035, 0.035)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(QRectF(-0.18, 0.1, 0.2, 0.14), 200 * 16, 140 * 16)
        pen = QPen(ink, 0.06)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        if head is Head.NOD:
            _double_arrow(painter, QPointF(0.34, -0.3), QPointF(0.34, 0.34))
        else:
            _double_arrow(painter, QPointF(-0.4, -0.36), QPointF(0.24, -0.36))


def _paint_ring(painter: QPainter, rect: QRectF, *, fill: QColor, ink: QColor) -> None:
    """👌: thumb and forefinger in a ring, the other fingers up."""
    # Made a hundred times larger: the outline's union flattens its curves at that scale.
    hand = QPainterPath()
    hand.setFillRule(Qt.FillRule.WindingFill)   # one outline, as the thumb's
    hand.addRoundedRect(QRectF(-4, -6, 42, 40), 10, 10)       # the palm
    for x in (0, 13, 26):                                     # three fingers up
        hand.addRoundedRect(QRectF(x, -46, 11, 50), 5.5, 5.5)
    hand.addEllipse(QPointF(-18, 10), 20, 20)                 # thumb and forefinger
    hole = QPainterPath()
    hole.addEllipse(QPointF(-18, 10), 9, 9)
    with _in_unit(painter, rect, fill, ink):
        painter.drawPath(QTransform.fromScale(0.01, 0.01).map(hand.simplified().subtracted(hole)))


def _paint_crossed(painter: QPainter, rect: QRectF, *, fill: QColor, ink: QColor) -> None:
    """🙅: the forearms crossed."""
    with _in_unit(painter, rect, fill, ink):
        for angle in (45, -45):
            painter.save()
            painter.rotate(angle)
            painter.drawRoundedRect(QRectF(-0.45, -0.09, 0.9, 0.18), 0.08, 0.08)
            painter.restore()


def paint_sign(painter: QPainter, rect: QRectF, sign: Sign, palette: QPalette) -> None:
    """The head's sign, and the hand's beside it (after it, in reading order), in ``rect``."""
    ink = palette.color(QPalette.ColorRole.WindowText)
    base = palette.color(QPalette.ColorRole.Base)
    parts = 1 if sign.hand is None else 2
    side = min(rect.width() / parts, rect.height())
    left = rect.center().x() - side * parts / 2
    boxes = [QRectF(left + side * i, rect.center().y() - side / 2, side, side) for i in range(parts)]
    if painter.layoutDirection() == Qt.LayoutDirection.RightToLeft:
        boxes.reverse()
    paint_head(painter, boxes[0], sign.head, fill=base, ink=ink)
    if sign.hand in (Hand.THUMB_UP, Hand.THUMB_DOWN):
        up = sign.hand is Hand.THUMB_UP
        paint_thumb(painter, boxes[1], up=up, fill=shade(palette, "good" if up else "black-seat"), ink=ink)
    elif sign.hand is Hand.RING:
        _paint_ring(painter, boxes[1], fill=shade(palette, "good"), ink=ink)
    elif sign.hand is Hand.CROSSED:
        _paint_crossed(painter, boxes[1], fill=shade(palette, "black-seat"), ink=ink)


class SignPicture(QWidget):
    """The sign, large, for the host to copy."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sign: Sign | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(140)

    def sizeHint(self) -> QSize:
        return QSize(280, 140)

    def show_sign(self, sign: Sign | None) -> None:
        self.sign = sign
        self.setVisible(sign is not None)
        # Painted, so named for a screen reader.
        self.setAccessibleName("" if sign is None else translate("Answers", GESTURES[sign]))
        self.update()

    def paintEvent(self, event) -> None:
        if self.sign is None:
            return
        with QPainter(self) as painter:
            painter.setLayoutDirection(self.layoutDirection())
            paint_sign(painter, QRectF(self.rect()).adjusted(8, 8, -8, -8), self.sign, self.palette())
