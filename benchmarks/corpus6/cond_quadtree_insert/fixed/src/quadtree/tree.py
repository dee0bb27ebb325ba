"""The quadtree: nodes split into four children when they fill up."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from .geometry import Point, Rect


class QuadTree:
    def __init__(self, boundary: Rect, capacity: int = 4, max_depth: int = 12) -> None:
        if capacity < 1:
            raise ValueError("capacity must be at least 1")
        self.boundary = boundary
        self.capacity = capacity
        self.max_depth = max_depth
        self.points: list[Point] = []
        self.children: list[QuadTree] | None = None

    @classmethod
    def of(cls, boundary: Rect, points: Iterable[Point], capacity: int = 4) -> QuadTree:
        tree = cls(boundary, capacity)
        for p in points:
            tree.insert(p)
        return tree

    def __len__(self) -> int:
        if self.children is None:
            return len(self.points)
        return len(self.points) + sum(len(child) for child in self.children)

    def __iter__(self) -> Iterator[Point]:
        yield from self.points
        for child in self.children or ():
            yield from child

    @property
    def depth(self) -> int:
        if self.children is None:
            return 0
        return 1 + max(child.depth for child in self.children)

    def insert(self, point: Point) -> bool:
        """Store point; False if it lies outside this node's boundary."""
        if not self.boundary.contains(point):
            return False
        if self.children is None:
            if len(self.points) < self.capacity or self.max_depth == 0:
                self.points.append(point)
                return True
            self._split()
        assert self.children is not None
        return any(child.insert(point) for child in self.children)

    def _split(self) -> None:
        self.children = [
            QuadTree(quadrant, self.capacity, self.max_depth - 1)
            for quadrant in self.boundary.quadrants()
        ]
        old, self.points = self.points, []
        for p in old:
            any(child.insert(p) for child in self.children)

    def query(self, area: Rect) -> list[Point]:
        if not self.boundary.intersects(area):
            return []
        found = [p for p in self.points if area.contains(p)]
        for child in self.children or ():
            found.extend(child.query(area))
        return found

    def within(self, centre: Point, radius: float) -> list[Point]:
        candidates = self.query(Rect.around(centre, radius))
        return sorted(p for p in candidates if p.distance(centre) <= radius)

    def nearest(self, target: Point) -> Point | None:
        best: list[Point | None] = [None]
        best_distance = [float("inf")]

        def visit(node: QuadTree) -> None:
            if node.boundary.distance_to(target) >= best_distance[0]:
                return
            for p in node.points:
                d = p.distance(target)
                if d < best_distance[0] or (d == best_distance[0] and p < best[0]):
                    best[0], best_distance[0] = p, d
            children = sorted(node.children or (), key=lambda c: c.boundary.distance_to(target))
            for child in children:
                visit(child)

        visit(self)
        return best[0]
