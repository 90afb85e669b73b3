"""Players linked to their accounts on the rating service, before their games are sent: the
seats of those games without one, each nickname once, with the service's players of that
name as suggestions (read in a thread) and a field for the account's number. What the host
confirms is kept (``store.publishing.link_player``); a seat left empty is said to be sent
without a player: the game then counts for nobody's rating there."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QGridLayout, QLabel, QScrollArea, QVBoxLayout, QWidget,
)

from mafia_desktop.numerals import positive
from mafia_desktop.store import Archive
from mafia_desktop.ui.publishing.calls import ServiceCalls
from mafia_desktop.ui.shared.touch import finger_sized


def account_words(player) -> str:
    """A suggestion as the list shows it: the service's name and its number."""
    return f"{player.name} · #{player.id}"


class PlayerLinksDialog(QDialog):
    """``seats``: nickname → the seats it has in the games to send ("seat 3, seat 7")."""

    def __init__(self, archive: Archive, seats: dict[str, list[int]], service, parent: QWidget | None = None, *,
                 sending: bool = True) -> None:
        super().__init__(parent)
        self.archive = archive
        self.setWindowTitle(self.tr("Players on the rating service"))
        heading = QLabel(self.tr("These players have no account of the rating service linked. Choose each "
                                 "one's account (or type its number): it is kept for their next games. A seat "
                                 "left empty is sent without a player, and the game counts for no rating of "
                                 "theirs there."), wordWrap=True)
        self.status = QLabel(objectName="player-links-status", wordWrap=True)
        rows = QWidget()
        grid = QGridLayout(rows)
        #: Nickname → its field: a suggestion chosen, or an account's number typed.
        self.fields: dict[str, QComboBox] = {}
        by_seat = sorted(seats.items(), key=lambda item: (min(item[1]), item[0].casefold()))
        for row, (nickname, at) in enumerate(by_seat):
            name = QLabel(nickname, objectName=f"unlinked-{row}")
            where = QLabel(self.tr("seat {seat}").format(seat=at[0]) if len(at) == 1 else
                           self.tr("%n seat(s)", "", len(at)))
            field = QComboBox(objectName=f"account-{row}", editable=True)
            typed = field.lineEdit()
            assert typed is not None   # an editable box has its line
            typed.setPlaceholderText(self.tr("the account's number"))
            field.setMinimumWidth(260)
            grid.addWidget(name, row, 0)
            grid.addWidget(where, row, 1)
            grid.addWidget(field, row, 2)
            self.fields[nickname] = field
        grid.setColumnStretch(2, 1)
        scroll = QScrollArea(widgetResizable=True)
        scroll.setWidget(rows)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            self.tr("Keep and publish") if sending else self.tr("Keep"))
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.status)
        layout.addWidget(scroll, 1)
        layout.addWidget(buttons)
        self.resize(720, 520)
        finger_sized(self)
        self.calls = ServiceCalls(self)
        if service is not None and self.fields:
            self.status.setText(self.tr("Reading the service's players of these names…"))
            names = list(self.fields)
            self.calls.ask(lambda: {name: service.players(name) for name in names}, self._suggested,
                           self.status.setText)

    def _suggested(self, found: dict[str, list]) -> None:
        self.status.setText("")
        for nickname, players in found.items():
            field = self.fields[nickname]
            typed = field.currentText()
            for player in players:
                field.addItem(account_words(player), player.id)
            # The one of the same name first, as the host sees it; otherwise nothing chosen.
            same = [i for i, player in enumerate(players) if player.name.casefold() == nickname.casefold()]
            field.setCurrentIndex(same[0] if len(same) == 1 and not typed else -1)
            if typed:
                field.setEditText(typed)

    def chosen(self) -> dict[str, int]:
        """Nickname → the account's number, for the rows filled in."""
        found = {}
        for nickname, field in self.fields.items():
            text = field.currentText().strip()
            typed = text.lstrip("#")
            index = field.findText(text)
            if index >= 0 and field.itemData(index) is not None:
                found[nickname] = int(field.itemData(index))
            elif (number := positive(typed)) is not None:
                found[nickname] = number
        return found

    def save(self) -> None:
        from mafia_desktop.store.publishing import link_player
        for nickname, user_id in self.chosen().items():
            link_player(self.archive, nickname, user_id)
        self.accept()
