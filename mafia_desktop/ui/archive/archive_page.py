"""The offline archive: every past game (search, filters, replay), every player
(statistics, a player's page, renaming and merging) and the club's ratings, read from the
local archive only."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from mafia_desktop.store import Archive

from mafia_desktop.ui.archive.games_browser import GamesBrowser
from mafia_desktop.ui.archive.players_page import PlayersPage
from mafia_desktop.ui.archive.ratings_page import RatingsPage
from mafia_desktop.ui.shared.background import Background
from mafia_desktop.ui.shared.shown_page import sized_by_shown_page


class ArchivePage(QWidget):
    gameOpenRequested = Signal(str)
    closeRequested = Signal()

    def __init__(self, archive: Archive, parent: QWidget | None = None, *,
                 background: Background | None = None) -> None:
        super().__init__(parent)
        self.games = GamesBrowser(archive, background=background)
        self.games.gameOpenRequested.connect(self.gameOpenRequested)
        self.games.imported.connect(self.reload)
        self.archive = archive
        self.players = PlayersPage(archive, load=False)
        self.players.gameOpenRequested.connect(self.gameOpenRequested)
        self.players.closeRequested.connect(self.closeRequested)
        self.players.playersChanged.connect(self.games.reload)
        self.ratings = RatingsPage(archive, load=False)
        self.ratings.closeRequested.connect(self.closeRequested)
        self.ratings.playerOpenRequested.connect(self.open_player)
        self.ratings.ratingsChanged.connect(self._ratings_changed)
        self._players_read = False
        self._ratings_read = False
        #: The archive's change count when it was last read: nothing to read again if equal.
        self._read_at = archive.changes
        self.tabs = QTabWidget(objectName="archive-tabs")
        sized_by_shown_page(self.tabs)
        self.tabs.addTab(self.games, self.tr("Games"))
        self.tabs.addTab(self.players, self.tr("Players"))
        self.tabs.addTab(self.ratings, self.tr("Ratings"))
        font = self.tabs.tabBar().font()
        font.setPointSize(14)
        self.tabs.tabBar().setFont(font)
        self.tabs.currentChanged.connect(self._tab_shown)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)

    def reload(self) -> None:
        """Read again what changed since the page was last shown (games played, imported,
        trashed, players renamed); the players' figures only when their tab is shown."""
        if self.archive.changes == self._read_at:
            return
        self._read_at = self.archive.changes
        self.games.reload()
        self._players_read = self._ratings_read = False
        self._tab_shown()

    def _tab_shown(self) -> None:
        if self.tabs.currentWidget() is self.players and not self._players_read:
            self._players_read = True
            self.players.refresh()
        if self.tabs.currentWidget() is self.ratings and not self._ratings_read:
            self._ratings_read = True
            self.ratings.refresh()

    def open_player(self, nickname: str) -> None:
        """A player's page (asked for from the ratings), on the Players tab."""
        self.tabs.setCurrentWidget(self.players)
        self.players.open_player(nickname)

    def _ratings_changed(self) -> None:
        self._read_at = self.archive.changes
        self._players_read = False   # a player's page shows his rating's history

    def focus_search(self) -> None:
        """Ctrl+F: the host types a name at once."""
        shown = self.tabs.currentWidget()
        for page in (self.games, self.players, self.ratings):
            if page is shown:
                page.search.setFocus()
                page.search.selectAll()
