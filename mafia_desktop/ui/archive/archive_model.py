"""The archive browser's table of games, sortable by any column (SQL sorts, on the column's
index): a window over the archive (``listing_model``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt

from mafia_desktop.i18n import QT_TRANSLATE_NOOP, translate
from mafia_desktop.store.queries.browse import ListedGame
from mafia_desktop.words.titles import preset_title

from mafia_desktop.ui.archive.games_model import damage_words, stage_words, started_words, where_words
from mafia_desktop.ui.archive.listing_model import ListingModel
from mafia_desktop.ui.shared.item_roles import DISPLAY, TOOLTIP
from mafia_desktop.words.bidi import isolated, names


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


def _seated_words(game: ListedGame) -> str:
    return "\n".join(f"{seat}. {isolated(name)}" for seat, name in enumerate(game.players, start=1))


@dataclass(frozen=True)
class GameColumn:
    """One column of the list: what it is called, how the archive sorts it, how a cell reads."""

    title: str                                  # English (QT_TRANSLATE_NOOP), translated when shown
    sort: str                                   # its sort key, one of ``store.browse.COLUMNS``
    text: Callable[[ListedGame], str]
    tooltip: Callable[[ListedGame], str] | None = None
    damage: bool = False                        # a damaged game says what is wrong here


COLUMNS: tuple[GameColumn, ...] = (
    GameColumn(QT_TRANSLATE_NOOP("ArchiveGamesModel", "Started"), "started", lambda g: started_words(g.row.created_at)),
    GameColumn(QT_TRANSLATE_NOOP("ArchiveGamesModel", "Club / table / game"), "where", lambda g: where_words(g.row)),
    GameColumn(QT_TRANSLATE_NOOP("ArchiveGamesModel", "Rules"), "rules", lambda g: preset_title(g.row.ruleset)),
    GameColumn(QT_TRANSLATE_NOOP("ArchiveGamesModel", "Host"), "host", lambda g: g.row.host),
    GameColumn(QT_TRANSLATE_NOOP("ArchiveGamesModel", "Players"), "players", lambda g: names(g.players),
               tooltip=_seated_words),
    GameColumn(QT_TRANSLATE_NOOP("ArchiveGamesModel", "Winner"), "winner", _winner_words),
    GameColumn(QT_TRANSLATE_NOOP("ArchiveGamesModel", "Finished"), "finished", _finished_words, damage=True),
)


#: The roles a cell answers.
SHOWN = frozenset((DISPLAY, TOOLTIP))


def column_of(sort: str) -> int:
    """The position of the column that sorts by ``sort``."""
    return next(number for number, column in enumerate(COLUMNS) if column.sort == sort)


class ArchiveGamesModel(ListingModel):
    columns = COLUMNS

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if role not in SHOWN or not index.isValid():
            return None
        game = self.game(index.row())
        if game is None:
            return None
        column = COLUMNS[index.column()]
        if role == DISPLAY:
            if column.damage and game.row.id in self.damaged:
                return damage_words(self.damaged[game.row.id])
            return column.text(game)
        return column.tooltip(game) if column.tooltip else None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return translate("ArchiveGamesModel", COLUMNS[section].title)
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if 0 <= column < len(COLUMNS):
            self.resort(COLUMNS[column].sort, order == Qt.SortOrder.DescendingOrder)
