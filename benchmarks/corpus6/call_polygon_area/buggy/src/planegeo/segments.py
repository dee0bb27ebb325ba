"""Line segments: intersection tests and point distances."""

from __future__ import annotations

from dataclasses import dataclass

from .points import Point, cross, distance


@dataclass(frozen=True)
class Segment:
    start: Point
    end: Point

    @property
    def length(self) -> float:
        return distance(self.start, self.end)

    def contains(self, p: Point, eps: float = 1e-9) -> bool:
        if abs(cross(self.start, self.end, p)) > eps:
            return False
        return (
            min(self.start.x, self.end.x) - eps <= p.x <= max(self.start.x, self.end.x) + eps
            and min(self.start.y, self.end.y) - eps <= p.y <= max(self.start.y, self.end.y) + eps
        )

    def intersects(self, other: Segment) -> bool:
        d1 = cross(other.start, other.end, self.start)
        d2 = cross(other.start, other.end, self.end)
        d3 = cross(self.start, self.end, other.start)
        d4 = cross(self.start, self.end, other.end)
        if ((d1 > 0) != (d2 > 0)) and d1 != 0 and d2 != 0:
            if ((d3 > 0) != (d4 > 0)) and d3 != 0 and d4 != 0:
                return True
        return (
            self.contains(other.start)
            or self.contains(other.end)
            or other.contains(self.start)
            or other.contains(self.end)
        )

    def distance_to(self, p: Point) -> float:
        direction = self.end - self.start
        squared = direction.dot(direction)
        if squared == 0:
            return distance(p, self.start)
        t = max(0.0, min(1.0, (p - self.start).dot(direction) / squared))
        return distance(p, self.start + direction.scaled(t))
