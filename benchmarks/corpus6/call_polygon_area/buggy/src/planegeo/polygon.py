"""Simple polygons given by their vertices in order (either orientation)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from .points import Point, cross
from .segments import Segment


def _shoelace(vertices: list[Point]) -> float:
    total = 0.0
    for i, p in enumerate(vertices):
        q = vertices[(i + 1) % len(vertices)]
        total += p.x * q.y - q.x * p.y
    return total


class Polygon:
    def __init__(self, vertices: Iterable[tuple[float, float] | Point]) -> None:
        self.vertices = [v if isinstance(v, Point) else Point(*v) for v in vertices]
        if len(self.vertices) < 3:
            raise ValueError("a polygon needs at least three vertices")

    def edges(self) -> Iterator[Segment]:
        n = len(self.vertices)
        for i in range(n):
            yield Segment(self.vertices[i], self.vertices[(i + 1) % n])

    @property
    def perimeter(self) -> float:
        return sum(edge.length for edge in self.edges())

    @property
    def area(self) -> float:
        return _shoelace(self.vertices) / 2

    @property
    def is_clockwise(self) -> bool:
        return _shoelace(self.vertices) < 0

    @property
    def centroid(self) -> Point:
        signed = _shoelace(self.vertices) / 2
        if signed == 0:
            raise ValueError("degenerate polygon has no centroid")
        cx = cy = 0.0
        n = len(self.vertices)
        for i, p in enumerate(self.vertices):
            q = self.vertices[(i + 1) % n]
            w = p.x * q.y - q.x * p.y
            cx += (p.x + q.x) * w
            cy += (p.y + q.y) * w
        return Point(cx / (6 * signed), cy / (6 * signed))

    def is_convex(self) -> bool:
        n = len(self.vertices)
        signs = set()
        for i in range(n):
            turn = cross(self.vertices[i], self.vertices[(i + 1) % n], self.vertices[(i + 2) % n])
            if turn:
                signs.add(turn > 0)
        return len(signs) <= 1

    def contains(self, p: Point) -> bool:
        """Ray casting; points on the boundary count as inside."""
        if any(edge.contains(p) for edge in self.edges()):
            return True
        inside = False
        for edge in self.edges():
            a, b = edge.start, edge.end
            if (a.y > p.y) != (b.y > p.y):
                x_at = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y)
                if p.x < x_at:
                    inside = not inside
        return inside


def total_area(polygons: Iterable[Polygon]) -> float:
    """Sum of the areas of non-overlapping polygons."""
    return sum(poly.area for poly in polygons)
