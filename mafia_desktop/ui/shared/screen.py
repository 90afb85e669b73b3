"""The screen the app is made for, and windows kept within the screen they open on.

The smallest screen served is a 1280×720 tablet (a 1920×1080 panel at 150 %) less its
taskbar and a window's title bar: 1024×600 for the window. Every room fits that; a window
or dialog asks for more only where the screen has it.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: The room a window has on the smallest screen served.
SMALLEST = QSize(1024, 600)


def available_area(widget: QWidget | None = None) -> QRect:
    """The part of the widget's screen (or the primary one) that windows may take: the
    screen less its taskbar and docks."""
    screen = (widget.screen() if widget is not None else None) or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(QPoint(0, 0), SMALLEST)


def fit_to_screen(widget: QWidget, wanted: QSize) -> None:
    """Resize ``widget`` to ``wanted`` within its screen's free area, and move it into that
    area where it would stand out of it (a size and place saved on a bigger screen)."""
    area = available_area(widget)
    size = wanted.boundedTo(area.size())
    widget.resize(size)
    place = widget.pos()
    x = min(max(place.x(), area.left()), area.right() + 1 - size.width())
    y = min(max(place.y(), area.top()), area.bottom() + 1 - size.height())
    if (x, y) != (place.x(), place.y()):
        widget.move(x, y)


def as_big_as_it_asks(widget: QWidget) -> None:
    """A dialog at the size its contents ask for, within the screen: Qt would give a new
    window at most two thirds of the screen's height (400 px of a tablet's 600), and a
    form squeezed to its minimum wraps its words into more lines than it has room for."""
    fit_to_screen(widget, widget.sizeHint())
