"""Settings → OBS: whether OBS follows the table while the overlay runs, OBS's WebSocket
address and password (the password kept in the system's keyring: ``stream.secrets``), and
the scene for each moment of the game, typed or chosen from the scenes OBS lists when asked
(``Test``: a connection of its own, on the event loop; the dialog stays live).

A wrong address is said as it is typed, and is not saved: the settings stay as they were.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QGridLayout, QGroupBox, QLabel, QLineEdit, QWidget,
)

from mafia_desktop import preferences
from mafia_desktop.i18n import message_text
from mafia_desktop.stream.moments import Moment
from mafia_desktop.stream.obs import address_problem
from mafia_desktop.ui.shared.login_rows import LoginCheckRow, password_field
from mafia_desktop.ui.shared.theme import FINGER

if TYPE_CHECKING:
    from mafia_desktop.ui.overlay.obs_link import ObsLink


class ObsBox(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("OBS"), parent)
        from mafia_desktop.stream.secrets import password_for
        self.setObjectName("obs-box")
        self.chosen = preferences.obs_settings()
        self.follow = QCheckBox(self.tr("While the overlay runs, OBS switches scenes as the game moves and marks "
                                        "chapters in its recording"), objectName="obs-follow",
                                checked=self.chosen.follow)
        self.address = QLineEdit(self.chosen.address, objectName="obs-address")
        self.address_note = QLabel(objectName="obs-address-problem", wordWrap=True)
        self.password = password_field("obs-password", saved=bool(password_for(self.chosen.address)), hint=self.tr(
            "as OBS shows it in Tools → WebSocket Server Settings (none: empty)"))
        names = {Moment.DAY: self.tr("The day"), Moment.VOTE: self.tr("The vote"), Moment.NIGHT: self.tr("The night"),
                 Moment.END: self.tr("The end"), Moment.REPLAY: self.tr("A replay")}
        self.scenes: dict[Moment, QComboBox] = {}
        for moment in Moment:
            box = QComboBox(objectName=f"obs-scene-{moment.value}", editable=True)
            line = box.lineEdit()
            if line is not None:   # an editable box has one
                line.setPlaceholderText(self.tr("no scene: OBS's stays as it is"))
            box.setEditText(self.chosen.scenes.get(moment.value, ""))
            self.scenes[moment] = box
        testing = LoginCheckRow(self.tr("Test: list OBS's scenes"), "obs", self.test)
        self.test_button, self.result = testing.button, testing.result
        for widget in (self.follow, self.address, *self.scenes.values()):
            widget.setMinimumHeight(FINGER)
        form = QFormLayout(self)
        form.addRow(self.follow)
        form.addRow(self.tr("Address"), self.address)
        form.addRow(self.address_note)
        form.addRow(self.tr("Password"), self.password)
        form.addRow(QLabel(self.tr("The scene for each moment, shown behind the stream's delay as the overlay is:"),
                           wordWrap=True))
        grid = QGridLayout()   # two moments a row: five rows were taller than a laptop's screen
        for n, (moment, box) in enumerate(self.scenes.items()):
            grid.addWidget(QLabel(names[moment]), n // 2, (n % 2) * 2)
            grid.addWidget(box, n // 2, (n % 2) * 2 + 1)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        form.addRow(grid)
        form.addRow(testing)
        self.address.textChanged.connect(self._address_typed)
        self._address_typed(self.address.text())
        self.link: ObsLink | None = None   # the test's own connection
        self._asking = False

    def _address_typed(self, text: str) -> None:
        problem = address_problem(text)
        self.address_note.setText(message_text(problem) if problem else "")
        self.address_note.setVisible(problem is not None)
        self.test_button.setEnabled(problem is None)

    def _password(self) -> str:
        from mafia_desktop.stream.secrets import password_for
        return self.password.text() or password_for(self.address.text().strip()) or ""

    def test(self) -> None:
        """Connect as the overlay will, and list OBS's scenes in each moment's choice."""
        if self.link is None:
            from mafia_desktop.ui.overlay.obs_link import ObsLink   # Qt WebSockets: only when asked
            self.link = ObsLink(self)
            self.link.changed.connect(self._heard)
        self._asking = True
        self.link.start(self.address.text().strip(), self._password())

    def _heard(self) -> None:
        link = self.link
        if link is None or not self._asking:
            return
        scenes = link.scenes()
        if scenes is None:
            self.result.setText(message_text(link.status) if link.status is not None else "")
            return
        self._asking = False   # done: its stopping below is no news
        link.stop()
        for box in self.scenes.values():
            typed = box.currentText()
            box.clear()
            box.addItems(["", *scenes])
            box.setEditText(typed)
        self.result.setText(self.tr("OBS lists %n scene(s): choose one for each moment", "", len(scenes)))

    def save(self) -> None:
        """The choices in the settings and the password in the keyring; nothing if the address is wrong."""
        from mafia_desktop.stream.secrets import save_password
        if self.link is not None:
            self.link.stop()
        address = self.address.text().strip()
        if address_problem(address) is not None:
            return
        preferences.save_obs_settings(replace(
            self.chosen, follow=self.follow.isChecked(), address=address,
            scenes={moment.value: box.currentText().strip() for moment, box in self.scenes.items()}))
        if self.password.text():
            save_password(address, self.password.text())
