"""A thin table model over a plain list of archive rows (the start page's list)."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from mafia_desktop.store import GameRow
from mafia_desktop.store.archive import local_time

COLUMNS = ("Started", "Rules", "Where", "Stage", "Players")


def started_words(stamp: str) -> str:
    """An archive time stamp (UTC) on the host's clock: "2026-10-05 15:00"."""
    when = local_time(stamp)
    return when.strftime("%Y-%m-%d %H:%M") if when else stamp


def stage_words(row: GameRow) -> str:
    if row.finished:
        return {"red": "town won", "black": "mafia won", "draw": "draw"}.get(row.winner or "", "finished")
    if row.phase == "setup":
        return "setting up"
    return "roles night" if row.round == 0 else f"{row.phase} {row.round}"


def where_words(row: GameRow) -> str:
    parts = [row.club, row.tournament, row.table_no and f"table {row.table_no}",
             row.game_no and f"game {row.game_no}"]
    return ", ".join(p for p in parts if p)


class GamesModel(QAbstractTableModel):
    def __init__(self, rows: list[GameRow] | None = None) -> None:
        super().__init__()
        self.rows = list(rows or [])

    def set_rows(self, rows: list[GameRow]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
            return None
        row = self.rows[index.row()]
        values = (started_words(row.created_at), row.ruleset, where_words(row),
                  stage_words(row), str(row.players))
        return values[index.column()]

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section]
        return None

    def row_at(self, index: QModelIndex) -> GameRow | None:
        return self.rows[index.row()] if index.isValid() else None
