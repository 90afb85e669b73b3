"""The stream overlay as the window runs it: the server and its publisher started with the
host's settings (``preferences.OverlaySettings``), the addresses to type into OBS, and the
moment the stream began (for the video's chapters: set by the streamer, else the moment a
page first followed the overlay).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

from mafia_desktop.preferences import ObsSettings, OverlaySettings
from mafia_desktop.ui.audience.source import AudienceSource
from mafia_desktop.ui.overlay.obs_director import ObsDirector
from mafia_desktop.ui.overlay.obs_link import ObsLink
from mafia_desktop.ui.overlay.publisher import OverlayPublisher
from mafia_desktop.ui.overlay.server import OverlayServer


class StreamOverlay(QObject):
    #: Started, stopped, a page joined or left, OBS's word changed: the panel shows it again.
    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server = OverlayServer(self)
        self.server.followers.connect(self._followed)
        self.publisher = OverlayPublisher(self.server, parent=self)
        #: OBS following the table while the overlay runs (``obs.link.status``: its word).
        self.obs = ObsDirector(ObsLink(self), self)
        self.obs.link.changed.connect(self.changed)
        self.settings = OverlaySettings()
        #: The stream's start, seconds since the epoch (None until known).
        self.stream_start: float | None = None

    def start(self, settings: OverlaySettings, obs: ObsSettings | None = None) -> str | None:
        """Serve with ``settings`` (and OBS follows the table as ``obs`` say); None when it
        listens, else why not (the port is taken)."""
        self.settings = settings
        self.publisher.roles = settings.roles_shown
        self.publisher.line.seconds = settings.delay
        self.publisher.look = settings.look
        address = QHostAddress.SpecialAddress.Any if settings.beyond_loopback else QHostAddress.SpecialAddress.LocalHost
        started = self.server.start(settings.port, token=settings.token if settings.beyond_loopback else None,
                                    address=address)
        self.changed.emit()
        if not started:
            return self.server.error()
        self.obs.start(obs or ObsSettings(), delay=settings.delay)
        if self.publisher.source is not None:   # the page that joins gets the table as it is
            self.publisher.moved()
        return None

    def stop(self) -> None:
        self.server.stop()
        self.obs.stop()
        self.changed.emit()

    def running(self) -> bool:
        return self.server.listening()

    def follow(self, source: AudienceSource | None) -> None:
        self.publisher.follow(source)
        self.obs.follow(source)

    def addresses(self) -> list[str]:
        """The whole overlay's URL on this computer, and, beyond the loopback, on each of
        its network's addresses (with the token)."""
        port = self.server.port() if self.running() else self.settings.port
        urls = [f"http://127.0.0.1:{port}/"]
        if self.settings.beyond_loopback:
            urls = [f"http://{host}:{port}/?token={self.settings.token}" for host in _network_hosts()]
        return urls

    def _followed(self, count: int) -> None:
        if count and self.stream_start is None:
            self.stream_start = time.time()
        self.changed.emit()


def _network_hosts() -> list[str]:
    hosts = [address.toString() for address in QNetworkInterface.allAddresses()
             if address.protocol() is QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not address.isLoopback()]
    return hosts or ["127.0.0.1"]
