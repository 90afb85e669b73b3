"""A stack of pages (the window's rooms, a tab widget's tabs) that asks the window for the
room of the page shown, not of the biggest page ever opened.

Qt's stacked layout sizes itself to the largest of its pages: after a player's page had
been opened, the window could no longer be made smaller than that page, on any page, until
the app restarted. A page out of sight has its size policy set to ``Ignored`` (the stacked
layout then leaves it out of its sizes); the shown page gets its own policy back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6 import QtWidgets
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QSizePolicy, QStackedWidget, QWidget

if TYPE_CHECKING:   # (a tab widget's type is made by the first room with tabs, not by the first paint)
    from PySide6.QtWidgets import QTabWidget

_IGNORED = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)


class ShownPageSizes(QObject):
    """Keeps ``pages`` sized by the page shown: made once, it follows every page change and
    every page added later."""

    def __init__(self, pages: QStackedWidget | QTabWidget) -> None:
        super().__init__(pages)
        self.pages = pages
        #: Each page's own policy, given back while it is shown.
        self._own: dict[int, tuple[QWidget, QSizePolicy]] = {}
        pages.currentChanged.connect(self.follow)
        if isinstance(pages, QStackedWidget):
            self._follow_pages_added(pages)
        self.follow()

    def _follow_pages_added(self, pages: QStackedWidget) -> None:
        """A page added later is sized too: the stack says so itself since Qt 6.9, before
        that its layout (whose type and enums, asked for, are 0.5 M instructions of the
        first paint: issue 44)."""
        if hasattr(pages, "widgetAdded"):
            pages.widgetAdded.connect(self.follow)
            return
        stacked = pages.layout()
        if isinstance(stacked, QtWidgets.QStackedLayout):
            stacked.widgetAdded.connect(self.follow)

    def follow(self, *_: object) -> None:
        shown = self.pages.currentWidget()
        for index in range(self.pages.count()):
            page = self.pages.widget(index)
            if page is None:
                continue
            key = id(page)
            if key not in self._own or not shiboken6.isValid(self._own[key][0]):
                self._own[key] = (page, QSizePolicy(page.sizePolicy()))
            page.setSizePolicy(self._own[key][1] if page is shown else _IGNORED)
        self._own = {key: kept for key, kept in self._own.items() if shiboken6.isValid(kept[0])}
        self.pages.updateGeometry()


def sized_by_shown_page(pages: QStackedWidget | QTabWidget) -> QStackedWidget | QTabWidget:
    """``pages``, from now on asking for the room of its shown page only."""
    ShownPageSizes(pages)
    return pages
