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


# -- what a seat shows, in seat radii from its centre (y down) -----------------------------------
# The marks must not cover one another: their boxes are checked against each other (tests).

@dataclass(frozen=True)
class Box:
    left: float
    top: float
    right: float
    bottom: float

    def overlaps(self, other: Box) -> bool:
        return self.left < other.right and other.left < self.right and self.top < other.bottom \
            and other.top < self.bottom

    def nearest(self) -> float:
        """The distance from the seat's centre to the nearest point of the box."""
        dx = max(self.left, 0.0, -self.right)
        dy = max(self.top, 0.0, -self.bottom)
        return math.hypot(dx, dy)


#: Text rows inside the circle: (top, bottom, size of the type).
ROLE_ROW, NUMBER_ROW, NICKNAME_ROW, DEPARTURE_ROW = (-0.78, -0.42, 0.22), (-0.50, 0.12, 0.58), \
    (0.10, 0.42, 0.25), (0.42, 0.74, 0.22)
FOUL_MARK = 0.1          # a foul mark's radius
FOUL_ARC = 1.22          # from the centre to the foul marks', an arc above the seat
FOUL_SPREAD = 18         # degrees between two foul marks
NOMINEE_BADGE = (1.12, -0.84)   # the "#N" badge's centre: clear of the role and the fourth foul
VOTED_BADGE = (0.82, 0.82)      # the "→N" badge's
BADGE = 0.32             # a badge's height / 2 (it is 1.25 times as wide)
ANSWER_RING = (1.0, 0.14)       # a check answer's ring: radius and width, inside the foul marks
THUMB = (-1.6, 0.35, 0.95)      # the answer's sign: centre and side, outside the ring


def row_half_width(top: float, bottom: float) -> float:
    """Half the circle's width over a row from ``top`` to ``bottom``, a little margin kept."""
    return math.sqrt(max(0.0, 1 - max(top * top, bottom * bottom))) * 0.98


def row_box(row: tuple[float, float, float]) -> Box:
    half = row_half_width(row[0], row[1])
    return Box(-half, row[0], half, row[1])


def foul_centres(right_to_left: bool = False) -> list[tuple[float, float]]:
    """The four foul marks, the first where reading starts."""
    centres = []
    for index in range(4):
        place = 3 - index if right_to_left else index
        angle = math.radians(-90 + (place - 1.5) * FOUL_SPREAD)
        centres.append((FOUL_ARC * math.cos(angle), FOUL_ARC * math.sin(angle)))
    return centres


def around(x: float, y: float, half_width: float, half_height: float) -> Box:
    return Box(x - half_width, y - half_height, x + half_width, y + half_height)


def badge_box(centre: tuple[float, float]) -> Box:
    return around(*centre, BADGE * 1.25, BADGE)


def thumb_box() -> Box:
    x, y, side = THUMB
    return around(x, y, side / 2, side / 2)
