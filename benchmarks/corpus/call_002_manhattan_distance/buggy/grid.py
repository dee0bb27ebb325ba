"""Distances and neighbours on the city-block grid used by the routing demo."""

from typing import NamedTuple


class Point(NamedTuple):
    x: int
    y: int


def manhattan(a: Point, b: Point) -> int:
    """Number of blocks to walk from a to b."""
    return (a.x - b.x) + (a.y - b.y)


def neighbours(p: Point, width: int, height: int) -> list[Point]:
    """The up to four orthogonal neighbours inside the grid."""
    candidates = [Point(p.x + 1, p.y), Point(p.x - 1, p.y), Point(p.x, p.y + 1), Point(p.x, p.y - 1)]
    return [c for c in candidates if 0 <= c.x < width and 0 <= c.y < height]


def nearest(origin: Point, stations: list[Point]) -> Point | None:
    """The closest station by walking distance (first one on ties)."""
    if not stations:
        return None
    return min(stations, key=lambda s: manhattan(origin, s))
