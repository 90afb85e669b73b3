"""Work beside the window that gives way to the host: a backup of a big archive hashes and
compresses for seconds in a thread of the window's process, and while it computes it holds
Python's lock, which each tap gives up and takes back a dozen times (each SQLite call):
20–25 ms a tap at 100,000 games, measured. So the table notes each move (``noted``), and
such work, between two of its small steps, waits until the host has paused (``give_way``).

One per process: the window's table is the only one whose moves count.
"""

from __future__ import annotations

import threading
import time

#: After a move, background work waits this long: the tap's own work (a few ms), its
#: repaint, and the next tap of a quick burst (a vote counted seat by seat).
QUIET = 0.05


class Activity:
    def __init__(self) -> None:
        self._last = 0.0
        self._lock = threading.Lock()

    def noted(self) -> None:
        """The host moved (in the window's thread)."""
        with self._lock:
            self._last = time.monotonic()

    def give_way(self) -> None:
        """Until the host has paused for ``QUIET`` (at once if he has)."""
        while True:
            with self._lock:
                idle = time.monotonic() - self._last
            if idle >= QUIET:
                return
            time.sleep(QUIET - idle)


def no_pace() -> None:
    """Work not beside a table goes on at once (the command line's backups, the tests')."""


HOST = Activity()
