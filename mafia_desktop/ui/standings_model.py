"""The standings table: a thin model over the engine's ranked rows."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from mafia_desktop.engine.points import shown
from mafia_desktop.engine.standings import Standing


def role_wins(row: Standing) -> str:
    return ", ".join(f"{role} {count}" for role, count in sorted(row.wins_by_role.items()))


COLUMNS: tuple[tuple[str, Callable[[Standing], str]], ...] = (
    ("Place", lambda r: str(r.place)),
    ("Player", lambda r: r.player),
    ("Total", lambda r: shown(r.total)),
    ("Games", lambda r: str(r.games)),
    ("Wins", lambda r: str(r.wins)),
    ("Wins by role", role_wins),
    ("Extra", lambda r: shown(r.extra)),
    ("Penalties", lambda r: shown(r.penalties)),
    ("Best move", lambda r: shown(r.best_move)),
    ("Ci", lambda r: shown(r.compensation)),
    ("Killed first", lambda r: str(r.killed_first)),
)
_TEXT_COLUMNS = {1, 5}


class StandingsModel(QAbstractTableModel):
    def __init__(self, rows: list[Standing] | None = None) -> None:
        super().__init__()
        self.rows = list(rows or [])

    def set_rows(self, rows: list[Standing]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return COLUMNS[index.column()][1](self.rows[index.row()])
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() not in _TEXT_COLUMNS:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section][0]
        return None
