"""The archive's games: search by nickname, filter by dates, rules and result, sort by any
column, open one to replay it; a game's menu (a right click, a long press) replays it or
publishes it to the rating service."""

from __future__ import annotations

from PySide6.QtCore import QDate, QPoint, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView, QCheckBox, QComboBox, QDateEdit, QHBoxLayout, QHeaderView, QLabel,
    QLineEdit, QMenu, QPushButton, QTableView, QVBoxLayout, QWidget,
)

from mafia_desktop.i18n import QT_TRANSLATE_NOOP
from mafia_desktop.store import Archive
from mafia_desktop.store.queries.browse import GameFilter, rulesets
from mafia_desktop.words.titles import preset_title

from mafia_desktop.ui.archive.archive_model import ArchiveGamesModel, column_of
from mafia_desktop.ui.archive.import_records import RecordsImport
from mafia_desktop.ui.shared.background import Background
from mafia_desktop.ui.shared.dates import as_the_lists_write, day_of
from mafia_desktop.ui.shared.remembered import RememberedColumns
from mafia_desktop.ui.shared.theme import FINGER, primary

#: The result filter: (shown, winner, unfinished only).
RESULTS = ((QT_TRANSLATE_NOOP("GamesBrowser", "Any result"), None, False),
           (QT_TRANSLATE_NOOP("GamesBrowser", "Town won"), "red", False),
           (QT_TRANSLATE_NOOP("GamesBrowser", "Mafia won"), "black", False),
           (QT_TRANSLATE_NOOP("GamesBrowser", "Draw"), "draw", False),
           (QT_TRANSLATE_NOOP("GamesBrowser", "Unfinished only"), None, True))


class GamesBrowser(QWidget):
    gameOpenRequested = Signal(str)
    #: A game to the rating service.
    publishRequested = Signal(str)
    #: Records were imported: what the archive shows has changed.
    imported = Signal()

    def __init__(self, archive: Archive, parent: QWidget | None = None, *,
                 background: Background | None = None) -> None:
        super().__init__(parent)
        self.archive = archive
        self.search = QLineEdit(objectName="search", placeholderText=self.tr("Find a player's games: type a nickname"))
        self.search.setClearButtonEnabled(True)
        self.search.setMinimumHeight(FINGER)
        self.search.textChanged.connect(self.refresh)
        self.since_on = QCheckBox(self.tr("From"), objectName="since-on")
        self.since = self._date_edit("since")
        self.until_on = QCheckBox(self.tr("to"), objectName="until-on")
        self.until = self._date_edit("until")
        for box in (self.since_on, self.until_on):
            box.toggled.connect(self.refresh)
        self.rules = QComboBox(objectName="rules")
        self.rules.currentIndexChanged.connect(self.refresh)
        self.result = QComboBox(objectName="result")
        for caption, winner, unfinished in RESULTS:
            self.result.addItem(self.tr(caption), (winner, unfinished))
        self.result.currentIndexChanged.connect(self.refresh)
        self.count = QLabel(objectName="count")
        self.model = ArchiveGamesModel()
        self.model.damaged = archive.damaged
        self.model.background = background
        self.model.counted.connect(self._counted)
        self.table = QTableView(objectName="archive-games")
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setDefaultSectionSize(FINGER)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        # Fitted once, to the first rows' contents: measuring again at every sort and search
        # would read the rows again (a window over 100,000 games reads only what it shows).
        # The longer columns on two lines (the rows are high enough): the list fits a tablet.
        self.columns = RememberedColumns(self.table, "archive-games", stretch=column_of("players"), fit_once=True,
                                         wrap={column_of("where"), column_of("rules"), column_of("finished")})
        self.table.activated.connect(self.open_selected)   # a double-click or Enter
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._show_menu)
        self.open_button = QPushButton(self.tr("Replay the game"), objectName="replay")
        self.open_button.setMinimumHeight(56)
        primary(self.open_button)   # the archive's next step: a game opened
        self.open_button.clicked.connect(self.open_selected)
        self.importer = RecordsImport(archive, self)
        self.import_files_button = QPushButton(self.tr("Import files…"), objectName="import-files")
        self.import_folder_button = QPushButton(self.tr("Import a folder…"), objectName="import-folder")
        self.import_archive_button = QPushButton(self.tr("Import another archive…"), objectName="import-archive")
        self.import_archive_button.setToolTip(self.tr(
            "Another laptop's archive, a backup or a file of every game (export --all --json-lines): each game kept "
            "once, a game that went on there extended, another history kept beside this one"))
        for button, ask in ((self.import_files_button, self.importer.files),
                            (self.import_folder_button, self.importer.folder),
                            (self.import_archive_button, self.importer.other_archive)):
            button.setMinimumHeight(56)
            button.setEnabled(archive.writable)
            button.clicked.connect(lambda _=False, ask=ask: self._import(ask))

        filters = QHBoxLayout()
        for widget in (self.since_on, self.since, self.until_on, self.until, QLabel(self.tr("Rules")), self.rules,
                       QLabel(self.tr("Result")), self.result):
            filters.addWidget(widget)
        filters.addStretch(1)
        filters.addWidget(self.count)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.open_button, 1)
        buttons.addWidget(self.import_files_button)
        buttons.addWidget(self.import_folder_button)
        buttons.addWidget(self.import_archive_button)
        layout.addLayout(buttons)
        self.reload()

    def _date_edit(self, name: str) -> QDateEdit:
        edit = QDateEdit(QDate.currentDate(), objectName=name, calendarPopup=True)
        as_the_lists_write(edit)
        edit.setMinimumHeight(40)
        edit.dateChanged.connect(self.refresh)
        return edit

    def reload(self) -> None:
        """Read the archive again (games may have been played, imported or trashed)."""
        chosen = self.rules.currentData()
        self.rules.blockSignals(True)
        self.rules.clear()
        self.rules.addItem(self.tr("Any rules"), None)
        for name in rulesets(self.archive):
            self.rules.addItem(preset_title(name), name)
        self.rules.setCurrentIndex(max(0, self.rules.findData(chosen)))
        self.rules.blockSignals(False)
        self.refresh()

    def wanted(self) -> GameFilter:
        winner, unfinished = self.result.currentData() or (None, False)
        return GameFilter(
            nickname=self.search.text(),
            since=day_of(self.since) if self.since_on.isChecked() else None,
            until=day_of(self.until) if self.until_on.isChecked() else None,
            preset=self.rules.currentData(), winner=winner, unfinished_only=unfinished)

    def refresh(self) -> None:
        """The games that pass the search and the filters, asked of the archive (its
        indexes answer; only the rows on screen are read)."""
        wanted = self.wanted()
        self.model.set_filter(self.archive, wanted)
        self._show_count()
        if wanted.since and wanted.until and wanted.since > wanted.until:
            self.count.setText(self.tr("“From” is after “to”: no games"))
        self.open_button.setEnabled(bool(self.model.rowCount()))
        if self.model.rowCount():
            self.table.selectRow(0)

    def _counted(self) -> None:
        self._show_count()
        self.open_button.setEnabled(bool(self.model.rowCount()))
        if self.model.rowCount() and not self.table.selectionModel().hasSelection():
            self.table.selectRow(0)   # the list read again (a game written while it was counted)

    def _show_count(self) -> None:
        if self.model.pending:
            self.count.setText(self.tr("Counting the games…"))
        else:
            self.count.setText(self.tr("%Ln game(s)", "", self.model.rowCount()))   # 106,000: the locale's digits

    def selected_id(self) -> str | None:
        rows = self.table.selectionModel().selectedRows()
        game = self.model.game_at(rows[0]) if rows else None
        return game.row.id if game else None

    def game_menu(self, at: QPoint) -> QMenu | None:
        """The menu of the game at ``at`` (the table's viewport), chosen first; None off the rows."""
        index = self.table.indexAt(at)
        if not index.isValid():
            return None
        self.table.selectRow(index.row())
        game = self.model.game_at(index)
        menu = QMenu(self, objectName="game-menu")
        menu.addAction(self.tr("Replay the game"), self.open_selected)
        publish = menu.addAction(self.tr("Publish to the rating service"), self._publish_selected)
        publish.setObjectName("publish-game")
        publish.setEnabled(bool(game and game.row.finished and self.archive.writable))
        return menu

    def _show_menu(self, at: QPoint) -> None:
        menu = self.game_menu(at)
        if menu is not None:
            menu.exec(self.table.viewport().mapToGlobal(at))
            menu.deleteLater()

    def _publish_selected(self) -> None:
        game_id = self.selected_id()
        if game_id:
            self.publishRequested.emit(game_id)

    def _import(self, ask) -> None:
        if ask():
            self.imported.emit()

    def open_selected(self) -> None:
        game_id = self.selected_id()
        if game_id:
            self.gameOpenRequested.emit(game_id)
