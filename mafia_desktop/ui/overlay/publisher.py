"""The overlay following a game: every move of an ``AudienceSource`` (the table, a replay)
and every second of its running timer made into a frame (``frame_of``), held back by the
stream's delay (``DelayLine``) and sent to the pages (``OverlayServer.send``).

The frame is made once the tap is done (a zero timer: the host's map repaints first, and a
burst of moves makes one frame); what the host announced is read at each move, as the
audience screen reads it. A frame that says the same as the last one is not sent again
(the timer's ten ticks a second change its text once). Each frame sent carries ``seq``, its number, by which the
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
        self._soon = QTimer(self, singleShot=True, interval=0)
        self._soon.timeout.connect(self.publish)

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
        self._announced.follow(self.source.game_id(), self.source.state())
        self._soon.start()

    def ticked(self) -> None:
        self._soon.start()

    def pending(self) -> bool:
        """A move not yet made into a frame."""
        return self._soon.isActive()

    def publish(self) -> None:
        """The frame for the source as it is now, into the delay line."""
        self._soon.stop()
        if self.source is None:
            return
        frame = frame_of(self.source.state(), self.source.seconds(), self._announced.said, roles=self.roles)
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
