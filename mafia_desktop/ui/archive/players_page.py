"""The players in the archive: find one by any part of the name, sort by any figure, open one.

The page holds its own player page, made behind the list once it is shown: opening a player
shows that player's page in place of the list, and "Back" returns to the list (refreshed after a
rename or a merge).
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

from PySide6.QtCore import QLocale, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QPushButton, QStackedWidget,
    QStyle, QTableView, QVBoxLayout, QWidget,
)

from mafia_desktop.store import Archive
from mafia_desktop.store.queries.browse import matching_players
from mafia_desktop.store.queries.statistics import PlayerStats, player_stats, roles_played

from mafia_desktop.ui.archive.player_page import PlayerPage
from mafia_desktop.ui.archive.players_model import PlayerRows, PlayersModel, in_role_order
from mafia_desktop.ui.shared.keys import EnterOpens
from mafia_desktop.ui.shared.shown_page import sized_by_shown_page
from mafia_desktop.ui.shared.theme import primary


def found(archive: Archive, rows: list, text: str) -> list:
    """The rows (each with a ``nickname``) of the players a search finds: by any part of the
    name, regardless of case in every alphabet ("ёЖ" finds Ёжик), or of a name recorded
    before a rename or a merge; every row when nothing is typed."""
    folded = text.strip().casefold()   # once a keystroke, not once a row
    if not folded:
        return rows
    people = {name.casefold() for name in matching_players(archive, text)}
    return [row for row in rows if folded in (name := row.nickname.casefold()) or name in people]


def search_field(placeholder: str) -> QLineEdit:
    search = QLineEdit(objectName="search", placeholderText=placeholder)
    search.setClearButtonEnabled(True)
    search.setMinimumHeight(56)
    font = search.font()
    font.setPointSize(14)
    search.setFont(font)
    return search


class FiguresHeader(QHeaderView):
    """A header that keeps room for the sort arrow in the sorted column only: Qt's keeps it
    in every column fitted to its contents (a line's height each, 20 px times a dozen
    columns: the figures no longer fit a tablet)."""

    def sectionSizeFromContents(self, logicalIndex: int) -> QSize:  # noqa: N802, N803 (Qt's names)
        size = super().sectionSizeFromContents(logicalIndex)
        if self.isSortIndicatorShown() and self.orientation() == Qt.Orientation.Horizontal:
            margin = self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, self)
            size.setWidth(size.width() - size.height() - margin)
            if logicalIndex == self.sortIndicatorSection():
                size.setWidth(size.width() + self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize, None, self)
                              + margin)
        return size


def players_table(model: PlayerRows[Any], name: str) -> QTableView:
    """A table of players, a row chosen at a time, sorted by a click on a column."""
    table = QTableView(objectName=name)
    header = FiguresHeader(Qt.Orientation.Horizontal, table)
    header.setSectionsClickable(True)   # as a table's own header is: a click sorts
    header.setHighlightSections(True)
    table.setHorizontalHeader(header)
    table.setModel(model)
    table.setSortingEnabled(True)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setWordWrap(False)
    table.verticalHeader().setDefaultSectionSize(48)
    table.verticalHeader().hide()
    table.horizontalHeader().setMinimumSectionSize(64)
    table.horizontalHeader().setSortIndicatorShown(True)
    # After the table's own sort (connected first): the arrow moves, the first rows change.
    header.sortIndicatorChanged.connect(lambda: fit_columns(table))
    return table


def fit_columns(table: QTableView) -> None:
    """The figures take the room their titles and first rows need; the name takes the rest.
    Measured here, once a filling and a sort: Qt's ResizeToContents measured every column
    again at each layout, four times over as the Players tab chose its first row."""
    header = table.horizontalHeader()
    header.setResizeContentsPrecision(20)   # measured on the first rows, not 3,000 of them
    header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in range(1, header.count()):
        table.resizeColumnToContents(column)


Model = TypeVar("Model", bound=PlayerRows[Any])


class PlayerListing(Generic[Model]):
    """What a page listing players (``model``, ``table``) says of its list."""

    model: Model
    table: QTableView

    def shown_names(self) -> list[str]:
        return [row.nickname for row in self.model.rows]

    def selected_player(self) -> str | None:
        rows = self.table.selectionModel().selectedRows()
        row = self.model.row_at(rows[0]) if rows else None
        return row.nickname if row else None

    def choose(self, chosen: str | None) -> None:
        """The player chosen before, if still listed, else the first."""
        if self.model.rows:
            self.table.selectRow(max(self.model.row_of(chosen) if chosen else 0, 0))


class PlayersPage(PlayerListing[PlayersModel], QWidget):
    #: A game to replay, from a player's list of games.
    gameOpenRequested = Signal(str)
    #: "Back" on the list: the window shows what it showed before.
    closeRequested = Signal()
    #: A player's page was opened (the name).
    playerOpened = Signal(str)
    #: A player was renamed or merged: lists of games show other names now.
    playersChanged = Signal()

    def __init__(self, archive: Archive, parent: QWidget | None = None, *, load: bool = True) -> None:
        """``load=False``: the figures are read at the first ``refresh()`` (a hidden tab
        need not read 2,000 players' statistics)."""
        super().__init__(parent)
        self.archive = archive
        self.everyone: list[PlayerStats] = []
        #: The roles someone has played, a column each (in ``ROLE_ORDER``).
        self.roles: list[str] = []
        self.player_page: PlayerPage | None = None

        self.back_button = QPushButton(self.tr("Back"), objectName="back")
        self.back_button.setMinimumSize(120, 56)
        self.back_button.clicked.connect(self.closeRequested)
        self.search = search_field(self.tr("Find a player: type any part of the name"))
        self.search.textChanged.connect(self._filter)
        self.search.returnPressed.connect(self.open_selected)
        self.count = QLabel(objectName="count")
        self.model = PlayersModel()
        self.table = players_table(self.model, "players")
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.doubleClicked.connect(self.open_selected)
        EnterOpens(self.table, self.open_selected)
        self.open_button = QPushButton(self.tr("Open"), objectName="open")
        self.open_button.setMinimumHeight(56)
        primary(self.open_button)
        self.open_button.clicked.connect(self.open_selected)

        top = QHBoxLayout()
        top.addWidget(self.back_button)
        top.addWidget(self.search, 1)
        top.addWidget(self.count)
        list_page = QWidget(objectName="players-list")
        layout = QVBoxLayout(list_page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.open_button)
        self.list_page = list_page
        self.stack = QStackedWidget()
        sized_by_shown_page(self.stack)
        self.stack.addWidget(list_page)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)   # within the archive's tab, which has its own
        outer.addWidget(self.stack)
        if load:
            self.refresh()

    # -- the list --------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read every player's figures from the archive again (and the open player's page)."""
        self._read()
        if self.player_page is None:
            # Made while the host reads the list: the first player opened as quickly as the next.
            QTimer.singleShot(0, self, self._make_player_page)
        elif self.stack.currentWidget() is self.player_page:   # a hidden page is read as a player is opened
            self.player_page.refresh()

    def _read(self) -> None:
        self.everyone = player_stats(self.archive)
        self.roles = in_role_order(roles_played(self.archive))
        self._filter()

    def _filter(self) -> None:
        chosen = self.selected_player()
        text = self.search.text()
        shown = found(self.archive, self.everyone, text)
        self.model.set_rows(shown, roles=self.roles)
        fit_columns(self.table)
        total = len(self.everyone)
        self.count.setText(self.tr("{shown} of %Ln player(s)", "", total).format(shown=QLocale().toString(len(shown)))
                           if text.strip() else self.tr("%Ln player(s)", "", total))   # 30,000: the locale's digits
        self.open_button.setEnabled(bool(shown))
        self.choose(chosen)

    # -- one player --------------------------------------------------------------------------
    def open_selected(self) -> None:
        name = self.selected_player()
        if name:
            self.open_player(name)

    def open_player(self, nickname: str) -> PlayerPage:
        """Show this player's page in place of the list (one page, made once, shows each
        player in turn)."""
        page = self.player_page
        if page is None:
            page = self._new_player_page(nickname)
        else:
            page.show_player(nickname)
        self.stack.setCurrentWidget(page)
        self.playerOpened.emit(page.nickname)
        return page

    def _make_player_page(self, nickname: str | None = None) -> PlayerPage | None:
        """The player page, made once (for the player chosen in the list if none is named),
        behind the list until a player is opened."""
        nickname = nickname or self.selected_player()
        if self.player_page is None and nickname:
            self._new_player_page(nickname)
        return self.player_page

    def _new_player_page(self, nickname: str) -> PlayerPage:
        page = PlayerPage(self.archive, nickname)
        page.gameOpenRequested.connect(self.gameOpenRequested)
        page.playersChanged.connect(self._players_changed)
        page.closeRequested.connect(self.show_list)
        self.player_page = page
        self.stack.addWidget(page)
        return page

    def show_list(self) -> None:
        self.stack.setCurrentWidget(self.list_page)
        self.search.setFocus()

    def _players_changed(self) -> None:
        self.playersChanged.emit()
        self._read()
        if self.player_page is not None:   # keep the renamed player chosen in the list
            row = self.model.row_of(self.player_page.nickname)
            if row >= 0:
                self.table.selectRow(row)
