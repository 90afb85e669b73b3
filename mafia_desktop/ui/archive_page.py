"""The offline archive: every past game (search, filters, replay) and every player
(statistics, a player's page, renaming and merging), read from the local archive only."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from mafia_desktop.store import Archive

from .games_browser import GamesBrowser
from .players_page import PlayersPage


class ArchivePage(QWidget):
    gameOpenRequested = Signal(str)
    closeRequested = Signal()

    def __init__(self, archive: Archive, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games = GamesBrowser(archive)
        self.games.gameOpenRequested.connect(self.gameOpenRequested)
        self.players = PlayersPage(archive)
        self.players.gameOpenRequested.connect(self.gameOpenRequested)
        self.players.closeRequested.connect(self.closeRequested)
        self.tabs = QTabWidget(objectName="archive-tabs")
        self.tabs.addTab(self.games, "Games")
        self.tabs.addTab(self.players, "Players")
        font = self.tabs.tabBar().font()
        font.setPointSize(14)
        self.tabs.tabBar().setFont(font)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)

    def reload(self) -> None:
        """The archive may have changed since it was last shown (games played, imported,
        trashed, players renamed)."""
        self.games.reload()
        self.players.refresh()
