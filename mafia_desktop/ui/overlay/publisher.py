"""The overlay following a game: every move of an ``AudienceSource`` (the table, a replay)
and every second of its running timer made into a frame (``frame_of``), held back by the
stream's delay (``DelayLine``) and sent to the pages (``OverlayServer.send``).

A frame that says the same as the last one is not sent again (the timer's ten ticks a
second change its text once). Each frame sent carries ``seq``, its number, by which the
bench tells when a browser painted it.
"""

from __future__ import annotations

import time
from typing import Callable

from PySide6.QtCore import QObject, QTimer

from mafia_desktop.ui.audience.scene import Announced
from mafia_desktop.ui.audience.source import AudienceSource
from mafia_desktop.ui.overlay.delay import DelayLine
from mafia_desktop.ui.overlay.frame import encoded, frame_of
from mafia_desktop.ui.overlay.server import OverlayServer


class OverlayPublisher(QObject):
    def __init__(self, server: OverlayServer, *, roles: bool = False, delay: float = 0.0,
                 clock: Callable[[], float] = time.monotonic, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server = server
        self.roles = roles
        self.line = DelayLine(delay)
        self.clock = clock
        self.source: AudienceSource | None = None
        self.seq = 0
        self._announced = Announced()
        self._made = ""   # the last frame made, without its number
        self._release = QTimer(self, singleShot=True)
        self._release.timeout.connect(self.release)

    def follow(self, source: AudienceSource | None) -> None:
        """Follow ``source`` (None: nothing, the pages keep the last frame shown)."""
        if self.source is not None:
            self.source.changed.disconnect(self.moved)
            self.source.ticked.disconnect(self.ticked)
        self.source = source
        if source is not None:
            source.changed.connect(self.moved)
            source.ticked.connect(self.ticked)
            self.moved()

    def moved(self) -> None:
        state = self.source.state()
        said = self._announced.follow(self.source.game_id(), state)
        self._make(frame_of(state, self.source.seconds(), said, roles=self.roles))

    def ticked(self) -> None:
        self._make(frame_of(self.source.state(), self.source.seconds(), self._announced.said, roles=self.roles))

    def _make(self, frame: dict) -> None:
        text = encoded(frame)
        if text == self._made:
            return
        self._made = text
        self.seq += 1
        self.line.push(self.clock(), encoded({**frame, "seq": self.seq}))
        self.release()

    def release(self) -> None:
        """Send what has fallen due and wait for the next."""
        now = self.clock()
        due = self.line.due(now)
        if due is not None:
            self.server.send(due)
        upcoming = self.line.next_due()
        if upcoming is not None:
            self._release.start(max(0, round((upcoming - now) * 1000)))
