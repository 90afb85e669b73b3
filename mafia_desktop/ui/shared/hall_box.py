"""Settings → Tournament hall: the URL the organiser gave this table (or the head judge),
its password kept in the system's keyring, and a test of the two against the server.

A URL pasted with its password in it (as ``hall setup`` prints them) is split: the address
goes to the settings file, the password to the keyring; neither field ever shows it again.
"""

from __future__ import annotations

import logging
import threading
from urllib.parse import unquote, urlsplit

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QLineEdit, QWidget

from mafia_desktop import preferences
from mafia_desktop.hall import secrets
from mafia_desktop.hall.connection import HallError, connect, my_table, shown_url
from mafia_desktop.i18n import message_text
from mafia_desktop.ui.shared.login_rows import LoginCheckRow, password_field
from mafia_desktop.ui.shared.theme import FINGER

logger = logging.getLogger(__name__)


class HallBox(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Tournament hall"), parent)
        self.url = QLineEdit(preferences.hall_url(), objectName="hall-url")
        self.url.setPlaceholderText(self.tr("postgresql://role@host:5432/database"))
        self.url.setMinimumHeight(FINGER)
        self.password = password_field("hall-password",
                                       saved=bool(self.url.text() and secrets.password_for(self.url.text())),
                                       hint=self.tr("the password the organiser gave"))
        self.url.textChanged.connect(self._split_pasted)
        testing = LoginCheckRow(self.tr("Test the connection"), "hall", self.test)
        self.test_button, self.result = testing.button, testing.result
        note = QLabel(self.tr("Every game played here is sent to the hall as it is played; the table never "
                              "waits for it. Leave the address empty to play without a hall."), wordWrap=True)
        form = QFormLayout(self)
        form.addRow(self.tr("Address"), self.url)
        form.addRow(self.tr("Password"), self.password)
        form.addRow(testing)
        form.addRow(note)
        self._answer: list = []
        self._poll = QTimer(self, interval=100)
        self._poll.timeout.connect(self._answered)

    def chosen(self) -> tuple[str, str | None]:
        """The address without a password, and the password typed (or pasted with the URL)."""
        text = self.url.text().strip()
        return (shown_url(text) if text else ""), (self.password.text() or None)

    def _split_pasted(self) -> None:
        """A URL pasted with its password: the password goes to its own field at once (dots),
        the address stays without it, so it is never on the screen."""

        text = self.url.text().strip()
        try:
            inline = urlsplit(text).password
        except ValueError:
            return
        if inline:
            self.password.setText(unquote(inline))
            self.url.setText(shown_url(text))

    def save(self) -> None:
        """Keep the address, and the password in the keyring; the window starts its feed again."""
        url, password = self.chosen()
        preferences.save_hall_url(url)
        if url and password:
            secrets.save_password(url, password)

    def test(self) -> None:
        """Connect once, in a thread (the window stays live): who the server says we are."""
        url, password = self.chosen()
        if not url:
            self.result.setText(self.tr("No address: this laptop plays without a hall."))
            return
        password = password or secrets.password_for(url)
        self.result.setText(self.tr("Connecting…"))
        self.test_button.setEnabled(False)
        self._answer = []
        threading.Thread(target=self._try, args=(url, password), daemon=True).start()
        self._poll.start()

    def _try(self, url: str, password: str | None) -> None:
        try:
            with connect(url, password=password) as conn:
                table = my_table(conn)
            self._answer.append(("table", table))
        except HallError as error:
            self._answer.append(("error", error.message))
        except Exception as error:   # the server answered, but not as a hall does
            logger.warning("the hall's connection test failed oddly", exc_info=True)
            self._answer.append(("error", str(error).splitlines()[0] if str(error) else type(error).__name__))

    def _answered(self) -> None:
        if not self._answer:
            return
        self._poll.stop()
        self.test_button.setEnabled(True)
        kind, value = self._answer[0]
        if kind == "error":
            self.result.setText(message_text(value))
        elif value is None:
            self.result.setText(self.tr("Connected: this is the head judge's login."))
        else:
            self.result.setText(self.tr("Connected: this laptop is table {table}.").format(table=value))
