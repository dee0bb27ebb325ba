"""Points and the vector operations on them."""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Point:
    x: float
    y: float

    def __add__(self, other: Point) -> Point:
        return Point(self.x + other.x, self.y + other.y)

    def __sub__(self, other: Point) -> Point:
        return Point(self.x - other.x, self.y - other.y)

    def scaled(self, factor: float) -> Point:
        return Point(self.x * factor, self.y * factor)

    def dot(self, other: Point) -> float:
        return self.x * other.x + self.y * other.y

    def norm(self) -> float:
        return math.hypot(self.x, self.y)


def cross(o: Point, a: Point, b: Point) -> float:
    """Z component of (a - o) x (b - o): positive when o, a, b turn left."""
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)


def distance(a: Point, b: Point) -> float:
    return (a - b).norm()
