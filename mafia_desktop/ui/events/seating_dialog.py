"""A tournament's seating plan: the players, tables and games per player in, the plan itself
(who sits where, round by round), how even it came out, and its PDF to print."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QDialog, QFileDialog, QFormLayout, QHBoxLayout, QHeaderView, QLabel, QMessageBox, QPlainTextEdit,
    QPushButton, QSpinBox, QTableView, QVBoxLayout, QWidget,
)

from mafia_desktop.engine.seating import SeatingPlan, plan_seating
from mafia_desktop.protocol.seating_pdf import write_seating_plan
from mafia_desktop.ui.events.plan_model import PlanModel
from mafia_desktop.ui.shared.errors import error_words
from mafia_desktop.ui.shared.screen import fit_to_screen
from mafia_desktop.ui.shared.touch import finger_sized


class SeatingDialog(QDialog):
    def __init__(self, players: list[str], *, tables: int = 1, title: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Seating plan"))
        fit_to_screen(self, QSize(1000, 720))
        self.title = title
        self.plan: SeatingPlan | None = None
        self.players = QPlainTextEdit("\n".join(players), objectName="seating-players")
        self.players.setPlaceholderText(self.tr("One player per line"))
        self.apart = QPlainTextEdit(objectName="seating-apart")
        self.apart.setPlaceholderText(self.tr("Two players per line, kept at different tables: Anna / Boris"))
        self.apart.setMaximumHeight(90)
        self.tables = QSpinBox(objectName="seating-tables", minimum=1, maximum=50, value=tables)
        self.games = QSpinBox(objectName="seating-games", minimum=1, maximum=50, value=10)
        # (not ``size``: QWidget's own size() would be hidden)
        self.table_size = QSpinBox(objectName="seating-size", minimum=4, maximum=30, value=10)
        self.outcome = QLabel(objectName="seating-result", wordWrap=True)
        self.plan_model = PlanModel()
        self.plan_view = QTableView(objectName="seating-plan")
        self.plan_view.setModel(self.plan_model)
        self.plan_view.verticalHeader().hide()
        self.plan_view.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.plan_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.plan_view.hide()
        make = QPushButton(self.tr("Make the plan"), objectName="seating-make")
        make.setMinimumHeight(56)
        make.clicked.connect(self.make)
        self.save_button = QPushButton(self.tr("Save the plan as PDF…"), objectName="seating-save")
        self.save_button.setMinimumHeight(56)
        self.save_button.setEnabled(False)
        self.save_button.clicked.connect(self.save)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)
        form.addRow(self.tr("Players"), self.players)
        form.addRow(self.tr("Kept apart"), self.apart)
        form.addRow(self.tr("Tables"), self.tables)
        form.addRow(self.tr("Games per player"), self.games)
        form.addRow(self.tr("Seats per table"), self.table_size)
        layout.addWidget(self.outcome)
        layout.addWidget(self.plan_view, 1)
        buttons = QHBoxLayout()
        layout.addLayout(buttons)
        buttons.addWidget(make)
        buttons.addWidget(self.save_button)
        finger_sized(self)

    def names(self) -> list[str]:
        return [line.strip() for line in self.players.toPlainText().splitlines() if line.strip()]

    def pairs(self) -> list[tuple[str, str]]:
        pairs = []
        for line in self.apart.toPlainText().splitlines():
            parts = [part.strip() for part in line.split("/")]
            if len(parts) == 2 and all(parts):
                pairs.append((parts[0], parts[1]))
            elif line.strip():
                raise ValueError(self.tr("Write two players per line with a slash between them: {line}")
                                 .format(line=line.strip()))
        return pairs

    def make(self) -> None:
        try:
            self.plan = plan_seating(self.names(), tables=self.tables.value(),
                                     games_per_player=self.games.value(), table_size=self.table_size.value(),
                                     apart=self.pairs())
        except ValueError as error:   # the planner says which counts would work
            self.plan = None
            self.outcome.setText(error_words(error))
            self.save_button.setEnabled(False)
            self._show_plan()
            return
        spread, meetings = self.plan.seat_spread(), self.plan.repeated_meetings()
        self.outcome.setText(self.tr(
            "Rounds: {rounds}. Seats: each player's seat counts differ by at most {spread}. "
            "Two players meet between {fewest} and {most} times; pairs that never meet: {never}.")
            .format(rounds=len(self.plan.rounds), spread=spread.worst, fewest=meetings.fewest,
                    most=meetings.most, never=meetings.never_met))
        self.save_button.setEnabled(True)
        self._show_plan()

    def _show_plan(self) -> None:
        """The plan made, or none: who sits where, round by round."""
        self.plan_view.clearSpans()
        self.plan_model.set_plan(self.plan)
        if self.plan is not None:
            for row in self.plan_model.resting_rows():
                self.plan_view.setSpan(row, 2, 1, self.plan.table_size)
        self.plan_view.setVisible(self.plan is not None)

    def save(self) -> None:
        suggested = Path.home() / self.tr("{title} seating plan.pdf").format(title=self.title or self.tr("Tournament"))
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Seating plan"), str(suggested), "PDF (*.pdf)")
        if not path:
            return
        assert self.plan is not None   # saved only once a plan is made (the button is off until then)
        try:
            write_seating_plan(self.plan, path, title=self.title)
        except OSError as error:
            QMessageBox.warning(self, self.tr("Seating plan"),
                                self.tr("Could not write {path}: {error}").format(path=path, error=error))
            return
        self.outcome.setText(self.outcome.text() + "\n" + self.tr("Saved: {path}").format(path=path))
