"""Where the seats sit on the map: pure geometry, no Qt, so hit-testing has its own tests.

Seats stand on a circle, numbered clockwise from the top, scaled to the widget's size, in
every layout direction: a right-to-left window (Hebrew) keeps the table as it is numbered.
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class SeatSpot:
    number: int
    x: float
    y: float
    radius: float


@dataclass(frozen=True)
class Layout:
    """The seat circles inside a ``width`` × ``height`` area for ``count`` seats."""

    width: float
    height: float
    count: int

    @property
    def centre(self) -> tuple[float, float]:
        return self.width / 2, self.height / 2

    @property
    def outer(self) -> float:
        return min(self.width, self.height) / 2

    @property
    def seat_radius(self) -> float:
        # Big enough for a finger, small enough that neighbours never touch.
        per_seat = math.pi * self.outer * 0.78 / max(self.count, 1)
        return max(10.0, min(self.outer * 0.14, per_seat * 0.9))

    @property
    def ring_radius(self) -> float:
        return self.outer - self.seat_radius * 1.35

    def spots(self) -> list[SeatSpot]:
        cx, cy = self.centre
        ring, radius = self.ring_radius, self.seat_radius
        spots = []
        for index in range(self.count):
            angle = -math.pi / 2 + 2 * math.pi * index / self.count   # clockwise from the top
            spots.append(SeatSpot(index + 1, cx + ring * math.cos(angle), cy + ring * math.sin(angle), radius))
        return spots

    def seat_at(self, x: float, y: float) -> int | None:
        """The seat under a point (a tap a little outside the circle still counts)."""
        reach = 1.15
        for spot in self.spots():
            if math.hypot(x - spot.x, y - spot.y) <= spot.radius * reach:
                return spot.number
        return None
