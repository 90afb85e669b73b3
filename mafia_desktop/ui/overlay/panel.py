"""The overlay's window: its address (to paste into OBS's browser source) with a copy
button, the pages of each piece, how many pages follow it now, and Stop. It stays beside
the host's window (not modal): the host goes on playing."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QGridLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from mafia_desktop.i18n import message_text
from mafia_desktop.ui.overlay.server import PIECES
from mafia_desktop.ui.shared.layouts import clear_layout
from mafia_desktop.ui.shared.theme import FINGER
from mafia_desktop.ui.overlay.stream import StreamOverlay


class OverlayPanel(QDialog):
    def __init__(self, overlay: StreamOverlay, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("overlay-panel")
        self.setWindowTitle(self.tr("Stream overlay"))
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.overlay = overlay
        self.status = QLabel(objectName="overlay-status", wordWrap=True)
        self.obs_status = QLabel(objectName="overlay-obs", wordWrap=True)   # OBS's word, if it follows
        self.addresses = QGridLayout()
        self.stop_button = QPushButton(self.tr("Stop the overlay"), objectName="overlay-stop")
        self.stop_button.setMinimumHeight(FINGER)
        self.stop_button.clicked.connect(overlay.stop)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Add this address to OBS as a browser source (1920 × 1080):"),
                                wordWrap=True))
        layout.addLayout(self.addresses)
        layout.addWidget(self.status)
        layout.addWidget(self.obs_status)
        layout.addWidget(self.stop_button)
        overlay.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        clear_layout(self.addresses)
        rows = [(self.tr("Whole overlay"), url) for url in self.overlay.addresses()]
        base, _, query = rows[0][1].partition("?")
        query = f"?{query}" if query else ""
        names = {"cards": self.tr("Player cards"), "timer": self.tr("Timer and speaker"),
                 "vote": self.tr("Vote"), "announcements": self.tr("Announcements")}
        rows += [(names[piece], base.rstrip("/") + path + query) for path, piece in PIECES.items() if path != "/"]
        for row, (name, url) in enumerate(rows):
            field = QLineEdit(url, readOnly=True, objectName=f"overlay-url-{row}")
            field.setMinimumWidth(420)
            copy = QPushButton(self.tr("Copy"), objectName=f"overlay-copy-{row}")
            copy.clicked.connect(lambda _=False, url=url: QGuiApplication.clipboard().setText(url))
            self.addresses.addWidget(QLabel(name), row, 0)
            self.addresses.addWidget(field, row, 1)
            self.addresses.addWidget(copy, row, 2)
        if not self.overlay.running():
            self.status.setText(self.tr("The overlay is stopped."))
        else:
            self.status.setText(self.tr("Pages following the table now: {count}").format(
                count=self.overlay.server.follower_count()))
        self.stop_button.setEnabled(self.overlay.running())
        said = self.overlay.obs.link.status
        self.obs_status.setText(message_text(said) if said is not None else "")
        self.obs_status.setVisible(said is not None)
