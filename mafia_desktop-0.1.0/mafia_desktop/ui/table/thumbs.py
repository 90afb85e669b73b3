"""A thumb up or down, painted (no emoji font is needed): the sign the host gives a checker."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from mafia_desktop.ui.shared.colours import shade


def thumb_path() -> QPainterPath:
    """A thumbs-up in a unit square centred on 0 (the thumb up, the fist to its right)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)   # the parts overlap: one outline, no holes
    path.addRoundedRect(QRectF(-0.12, -0.06, 0.52, 0.5), 0.1, 0.1)    # the fist
    path.addRoundedRect(QRectF(-0.12, -0.46, 0.2, 0.72), 0.1, 0.1)    # the thumb, into the fist
    path.addRoundedRect(QRectF(-0.44, -0.04, 0.26, 0.48), 0.04, 0.04)  # the cuff
    return path.simplified()


def paint_thumb(painter: QPainter, rect: QRectF, *, up: bool, fill: QColor, ink: QColor) -> None:
    side = min(rect.width(), rect.height())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.center())
    painter.scale(side, side)
    if not up:
        painter.rotate(180)
    painter.setPen(QPen(ink, 0.035))
    painter.setBrush(fill)
    painter.drawPath(thumb_path())
    for y in (0.08, 0.2, 0.32):   # the fingers' folds
        painter.drawLine(QPointF(0.1, y), QPointF(0.38, y))
    painter.restore()


class Thumb(QWidget):
    """The sign, large, for the host to copy: up (green) or down (dark)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.up: bool | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(140)

    def sizeHint(self) -> QSize:
        return QSize(160, 140)

    def show_sign(self, up: bool | None) -> None:
        self.up = up
        self.setVisible(up is not None)
        # Painted, so named for a screen reader.
        self.setAccessibleName("" if up is None else self.tr("Thumb up") if up else self.tr("Thumb down"))
        self.update()

    def paintEvent(self, event) -> None:
        if self.up is None:
            return
        with QPainter(self) as painter:
            ink = self.palette().color(QPalette.ColorRole.WindowText)
            fill = shade(self.palette(), "good" if self.up else "black-seat")
            paint_thumb(painter, QRectF(self.rect()).adjusted(8, 8, -8, -8), up=self.up, fill=fill, ink=ink)

