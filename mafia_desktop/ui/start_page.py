"""The first page: games to resume (most recent first), "New game", finished games, trash."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont
# Its dialogs and boxes by way of the module, made when first shown: QMessageBox's type and
# its enums cost every start 3.5 ms when imported by name.
from PySide6 import QtWidgets
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableView, QVBoxLayout, QWidget,
)

from mafia_desktop.i18n import QT_TRANSLATE_NOOP
from mafia_desktop.store import Archive, ArchiveError
from mafia_desktop.store.queries.browse import GameFilter

from mafia_desktop.ui.archive.games_model import STAGE, RecentGamesModel, ResumeSteps
from mafia_desktop.ui.archive.listing_model import SCREEN
from mafia_desktop.ui.shared import theme
from mafia_desktop.ui.shared.errors import error_words
from mafia_desktop.ui.shared.theme import TYPE
from mafia_desktop.ui.shared.touch import finger_combo

LISTS = (("unfinished", QT_TRANSLATE_NOOP("StartPage", "Unfinished games")),
         ("finished", QT_TRANSLATE_NOOP("StartPage", "Finished games")),
         ("trash", QT_TRANSLATE_NOOP("StartPage", "Trash")))


class StartPage(QWidget):
    resumeRequested = Signal(str)
    newGameRequested = Signal()
    exportRequested = Signal(str)
    printRequested = Signal(str)

    def __init__(self, archive: Archive, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.archive = archive
        # Each widget made in its place (``self`` its parent from the start): one given a parent
        # later, by its layout, is walked again for the style sheet (its styles inherited and
        # polished anew: 3 M instructions of the first paint, issue 44).
        title = QLabel(self.tr("Mafia host"), self)
        font = QFont(title.font())
        font.setPointSize(24)
        font.setBold(True)
        title.setFont(font)
        self.new_button = self._button(self.tr("New game"), "new-game", primary=True)
        self.new_button.clicked.connect(self.newGameRequested)
        self.which = finger_combo(QComboBox(self, objectName="which-list"))
        for key, caption in LISTS:
            self.which.addItem(self.tr(caption), key)
        self.which.currentIndexChanged.connect(self.refresh)
        self.model = RecentGamesModel(first_screen=SCREEN)   # (its rows read as far as its first screen)
        self.model.damaged = archive.damaged
        self.table = QTableView(self, objectName="games")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setDefaultSectionSize(48)
        # No row numbers, as in the archive's lists (a shown header would ask the model
        # about 200 of its rows for its width at every start).
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.doubleClicked.connect(self._open_selected)
        self.resume_button = self._button(self.tr("Resume"), "resume")
        self.resume_button.clicked.connect(self._open_selected)
        self.export_button = self._button(self.tr("Export protocol…"), "export")
        self.export_button.clicked.connect(self._export_selected)
        self.print_button = self._button(self.tr("Print protocol…"), "print")
        self.print_button.clicked.connect(self._print_selected)
        self.trash_button = self._button(self.tr("Move to trash"), "trash")
        self.trash_button.clicked.connect(self._trash_or_restore)
        self.empty_trash_button = self._button(self.tr("Empty the trash…"), "empty-trash")
        self.empty_trash_button.clicked.connect(self._empty_trash)
        self.empty_label = QLabel(self, objectName="empty")
        row = QHBoxLayout()
        for widget in (self.resume_button, self.export_button, self.print_button, self.trash_button,
                       self.empty_trash_button):
            row.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(self.new_button)
        layout.addWidget(self.which)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty_label)
        layout.addLayout(row)
        self.refresh()

    def _button(self, text: str, name: str, *, primary: bool = False) -> QPushButton:
        button = QPushButton(text, self, objectName=name)
        button.setMinimumHeight(56)
        if primary:
            font = QFont(button.font())
            font.setPointSize(TYPE["title"])
            font.setBold(True)
            button.setFont(font)
            theme.primary(button)
        return button

    @property
    def list_key(self) -> str:
        return self.which.currentData()

    def show_steps(self) -> None:
        """Each unfinished game says the step it resumes at, not its phase alone: asked once
        the window is up (the rules' code is loaded then, not before the first paint)."""
        self.model.resumes = ResumeSteps(self.archive)
        rows = self.model.rowCount()
        if rows:
            self.model.dataChanged.emit(self.model.index(0, STAGE), self.model.index(rows - 1, STAGE))

    def refresh(self) -> None:
        key = self.list_key
        if self.model.resumes is not None:   # read again: a game resumed since has moved on
            self.model.resumes = ResumeSteps(self.archive)
        self.model.set_filter(self.archive, GameFilter(unfinished_only=key == "unfinished",
                                                       finished_only=key == "finished", trash=key == "trash"))
        rows = self.model.rowCount()
        if rows:
            self.table.selectRow(0)
        self.empty_label.setText("" if rows else {"unfinished": self.tr("No unfinished games: start a new one."),
                                                  "finished": self.tr("No finished games yet."),
                                                  "trash": self.tr("The trash is empty.")}[key])
        self.resume_button.setText(self.tr("Open") if key == "finished" else self.tr("Resume"))
        self.resume_button.setEnabled(bool(rows) and key != "trash")
        self.export_button.setEnabled(bool(rows) and key != "trash")
        self.print_button.setEnabled(bool(rows) and key != "trash")
        self.trash_button.setText(self.tr("Restore") if key == "trash" else self.tr("Move to trash"))
        self.trash_button.setEnabled(bool(rows))
        self.empty_trash_button.setVisible(key == "trash")
        self.empty_trash_button.setEnabled(bool(rows))

    def selected_id(self) -> str | None:
        rows = self.table.selectionModel().selectedRows()
        row = self.model.row_at(rows[0]) if rows else None
        return row.id if row else None

    def _open_selected(self) -> None:
        game_id = self.selected_id()
        if game_id and self.list_key != "trash":
            self.resumeRequested.emit(game_id)

    def _export_selected(self) -> None:
        game_id = self.selected_id()
        if game_id:
            self.exportRequested.emit(game_id)

    def _print_selected(self) -> None:
        game_id = self.selected_id()
        if game_id:
            self.printRequested.emit(game_id)

    def _empty_trash(self) -> None:
        count = self.model.rowCount()
        answer = QtWidgets.QMessageBox.question(
            self, self.tr("Empty the trash"),
            self.tr("Delete the %n game(s) in the trash for good? This cannot be undone.", "", count))
        if answer == QtWidgets.QMessageBox.StandardButton.Yes:
            self._write(self.archive.empty_trash)

    def _trash_or_restore(self) -> None:
        game_id = self.selected_id()
        if not game_id:
            return
        self._write(self.archive.restore if self.list_key == "trash" else self.archive.trash, game_id)

    def _write(self, change, *args) -> None:
        """A change to the archive; one it refuses (read-only, say) is explained."""
        try:
            change(*args)
        except ArchiveError as error:
            QtWidgets.QMessageBox.warning(self, self.tr("Mafia host"), error_words(error))
        self.refresh()
