"""The rows each box that logs in somewhere has (the hall, the rating service, OBS): a
password field that says whether the keyring holds one, and the Test button with its answer
beside it."""

from __future__ import annotations

from typing import Callable

from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton

from mafia_desktop.i18n import translate
from mafia_desktop.ui.shared.theme import FINGER
from mafia_desktop.ui.shared.touch import touch_button


def password_field(name: str, *, saved: bool, hint: str) -> QLineEdit:
    """Dots only; "saved" where the keyring holds the password (typing one replaces it),
    else ``hint``: where to find it."""
    field = QLineEdit(objectName=name, echoMode=QLineEdit.EchoMode.Password)
    field.setPlaceholderText(translate("LoginRows", "saved") if saved else hint)
    field.setMinimumHeight(FINGER)
    return field


class LoginCheckRow(QHBoxLayout):
    """The Test button and, beside it, what the test found (``result``, wrapped)."""

    def __init__(self, text: str, name: str, test: Callable[[], None]) -> None:
        super().__init__()
        self.button: QPushButton = touch_button(text, f"{name}-test", test, height=FINGER)
        self.result = QLabel(objectName=f"{name}-result", wordWrap=True)
        self.addWidget(self.button)
        self.addWidget(self.result, 1)
