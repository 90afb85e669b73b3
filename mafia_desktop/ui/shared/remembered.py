"""What the host arranges on the screen, kept for the next start: the splitters and the
tables' column widths (Qt's own ``saveState``, in the preferences), each saved the moment he
changes it. The window's size and place are the window's own (``MainWindow``)."""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QHeaderView, QSplitter, QStyle, QTableView

from mafia_desktop import preferences
from mafia_desktop.ui.shared.whole_text import whole_text_on_hover


#: px: the most a table asks for its stretching column's rows (they are elided past it,
#: whole on hover): a fifth of the smallest screen's width.
STRETCH_ROOM = 200


def remember_splitter(splitter: QSplitter, name: str) -> None:
    """The splitter as the host last dragged it (its own proportions until he does)."""
    state = preferences.window_state(name)
    if state is not None:
        splitter.restoreState(state)
    splitter.splitterMoved.connect(lambda *_: preferences.save_window_state(name, splitter.saveState()))


class RememberedColumns(QObject):
    """A table's columns: fitted to their contents (measured on the first rows) until the host
    drags one, his widths from then on, and on the next start. ``stretch``: the column that
    takes the room left, never narrower than its title; a row's longer text in it is
    elided, whole on hover or a long press (a small tablet's screen is 1024 px wide)."""

    def __init__(self, view: QTableView, name: str, *, stretch: int, fit_once: bool = False,
                 wrap: Collection[int] = ()) -> None:
        """``fit_once``: fitted to the first rows shown, not again at every new list (a
        windowed list would be read again for it). ``wrap``: the columns of several words
        ("won by the town", "civilian 2, sheriff 1") fitted to their words on two lines,
        as the rows' height holds them, so that a longer language still fits the screen."""
        super().__init__(view)
        self.view, self.name, self.stretch = view, name, stretch
        self.fit_once = fit_once
        self.wrap = frozenset(wrap)
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
        whole_text_on_hover(view)
        self.fit()

    def fit(self) -> None:
        if self.chosen:
            return
        empty = self.view.model().rowCount() == 0
        self._fitting = True
        try:
            for column in range(self.header.count()):
                if column == self.stretch:
                    continue
                if self.fit_once and empty:
                    # No rows to measure yet (a new archive): each title in full, not cut to
                    # Qt's 100 pixels ("lub / table / gam"); the first rows fit them again.
                    self.view.setColumnWidth(column, max(self.header.sectionSize(column),
                                                         self.header.sectionSizeHint(column)))
                elif column in self.wrap:
                    self.view.setColumnWidth(column, self._on_two_lines(column))
                else:
                    self.view.resizeColumnToContents(column)
        finally:
            self._fitting = False
        self._keep_room()
        if self.fit_once and not empty:
            self.view.model().modelReset.disconnect(self.fit)

    def _on_two_lines(self, column: int) -> int:
        """The width that holds the column's title and each of its first rows' texts in at
        most two lines."""
        view = self.view
        model, metrics = view.model(), QFontMetrics(view.font())
        margin = 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1)
        margin += 2   # the grid's line, and a pixel the wrapping text takes to round
        widest = 0
        for row in range(min(model.rowCount(), self.header.resizeContentsPrecision())):
            text = model.index(row, column).data(Qt.ItemDataRole.DisplayRole)
            if text:
                widest = max(widest, two_lines_width(metrics, str(text)) + margin)
        return max(widest, self.header.sectionSizeHint(column))

    def _keep_room(self) -> None:
        """The table asks its layout for the fitted columns' room and its stretching column's
        title and rows up to ``STRETCH_ROOM``: a longer language widens the table instead of
        cutting a column's title or a fitted column, but a long list of nicknames does not."""
        header = self.header
        columns = [c for c in range(header.count()) if not header.isSectionHidden(c)]
        if not columns:
            return
        fitted = sum(header.sectionSize(c) for c in columns if c != self.stretch)
        stretch = max(header.sectionSizeHint(self.stretch),
                      min(self.view.sizeHintForColumn(self.stretch), STRETCH_ROOM))
        frame = 2 * self.view.frameWidth() + self.view.verticalScrollBar().sizeHint().width()
        self.view.setMinimumWidth(fitted + stretch + frame)

    def _resized(self, column: int, old: int, new: int) -> None:
        if self._fitting or column == self.stretch:   # ours, or the window's width changing
            return
        self.chosen = True
        preferences.save_window_state(self.name, self.header.saveState())


def two_lines_width(metrics: QFontMetrics, text: str) -> int:
    """The narrowest width at which ``text`` breaks at one space into two lines (its own
    width if it has no space)."""
    best = metrics.horizontalAdvance(text)
    for at, char in enumerate(text):
        if char == " ":
            best = min(best, max(metrics.horizontalAdvance(text[:at]), metrics.horizontalAdvance(text[at + 1:])))
    return best
