"""The window's clock: the time of day, moving on with the monotonic clock.

The engine is given ``now`` with every timed command and folds the speech timer from those
stamps, and the log keeps them as the time of day. Read straight from the wall clock, a
clock change or an NTP step in the middle of a speech would move the timer on the map by
the size of the jump. So the window reads the wall clock once (the anchor) and adds the
monotonic clock's progress since; it takes a new anchor only while no timer runs
(``resync``, from the game page's tick), where a jump moves nothing the host sees and the
next stamps are the true time of day again.
"""

from __future__ import annotations

import time
from typing import Callable


class SteadyClock:
    def __init__(self, *, wall: Callable[[], float] = time.time,
                 steady: Callable[[], float] = time.monotonic) -> None:
        self._wall, self._steady = wall, steady
        self.resync()

    def __call__(self) -> float:
        wall_at, steady_at = self._anchor
        return wall_at + (self._steady() - steady_at)

    def resync(self) -> None:
        """Take the wall clock's time again (call it only while no timer runs)."""
        self._anchor = (self._wall(), self._steady())
