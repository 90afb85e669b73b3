"""What the rating service answered, game by game: published (with the fixes the service
made to the record, which are the host's to know), refused (with the service's reason), or
still waiting (and why). Shown without stopping the window: the host reads it and closes it."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from mafia_desktop.i18n import message_text, translate
from mafia_desktop.store import Archive, ArchiveError
from mafia_desktop.ui.archive.games_model import started_words, where_words
from mafia_desktop.ui.shared.touch import finger_sized


def game_words(archive: Archive, game_id: str) -> str:
    """A game as the lists name it: when it began, and where."""
    try:
        row = archive.game(game_id)
    except ArchiveError:
        return game_id
    return " · ".join(part for part in (started_words(row.created_at), where_words(row)) if part)


def publication_words(archive: Archive, game_id: str) -> str:
    """Where the game stands with the rating service, in a line ("" if never sent)."""
    from mafia_desktop.store.publishing import publication
    kept = publication(archive, game_id)
    if kept is None:
        return ""
    if kept.state == "published":
        said = translate("Publishing", "Published on the rating service (its game {number})").format(
            number=kept.service_game_id)
        return "\n".join([said, *([kept.fixes] if kept.fixes else [])])
    if kept.state == "refused":
        return translate("Publishing", "Refused by the rating service: {reason}").format(reason=kept.reason)
    return translate("Publishing", "Waiting to be sent to the rating service: {reason}").format(
        reason=kept.reason or translate("Publishing", "not sent yet"))


class OutcomesDialog(QDialog):
    def __init__(self, archive: Archive, outcomes: Sequence, parent: QWidget | None = None, *,
                 before: Sequence[str] = ()) -> None:
        """``before``: what the host was told before anything was sent (seats sent without a
        player)."""
        super().__init__(parent)
        from mafia_desktop.store.publishing import publication
        self.setWindowTitle(self.tr("Rating service"))
        published = sum(outcome.state == "published" for outcome in outcomes)
        summary = QLabel(self.tr("%n game(s) published.", "", published) if published == len(outcomes)
                         else self.tr("{published} of {games} games published.").format(
                             published=published, games=len(outcomes)),
                         objectName="outcomes-summary", wordWrap=True)
        self.list = QListWidget(objectName="outcomes")
        self.list.setWordWrap(True)
        for outcome in outcomes:
            lines = [game_words(archive, outcome.game_id), message_text(outcome.words)]
            kept = publication(archive, outcome.game_id)
            if outcome.state == "published" and kept is not None and kept.fixes and kept.fixes not in lines[1]:
                lines.append(self.tr("The service changed the record: {fixes}").format(fixes=kept.fixes))
            item = QListWidgetItem("\n".join(lines))
            item.setData(Qt.ItemDataRole.UserRole, outcome.state)
            self.list.addItem(item)
        #: What was said before anything was sent (seats sent without a player).
        self.before = QLabel("\n".join(before), objectName="outcomes-before", wordWrap=True)
        self.before.setVisible(bool(before))
        layout = QVBoxLayout(self)
        layout.addWidget(summary)
        layout.addWidget(self.before)
        layout.addWidget(self.list, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(720, 480)
        finger_sized(self)

    def texts(self) -> list[str]:
        return [self.list.item(row).text() for row in range(self.list.count())]
