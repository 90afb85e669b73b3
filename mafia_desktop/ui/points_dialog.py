"""The host's extra points or penalty for one seat, with the reason written down."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget


class PointsDialog(QDialog):
    def __init__(self, seat: int, nickname: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Points for seat {seat}")
        self.amount = QLineEdit(objectName="points-amount", placeholderText="e.g. 0.3 or -0.5")
        self.reason = QLineEdit(objectName="points-reason", placeholderText="why (printed on the protocol)")
        self.error = QLabel(objectName="error", wordWrap=True)
        self.error.setStyleSheet("color: #c62828; font-weight: bold;")
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(f"Seat {seat} — {nickname}: extra points (positive) or a penalty (negative)"))
        form = QFormLayout()
        layout.addLayout(form)
        form.addRow("Points", self.amount)
        form.addRow("Reason", self.reason)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._check)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def points(self) -> float:
        return float(self.amount.text().strip().replace(",", "."))

    def _check(self) -> None:
        """Only that it is a number: the rules (reason, two decimals) are the engine's."""
        try:
            self.points()
        except ValueError:
            self.error.setText(f"{self.amount.text()!r} is not a number")
            return
        self.accept()
