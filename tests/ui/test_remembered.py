"""The window as the host left it: its size and place, the line between the seat map and the
panel, the archive's column widths, all back on the next start."""

import random

from PySide6.QtCore import QPoint, QSize, Qt

from mafia_desktop import preferences
from mafia_desktop.ui.archive.games_browser import GamesBrowser
from mafia_desktop.ui.window import MainWindow
from tests.store.evening import build_evening


def new_window(qtbot, archive) -> MainWindow:
    window = MainWindow(archive, sounds=False, rng=random.Random(5))
    qtbot.addWidget(window)
    return window


def test_the_window_opens_at_the_size_it_was_closed_at(qtbot, archive):
    first = new_window(qtbot, archive)
    # The first start: the app's own 1280 × 800, within the screen (the tests' is a tablet's 1024 × 600).
    assert first.size() == QSize(1024, 600)
    first.resize(700, 500)                              # within the screen:
    first.move(30, 20)                                  # Qt keeps a restored window on its screen
    first.show()
    qtbot.waitExposed(first)
    left = first.geometry()
    first.close()
    second = new_window(qtbot, archive)
    second.show()
    qtbot.waitExposed(second)
    placed = second.geometry()
    assert placed.size() == left.size() == QSize(700, 500)
    # The place, to the offscreen platform's make-believe window frame (a few pixels).
    assert abs(placed.x() - left.x()) <= 5 and abs(placed.y() - left.y()) <= 5


def test_the_line_between_map_and_panel_stays_where_the_host_dragged_it(qtbot, archive):
    first = new_window(qtbot, archive)
    first.show()
    qtbot.waitExposed(first)
    splitter = first._game_page().splitter
    first.pages.setCurrentWidget(first.game_page)
    before = splitter.sizes()
    handle = splitter.handle(1)
    middle = handle.rect().center()
    qtbot.mousePress(handle, Qt.MouseButton.LeftButton, pos=middle)
    qtbot.mouseMove(handle, middle - QPoint(150, 0))
    qtbot.mouseRelease(handle, Qt.MouseButton.LeftButton, pos=middle - QPoint(150, 0))
    dragged = splitter.sizes()
    assert dragged[0] < before[0] - 100                 # the map gave the panel room
    width = first.width()
    first.close()
    second = new_window(qtbot, archive)
    second.resize(width, 800)
    second.show()
    qtbot.waitExposed(second)
    again = second._game_page().splitter
    second.pages.setCurrentWidget(second.game_page)
    qtbot.waitUntil(lambda: sum(again.sizes()) == sum(dragged))
    assert again.sizes() == dragged


def shown_browser(qtbot, archive) -> GamesBrowser:
    browser = GamesBrowser(archive)
    qtbot.addWidget(browser)
    browser.resize(1280, 700)
    browser.show()
    browser.reload()
    return browser


def test_columns_fit_their_contents_until_the_host_sizes_one(qtbot, archive):
    build_evening(archive)
    browser = shown_browser(qtbot, archive)
    header = browser.table.horizontalHeader()
    fitted = max(browser.table.sizeHintForColumn(2), header.sectionSizeHint(2))   # its cells or its title
    assert header.sectionSize(2) == fitted != header.defaultSectionSize()
    assert preferences.window_state("archive-games") is None             # nothing chosen: nothing kept
    header.resizeSection(2, 333)                                          # the host drags a column
    browser.reload()                                                       # new rows keep his width
    assert header.sectionSize(2) == 333
    again = GamesBrowser(archive)                                         # the next start
    qtbot.addWidget(again)
    again.reload()
    assert again.table.horizontalHeader().sectionSize(2) == 333


def test_an_empty_archive_shows_every_column_title_in_full(qtbot, archive):
    """A new archive has no rows to fit the columns to: each stays as wide as its title
    (the title "Club / table / game" was cut to Qt's 100 pixels)."""
    browser = shown_browser(qtbot, archive)
    header = browser.table.horizontalHeader()
    assert browser.table.model().rowCount() == 0
    for column in range(header.count()):
        assert header.sectionSize(column) >= header.sectionSizeHint(column), column
    build_evening(archive)                    # the first games: fitted to them, as before
    browser.reload()
    fitted = max(browser.table.sizeHintForColumn(2), header.sectionSizeHint(2))
    assert header.sectionSize(2) == fitted
