"""A word-wrapped label that steps its font down until its whole text fits the height its
layout gives it: on a 1024×600 tablet a long outcome ("Votes: seat 1: 5, … a single leader
stays (club rule) and speaks again.") at the flow panel's 20 pt was cut after "and", and the
host reads aloud what he sees.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel

_WRAPPED = Qt.TextFlag.TextWordWrap.value


class FittingLabel(QLabel):
    """Asks its layout for the room its text takes at ``largest`` points, and at least the
    room it takes at ``smallest``, and shows it at the largest size that fits the room it
    gets. What it asks never depends on the size shown, so a shorter text or a taller window
    gets the large size back. Several in one column share a squeeze: the layout takes from
    each between the two (a height-for-width label it would hold at its largest and squeeze
    its neighbours past their smallest)."""

    def __init__(self, largest: int, smallest: int) -> None:
        super().__init__()
        self.setWordWrap(True)
        self._sizes = range(largest, smallest - 1, -1)
        self._width = 0

    def _font(self, points: int) -> QFont:
        font = QFont(self.font())
        font.setPointSize(points)
        return font

    def _height(self, font: QFont, width: int) -> int:
        """The label's height showing its text wrapped in ``font`` at ``width``."""
        inner = self.contentsRect().adjusted(self.margin(), self.margin(), -self.margin(), -self.margin())
        spare_w, spare_h = self.width() - inner.width(), self.height() - inner.height()
        text = QFontMetrics(font).boundingRect(QRect(0, 0, max(width - spare_w, 1), 1 << 20), _WRAPPED, self.text())
        return text.height() + spare_h

    def hasHeightForWidth(self) -> bool:   # noqa: N802 (Qt's own name)
        return False   # the hints below are for the width it has: the panel's column is fixed

    def sizeHint(self) -> QSize:   # noqa: N802
        hint = super().sizeHint()
        return QSize(hint.width(), self._height(self._font(self._sizes[0]), self._width or hint.width()))

    def minimumSizeHint(self) -> QSize:   # noqa: N802
        hint = super().minimumSizeHint()
        return QSize(hint.width(), self._height(self._font(self._sizes[-1]), self._width or hint.width()))

    def setText(self, text: str) -> None:   # noqa: N802
        super().setText(text)
        self.updateGeometry()
        self._fit()   # the room it has now; a new one from the layout comes as a resize

    def resizeEvent(self, event: QResizeEvent) -> None:   # noqa: N802
        super().resizeEvent(event)
        if self.width() != self._width:   # its hints follow its width
            self._width = self.width()
            self.updateGeometry()
        self._fit()

    def _fit(self) -> None:
        for points in self._sizes:
            font = self._font(points)
            if self._height(font, self.width()) <= self.height():
                break
        if font.pointSize() != self.font().pointSize():
            self.setFont(font)
