"""The host's extra points or penalty for one seat, with the reason written down."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from mafia_desktop.ui.shared.colours import ColouredLabel
from mafia_desktop.ui.shared.touch import finger_sized


class PointsDialog(QDialog):
    def __init__(self, seat: int, nickname: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Points for seat {seat}").format(seat=seat))
        self.amount = QLineEdit(objectName="points-amount", placeholderText=self.tr("e.g. 0.3 or -0.5"))
        self.reason = QLineEdit(objectName="points-reason", placeholderText=self.tr("why (printed on the protocol)"))
        self.error = ColouredLabel(meaning="alarm", bold=True, objectName="error", wordWrap=True)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Seat {seat} — {nickname}: extra points (positive) or a penalty (negative)")
                                .format(seat=seat, nickname=nickname)))
        form = QFormLayout()
        layout.addLayout(form)
        form.addRow(self.tr("Points"), self.amount)
        form.addRow(self.tr("Reason"), self.reason)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._check)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        finger_sized(self)

    def points(self) -> float:
        return float(self.amount.text().strip().replace(",", "."))

    def _check(self) -> None:
        """Only that it is a number: the rules (reason, two decimals) are the engine's."""
        try:
            self.points()
        except ValueError:
            self.error.setText(self.tr("'{text}' is not a number").format(text=self.amount.text()))
            return
        self.accept()
