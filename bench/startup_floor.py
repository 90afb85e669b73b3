"""The floor of issue 17's start-up figure: the start page's first screen built in the least
code PySide6 allows, with none of the app (no archive, no SQLite, no translations, no
modules of ours): the same toolbar and menu, the same title, buttons and list, a table
model of the same size answering the same words from Python, the same status line.

``bench/archive_scale.py --only startup`` starts it like the bare window and the app and
prints its ratio beside theirs: what a PySide6 window with this content costs whoever writes
it (Qt's ``Qt`` namespace, 93 Python enums made on first use, which a bare window never
touches; the fonts; the text painted), so the part of the figure that is the app's own.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtGui import QAction, QFont, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QHBoxLayout, QHeaderView, QLabel, QMainWindow, QMenu, QPushButton, QSizePolicy,
    QStackedWidget, QTableView, QToolBar, QToolButton, QVBoxLayout, QWidget,
)

ROW = ("12/30/2025 7:58 AM", "Mastermind", "Haifa Лига, Season 2025, table 4, game 20", "day 2", "10")
HEADINGS = ("Started", "Rules", "Where", "Stage", "Players")
ACTIONS = ("Games", "Archive", "Events", "Hall", "Undo", "Redo", "Show roles", "Foul (F)")
MENU = ("New game", "Export protocol…", "Print protocol…", "Audience screen", "Full screen", "Settings…",
        "Mute the night music", "About")
ENABLED = ("Games", "Archive", "Events", "Hall", *MENU)


class Games(QAbstractTableModel):
    """As many rows as the unfinished games of the bench's archive, every one the same."""

    def rowCount(self, parent=QModelIndex()) -> int:   # noqa: N802 (Qt's names)
        return 0 if parent.isValid() else 4375

    def columnCount(self, parent=QModelIndex()) -> int:   # noqa: N802
        return 0 if parent.isValid() else len(HEADINGS)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole or not index.isValid():
            return None
        return ROW[index.column()]

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):   # noqa: N802
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return HEADINGS[section]
        return None


def sized(widget, points: int, bold: bool = False):
    font = QFont(widget.font())
    font.setPointSize(points)
    font.setBold(bold)
    widget.setFont(font)
    return widget


def start_window() -> QMainWindow:
    window = QMainWindow()
    window.resize(1280, 800)
    bar = sized(QToolBar("Game"), 13)
    bar.setMovable(False)
    window.addToolBar(bar)
    menu = QMenu(window)
    for number, text in enumerate(ACTIONS + MENU):
        action = QAction(text, window)
        action.setShortcuts([QKeySequence(f"Ctrl+{chr(ord('A') + number)}")])
        (bar if text in ACTIONS else menu).addAction(action)
        window.addAction(action)
        action.setEnabled(text in ENABLED)
    spacer = QWidget()
    spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
    bar.addWidget(spacer)
    more = sized(QToolButton(text="Menu", popupMode=QToolButton.ToolButtonPopupMode.InstantPopup), 13)
    more.setMenu(menu)
    bar.addWidget(more)
    which = QComboBox()
    for text in ("Unfinished games", "Finished games", "Trash"):
        which.addItem(text, text)
    table = QTableView()
    table.setModel(Games(table))
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    table.verticalHeader().setDefaultSectionSize(48)
    table.verticalHeader().hide()
    table.selectRow(0)
    buttons = QHBoxLayout()
    for text in ("Resume", "Export protocol…", "Print protocol…", "Move to trash"):
        button = QPushButton(text)
        button.setMinimumHeight(56)
        buttons.addWidget(button)
    new = sized(QPushButton("New game"), 16, bold=True)
    new.setMinimumHeight(56)
    page = QWidget()
    column = QVBoxLayout(page)
    for widget in (sized(QLabel("Mafia host"), 24, bold=True), new, which, table, QLabel()):
        column.addWidget(widget)
    column.addLayout(buttons)
    pages = QStackedWidget()
    pages.addWidget(page)
    central = QWidget()
    outer = QVBoxLayout(central)
    outer.setContentsMargins(0, 0, 0, 0)
    outer.addWidget(pages, 1)
    window.setCentralWidget(central)
    window.statusBar().addPermanentWidget(QLabel())   # the hall's status line
    return window
