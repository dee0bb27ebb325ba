"""Points and axis-aligned rectangles (half-open on the right and top)."""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class Point:
    x: float
    y: float

    def distance(self, other: Point) -> float:
        return math.hypot(self.x - other.x, self.y - other.y)


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    width: float
    height: float

    def __post_init__(self) -> None:
        if self.width <= 0 or self.height <= 0:
            raise ValueError("a rectangle needs a positive width and height")

    @classmethod
    def around(cls, centre: Point, radius: float) -> Rect:
        return cls(centre.x - radius, centre.y - radius, 2 * radius, 2 * radius)

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def top(self) -> float:
        return self.y + self.height

    def contains(self, p: Point) -> bool:
        return self.x <= p.x < self.right and self.y <= p.y < self.top

    def intersects(self, other: Rect) -> bool:
        return not (
            other.x >= self.right
            or other.right <= self.x
            or other.y >= self.top
            or other.top <= self.y
        )

    def quadrants(self) -> tuple[Rect, Rect, Rect, Rect]:
        w, h = self.width / 2, self.height / 2
        return (
            Rect(self.x, self.y, w, h),
            Rect(self.x + w, self.y, w, h),
            Rect(self.x, self.y + h, w, h),
            Rect(self.x + w, self.y + h, w, h),
        )

    def distance_to(self, p: Point) -> float:
        """Distance from p to the nearest point of the rectangle (0 inside)."""
        dx = max(self.x - p.x, 0, p.x - self.right)
        dy = max(self.y - p.y, 0, p.y - self.top)
        return math.hypot(dx, dy)
