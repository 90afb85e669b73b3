"""What the thin table models share: a plain list of rows, replaced whole."""

from __future__ import annotations

from typing import Any, ClassVar, Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex


class RowsModel(QAbstractTableModel):
    """A table over ``rows``; a subclass names its ``columns`` and says ``data``."""

    columns: ClassVar[Sequence[Any]] = ()

    def __init__(self, rows: list | None = None) -> None:
        super().__init__()
        self.rows = list(rows or [])

    def set_rows(self, rows: list) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def row_at(self, index: QModelIndex):
        return self.rows[index.row()] if index.isValid() else None
