"""Pages named in a column beside them: the settings' seven sections in Russian or Latvian
were wider than a tablet's dialog as a row of tabs (the row scrolled, "General" out of
sight); a column of names fits 1024×600 in every language. The few calls of ``QTabWidget``
the dialog and its tests make, over a list and a stack."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QListWidgetItem, QSizePolicy, QStackedWidget, QWidget

from mafia_desktop.ui.shared.touch import FINGER

#: The column's widest: a longer name takes two lines, the pages keep the dialog's width.
NAMES_WIDTH = 170


class SideTabs(QWidget):
    """A column of page names (a tap shows the page) beside the page shown."""

    currentChanged = Signal(int)

    def __init__(self, parent: QWidget | None = None, *, objectName: str = "") -> None:
        super().__init__(parent)
        self.setObjectName(objectName)
        self.names = QListWidget(objectName=f"{objectName}-names" if objectName else "")
        self.names.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Expanding)
        self.names.setWordWrap(True)
        self.names.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.pages = QStackedWidget()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.names)
        row.addWidget(self.pages, 1)
        self.names.currentRowChanged.connect(self.pages.setCurrentIndex)
        self.pages.currentChanged.connect(self.currentChanged)

    def addTab(self, page: QWidget, name: str) -> int:
        self.names.addItem(QListWidgetItem(name))
        index = self.pages.addWidget(page)
        self._fit_names()
        if self.names.currentRow() < 0:
            self.names.setCurrentRow(0)
        return index

    def _fit_names(self) -> None:
        """Every row at least a finger's height; the column as wide as its longest name, up
        to ``NAMES_WIDTH`` (a longer name wraps)."""
        metrics = self.names.fontMetrics()
        padding = 24
        widest = min(NAMES_WIDTH, max(metrics.horizontalAdvance(self.names.item(row).text())
                                      for row in range(self.names.count())) + padding)
        for row in range(self.names.count()):
            item = self.names.item(row)
            lines = metrics.boundingRect(QRect(0, 0, widest - padding, 1000), Qt.TextFlag.TextWordWrap, item.text())
            item.setSizeHint(QSize(widest, max(FINGER, lines.height() + 12)))
        self.names.setFixedWidth(widest + 2 * self.names.frameWidth() + 4)

    def count(self) -> int:
        return self.pages.count()

    def indexOf(self, page: QWidget) -> int:
        return self.pages.indexOf(page)

    def widget(self, index: int) -> QWidget | None:
        return self.pages.widget(index)

    def tabText(self, index: int) -> str:
        item = self.names.item(index)
        return item.text() if item is not None else ""

    def currentIndex(self) -> int:
        return self.pages.currentIndex()

    def currentWidget(self) -> QWidget | None:
        return self.pages.currentWidget()

    def setCurrentIndex(self, index: int) -> None:
        self.names.setCurrentRow(index)

    def setCurrentWidget(self, page: QWidget) -> None:
        self.setCurrentIndex(self.pages.indexOf(page))

    def name_at(self, index: int) -> QPoint:
        """Where a finger taps the page's name (in ``names.viewport()``)."""
        return self.names.visualItemRect(self.names.item(index)).center()
