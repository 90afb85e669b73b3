"""A stack of pages asks for the room of the page shown, pages added later included."""

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QStackedWidget, QWidget

from mafia_desktop.ui.shared.shown_page import sized_by_shown_page


class Page(QWidget):
    """A page that asks for ``room`` (as a page of text and tables does), no minimum set."""

    def __init__(self, room: QSize) -> None:
        super().__init__()
        self.room = room

    def sizeHint(self) -> QSize:   # noqa: N802 (Qt's name)
        return self.room

    def minimumSizeHint(self) -> QSize:   # noqa: N802
        return self.room


def test_a_page_added_later_does_not_size_the_stack_while_out_of_sight(qtbot):
    pages = QStackedWidget()
    qtbot.addWidget(pages)
    small, big = Page(QSize(100, 80)), Page(QSize(900, 700))
    pages.addWidget(small)
    sized_by_shown_page(pages)
    pages.addWidget(big)   # added after: out of sight, it asks for no room
    assert pages.currentWidget() is small
    assert pages.minimumSizeHint().width() < 900 and pages.sizeHint().height() < 700
    pages.setCurrentWidget(big)   # shown: its room
    assert pages.minimumSizeHint().width() >= 900 and pages.sizeHint().height() >= 700
