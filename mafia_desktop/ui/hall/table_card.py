"""One table of the hall as a card: its game at a glance, the way the host's map shows it (a
small seat map: who has left, fouls, nominees, who speaks), the step and the timer in a few
short lines, and whether the table has gone quiet or offline (12 of them fit a 1280×800
screen, four a row).

A card is given its words whole (``words.hall.CardWords``) and sets only the lines that
changed: a running timer repaints its own label, nothing else.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from mafia_desktop.words.bidi import LRM, RLM
from mafia_desktop.words.hall import CardWords, table_title

from mafia_desktop.ui.hall.mini_map import MiniMap
from mafia_desktop.ui.shared.colours import ColouredLabel

MIN_WIDTH = 290
MIN_HEIGHT = 110


def _label(*, bold: bool = False, size: int = 0, wrap: bool = True, meaning: str | None = None,
           name: str = "") -> ColouredLabel:
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
        super().__init__(parent)
        self.setObjectName(f"table-card-{number}")
        self.number = number
        self.words = CardWords(number)
        self.show_roles = False
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumSize(MIN_WIDTH, MIN_HEIGHT)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.title = _label(bold=True, size=13, wrap=False, name="card-title")
        self.title.setText(table_title(number))
        self.title.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
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
        self.heard = _label(name="card-heard")
        self.map = MiniMap()
        self.map.hide()
        #: The lines beside the map, then those under it (the whole card's width), top to bottom.
        self.beside = (self.stage, self.speaker, self.nominees, self.departures, self.result, self.roles, self.problem,
                       self.note)
        self.under = (self.apart, self.heard, self.table_note)
        self.lines = (self.labels, *self.beside, *self.under)
        top = QHBoxLayout()
        top.setSpacing(6)
        top.addWidget(self.title)
        top.addWidget(self.labels, 1)
        top.addWidget(self.timer)
        side = QVBoxLayout()
        side.setSpacing(2)
        for label in self.beside:
            side.addWidget(label)
        side.addStretch(1)
        middle = QGridLayout()
        middle.setContentsMargins(0, 0, 0, 0)
        middle.addWidget(self.map, 0, 0, Qt.AlignmentFlag.AlignTop)
        middle.addLayout(side, 0, 1)
        middle.setColumnStretch(1, 1)
        column = QVBoxLayout(self)
        column.setContentsMargins(10, 8, 10, 8)
        column.setSpacing(2)
        column.addLayout(top)
        column.addLayout(middle)
        for label in self.under:
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
        return "\n".join(label.text().lstrip("".join(MARKS.values()))
                         for label in (self.title, self.timer, *self.lines) if label.isVisibleTo(self))

    def _lines(self) -> None:
        w = self.words
        headline = w.headline_with_roles if self.show_roles else w.headline
        stage = " · ".join(part for part in (w.phase, headline) if part)
        _put(self.timer, w.timer, marked=False)
        self.timer.set_meaning("alarm" if w.timer.startswith("-") else None)
        # A timer not running (the speech not started, or paused) is greyed: only a running one counts down.
        self.timer.setForegroundRole(QPalette.ColorRole.WindowText if w.timer_running
                                     else QPalette.ColorRole.PlaceholderText)
        _put(self.labels, w.labels)
        _put(self.stage, stage)
        _put(self.speaker, w.speaker)
        _put(self.nominees, w.nominees)
        # Who has left is on the map; the words stay for a screen reader and a game with no map.
        _put(self.departures, "" if w.seats else w.departures)
        _put(self.result, w.result)
        _put(self.roles, w.roles if self.show_roles else "")
        _put(self.problem, w.problem)
        _put(self.note, w.note)
        _put(self.apart, w.apart)
        _put(self.table_note, w.table_note)
        _put(self.heard, w.heard)
        self.heard.set_meaning("alarm" if w.quiet else None)
        self.map.set_views(w.seats_with_roles if self.show_roles else w.seats)
        self.map.setToolTip(w.departures)
        self.setAccessibleName(". ".join(part for part in (self.text().replace("\n", ". "),
                                                           w.departures if w.seats else "") if part))

    def mousePressEvent(self, event) -> None:   # noqa: N802 (Qt's name)
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.number)
        super().mousePressEvent(event)

    def keyPressEvent(self, event) -> None:   # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.clicked.emit(self.number)
            return
        super().keyPressEvent(event)


#: A line's direction made the page's: a Cyrillic nickname on a Hebrew card (or a Hebrew one on
#: an English card) starts where the card's other lines do, not at the far side.
MARKS = {Qt.LayoutDirection.RightToLeft: RLM, Qt.LayoutDirection.LeftToRight: LRM}


def _put(label: QLabel, text: str, *, marked: bool = True) -> None:
    shown = MARKS[label.layoutDirection()] + text if text and marked else text
    if label.text() != shown:
        label.setText(shown)
    label.setVisible(bool(text))
