"""When the mafia's shots differ: the host records each black player's target."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from mafia_desktop.engine import State

NO_SHOT = QT_TRANSLATE_NOOP("ShotsDialog", "no shot / two shots")


class ShotsDialog(QDialog):
    def __init__(self, state: State, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Each black player's shot"))
        form = QFormLayout(self)
        form.addRow(QLabel(self.tr("Who shot where? A hit needs every black player on the same seat.")))
        self.boxes: dict[int, QComboBox] = {}
        for shooter in state.living_black():
            box = QComboBox(objectName=f"shot-{shooter}")
            box.setMinimumHeight(48)
            box.addItem(self.tr(NO_SHOT), None)
            for seat in range(1, state.size + 1):
                box.addItem(self.tr("seat {seat}").format(seat=seat), seat)
            self.boxes[shooter] = box
            form.addRow(self.tr("Seat {seat} shot").format(seat=shooter), box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        for button in buttons.buttons():
            button.setMinimumHeight(48)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def shots(self) -> dict[int, int | None]:
        return {shooter: box.currentData() for shooter, box in self.boxes.items()}
