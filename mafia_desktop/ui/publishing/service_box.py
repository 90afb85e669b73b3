"""Settings → Rating service: the site (the public one unless the club runs another), the
account games are published with, its password kept in the system's keyring, and a test
that lists the account's events (in a thread: the dialog stays live)."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QLineEdit, QWidget

from mafia_desktop import preferences
from mafia_desktop.ui.publishing.calls import ServiceCalls
from mafia_desktop.ui.shared.login_rows import LoginCheckRow, password_field
from mafia_desktop.ui.shared.theme import FINGER

#: Events the test lists, the latest first; the rest are counted.
LISTED = 5


class ServiceBox(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Rating service"), parent)
        from mafia_desktop.publishing import DEFAULT_SITE
        from mafia_desktop.publishing.secrets import password_for
        site, user = preferences.rating_service()
        self.site = QLineEdit(site, objectName="service-site")
        self.site.setPlaceholderText(self.tr("empty: the public service, {site}").format(site=DEFAULT_SITE))
        self.user = QLineEdit(user, objectName="service-user")
        self.user.setPlaceholderText(self.tr("the account's name or e-mail"))
        self.password = password_field("service-password", saved=bool(user and password_for(site, user)),
                                       hint=self.tr("the account's password"))
        for field in (self.site, self.user):
            field.setMinimumHeight(FINGER)
        testing = LoginCheckRow(self.tr("Test"), "service", self.test)
        self.test_button, self.result = testing.button, testing.result
        note = QLabel(self.tr("Games are published with this account: it must be a referee of the club or of "
                              "the event. A game waits in this archive until the service has it; leave the "
                              "account empty to publish nothing."), wordWrap=True)
        form = QFormLayout(self)
        form.addRow(self.tr("Site"), self.site)
        form.addRow(self.tr("Account"), self.user)
        form.addRow(self.tr("Password"), self.password)
        form.addRow(testing)
        form.addRow(note)
        self.calls = ServiceCalls(self)

    def chosen(self) -> tuple[str, str, str | None]:
        """The site, the account, and the password typed (None: the saved one)."""
        from mafia_desktop.publishing import DEFAULT_SITE
        site = self.site.text().strip().rstrip("/") or DEFAULT_SITE
        return site, self.user.text().strip(), self.password.text() or None

    def save(self) -> None:
        """The site and the account in the settings, the password in the keyring."""
        from mafia_desktop.publishing.secrets import save_password
        site, user, password = self.chosen()
        preferences.save_rating_service(site, user)
        if user and password:
            save_password(site, user, password)

    def test(self) -> None:
        """The account's events, read in a thread: the site, the account and its password
        are right if the service lists them."""
        from mafia_desktop.publishing import Service
        from mafia_desktop.publishing.secrets import password_for
        site, user, password = self.chosen()
        if not user:
            self.result.setText(self.tr("No account: nothing is published."))
            return
        service = Service(site, user, password or password_for(site, user) or "")
        self.result.setText(self.tr("Asking {site}…").format(site=site))
        self.test_button.setEnabled(False)
        self.calls.ask(service.events, self._listed, self._failed)

    def _listed(self, events: list) -> None:
        self.test_button.setEnabled(True)
        if not events:
            self.result.setText(self.tr("Connected; the service lists no event for this account yet."))
            return
        latest = sorted(events, key=lambda event: event.start, reverse=True)
        names = ", ".join(event.name for event in latest[:LISTED])
        self.result.setText(self.tr("Connected: %n event(s), the latest {names}", "", len(events)).format(
            names=names))

    def _failed(self, words: str) -> None:
        self.test_button.setEnabled(True)
        self.result.setText(words)
