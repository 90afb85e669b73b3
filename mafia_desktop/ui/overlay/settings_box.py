"""The stream overlay's part of the settings: its port, the stream's delay, whether viewers
see the roles, whether it serves another computer (the streaming PC) beyond this one, its
font size and how its player cards are laid out.
Saved with the dialog (``save``); a running overlay takes them when started again."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QLabel, QSpinBox, QWidget

from mafia_desktop import preferences
from mafia_desktop.ui.shared.theme import FINGER


class OverlayBox(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Stream overlay"), parent)
        self.setObjectName("overlay-box")
        self.chosen = preferences.overlay_settings()
        self.port = QSpinBox(objectName="overlay-port", minimum=1024, maximum=65535, value=self.chosen.port)
        self.delay = QSpinBox(objectName="overlay-delay", minimum=0, maximum=3600, value=self.chosen.delay)
        self.delay.setSuffix(self.tr(" s"))
        self.roles = QCheckBox(self.tr("Show viewers the roles and the night's actions (behind the delay)"),
                               objectName="overlay-roles", checked=self.chosen.roles)
        self.beyond = QCheckBox(self.tr("Serve another computer on the network (its address carries a key)"),
                                objectName="overlay-beyond", checked=self.chosen.beyond_loopback)
        self.font_size = QSpinBox(objectName="overlay-font", minimum=preferences.FONT_PERCENTS[0],
                             maximum=preferences.FONT_PERCENTS[1], singleStep=10, value=self.chosen.font_percent)
        self.font_size.setSuffix(" %")
        self.layout_choice = QComboBox(objectName="overlay-layout")
        names = {"row": self.tr("A row of ten cards along the bottom"), "column": self.tr("A column down the side")}
        for layout in preferences.OVERLAY_LAYOUTS:
            self.layout_choice.addItem(names[layout], layout)
        self.layout_choice.setCurrentIndex(preferences.OVERLAY_LAYOUTS.index(self.chosen.layout))
        for widget in (self.port, self.delay, self.roles, self.beyond, self.font_size, self.layout_choice):
            widget.setMinimumHeight(FINGER)
        self.delay.valueChanged.connect(self._delay_set)
        self._delay_set(self.delay.value())
        form = QFormLayout(self)
        form.addRow(self.tr("Port"), self.port)
        form.addRow(self.tr("Stream delay"), self.delay)
        form.addRow(QLabel(self.tr("Everything the overlay shows waits this long: set it to the stream's delay."),
                           wordWrap=True))
        form.addRow(self.roles)
        form.addRow(self.beyond)
        form.addRow(self.tr("Font size"), self.font_size)
        form.addRow(self.tr("Player cards"), self.layout_choice)

    def _delay_set(self, seconds: int) -> None:
        """The roles only behind a delay (``OverlaySettings.roles_shown``)."""
        self.roles.setEnabled(seconds > 0)
        self.roles.setToolTip("" if seconds > 0 else self.tr(
            "Set the stream's delay first: without one, the players at the table could read the roles on the stream."))

    def save(self) -> None:
        preferences.save_overlay_settings(replace(
            self.chosen, port=self.port.value(), delay=self.delay.value(), roles=self.roles.isChecked(),
            beyond_loopback=self.beyond.isChecked(), font_percent=self.font_size.value(),
            layout=self.layout_choice.currentData()))
