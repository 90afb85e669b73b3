"""A word-wrapped label that steps its font down until its whole text fits the height its
layout gives it: on a 1024×600 tablet a long outcome ("Votes: seat 1: 5, … a single leader
stays (club rule) and speaks again.") at the flow panel's 20 pt was cut after "and", and the
host reads aloud what he sees.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel

_WRAPPED = Qt.TextFlag.TextWordWrap.value


class FittingLabel(QLabel):
    """Shown at ``largest`` points when the room allows, down to ``smallest``: the largest
    size whose wrapped text fits the label's height. Each size is tried from the largest, so
    the label grows back when a shorter text or a taller window leaves room."""

    def __init__(self, largest: int, smallest: int) -> None:
        super().__init__()
        self.setWordWrap(True)
        self._sizes = range(largest, smallest - 1, -1)

    def setText(self, text: str) -> None:   # noqa: N802 (Qt's own name)
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:   # noqa: N802
        super().resizeEvent(event)
        self._fit()

    def fits(self, font: QFont) -> bool:
        """Whether the text, wrapped in ``font`` to the label's width, fits its height."""
        room = self.contentsRect().adjusted(self.margin(), self.margin(), -self.margin(), -self.margin())
        needed = QFontMetrics(font).boundingRect(QRect(0, 0, max(room.width(), 1), 1 << 20), _WRAPPED, self.text())
        return needed.height() <= room.height()

    def _fit(self) -> None:
        font = QFont(self.font())
        for size in self._sizes:
            font.setPointSize(size)
            if self.fits(font):
                break
        if font.pointSize() != self.font().pointSize():
            self.setFont(font)   # a new size hint: the layout gives the label its room again
