"""A new event (club evening or tournament), or an event's settings: name, dates, tables,
scoring system and the order of the tie-breaks."""

from __future__ import annotations

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QAbstractItemView, QComboBox, QDateEdit, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout,
    QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton, QSpinBox, QVBoxLayout, QWidget,
)

from mafia_desktop.engine.standings import DEFAULT_TIEBREAK, TIEBREAK_WORDS
from mafia_desktop.i18n import message_text, translate
from mafia_desktop.store import Archive, ArchiveError
from mafia_desktop.words.rules import kind_words
from mafia_desktop.words.titles import system_title
from mafia_desktop.store.contests import (
    KINDS, Contest, contest, create_contest, scoring_systems, update_contest,
)

from mafia_desktop.ui.events.system_editor import SystemEditor
from mafia_desktop.ui.shared.colours import ColouredLabel
from mafia_desktop.ui.shared.dates import as_the_lists_write
from mafia_desktop.ui.shared.screen import as_big_as_it_asks
from mafia_desktop.ui.shared.touch import finger_sized

DEFAULT_SYSTEM = "sport"


def tiebreak_words(name: str) -> str:
    """A tie-break in words (the engine's ``TIEBREAK_WORDS``, context "Standings")."""
    return translate("Standings", TIEBREAK_WORDS[name])


class EventDialog(QDialog):
    """``EventDialog(archive)`` creates an event; ``EventDialog(archive, event)`` edits one.
    After Accepted, ``event_id`` is the event's id."""

    def __init__(self, archive: Archive, event: Contest | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Event") if event else self.tr("New event"))
        self.archive = archive
        self.shown_event = event
        self.event_id = event.id if event else None
        self.systems = scoring_systems(archive)
        if event is not None:   # the event's own copy, whatever a table of that name says now
            self.systems[event.system.name] = event.system
        self.name = QLineEdit(event.name if event else "", objectName="event-name",
                              placeholderText=self.tr("e.g. Friday club evening"))
        self.kind = QComboBox(objectName="event-kind")
        for key in KINDS:
            self.kind.addItem(kind_words(key), key)
        self.kind.setCurrentIndex(self.kind.findData(event.kind if event else "evening"))
        self.starts = self._date("event-starts", event.starts if event else "")
        self.ends = self._date("event-ends", event.ends if event else "")
        self.tables = QSpinBox(objectName="event-tables", minimum=1, maximum=50, value=event.tables if event else 1)
        self.system = QComboBox(objectName="event-system")
        self._fill_systems(event.system.name if event else DEFAULT_SYSTEM)
        self.system.currentIndexChanged.connect(self._describe_system)
        self.system_words = QLabel(objectName="system-words", wordWrap=True)
        edit_numbers = QPushButton(self.tr("Edit the numbers…"), objectName="edit-system")
        edit_numbers.clicked.connect(self.edit_system)
        self.tiebreak = QListWidget(objectName="event-tiebreak")
        self.tiebreak.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        chosen = list(event.tiebreak if event else DEFAULT_TIEBREAK)
        for name in chosen + [n for n in TIEBREAK_WORDS if n not in chosen]:
            item = QListWidgetItem(tiebreak_words(name))
            item.setData(Qt.ItemDataRole.UserRole, name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if name in chosen else Qt.CheckState.Unchecked)
            self.tiebreak.addItem(item)
        self.error = ColouredLabel(meaning="alarm", bold=True, objectName="error", wordWrap=True)

        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Kind"), self.kind)
        dates = QHBoxLayout()
        form.addRow(self.tr("Dates"), dates)
        dates.addWidget(self.starts)
        dates.addWidget(QLabel(self.tr("to")))
        dates.addWidget(self.ends)
        form.addRow(self.tr("Tables"), self.tables)
        system_row = QHBoxLayout()
        form.addRow(self.tr("Scoring"), system_row)
        system_row.addWidget(self.system, 1)
        system_row.addWidget(edit_numbers)
        for row, first in ((dates, self.starts), (system_row, self.system)):   # (level with it: finger_sized)
            label = form.labelForField(row)
            if isinstance(label, QLabel):
                label.setBuddy(first)
        form.addRow("", self.system_words)
        form.addRow(self.tr("Tie-breaks\n(drag to order,\ntick to use)"), self.tiebreak)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self._describe_system()
        finger_sized(self)
        as_big_as_it_asks(self)

    def _date(self, name: str, value: str) -> QDateEdit:
        date = QDate.fromString(value, "yyyy-MM-dd") if value else QDate.currentDate()
        edit = QDateEdit(date, objectName=name, calendarPopup=True)
        as_the_lists_write(edit)
        return edit

    def _fill_systems(self, current: str) -> None:
        self.system.blockSignals(True)
        self.system.clear()
        for name in self.systems:
            self.system.addItem(system_title(name), name)
        self.system.setCurrentIndex(max(0, self.system.findData(current)))
        self.system.blockSignals(False)

    def _describe_system(self) -> None:
        chosen = self.systems.get(self.system.currentData())
        self.system_words.setText(message_text(chosen.describe()) if chosen else "")

    def edit_system(self) -> None:
        editor = SystemEditor(self.archive, self.systems[self.system.currentData()], self)
        if editor.exec() == QDialog.DialogCode.Accepted and editor.saved is not None:
            self.systems = scoring_systems(self.archive)
            self._fill_systems(editor.saved.name)
            self._describe_system()

    def chosen_tiebreak(self) -> list[str]:
        items = [self.tiebreak.item(row) for row in range(self.tiebreak.count())]
        return [item.data(Qt.ItemDataRole.UserRole) for item in items
                if item.checkState() == Qt.CheckState.Checked]

    def save(self) -> None:
        values = {
            "name": self.name.text(), "kind": self.kind.currentData(),
            "starts": self.starts.date().toString("yyyy-MM-dd"),
            "ends": self.ends.date().toString("yyyy-MM-dd"),
            "tables": self.tables.value(), "system": self.systems[self.system.currentData()],
            "tiebreak": self.chosen_tiebreak(),
        }
        try:
            if self.event_id is None:
                self.event_id = create_contest(self.archive, **values)
            else:
                update_contest(self.archive, self.event_id, **values)
        except ArchiveError as error:
            self.error.setText(self.tr("{error}. Nothing was saved.").format(
                error=message_text(error.message)))
            return
        self.shown_event = contest(self.archive, self.event_id)
        self.accept()
