"""The flow panel: what to announce, what happens now, what comes next, and the buttons.

At the top, in large letters, what the host says aloud (the vote's result, the morning's
news); after a night check the whole panel is the checker's answer and the sign to give,
until the host goes on. A refusal is written at the top too, above what the host is reading
(not at the panel's foot), and said to a screen reader at once. Each button shows the key
that presses it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Callable, Sequence, TypeVar

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QFont, QPalette
from PySide6.QtWidgets import (
    QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea, QScroller, QSizePolicy, QVBoxLayout, QWidget,
)

from mafia_desktop.i18n import translate

from mafia_desktop.ui.shared import theme
from mafia_desktop.ui.shared.colours import ColouredLabel
from mafia_desktop.ui.shared.fitting_label import FittingLabel
from mafia_desktop.ui.shared.layouts import clear_layout
from mafia_desktop.ui.table.intents import Action
from mafia_desktop.ui.table.signs import SignPicture
from mafia_desktop.words.answers import NightAnswer
from mafia_desktop.words.citations import spoken_and_cited
from mafia_desktop.words.table import Wording


AnyLabel = TypeVar("AnyLabel", bound=QLabel)


@dataclass(frozen=True)
class Extra:
    """A button beside the rules' own (export, new game, shots differ): a callback."""

    label: str
    key: str
    callback: Callable[[], None]
    shortcut: str = ""
    #: Filled with the accent as the step's own action: not a way out of the usual one.
    primary: bool = True


class FlowPanel(QWidget):
    actionChosen = Signal(object)   # an intents.Action
    goOn = Signal()                 # the host has given the checker his answer

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(380)
        self.announcement = self._styled(FittingLabel(20, 12), 20, bold=True, name="announcement")
        self.announcement.setFrameShape(QFrame.Shape.Box)
        self.announcement.setMargin(8)
        self.phase = self._label(16, bold=True, name="phase")
        # The step's words share the room a refusal or a long language leaves them (the
        # Latvian vote's seven lines of details under a five-line refusal ran over each other
        # at 1024×600): each steps its type down rather than spill.
        self.headline = self._styled(FittingLabel(20, 16), 20, bold=True, name="headline")
        self.details = self._styled(FittingLabel(14, 10), 14, name="details")
        #: The seed sections behind what the host reads aloud: small, never in his words.
        self.rule_line = self._label(11, name="rule-line")
        self.rule_line.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.message = self._styled(ColouredLabel(meaning=None), 14, bold=True, name="message")
        self.upcoming = self._label(13, name="upcoming")
        #: Today's announcements, to look back at: behind a button, so they take no room.
        self.said_today = self._label(13, name="said-today")
        self.said_scroll = self._looking_back(self.said_today)
        self.said_today_button = QPushButton(objectName="said-today-button", checkable=True)
        self.said_today_button.setMinimumHeight(theme.FINGER)
        self.said_today_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # Space and Enter are the host's
        self.said_today_button.toggled.connect(self.said_scroll.setVisible)
        self.card = self._answer_card()
        self.timer_row = QHBoxLayout()
        self.buttons_box = QVBoxLayout()
        self.flow = QWidget(objectName="flow")
        flow = QVBoxLayout(self.flow)
        flow.setContentsMargins(0, 0, 0, 0)
        for widget in (self.announcement, self.headline, self.details, self.rule_line):
            flow.addWidget(widget)
        flow.addLayout(self.timer_row)
        flow.addLayout(self.buttons_box)
        flow.addStretch(1)
        flow.addWidget(self.upcoming)
        flow.addWidget(self.said_today_button)
        flow.addWidget(self.said_scroll, 1000)   # the room the step leaves, before the stretch above
        layout = QVBoxLayout(self)
        layout.addWidget(self.phase)
        layout.addWidget(self.message)
        layout.addWidget(self.card)
        layout.addWidget(self.flow, 1)
        self.buttons: dict[str, QPushButton] = {}

    def _label(self, size: int, *, bold: bool = False, name: str) -> QLabel:
        return self._styled(QLabel(), size, bold=bold, name=name)

    def _styled(self, label: AnyLabel, size: int, *, bold: bool = False, name: str) -> AnyLabel:
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        font = QFont(label.font())
        font.setPointSize(size)
        font.setBold(bold)
        label.setFont(font)
        return label

    @staticmethod
    def _looking_back(label: QLabel) -> QScrollArea:
        """The day's announcements in the room the step leaves, the latest in view: a long
        day's (seven, some of two lines, on 334187's day 4) ran off a 600 px screen. A
        finger drags them."""
        scroll = QScrollArea(objectName="said-today-scroll", widgetResizable=True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(label)
        scroll.viewport().setAutoFillBackground(False)
        label.setAutoFillBackground(False)
        bar = scroll.verticalScrollBar()
        bar.rangeChanged.connect(lambda _low, high: bar.setValue(high))
        QScroller.grabGesture(scroll.viewport(), QScroller.ScrollerGestureType.LeftMouseButtonGesture)
        scroll.hide()
        return scroll

    def _answer_card(self) -> QFrame:
        card = QFrame(objectName="answer-card")
        card.setFrameShape(QFrame.Shape.Box)
        card.setLineWidth(3)
        self.card_heading = self._label(16, bold=True, name="answer-heading")
        self.card_answer = self._label(34, bold=True, name="answer")
        self.card_answer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.card_sign = self._label(18, name="answer-sign")
        self.card_sign.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.gesture = SignPicture()
        self.go_on = WrappingButton(objectName="action-go-on")
        self.go_on.setText(self.tr("Done: go on [Enter]"))
        theme.primary(self.go_on)
        self.go_on.setMinimumHeight(theme.TARGET)
        font = QFont(self.go_on.font())
        font.setPointSize(15)
        font.setBold(True)
        self.go_on.setFont(font)
        self.go_on.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.go_on.clicked.connect(lambda _=False: self.goOn.emit())
        layout = QVBoxLayout(card)
        for widget in (self.card_heading, self.gesture, self.card_answer, self.card_sign, self.go_on):
            layout.addWidget(widget)
        layout.addStretch(1)
        card.hide()
        return card

    def show_flow(self, wording: Wording, actions: list[Action], timer_actions: list[Action], *,
                  message: str = "", message_is_error: bool = True, announcement: Sequence[str] = (),
                  answer: NightAnswer | None = None, extras: Sequence[Extra] = (),
                  said_today: Sequence[str] = ()) -> None:
        """``answer``: a night check's answer to give: it takes the whole panel. ``said_today``:
        the day's announcements so far, behind the "Said today" button."""
        self.phase.setText(wording.phase)
        self._say(message, message_is_error)
        self._clear(self.timer_row)
        self._clear(self.buttons_box)
        self.card.setVisible(answer is not None)
        self.flow.setVisible(answer is None)
        if answer is not None:
            self.card_heading.setText(answer.heading)
            self.card_answer.setText(answer.answer)
            self.card_sign.setText(answer.sign)
            self.gesture.show_sign(answer.gesture)
            self.buttons["go-on"] = self.go_on
            return
        self.buttons.pop("go-on", None)
        cited: list[str] = []
        said = [self._spoken(line, cited) for line in announcement]
        self.announcement.setText("\n".join(said))
        self.announcement.setVisible(bool(announcement))
        self.headline.setText(self._spoken(wording.headline, cited))
        self.details.setText("\n".join(self._spoken(line, cited) for line in wording.details))
        self.rule_line.setText(" ".join(dict.fromkeys(cited)))
        self.rule_line.setVisible(bool(cited))
        self.upcoming.setText(wording.upcoming)
        self.said_today_button.setText(self.tr("Said today (%n)", "", len(said_today)))
        self.said_today_button.setVisible(bool(said_today))
        self.said_today.setText("\n".join(said_today))
        self.said_scroll.setVisible(bool(said_today) and self.said_today_button.isChecked())
        for action in timer_actions:
            self._add(self.timer_row, action.label, action.key, action.primary,
                      partial(self.actionChosen.emit, action), _key_name(action, timer=True))
        for action in actions:
            self._add(self.buttons_box, action.label, action.key, action.primary,
                      partial(self.actionChosen.emit, action), _key_name(action))
        for extra in extras:
            self._add(self.buttons_box, extra.label, extra.key, extra.primary, extra.callback, extra.shortcut)

    @staticmethod
    def _spoken(line: str, cited: list[str]) -> str:
        """``line`` as the host reads it aloud; its seed sections added to ``cited``."""
        words, sections = spoken_and_cited(line)
        cited += sections
        return words

    def _say(self, message: str, is_error: bool) -> None:
        """The refusal or notice under the phase, and in the headline's description."""
        self.message.setText(message)
        self.message.setVisible(bool(message))
        self.message.set_meaning("alarm" if is_error else None)
        self.message.setAccessibleName(message)
        self.headline.setAccessibleDescription(message)

    def announce(self, message: str, *, is_error: bool = True) -> None:
        """Said to a screen reader now: a refusal at once, a notice when the reader is free."""
        event = QAccessibleAnnouncementEvent(self.message, message)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if is_error
                            else QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(event)

    def _clear(self, box) -> None:
        for widget in clear_layout(box):
            self.buttons.pop(widget.objectName().removeprefix("action-"), None)

    def _add(self, box, label: str, key: str, primary: bool, callback: Callable[[], None],
             shortcut: str = "") -> None:
        button = WrappingButton(objectName=f"action-{key}")
        button.setText(f"{label}  [{shortcut}]" if shortcut else label)
        button.setAccessibleName(label)
        button.setMinimumHeight(theme.TARGET)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # Space and Enter belong to the host's keys
        font = QFont(button.font())
        font.setPointSize(15 if primary else 13)
        font.setBold(primary)
        button.setFont(font)
        theme.primary(button, primary)   # the step's own action: filled with the accent
        button.clicked.connect(lambda _=False: callback())
        box.addWidget(button)
        self.buttons[key] = button


def _key_name(action: Action, *, timer: bool = False) -> str:
    """The key shown on an action's button: Enter for the primary, Space for the timer."""
    if timer and action.key in ("start", "pause"):
        return translate("FlowPanel", "Space")
    if action.primary:
        return translate("FlowPanel", "Enter")
    return action.shortcut


class WrappingButton(QPushButton):
    """A push button whose text wraps onto a second line instead of being cut."""

    def __init__(self, *, objectName: str) -> None:   # noqa: N803 (Qt's own keyword)
        super().__init__()
        self.setObjectName(objectName)
        self._label = QLabel(self, wordWrap=True, alignment=Qt.AlignmentFlag.AlignCenter)
        self._label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addWidget(self._label)

    def setText(self, text: str) -> None:   # noqa: N802 (Qt's own name)
        self._label.setText(text)
        self.setToolTip(text)
        self.setAccessibleName(text)   # the text is the label's: the button says it to a screen reader
        self.updateGeometry()

    def text(self) -> str:
        return self._label.text()

    def setFont(self, font: QFont | str | Sequence[str]) -> None:   # noqa: N802
        super().setFont(font)
        self._label.setFont(font)

    def sizeHint(self) -> QSize:
        hint = self._label.sizeHint()
        return QSize(hint.width() + 20, max(self.minimumHeight(), hint.height() + 12))

    def hasHeightForWidth(self) -> bool:   # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:   # noqa: N802
        return max(self.minimumHeight(), self._label.heightForWidth(width - 20) + 12)

    def minimumSizeHint(self) -> QSize:   # noqa: N802
        return QSize(80, self.minimumHeight())
