"""Whether a screen's words fit: every shown label, button, box title, tab and column title
has the room its text needs, and a window or dialog fits the smallest screen served, a
tablet's 1024×600 (``mafia_desktop/ui/shared/screen.py``).

``cuts(widget)`` names each text that does not fit ("QLabel 'Stage': 38 px in 31"): the
fit test of tests/ui/test_fit_in_every_language.py opens every page and dialog in each
language and expects none. A list's stretching column may elide a long row where the
whole text shows on hover (``WholeTextOnHover``); a dialog's form may scroll up and down.
"""

from __future__ import annotations

from PySide6.QtGui import Qt   # QtGui's Qt holds mightBeRichText
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton, QApplication, QComboBox, QGroupBox, QHeaderView, QLabel, QScrollArea, QStyle,
    QStyleOptionComboBox, QTabBar, QTableView, QTabWidget, QWidget,
)

from mafia_desktop.ui.shared.screen import SMALLEST
from mafia_desktop.ui.shared.whole_text import WholeTextOnHover

SCREEN = SMALLEST   # already less the title bar and the desktop's panel


def cuts(root: QWidget) -> list[str]:
    """Every text on ``root`` and its shown children that its widget cuts."""
    found: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) and widget is not root:
            continue
        if widget.width() <= 0:
            continue
        for check in (_label, _button, _combo, _group, _header, _cells, _tabs, _sideways, _chart):
            found += check(widget)
    return found


def tab_widgets(root: QWidget) -> list:
    """The tab widgets under ``root``: Qt's, and the settings' column of names (SideTabs),
    which answers the same calls."""
    from mafia_desktop.ui.shared.side_tabs import SideTabs
    return [*root.findChildren(QTabWidget), *root.findChildren(SideTabs)]


def cuts_in_every_tab(root: QWidget) -> list[str]:
    """``cuts`` of ``root``, and of each tab of its shown tab widgets in turn (the one it
    showed shown again afterwards)."""
    found = cuts(root)
    for tabs in tab_widgets(root):
        if not tabs.isVisibleTo(root):
            continue
        shown = tabs.currentIndex()
        for index in range(tabs.count()):
            if index != shown:
                tabs.setCurrentIndex(index)
                QApplication.processEvents()
                found += [f"tab {tabs.tabText(index)!r}: {cut}" for cut in cuts(tabs.currentWidget())]
        tabs.setCurrentIndex(shown)
    return found


def too_big(dialog: QWidget, *, shown: bool = True) -> list[str]:
    """A dialog that needs more than the screen (its smallest size, and as ``shown``)."""
    need = dialog.minimumSizeHint().expandedTo(dialog.minimumSize())
    room = SCREEN
    found = []
    for what, size in (("needs", need), ("is", dialog.size()))[:2 if shown else 1]:
        if size.width() > room.width() or size.height() > room.height():
            found.append(f"{_name(dialog)} {what} {size.width()}×{size.height()}, the screen has "
                         f"{room.width()}×{room.height()}")
    return found


def _name(widget: QWidget) -> str:
    name = widget.objectName()
    return widget.metaObject().className() + (f"#{name}" if name else "")


def _advance(metrics: QFontMetrics, text: str) -> int:
    """The width of the widest line of ``text`` (a mnemonic's & draws nothing)."""
    return max(metrics.horizontalAdvance(line.replace("&&", "\0").replace("&", "").replace("\0", "&"))
               for line in text.split("\n"))


def _label(widget: QWidget) -> list[str]:
    if not isinstance(widget, QLabel) or not widget.text() or not widget.pixmap().isNull():
        return []
    text = widget.text()
    room = widget.contentsRect().adjusted(widget.margin(), widget.margin(), -widget.margin(), -widget.margin())
    indent = max(widget.indent(), 0)
    width = room.width() - indent
    rich = widget.textFormat() == Qt.TextFormat.RichText or (
        widget.textFormat() == Qt.TextFormat.AutoText and Qt.mightBeRichText(text))
    if widget.wordWrap() or rich:
        document = QTextDocument()
        document.setDefaultFont(widget.font())
        document.setDocumentMargin(0)
        if rich:
            document.setHtml(text)
        else:
            document.setPlainText(text)
        document.setTextWidth(width if widget.wordWrap() else -1)
        need_w, need_h = document.idealWidth(), document.size().height()
        if need_w > width + 1 or need_h > room.height() + 1:
            return [f"{_name(widget)} {_short(text)!r}: needs {need_w:.0f}×{need_h:.0f}, has "
                    f"{width}×{room.height()}"]
        return []
    need = _advance(widget.fontMetrics(), text)
    if need > width:
        return [f"{_name(widget)} {_short(text)!r}: {need} px in {width}"]
    return []


def _button(widget: QWidget) -> list[str]:
    if not isinstance(widget, QAbstractButton) or not widget.text():
        return []
    if widget.metaObject().className() == "QToolButton" or widget.hasHeightForWidth():
        return []   # a wrapping button's words are its label's, checked as a label
    need = widget.sizeHint().width()
    if need > widget.width():
        return [f"{_name(widget)} {_short(widget.text())!r}: {need} px in {widget.width()}"]
    return []


def _combo(widget: QWidget) -> list[str]:
    if not isinstance(widget, QComboBox) or widget.isEditable() or not widget.currentText():
        return []
    option = QStyleOptionComboBox()
    option.initFrom(widget)
    field = widget.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                          QStyle.SubControl.SC_ComboBoxEditField, widget)
    need = widget.fontMetrics().horizontalAdvance(widget.currentText())
    if not widget.itemIcon(widget.currentIndex()).isNull():
        need += widget.iconSize().width() + 4
    if need > field.width():
        return [f"{_name(widget)} {_short(widget.currentText())!r}: {need} px in {field.width()}"]
    return []


def _group(widget: QWidget) -> list[str]:
    if not isinstance(widget, QGroupBox) or not widget.title():
        return []
    need = _advance(widget.fontMetrics(), widget.title()) + 2 * 8
    if widget.isCheckable():
        need += widget.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth)
    if need > widget.width():
        return [f"{_name(widget)} title {_short(widget.title())!r}: {need} px in {widget.width()}"]
    return []


def _header(widget: QWidget) -> list[str]:
    if not isinstance(widget, QHeaderView) or widget.orientation() != Qt.Orientation.Horizontal:
        return []
    model = widget.model()
    if model is None:
        return []
    metrics = QFontMetrics(widget.font())
    margin = widget.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, widget)
    found = []
    for section in range(model.columnCount()):
        if widget.isSectionHidden(section):
            continue
        text = model.headerData(section, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
        if not text:
            continue
        need = _advance(metrics, str(text)) + 2 * margin
        if widget.isSortIndicatorShown() and widget.sortIndicatorSection() == section:
            need += widget.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize, None, widget) + margin
        has = widget.sectionSize(section)
        if need > has:
            view = widget.parent()
            where = _name(view) if isinstance(view, QWidget) else "header"
            found.append(f"{where} column {_short(str(text))!r}: {need} px in {has}")
    return found


def _cells(widget: QWidget) -> list[str]:
    """The shown rows' cells: a text wider than its column is elided."""
    if not isinstance(widget, QTableView) or widget.model() is None:
        return []
    model, found = widget.model(), []
    hover = widget.findChild(WholeTextOnHover) is not None
    header = widget.horizontalHeader()
    margin = 2 * (widget.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1)
    margin += 1 if widget.showGrid() else 0   # the grid's line is the cell's
    first = max(widget.rowAt(0), 0)
    last = widget.rowAt(widget.viewport().height() - 1)
    last = model.rowCount() - 1 if last < 0 else last
    for row in range(first, last + 1):
        for column in range(model.columnCount()):
            if widget.isColumnHidden(column) or widget.indexWidget(model.index(row, column)):
                continue
            index = model.index(row, column)
            text = index.data(Qt.ItemDataRole.DisplayRole)
            if text is None or text == "":
                continue
            metrics = QFontMetrics(index.data(Qt.ItemDataRole.FontRole) or widget.font())
            need = _advance(metrics, str(text)) + margin
            if index.data(Qt.ItemDataRole.DecorationRole) is not None:
                need += widget.iconSize().width() if widget.iconSize().isValid() else 16
            has = widget.columnWidth(column)
            if need > has and widget.wordWrap() and _wraps_into(metrics, str(text), has - margin,
                                                                 widget.rowHeight(row)):
                continue
            if need > has and hover and header.sectionResizeMode(column) == QHeaderView.ResizeMode.Stretch:
                continue   # elided, whole on hover
            if need > has:
                title = model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
                found.append(f"{_name(widget)} column {_short(str(title))!r} cell {_short(str(text))!r}: "
                             f"{need} px in {has}")
    return found


def _wraps_into(metrics: QFontMetrics, text: str, width: int, height: int) -> bool:
    """Does ``text`` broken at its spaces fit ``width`` × ``height`` (a row's cell)?"""
    lines, line = [], ""
    for word in text.split(" "):
        tried = f"{line} {word}" if line else word
        if line and metrics.horizontalAdvance(tried) > width:
            lines.append(line)
            line = word
        else:
            line = tried
    lines.append(line)
    return (all(metrics.horizontalAdvance(each) <= width for each in lines)
            and len(lines) * metrics.lineSpacing() <= height)


def _tabs(widget: QWidget) -> list[str]:
    if not isinstance(widget, QTabBar):
        return []
    found = []
    for index in range(widget.count()):
        text = widget.tabText(index)
        need = widget.fontMetrics().horizontalAdvance(text.replace("&", ""))
        has = widget.tabRect(index).width() - 2 * widget.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace) // 2
        if text and need > has:
            found.append(f"tab {_short(text)!r}: {need} px in {has}")
    return found


def _sideways(widget: QWidget) -> list[str]:
    """A table or a scrolled form (a dialog's) wider than its place: its columns or fields
    scroll sideways (a form may scroll up and down: a tablet's 600 px hold few rows)."""
    if isinstance(widget, QScrollArea):
        # (its page's least width asked too: its bar learns of a page grown only later)
        inner = widget.widget()
        if inner is not None and widget.widgetResizable() and \
                inner.minimumSizeHint().width() > widget.viewport().width():
            return [f"{_name(widget)} scrolls sideways: its page needs {inner.minimumSizeHint().width()} px "
                    f"of {widget.viewport().width()}"]
        bars = (("sideways", widget.horizontalScrollBar()),)
    elif isinstance(widget, QTableView) and widget.model() is not None and widget.model().columnCount():
        bars = (("sideways", widget.horizontalScrollBar()),)
    else:
        return []
    return [f"{_name(widget)} scrolls {way} by {bar.maximum()} px" for way, bar in bars if bar.maximum() > 0]


def _chart(widget: QWidget) -> list[str]:
    """A chart's axis that shortens its labels with "…"."""
    from PySide6.QtCharts import QChartView
    if not isinstance(widget, QChartView):
        return []
    return [f"{_name(widget)} axis labels cut: {_short(', '.join(getattr(axis, 'categories', list)()))!r}"
            for axis in widget.chart().axes() if axis.labelsTruncated()]


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 60 else text[:57] + "…"
