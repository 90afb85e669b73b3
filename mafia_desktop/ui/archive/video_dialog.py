"""A streamed game's video, from its page in the archive: the video's link (kept with the
game), the stream's start (recorded when the overlay was first followed, or set here), and
the chapters the game's log gives from it, copied as text for the video's description."""

from __future__ import annotations

from datetime import datetime, timezone

from PySide6.QtCore import QDateTime, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDateTimeEdit, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QPlainTextEdit, QPushButton,
    QVBoxLayout, QWidget,
)

from mafia_desktop.store import Archive, ArchiveError
from mafia_desktop.words.chapters import chapter_text, chapters

from mafia_desktop.ui.shared.dates import as_the_lists_write
from mafia_desktop.ui.shared.errors import error_words
from mafia_desktop.ui.shared.touch import finger_sized


class VideoDialog(QDialog):
    def __init__(self, archive: Archive, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("video-dialog")
        self.setWindowTitle(self.tr("The game's video"))
        self.archive, self.game_id = archive, game_id
        self.events, self.stamps = archive.events(game_id), archive.event_times(game_id)
        url, start = archive.video(game_id)
        self.link = QLineEdit(url, objectName="video-link", placeholderText="https://")
        self.start = as_the_lists_write(QDateTimeEdit(objectName="stream-start", calendarPopup=True), seconds=True)
        begun = datetime.fromisoformat(start) if start else datetime.fromisoformat(self.stamps[0])
        self.start.setDateTime(QDateTime.fromSecsSinceEpoch(int(begun.timestamp())))
        self.start.dateTimeChanged.connect(self.refresh)
        self.chapters = QPlainTextEdit(objectName="chapters", readOnly=True)
        self.copy_button = QPushButton(self.tr("Copy the chapters"), objectName="copy-chapters")
        self.copy_button.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.chapters.toPlainText()))
        self.problem = QLabel(objectName="video-problem", wordWrap=True)
        self.problem.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Close)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(archive.writable)
        form = QFormLayout()
        form.addRow(self.tr("Video"), self.link)
        form.addRow(self.tr("The stream began at"), self.start)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        if not start:
            layout.addWidget(QLabel(self.tr("No stream was recorded for this game: set when the stream began."),
                                    wordWrap=True))
        layout.addWidget(self.chapters, 1)
        layout.addWidget(self.copy_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.resize(560, 520)
        self.refresh()
        finger_sized(self)

    def stream_start(self) -> datetime:
        return datetime.fromtimestamp(self.start.dateTime().toSecsSinceEpoch(), timezone.utc)

    def refresh(self) -> None:
        self.chapters.setPlainText(chapter_text(chapters(self.events, self.stamps, self.stream_start())))

    def accept(self) -> None:
        try:
            self.archive.save_video(self.game_id, url=self.link.text(),
                                    stream_start=self.stream_start().isoformat(timespec="seconds"))
        except ArchiveError as error:   # a link that is no address: said, nothing kept
            self.problem.setText(error_words(error))
            self.problem.show()
            return
        super().accept()
