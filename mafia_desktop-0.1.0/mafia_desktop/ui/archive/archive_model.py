"""The archive browser's table of games, sortable by any column (SQL sorts, on the column's
index): a window over the archive (``listing_model``)."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QModelIndex, QPersistentModelIndex, Qt

from mafia_desktop.i18n import translate
from mafia_desktop.store.browse import COLUMNS as SORTS, ListedGame
from mafia_desktop.words.titles import preset_title

from mafia_desktop.ui.archive.games_model import damage_words, stage_words, started_words, where_words
from mafia_desktop.ui.archive.listing_model import ListingModel
from mafia_desktop.ui.shared.item_roles import DISPLAY, TOOLTIP


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

#: The roles a cell answers.
SHOWN = frozenset((DISPLAY, TOOLTIP))


class ArchiveGamesModel(ListingModel):
    columns = COLUMNS

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if role not in SHOWN or not index.isValid():
            return None
        game = self.game(index.row())
        if game is None:
            return None
        if role == DISPLAY:
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
        if 0 <= column < len(COLUMNS):
            self.resort(SORTS[column], order == Qt.SortOrder.DescendingOrder)
