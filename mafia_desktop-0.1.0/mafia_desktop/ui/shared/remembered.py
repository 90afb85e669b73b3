"""What the host arranges on the screen, kept for the next start: the splitters and the
tables' column widths (Qt's own ``saveState``, in the preferences), each saved the moment he
changes it. The window's size and place are the window's own (``MainWindow``)."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QHeaderView, QSplitter, QTableView

from mafia_desktop import preferences


def remember_splitter(splitter: QSplitter, name: str) -> None:
    """The splitter as the host last dragged it (its own proportions until he does)."""
    state = preferences.window_state(name)
    if state is not None:
        splitter.restoreState(state)
    splitter.splitterMoved.connect(lambda *_: preferences.save_window_state(name, splitter.saveState()))


class RememberedColumns(QObject):
    """A table's columns: fitted to their contents (measured on the first rows) until the host
    drags one, his widths from then on, and on the next start. ``stretch``: the column that
    takes the room left."""

    def __init__(self, view: QTableView, name: str, *, stretch: int, fit_once: bool = False) -> None:
        """``fit_once``: fitted to the first rows shown, not again at every new list (a
        windowed list would be read again for it)."""
        super().__init__(view)
        self.view, self.name, self.stretch = view, name, stretch
        self.fit_once = fit_once
        self.header = header = view.horizontalHeader()
        # About a screen of rows: measuring all 10,000 would take a second, and 50 took a
        # player's page 20 ms of its first showing.
        header.setResizeContentsPrecision(24)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        state = preferences.window_state(name)
        #: The host has sized the columns (now or on an earlier day): they are not fitted.
        self.chosen = state is not None and header.restoreState(state)
        self._fitting = False
        view.model().modelReset.connect(self.fit)
        header.sectionResized.connect(self._resized)
        self.fit()

    def fit(self) -> None:
        if self.chosen:
            return
        if self.fit_once and self.view.model().rowCount() == 0:
            return   # nothing to measure yet
        self._fitting = True
        try:
            for column in range(self.header.count()):
                if column != self.stretch:
                    self.view.resizeColumnToContents(column)
        finally:
            self._fitting = False
        if self.fit_once:
            self.view.model().modelReset.disconnect(self.fit)

    def _resized(self, column: int, old: int, new: int) -> None:
        if self._fitting or column == self.stretch:   # ours, or the window's width changing
            return
        self.chosen = True
        preferences.save_window_state(self.name, self.header.saveState())
