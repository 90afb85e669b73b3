"""The archive browser's table of games: a window over SQL. The model holds the list's order
(``browse.Listing``: the rowids of the games that pass the filter, sorted by SQL on the
column's index) and reads the rows a page at a time as the view shows them, keeping the last
pages read; sorting by a column asks SQL for the order again."""

from __future__ import annotations

from collections import OrderedDict
from typing import Callable, Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from mafia_desktop.i18n import translate
from mafia_desktop.rule_words import preset_title
from mafia_desktop.store import Archive
from mafia_desktop.store.browse import COLUMNS as SORTS, GameFilter, Listing, ListedGame

from .games_model import damage_words, stage_words, started_words, where_words


def _finished_words(game: ListedGame) -> str:
    if game.row.finished:
        return translate("ArchiveGamesModel", "finished")
    return translate("ArchiveGamesModel", "unfinished: {stage}").format(stage=stage_words(game.row))


WINNER_WORDS = {"red": QT_TRANSLATE_NOOP("ArchiveGamesModel", "town"),
                "black": QT_TRANSLATE_NOOP("ArchiveGamesModel", "mafia"),
                "draw": QT_TRANSLATE_NOOP("ArchiveGamesModel", "draw")}


def _winner_words(game: ListedGame) -> str:
    words = WINNER_WORDS.get(game.row.winner or "", "") if game.row.finished else ""
    return translate("ArchiveGamesModel", words) if words else ""


#: (heading, shown text) per column, in the order of the sort keys ``browse.COLUMNS``.
COLUMNS: tuple[tuple[str, Callable[[ListedGame], str]], ...] = (
    (QT_TRANSLATE_NOOP("ArchiveGamesModel", "Started"), lambda g: started_words(g.row.created_at)),
    (QT_TRANSLATE_NOOP("ArchiveGamesModel", "Club / table / game"), lambda g: where_words(g.row)),
    (QT_TRANSLATE_NOOP("ArchiveGamesModel", "Rules"), lambda g: preset_title(g.row.ruleset)),
    (QT_TRANSLATE_NOOP("ArchiveGamesModel", "Host"), lambda g: g.row.host),
    (QT_TRANSLATE_NOOP("ArchiveGamesModel", "Players"), lambda g: ", ".join(g.players)),
    (QT_TRANSLATE_NOOP("ArchiveGamesModel", "Winner"), _winner_words),
    (QT_TRANSLATE_NOOP("ArchiveGamesModel", "Finished"), _finished_words),
)

#: Rows read at once, and pages kept: a screen is a page or two; scrolling back is free.
PAGE = 64
KEPT_PAGES = 40


class ArchiveGamesModel(QAbstractTableModel):
    #: Game id → what is wrong with it (the archive's ``damaged``): shown as its result.
    damaged: Mapping = {}

    def __init__(self, archive: Archive | None = None, wanted: GameFilter = GameFilter()) -> None:
        super().__init__()
        self.listing: Listing | None = None
        #: The column the list is sorted by (its sort key in ``browse.COLUMNS``), and how.
        self.sort_key, self.descending = "started", True
        self._pages: OrderedDict[int, list[ListedGame]] = OrderedDict()
        if archive is not None:
            self.set_filter(archive, wanted)

    def set_filter(self, archive: Archive, wanted: GameFilter) -> None:
        """The games that pass ``wanted``, in the list's order (read again from the archive)."""
        self.beginResetModel()
        self.listing = Listing(archive, wanted, self.sort_key, self.descending)
        self._pages.clear()
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() or self.listing is None else len(self.listing)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def game(self, row: int) -> ListedGame:
        """The game at ``row``, from its page (read now if it is not kept)."""
        number = row // PAGE
        page = self._pages.get(number)
        if page is None:
            page = self.listing.rows(number * PAGE, (number + 1) * PAGE)
            self._pages[number] = page
            while len(self._pages) > KEPT_PAGES:
                self._pages.popitem(last=False)
        else:
            self._pages.move_to_end(number)
        return page[row - number * PAGE]

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        game = self.game(index.row())
        if role == Qt.ItemDataRole.DisplayRole:
            if index.column() == len(COLUMNS) - 1 and game.row.id in self.damaged:
                return damage_words(self.damaged[game.row.id])
            return COLUMNS[index.column()][1](game)
        if index.column() == 4:
            return "\n".join(f"{seat}. {name}" for seat, name in enumerate(game.players, start=1))
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return translate("ArchiveGamesModel", COLUMNS[section][0])
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """The same games in the column's order, from SQL; the rows chosen stay chosen."""
        if not 0 <= column < len(COLUMNS):
            return
        self.sort_key, self.descending = SORTS[column], order == Qt.SortOrder.DescendingOrder
        if self.listing is None:
            return
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        kept = [self.listing.ids[index.row()] for index in before]
        self.listing = Listing(self.listing.archive, self.listing.wanted, self.sort_key, self.descending)
        self._pages.clear()
        self.changePersistentIndexList(before, [self.index(self.listing.position(rowid), index.column())
                                                for rowid, index in zip(kept, before)])
        self.layoutChanged.emit()

    def game_at(self, index: QModelIndex) -> ListedGame | None:
        return self.game(index.row()) if index.isValid() else None

    def games(self) -> list[ListedGame]:
        """Every game listed, in order (read whole: for small lists and tests)."""
        return self.listing.rows(0, len(self.listing)) if self.listing is not None else []
