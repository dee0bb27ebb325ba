"""Axis-aligned bounding boxes for sprite collisions."""

from typing import NamedTuple


class Box(NamedTuple):
    x: float
    y: float
    w: float
    h: float


def overlaps(a: Box, b: Box) -> bool:
    """True if the two boxes intersect (touching edges do not count)."""
    horizontal = a.x < b.x + b.w and b.x < a.x + a.w
    vertical = a.y < b.y + b.h and b.y < a.y + a.h
    return horizontal and vertical


def moved(box: Box, dx: float, dy: float) -> Box:
    """The box shifted by (dx, dy)."""
    return box._replace(x=box.x + dx, y=box.y + dy)
