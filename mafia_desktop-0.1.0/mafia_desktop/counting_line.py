"""A line that counts, for the command line while a person waits (a many-file import, the
first start after an upgrade): on a terminal the same line rewritten in place a few times a
second; into a file or a pipe, a line now and then, so that a log shows it going on."""

from __future__ import annotations

import sys
import time
from typing import Callable, TextIO

#: Seconds between two updates on a terminal, and between two lines elsewhere.
ON_A_TERMINAL = 0.1
IN_A_FILE = 5.0


class CountingLine:
    """``line(done, total)`` shows ``words(done, total)``; ``end()`` leaves the last count
    on its own line. Usable as a ``progress`` callback (it never asks to stop)."""

    def __init__(self, words: Callable[[int, int], str], stream: TextIO | None = None) -> None:
        self.words = words
        self.stream = stream or sys.stderr
        self.terminal = self.stream.isatty()
        self._shown = ""
        self._at = 0.0
        self._last: tuple[int, int] | None = None

    def __call__(self, done: int, total: int) -> bool:
        self._last = (done, total)
        now = time.monotonic()
        if now - self._at >= (ON_A_TERMINAL if self.terminal else IN_A_FILE):
            self._at = now
            self._show(self.words(done, total))
        return True

    def _show(self, text: str) -> None:
        if self.terminal:
            self.stream.write("\r\x1b[K" + text)
        else:
            self.stream.write(text + "\n")
        self.stream.flush()
        self._shown = text

    def clear(self) -> None:
        """Out of the way of another line (on a terminal; elsewhere lines do not mix)."""
        if self.terminal and self._shown:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self._shown = ""

    def end(self) -> None:
        """The last count shown, the line done."""
        if self._last is None:
            return
        text = self.words(*self._last)
        if self.terminal:
            self.stream.write("\r\x1b[K" + text + "\n")
        elif text != self._shown:
            self.stream.write(text + "\n")
        self.stream.flush()
        self._shown = ""
        self._last = None
