"""A table's seats small, for the head judge's card: the host's map reduced to what reads at a
glance across the room — each seat's number in its circle (the host's colours: greyed when
he has left, ringed when he has the floor, dark for a black when the roles are shown), a
red ring for a nominee, a dot for each foul. The host's map paints nicknames and a dot for
every possible foul; at this size they would be noise.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QPalette, QPen
from PySide6.QtWidgets import QWidget

from mafia_desktop.ui.shared.colours import shade
from mafia_desktop.ui.table.geometry import Layout
from mafia_desktop.ui.table.seatmap import seat_colours
from mafia_desktop.ui.table.seatview import SeatView

#: The map's side: seats big enough to read their numbers from a step away.
SIDE = 124


def paint_mini_map(painter: QPainter, rect: QRectF, palette: QPalette, views: list[SeatView]) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if not views:
        return
    layout = Layout(rect.width(), rect.height(), len(views))
    cx, cy = layout.centre
    font = QFont(painter.font())
    for view, spot in zip(views, layout.spots()):
        centre = QPointF(rect.x() + spot.x, rect.y() + spot.y)
        radius = spot.radius
        fill, ink, ring = seat_colours(view, palette)
        nominee = view.nominee is not None and view.status == "alive"
        painter.setPen(QPen(shade(palette, "alarm") if nominee else ring, 2.5 if nominee or view.speaking else 1))
        painter.setBrush(fill)
        painter.drawEllipse(centre, radius, radius)
        font.setPixelSize(max(9, int(radius * 1.05)))
        font.setBold(view.speaking)
        font.setStrikeOut(view.status != "alive")
        painter.setFont(font)
        painter.setPen(ink)
        painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, radius * 2, radius * 2),
                         Qt.AlignmentFlag.AlignCenter, str(view.number))
        # The fouls: dots just outside the seat, on the side away from the table's centre.
        away = math.atan2(spot.y - cy, spot.x - cx)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shade(palette, "alarm") if view.fouls >= 3 else palette.color(QPalette.ColorRole.Text))
        for index in range(min(view.fouls, 4)):
            angle = away + (index - (min(view.fouls, 4) - 1) / 2) * 0.5
            dot = QPointF(centre.x() + math.cos(angle) * (radius + 3.5), centre.y() + math.sin(angle) * (radius + 3.5))
            painter.drawEllipse(dot, 2.2, 2.2)


class MiniMap(QWidget):
    """The card's seats (no centre text: the card's lines say the step and the timer)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card-map")
        self.views: tuple[SeatView, ...] = ()
        self.setFixedSize(QSize(SIDE, SIDE))

    def set_views(self, views: tuple[SeatView, ...]) -> None:
        if views != self.views:
            self.views = views
            self.setVisible(bool(views))
            self.update()

    def paintEvent(self, event) -> None:   # noqa: N802 (Qt's name)
        with QPainter(self) as painter:
            paint_mini_map(painter, QRectF(self.rect()), self.palette(), list(self.views))
