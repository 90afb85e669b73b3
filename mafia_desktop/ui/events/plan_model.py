"""The seating plan as the dialog shows it: a row for each round's table (its seats across),
and a row for those who sit the round out; the words are the printed plan's."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from mafia_desktop.engine.seating import SeatingPlan
from mafia_desktop.protocol.seating_pdf import ROUND, SEAT, SITTING_OUT, TABLE, text


class PlanModel(QAbstractTableModel):
    """Round, table, then seat 1 … the table's size. A sitting-out row holds its names in the
    first seat's cell (the view spans it across the seats)."""

    def __init__(self) -> None:
        super().__init__()
        self.plan: SeatingPlan | None = None
        #: (round, table or None for those sitting out, the names)
        self.rows: list[tuple[int, int | None, tuple[str, ...]]] = []

    def set_plan(self, plan: SeatingPlan | None) -> None:
        self.beginResetModel()
        self.plan = plan
        self.rows = []
        if plan is not None:
            for number, (tables, resting) in enumerate(zip(plan.rounds, plan.sitting_out), start=1):
                self.rows += [(number, table, names) for table, names in enumerate(tables, start=1)]
                if resting:
                    self.rows.append((number, None, resting))
        self.endResetModel()

    def resting_rows(self) -> list[int]:
        return [row for row, (_, table, _) in enumerate(self.rows) if table is None]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() or self.plan is None else 2 + self.plan.table_size

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
            return None
        number, table, names = self.rows[index.row()]
        column = index.column()
        if column == 0:
            first = index.row() == 0 or self.rows[index.row() - 1][0] != number
            return text(ROUND, number=number) if first else ""
        if column == 1:
            return text(SITTING_OUT) if table is None else text(TABLE, number=table)
        if table is None:
            return ", ".join(names) if column == 2 else ""
        return names[column - 2] if column - 2 < len(names) else ""

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return "" if section < 2 else text(SEAT, number=section - 1)
