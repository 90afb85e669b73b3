"""The flow panel: what happens now, what comes next, and the buttons for it."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget,
)

from .intents import Action
from .layouts import clear_layout
from .wording import Wording

TOUCH = 56   # px: a finger's target, above the 48 px minimum


class FlowPanel(QWidget):
    actionChosen = Signal(object)   # an intents.Action

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(380)
        self.phase = self._label(16, bold=True, name="phase")
        self.headline = self._label(20, bold=True, name="headline")
        self.answer = self._label(18, bold=True, name="answer")
        self.answer.setFrameShape(QFrame.Shape.Box)
        self.details = self._label(14, name="details")
        self.message = self._label(14, bold=True, name="message")
        self.message.setStyleSheet("color: #c62828;")
        self.upcoming = self._label(13, name="upcoming")
        self.timer_row = QHBoxLayout()
        self.buttons_box = QVBoxLayout()
        layout = QVBoxLayout(self)
        for widget in (self.phase, self.headline, self.answer, self.details, self.message):
            layout.addWidget(widget)
        layout.addLayout(self.timer_row)
        layout.addLayout(self.buttons_box)
        layout.addStretch(1)
        layout.addWidget(self.upcoming)
        self.buttons: dict[str, QPushButton] = {}

    def _label(self, size: int, *, bold: bool = False, name: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        font = QFont(label.font())
        font.setPointSize(size)
        font.setBold(bold)
        label.setFont(font)
        return label

    def show_flow(self, wording: Wording, actions: list[Action], timer_actions: list[Action],
                  answer: str | None, message: str,
                  extras: list[tuple[str, str, Callable[[], None]]] = ()) -> None:
        """``extras``: buttons outside the rules (export, new game) as (label, key, callback)."""
        self.phase.setText(wording.phase)
        self.headline.setText(wording.headline)
        self.details.setText("\n".join(wording.details))
        self.upcoming.setText(wording.upcoming)
        self.answer.setText(answer or "")
        self.answer.setVisible(bool(answer))
        self.message.setText(message)
        self.message.setVisible(bool(message))
        self._clear(self.timer_row)
        self._clear(self.buttons_box)
        for action in timer_actions:
            self._add(self.timer_row, action.label, action.key, action.primary,
                      lambda a=action: self.actionChosen.emit(a))
        for action in actions:
            self._add(self.buttons_box, action.label, action.key, action.primary,
                      lambda a=action: self.actionChosen.emit(a))
        for label, key, callback in extras:
            self._add(self.buttons_box, label, key, True, callback)

    def _clear(self, box) -> None:
        for widget in clear_layout(box):
            self.buttons.pop(widget.objectName().removeprefix("action-"), None)

    def _add(self, box, label: str, key: str, primary: bool, callback: Callable[[], None]) -> None:
        button = QPushButton(label)
        button.setObjectName(f"action-{key}")
        button.setMinimumHeight(TOUCH)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # Space and Enter belong to the host's keys
        font = QFont(button.font())
        font.setPointSize(15 if primary else 13)
        font.setBold(primary)
        button.setFont(font)
        button.clicked.connect(lambda _=False: callback())
        box.addWidget(button)
        self.buttons[key] = button
