"""A table's cell too narrow for its text shows it elided ("Anna, Boris, Дмит…"); the whole
text comes on hover, or on a long press where there is no mouse (a tablet).

The lists give their widest column (the players of a game) the room that is left instead
of widening the window to the longest row: the screen of a small tablet is 1024 px wide.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QFontMetrics, QHelpEvent, QMouseEvent
from PySide6.QtWidgets import QAbstractItemView, QApplication, QStyle, QToolTip

from mafia_desktop.ui.shared.item_roles import DISPLAY, TOOLTIP

#: ms a finger rests on a cell before its whole text shows (Android's long press: 500).
LONG_PRESS_MS = 600


def halves(text: str, breaks: str = " ") -> tuple[str, str] | None:
    """``text`` on two lines, broken at the one of ``breaks`` nearest its middle (a hyphen
    stays at the end of the first line, a space goes); None where it has none inside it."""
    places = [at for at, char in enumerate(text) if char in breaks and 0 < at < len(text) - 1]
    if not places:
        return None
    at = min(places, key=lambda place: abs(place - len(text) / 2))
    return (text[:at + 1] if text[at] == "-" else text[:at]), text[at + 1:]


def cut_text(view: QAbstractItemView, point: QPoint) -> str | None:
    """The text of the cell at ``point`` (the viewport's) when the cell cuts it, else None;
    a cell whose model gives its own tooltip keeps that one."""
    index = view.indexAt(point)
    if not index.isValid() or index.data(TOOLTIP):
        return None
    text = index.data(DISPLAY)
    if text is None or text == "":
        return None
    text = str(text)
    font = index.data(Qt.ItemDataRole.FontRole) or view.font()
    margin = 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1)
    room = view.visualRect(index).width() - margin
    widest = max(QFontMetrics(font).horizontalAdvance(line) for line in text.split("\n"))
    return text if widest > room else None


class WholeTextOnHover(QObject):
    """Installed on a view's viewport: its cut cells' whole text as a tooltip."""

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self.view = view
        self._pressed_at: QPoint | None = None
        self._hold = QTimer(self, singleShot=True, interval=LONG_PRESS_MS)
        self._hold.timeout.connect(self._held)
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = cut_text(self.view, event.pos())
            if text is not None:
                QToolTip.showText(event.globalPos(), text, self.view.viewport())
                return True
        elif kind == QEvent.Type.MouseButtonPress and isinstance(event, QMouseEvent):
            self._pressed_at = event.position().toPoint()
            self._hold.start()
        elif kind == QEvent.Type.MouseMove and isinstance(event, QMouseEvent) and self._pressed_at is not None:
            moved = (event.position().toPoint() - self._pressed_at).manhattanLength()
            if moved > QApplication.startDragDistance():
                self._hold.stop()
        elif kind == QEvent.Type.MouseButtonRelease:
            self._hold.stop()
        return False

    def _held(self) -> None:
        if self._pressed_at is None:
            return
        text = cut_text(self.view, self._pressed_at)
        if text is not None:
            QToolTip.showText(self.view.viewport().mapToGlobal(self._pressed_at), text, self.view.viewport())


def whole_text_on_hover(view: QAbstractItemView) -> WholeTextOnHover:
    return WholeTextOnHover(view)
