"""An event of ours linked to one of the rating service's: the club's events read from the
service (in a thread) to choose from, or its number typed (with its club's). Made once and
kept in the archive (``store.publishing.link_event``): every game of the event is published
into it."""

from __future__ import annotations

from datetime import datetime, timezone

from PySide6.QtCore import Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem, QVBoxLayout, QWidget,
)

from mafia_desktop.i18n import date_span, message_text
from mafia_desktop.numerals import positive
from mafia_desktop.store import Archive
from mafia_desktop.store.contests import Contest
from mafia_desktop.ui.publishing.calls import ServiceCalls
from mafia_desktop.ui.shared.touch import finger_sized
from mafia_desktop.words.bidi import left_to_right


class EventLinkDialog(QDialog):
    def __init__(self, archive: Archive, event: Contest, service, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from mafia_desktop.store.publishing import event_link
        self.archive = archive
        self.contest = event
        self.setWindowTitle(self.tr("Link to the rating service"))
        heading = QLabel(self.tr("Which of the rating service's events is “{event}”? Its games are published "
                                 "into it.").format(event=message_text(event.name)), wordWrap=True)
        self.status = QLabel(objectName="service-events-status", wordWrap=True)
        self.list = QListWidget(objectName="service-events")
        self.list.currentItemChanged.connect(self._chosen)
        self.number = QLineEdit(objectName="service-event-number")
        self.club = QLineEdit(objectName="service-club-number")
        for field in (self.number, self.club):
            field.setValidator(QIntValidator(1, 2_000_000_000, field))
        linked = event_link(archive, event.id)
        if linked is not None:
            self.number.setText(str(linked[0]))
            self.club.setText(str(linked[1]))
        form = QFormLayout()
        form.addRow(self.tr("Or the event's number"), self.number)
        form.addRow(self.tr("and its club's number"), self.club)
        self.error = QLabel(objectName="event-link-error", wordWrap=True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.status)
        layout.addWidget(self.list, 1)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.resize(640, 520)
        finger_sized(self)
        self.calls = ServiceCalls(self)
        if service is None:
            self.status.setText(self.tr("No account of the rating service is set (Settings → Rating service): "
                                        "type the event's number."))
        else:
            self.status.setText(self.tr("Reading the service's events…"))
            self.calls.ask(service.events, self._listed, self.status.setText)

    def _listed(self, events: list) -> None:
        self.status.setText(self.tr("The service's events, the latest first:") if events else
                            self.tr("The service lists no event for this account: type the event's number."))
        for event in sorted(events, key=lambda e: e.start, reverse=True):
            day = datetime.fromtimestamp(event.start, timezone.utc).date() if event.start else None
            when = left_to_right(date_span(day))
            item = QListWidgetItem(" · ".join(part for part in (event.name, when, f"#{event.id}") if part))
            item.setData(Qt.ItemDataRole.UserRole, (event.id, event.club_id))
            self.list.addItem(item)
            if self.number.text() == str(event.id):
                self.list.setCurrentItem(item)
        finger_sized(self)

    def _chosen(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            event_id, club_id = item.data(Qt.ItemDataRole.UserRole)
            self.number.setText(str(event_id))
            self.club.setText(str(club_id))

    def save(self) -> None:
        from mafia_desktop.store.publishing import link_event
        number, club = positive(self.number.text().strip()), positive(self.club.text().strip())
        if number is None or club is None:
            self.error.setText(self.tr("Choose one of the service's events, or type its number and its club's."))
            return
        link_event(self.archive, self.contest.id, number, club)
        self.accept()
