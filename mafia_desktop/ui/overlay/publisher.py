"""The overlay following a game: every move of an ``AudienceSource`` (the table, a replay)
and every second of its running timer made into a frame (``frame_of``), held back by the
stream's delay (``DelayLine``) and sent to the pages (``OverlayServer.send``).

Nothing of it is on the tap's path: a move only marks the overlay dirty (and notes when, for
the delay); the frame is made once the loop turns (a zero timer: the host's map repaints
first, and a burst of moves makes one frame), with what the host announced since the last
frame (read as the audience screen reads it). The timer's ten ticks a second make a frame
only when the clock it shows changes (once a second), and a frame that says the same as
the last one is not sent again. Each frame sent carries ``seq``, its number, by which the
bench tells when a browser painted it.

The players' photos (``faces``: ``Faces.of``, from the archive) are handed to the server
when they change (a new table, a photo chosen), which serves them to the pages by seat.
"""

from __future__ import annotations

import time
from typing import Callable, Mapping

from PySide6.QtCore import QObject, Qt, QTimer

from mafia_desktop.engine import State
from mafia_desktop.ui.audience.scene import Announced
from mafia_desktop.ui.audience.source import AudienceSource
from mafia_desktop.ui.overlay.delay import DelayLine
from mafia_desktop.ui.overlay.frame import encoded, frame_of
from mafia_desktop.ui.overlay.server import OverlayServer
from mafia_desktop.words.table import clock as clock_words


class OverlayPublisher(QObject):
    def __init__(self, server: OverlayServer, *, roles: bool = False, delay: float = 0.0,
                 clock: Callable[[], float] = time.monotonic, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server = server
        self.roles = roles
        self.line = DelayLine(delay)
        self.clock = clock
        self.source: AudienceSource | None = None
        #: The page's font scale and the cards' layout (``frame_of``'s ``look``).
        self.look: Mapping[str, object] = {}
        #: The photos of a table's players by seat (None: no photos, placeholders only).
        self.faces: Callable[[State], dict[int, bytes]] | None = None
        self._faces_given: dict[int, bytes] | None = None   # the photos handed to the server last
        self._photos: dict[int, str] = {}       # their versions, by seat
        self.seq = 0
        self._announced = Announced()
        self._made = ""   # the last frame made, without its number
        self._moved_at: float | None = None   # the first move not yet in a frame (None: only the clock ran)
        self._clock_shown: tuple[str, str] | None = None
        # Precise: a coarse timer may fire 5 % of its wait late, 6 s of a 120 s delay.
        self._release = QTimer(self, singleShot=True, timerType=Qt.TimerType.PreciseTimer)
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
        """The tap's whole share of the overlay: marked dirty, the frame made when the loop turns."""
        if self._moved_at is None:
            self._moved_at = self.clock()   # the delay counts from the move, not from its frame
        if not self._soon.isActive():
            self._soon.start()

    def ticked(self) -> None:
        if not self._soon.isActive():
            self._soon.start()

    def pending(self) -> bool:
        """A move not yet made into a frame."""
        return self._soon.isActive()

    def publish(self) -> None:
        """The frame for the source as it is now, into the delay line."""
        self._soon.stop()
        moved_at, self._moved_at = self._moved_at, None
        if self.source is None:
            return
        state, seconds = self.source.state(), self.source.seconds()
        shown = _clock_shown(state, seconds)
        if moved_at is None and shown == self._clock_shown:
            return   # a tick within the second shown: the frame would say the same
        self._clock_shown = shown
        if moved_at is not None:
            self._announced.follow(self.source.game_id(), state)
        text = encoded(frame_of(state, seconds, self._announced.said, roles=self.roles, look=self.look,
                                photos=self._photos_of(state)))
        if text == self._made:
            return
        self._made = text
        self.seq += 1
        # The number joins the object as its last key: the frame is not encoded twice.
        self.line.push(self.clock() if moved_at is None else moved_at, f'{text[:-1]},"seq":{self.seq}}}')
        self.release()

    def _photos_of(self, state: State | None) -> dict[int, str]:
        if state is None or self.faces is None:
            return {}
        photos = self.faces(state)
        if photos is not self._faces_given:   # (the same dict while the table's faces stay)
            self._faces_given = photos
            self._photos = self.server.show_photos(photos)
        return self._photos

    def release(self) -> None:
        """Send what has fallen due and wait for the next."""
        now = self.clock()
        due = self.line.due(now)
        if due is not None:
            self.server.send(due)
        upcoming = self.line.next_due()
        if upcoming is not None:
            self._release.start(max(0, round((upcoming - now) * 1000)))


def _clock_shown(state: State | None, seconds: float | None) -> tuple[str, str] | None:
    """What of the frame the clock alone changes: the timer's text and its colour."""
    if state is None or state.ruleset is None or seconds is None:
        return None
    return clock_words(seconds), state.timer_state(seconds)
