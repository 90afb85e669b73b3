"""The archive browser's table of games: a thin model over the rows ``find_games`` returns,
sortable by any column."""

from __future__ import annotations

from typing import Callable, Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from mafia_desktop.i18n import translate
from mafia_desktop.rule_words import preset_title
from mafia_desktop.store.browse import ListedGame

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


#: (heading, shown text, sort key) per column. Dates sort by their UTC stamp, which orders
#: them as the local times do.
COLUMNS: tuple[tuple[str, Callable[[ListedGame], str], Callable[[ListedGame], object]], ...] = (
    (QT_TRANSLATE_NOOP("ArchiveGamesModel", "Started"),
     lambda g: started_words(g.row.created_at), lambda g: g.row.created_at),
    (QT_TRANSLATE_NOOP("ArchiveGamesModel", "Club / table / game"),
     lambda g: where_words(g.row), lambda g: where_words(g.row).casefold()),
    (QT_TRANSLATE_NOOP("ArchiveGamesModel", "Rules"), lambda g: preset_title(g.row.ruleset), lambda g: g.row.ruleset),
    (QT_TRANSLATE_NOOP("ArchiveGamesModel", "Host"), lambda g: g.row.host, lambda g: g.row.host.casefold()),
    (QT_TRANSLATE_NOOP("ArchiveGamesModel", "Players"),
     lambda g: ", ".join(g.players), lambda g: [p.casefold() for p in g.players]),
    (QT_TRANSLATE_NOOP("ArchiveGamesModel", "Winner"), _winner_words,
     lambda g: (g.row.winner or "") if g.row.finished else ""),
    (QT_TRANSLATE_NOOP("ArchiveGamesModel", "Finished"), _finished_words,
     lambda g: (g.row.finished, g.row.updated_at)),
)


class ArchiveGamesModel(QAbstractTableModel):
    #: Game id → what is wrong with it (the archive's ``damaged``): shown as its result.
    damaged: Mapping = {}

    def __init__(self, games: list[ListedGame] | None = None) -> None:
        super().__init__()
        self.games = list(games or [])
        self._order: tuple[int, Qt.SortOrder] | None = None

    def set_games(self, games: list[ListedGame]) -> None:
        self.beginResetModel()
        self.games = list(games)
        if self._order is not None:
            self._sort_rows(*self._order)
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.games)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        game = self.games[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            if index.column() == len(COLUMNS) - 1 and game.row.id in self.damaged:
                return damage_words(self.damaged[game.row.id])
            return COLUMNS[index.column()][1](game)
        if role == Qt.ItemDataRole.ToolTipRole and index.column() == 4:
            return "\n".join(f"{seat}. {name}" for seat, name in enumerate(game.players, start=1))
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return translate("ArchiveGamesModel", COLUMNS[section][0])
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(COLUMNS):
            return
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        ids = [self.games[index.row()].row.id for index in before]
        self._order = (column, order)
        self._sort_rows(column, order)
        where = {game.row.id: row for row, game in enumerate(self.games)}
        self.changePersistentIndexList(before, [self.index(where[game_id], index.column())
                                                for game_id, index in zip(ids, before)])
        self.layoutChanged.emit()

    def _sort_rows(self, column: int, order: Qt.SortOrder) -> None:
        self.games.sort(key=COLUMNS[column][2], reverse=order == Qt.SortOrder.DescendingOrder)

    def game_at(self, index: QModelIndex) -> ListedGame | None:
        return self.games[index.row()] if index.isValid() else None
