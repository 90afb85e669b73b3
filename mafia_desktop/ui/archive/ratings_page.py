"""The club's ratings: every rated player with his overall, red and black rating, his rated
games and what he earned over a chosen period; sort by any column, find a player as in
Players, open his page; and the starting ratings a club brings from the rating service.

Read from the archive's projection (``store.ratings``): never a game rated when shown.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from pathlib import Path

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox, QFileDialog, QHBoxLayout, QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget,
)

from mafia_desktop.i18n import QT_TRANSLATE_NOOP, message_text, translate
from mafia_desktop.store import Archive, ArchiveError
from mafia_desktop.store.projections import ratings
from mafia_desktop.formats.rating_starts import read_file
from mafia_desktop.store.projections.ratings import PlayerRating
from mafia_desktop.time_stamps import utc_stamp

from mafia_desktop.ui.archive.players_model import Column, PlayerRows
from mafia_desktop.ui.archive.players_page import PlayerListing, fit_columns, found, players_table, search_field
from mafia_desktop.ui.shared.keys import EnterOpens
from mafia_desktop.ui.shared.numbers import decimal
from mafia_desktop.ui.shared.theme import primary
from mafia_desktop.words.bidi import left_to_right

#: The periods the change is shown over: (English label, days; None: since the start).
PERIODS = ((QT_TRANSLATE_NOOP("RatingsPage", "since the start"), None),
           (QT_TRANSLATE_NOOP("RatingsPage", "the last 7 days"), 7),
           (QT_TRANSLATE_NOOP("RatingsPage", "the last 30 days"), 30),
           (QT_TRANSLATE_NOOP("RatingsPage", "the last 90 days"), 90),
           (QT_TRANSLATE_NOOP("RatingsPage", "the last 365 days"), 365))


def shown(number: float, *, signed: bool = False) -> str:
    """A rating with two decimals in the locale's digits ("1,234.50"; "+2.00" for a change)."""
    text = decimal(number, 2)
    return left_to_right(("+" if signed and number > 0.005 else "") + text)


def _columns() -> list[Column[PlayerRating]]:
    def figure(title: str, value: Callable[[PlayerRating], float], tip: str, *,
               signed: bool = False) -> Column[PlayerRating]:
        return Column(title, lambda r: shown(value(r), signed=signed), value, None, tip)
    return [
        Column(QT_TRANSLATE_NOOP("PlayersModel", "Player"), lambda r: r.nickname, lambda r: r.nickname.casefold(),
               None, translate("PlayersModel", "The player's name in the archive")),
        figure(QT_TRANSLATE_NOOP("PlayersModel", "Overall"), lambda r: r.overall,
               translate("RatingsPage", "The overall rating: his start plus all he earned")),
        figure(QT_TRANSLATE_NOOP("PlayersModel", "Red"), lambda r: r.red,
               translate("RatingsPage", "The red rating: games as a civilian or the sheriff")),
        figure(QT_TRANSLATE_NOOP("PlayersModel", "Black"), lambda r: r.black,
               translate("RatingsPage", "The black rating: games as the mafia or the don")),
        Column(QT_TRANSLATE_NOOP("PlayersModel", "Games"), lambda r: str(r.games), lambda r: r.games, None,
               translate("RatingsPage", "Rated games")),
        figure(QT_TRANSLATE_NOOP("PlayersModel", "Change"), lambda r: r.change,
               translate("RatingsPage", "What he earned over the period chosen above"), signed=True),
    ]


class RatingsModel(PlayerRows[PlayerRating]):
    """Rows are ``PlayerRating``s; the Players table's sorting (ties by name), other columns."""

    def __init__(self) -> None:
        super().__init__()
        self.set_rows([])

    def set_rows(self, rows: list[PlayerRating]) -> None:
        self.beginResetModel()
        self.columns = _columns()
        self.rows = list(rows)
        if self._sort:
            self._order(*self._sort)
        self.endResetModel()


class RatingsPage(PlayerListing[RatingsModel], QWidget):
    #: A player's page, asked for from the table (the name).
    playerOpenRequested = Signal(str)
    #: The starting ratings changed: every rating did.
    ratingsChanged = Signal()
    closeRequested = Signal()

    def __init__(self, archive: Archive, parent: QWidget | None = None, *, load: bool = True) -> None:
        super().__init__(parent)
        self.archive = archive
        self.everyone: list[PlayerRating] = []

        # The words the Players tab says too are its own (one translation for both).
        self.back_button = QPushButton(translate("PlayersPage", "Back"), objectName="back")
        self.back_button.setMinimumSize(120, 56)
        self.back_button.clicked.connect(self.closeRequested)
        self.search = search_field(translate("PlayersPage", "Find a player: type any part of the name"))
        self.search.textChanged.connect(self._filter)
        self.search.returnPressed.connect(self.open_selected)
        self.period = QComboBox(objectName="period")
        self.period.setMinimumHeight(56)
        for label, days in PERIODS:
            self.period.addItem(self.tr("Change: {period}").format(period=translate("RatingsPage", label)), days)
        self.period.currentIndexChanged.connect(self.refresh)
        self.count = QLabel(objectName="count")
        self.model = RatingsModel()
        self.table = players_table(self.model, "ratings")
        self.table.sortByColumn(1, Qt.SortOrder.DescendingOrder)   # the best first
        self.table.horizontalHeader().setMinimumSectionSize(96)
        self.table.doubleClicked.connect(self.open_selected)
        EnterOpens(self.table, self.open_selected)
        self.open_button = QPushButton(translate("PlayersPage", "Open"), objectName="open")
        self.open_button.setMinimumHeight(56)
        primary(self.open_button)
        self.open_button.clicked.connect(self.open_selected)
        self.start_button = QPushButton(self.tr("Starting ratings…"), objectName="starts")
        self.start_button.setMinimumHeight(56)
        self.start_button.setToolTip(self.tr("A CSV file of the rating service's ratings (nickname, overall, red, "
                                             "black): the club's ratings go on from them"))
        self.start_button.clicked.connect(self.choose_starts)
        self.start_button.setEnabled(archive.writable)

        top = QHBoxLayout()
        top.addWidget(self.back_button)
        top.addWidget(self.search, 1)
        top.addWidget(self.period)
        top.addWidget(self.count)
        bottom = QHBoxLayout()
        bottom.addWidget(self.open_button, 1)
        bottom.addWidget(self.start_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addLayout(bottom)
        if load:
            self.refresh()

    def refresh(self) -> None:
        """The ratings as the archive keeps them, the change over the period chosen."""
        rows = ratings.table(self.archive.conn)
        days = self.period.currentData()
        if days is not None:
            since = utc_stamp(datetime.now(timezone.utc) - timedelta(days=days))
            earned = ratings.changes_since(self.archive.conn, since)
            rows = [replace(row, change=earned.get(row.nickname, 0.0)) for row in rows]
        self.everyone = rows
        self._filter()

    def _filter(self) -> None:
        chosen = self.selected_player()
        text = self.search.text()
        rows = found(self.archive, self.everyone, text)
        self.model.set_rows(rows)
        fit_columns(self.table)
        total = len(self.everyone)
        self.count.setText(
            translate("PlayersPage", "{shown} of %Ln player(s)", "", total).format(shown=QLocale().toString(len(rows)))
            if text.strip() else translate("PlayersPage", "%Ln player(s)", "", total))
        self.open_button.setEnabled(bool(rows))
        self.choose(chosen)

    def open_selected(self) -> None:
        name = self.selected_player()
        if name:
            self.playerOpenRequested.emit(name)

    # -- the starting ratings ---------------------------------------------------------------
    def start_file(self) -> Path | None:
        """The file the host chooses (None: he cancelled)."""
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Starting ratings"), "",
                                              self.tr("CSV files (*.csv);;All files (*)"))
        return Path(name) if name else None

    def choose_starts(self) -> None:
        path = self.start_file()
        if path is None:
            return
        try:
            count = self.archive.set_rating_starts(read_file(path))
        except ArchiveError as error:
            QMessageBox.warning(self, self.tr("Starting ratings"), message_text(error.message))
            return
        self.refresh()
        self.ratingsChanged.emit()
        QMessageBox.information(self, self.tr("Starting ratings"),
                                self.tr("Starting ratings for %n player(s); every game was rated again from them.",
                                        "", count))
