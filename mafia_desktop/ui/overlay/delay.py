"""The stream's delay: frames held back by ``seconds`` so that what the overlay shows comes
with the video it lies over (the stream runs that far behind the table), roles or not.

Plain Python on a clock given in (``now``), as the engine: ``push`` a frame when the table
moves, ``due`` says which one is to be shown at ``now`` and when the next one falls due.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field


@dataclass
class DelayLine:
    seconds: float = 0.0
    _waiting: deque = field(default_factory=deque)   # (time pushed, frame), oldest first

    def push(self, now: float, frame: str) -> None:
        self._waiting.append((now, frame))

    def due(self, now: float) -> str | None:
        """The newest frame whose delay has passed at ``now`` (the older ones are passed over,
        never shown late); None if none has."""
        shown = None
        while self._waiting and self._waiting[0][0] + self.seconds <= now:
            shown = self._waiting.popleft()[1]
        return shown

    def next_due(self) -> float | None:
        """When the oldest waiting frame falls due; None when nothing waits."""
        return self._waiting[0][0] + self.seconds if self._waiting else None

    def clear(self) -> None:
        self._waiting.clear()
