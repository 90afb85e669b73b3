"""One table of the hall as a card: its game as it stands, in a few short lines the head
judge reads from across the room (30 of them fit a 1280×800 screen, five a row).

A card is given its words whole (``words.hall.CardWords``) and sets only the lines that
changed: a running timer repaints its own label, nothing else.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from mafia_desktop.words.hall import CardWords, table_title

from mafia_desktop.ui.shared.colours import ColouredLabel

MIN_WIDTH = 236
MIN_HEIGHT = 110


def _label(*, bold: bool = False, size: int = 0, wrap: bool = True, meaning: str | None = None,
           name: str = "") -> QLabel:
    label = ColouredLabel(meaning=meaning, bold=bold, objectName=name, wordWrap=wrap)
    label.setTextFormat(Qt.TextFormat.PlainText)
    if size:
        font = QFont(label.font())
        font.setPointSize(size)
        label.setFont(font)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    label.hide()
    return label


class TableCard(QFrame):
    clicked = Signal(int)   # the table's number

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent, objectName=f"table-card-{number}")
        self.number = number
        self.words = CardWords(number)
        self.show_roles = False
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumSize(MIN_WIDTH, MIN_HEIGHT)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.title = _label(bold=True, size=13, wrap=False, name="card-title")
        self.title.setText(table_title(number))
        self.title.show()
        self.timer = _label(bold=True, size=16, wrap=False, name="card-timer")
        self.timer.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.timer.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        self.labels = _label(wrap=False, name="card-labels")
        self.labels.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.stage = _label(bold=True, name="card-stage")
        self.speaker = _label(name="card-speaker")
        self.nominees = _label(name="card-nominees")
        self.departures = _label(name="card-departures")
        self.result = _label(bold=True, name="card-result")
        self.roles = _label(meaning="alarm", name="card-roles")
        self.problem = _label(meaning="alarm", name="card-problem")
        self.note = _label(name="card-note")
        self.note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.apart = _label(meaning="alarm", name="card-apart")
        self.table_note = _label(name="card-table-note")
        self.table_note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        #: The lines under the title, top to bottom.
        self.lines = (self.labels, self.stage, self.speaker, self.nominees, self.departures, self.result,
                      self.roles, self.problem, self.apart, self.note, self.table_note)
        top = QHBoxLayout()
        top.setSpacing(6)
        top.addWidget(self.title)
        top.addWidget(self.timer)
        column = QVBoxLayout(self)
        column.setContentsMargins(10, 8, 10, 8)
        column.setSpacing(2)
        column.addLayout(top)
        for label in self.lines:
            column.addWidget(label)
        column.addStretch(1)
        self._lines()

    def set_words(self, words: CardWords) -> None:
        if words != self.words:
            self.words = words
            self._lines()

    def set_show_roles(self, shown: bool) -> None:
        if shown != self.show_roles:
            self.show_roles = shown
            self._lines()

    def text(self) -> str:
        """Every line the card shows, as a person reads it (the tests read this)."""
        return "\n".join(label.text() for label in (self.title, self.timer, *self.lines) if label.isVisibleTo(self))

    def _lines(self) -> None:
        w = self.words
        headline = w.headline_with_roles if self.show_roles else w.headline
        stage = " · ".join(part for part in (w.phase, headline) if part)
        _put(self.timer, w.timer)
        self.timer.set_meaning("alarm" if w.timer.startswith("-") else None)
        # A timer not running (the speech not started, or paused) is greyed: only a running one counts down.
        self.timer.setForegroundRole(QPalette.ColorRole.WindowText if w.timer_running
                                     else QPalette.ColorRole.PlaceholderText)
        _put(self.labels, w.labels)
        _put(self.stage, stage)
        _put(self.speaker, w.speaker)
        _put(self.nominees, w.nominees)
        _put(self.departures, w.departures)
        _put(self.result, w.result)
        _put(self.roles, w.roles if self.show_roles else "")
        _put(self.problem, w.problem)
        _put(self.note, w.note)
        _put(self.apart, w.apart)
        _put(self.table_note, w.table_note)
        self.setAccessibleName(self.text().replace("\n", ". "))

    def mousePressEvent(self, event) -> None:   # noqa: N802 (Qt's name)
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.number)
        super().mousePressEvent(event)

    def keyPressEvent(self, event) -> None:   # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.clicked.emit(self.number)
            return
        super().keyPressEvent(event)


def _put(label: QLabel, text: str) -> None:
    if label.text() != text:
        label.setText(text)
    label.setVisible(bool(text))
