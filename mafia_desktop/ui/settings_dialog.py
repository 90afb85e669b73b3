"""The host's settings: the language of the window (and of what it prints), and how the
table's timers start.

Every language is offered in its own name (a host who cannot read the current one still
finds his); the choice is saved when the dialog is accepted and the window is built again
in it (``MainWindow.rebuild_in``).
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget,
)

from mafia_desktop.i18n import LANGUAGES, current_language, save_language

_SETTINGS = ("mafia-desktop", "mafia-desktop")
_AUTO_START = "table/auto_start_timers"


def auto_start_timers() -> bool:
    """Does Next (Enter) start the next speaker's timer too? Yes unless the host chose to
    start each timer by hand."""
    return QSettings(*_SETTINGS).value(_AUTO_START, True, type=bool)


class SettingsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.language_box = QComboBox(objectName="language")
        for code, name in LANGUAGES.items():
            self.language_box.addItem(name, code)
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(current_language())))
        self.language_box.setMinimumHeight(44)
        note = QLabel(self.tr("The window is built again in the chosen language; "
                              "the game on the table stays where it is."), wordWrap=True)
        self.auto_start = QCheckBox(self.tr("Next (Enter) also starts the next speaker's timer"),
                                    objectName="auto-start")
        self.auto_start.setChecked(auto_start_timers())
        self.auto_start.setMinimumHeight(44)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        for button in buttons.buttons():
            button.setMinimumHeight(44)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("Language"), self.language_box)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.auto_start)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.resize(480, 240)

    def language(self) -> str:
        """The chosen language's code ("en", "ru", "he", "lv")."""
        return self.language_box.currentData()

    def choose(self, code: str) -> None:
        self.language_box.setCurrentIndex(self.language_box.findData(code))

    def accept(self) -> None:
        save_language(self.language())
        QSettings(*_SETTINGS).setValue(_AUTO_START, self.auto_start.isChecked())
        super().accept()
