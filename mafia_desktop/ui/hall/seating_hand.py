"""Handing a round's seats to the tables: typed or pasted (a line a table, the players in
seat order), or one round of a seating plan made here (the events room's planner).

Each table's next "New game" opens with its seats filled in (``hall.judge.next_seats``).
"""

from __future__ import annotations

import re

from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFormLayout, QLabel, QPlainTextEdit, QPushButton, QSpinBox, QVBoxLayout, QWidget,
)

from mafia_desktop.engine.seating import SeatingPlan
from mafia_desktop.i18n import translate

from mafia_desktop.ui.events.seating_dialog import SeatingDialog
from mafia_desktop.ui.shared.colours import ColouredLabel
from mafia_desktop.ui.shared.theme import FINGER
from mafia_desktop.ui.shared.touch import finger_sized

MAX_SEATS = 30      # the hall's own limits (hall.seating)
MAX_NAME = 200
_SEPARATORS = re.compile(r"[,;\t]")


def parse_seats(text: str, tables: int) -> list[list[str]]:
    """One line a table (table 1 first), the players in seat order, separated by commas,
    semicolons or tabs (a spreadsheet's row pasted). Raises ValueError with the words."""
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        raise ValueError(translate("HandSeating", "Write each table's players on a line of its own."))
    if len(lines) > tables:
        raise ValueError(translate("HandSeating", "{lines} lines for {tables} tables: one line a table.").format(
            lines=len(lines), tables=tables))
    seats, seen = [], set()
    for number, line in enumerate(lines, start=1):
        names = [name.strip() for name in _SEPARATORS.split(line)]
        if not all(names):
            raise ValueError(translate("HandSeating", "Table {table} has an empty seat: "
                                                      "write a name between each two commas.").format(table=number))
        if len(names) > MAX_SEATS:
            raise ValueError(translate("HandSeating", "Table {table} has {count} players; at most {most}.").format(
                table=number, count=len(names), most=MAX_SEATS))
        for name in names:
            if len(name) > MAX_NAME:
                raise ValueError(translate("HandSeating", "A name at table {table} is longer than {most} "
                                                          "characters.").format(table=number, most=MAX_NAME))
            if name.casefold() in seen:
                raise ValueError(translate("HandSeating", "{name} is seated twice.").format(name=name))
            seen.add(name.casefold())
        seats.append(names)
    return seats


class HandSeatingDialog(QDialog):
    def __init__(self, tables: int, *, round_number: int = 1, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Hand seating to the tables"))
        self.resize(720, 520)
        self.tables = tables
        self.plan: SeatingPlan | None = None
        self.seats: list[list[str]] = []
        self.round = QSpinBox(objectName="hand-round", minimum=1, maximum=200, value=round_number)
        self.round.valueChanged.connect(self._from_plan)
        self.text = QPlainTextEdit(objectName="hand-seats")
        self.text.setPlaceholderText(self.tr("Table 1: Anna, Boris, Vera, …\nTable 2: …\n(one line a table, the "
                                             "players in seat order, seat 1 first)"))
        plan = QPushButton(self.tr("From a seating plan…"), objectName="hand-plan")
        plan.setMinimumHeight(FINGER)
        plan.clicked.connect(self.make_plan)
        self.problem = ColouredLabel(meaning="alarm", objectName="hand-problem", wordWrap=True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.hand_button = buttons.addButton(self.tr("Hand to the tables"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.hand_button.setObjectName("hand-ok")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        form.addRow(self.tr("Round"), self.round)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("The seats of %n table(s), a line a table, table 1 first. Each "
                                        "table's next new game opens with them.", "", tables),
                                wordWrap=True))
        layout.addWidget(self.text, 1)
        layout.addWidget(plan)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        finger_sized(self)

    def make_plan(self) -> None:
        dialog = SeatingDialog([], tables=self.tables, parent=self)
        dialog.exec()
        if dialog.plan is not None:
            self.plan = dialog.plan
            self._from_plan()

    def _from_plan(self) -> None:
        if self.plan is None:
            return
        rounds = self.plan.rounds
        number = self.round.value()
        if number > len(rounds):
            self.problem.setText(self.tr("The plan has %n round(s).", "", len(rounds)))
            return
        self.problem.setText("")
        self.text.setPlainText("\n".join(", ".join(table) for table in rounds[number - 1]))

    def accept(self) -> None:
        try:
            self.seats = parse_seats(_without_table_names(self.text.toPlainText()), self.tables)
        except ValueError as error:
            self.problem.setText(str(error))
            return
        super().accept()


def _without_table_names(text: str) -> str:
    """"Table 2: Anna, Boris" as "Anna, Boris" (as the placeholder shows it)."""
    return "\n".join(re.sub(r"^\s*\w+\s+\d+\s*:\s*", "", line) for line in text.splitlines())
