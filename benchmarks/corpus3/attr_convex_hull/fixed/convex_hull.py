"""Convex hull of points in the plane by Andrew's monotone chain, with its area and perimeter."""

import math
from typing import NamedTuple


class Point(NamedTuple):
    x: float
    y: float


def cross(o, a, b):
    """z of (a - o) x (b - o): positive when o -> a -> b turns counter-clockwise."""
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)


def _half_hull(points):
    chain = []
    for p in points:
        while len(chain) >= 2 and cross(chain[-2], chain[-1], p) <= 0:
            chain.pop()
        chain.append(p)
    return chain


def convex_hull(points):
    """Hull corners counter-clockwise from the lowest-leftmost point; no collinear points."""
    pts = sorted({Point(*p) for p in points})
    if len(pts) <= 2:
        return pts
    lower = _half_hull(pts)
    upper = _half_hull(reversed(pts))
    return lower[:-1] + upper[:-1]


def hull_area(points):
    """Area enclosed by the hull (shoelace formula)."""
    hull = convex_hull(points)
    twice = sum(p.x * q.y - q.x * p.y for p, q in zip(hull, hull[1:] + hull[:1]))
    return abs(twice) / 2


def hull_perimeter(points):
    hull = convex_hull(points)
    if len(hull) < 2:
        return 0.0
    return sum(math.dist(p, q) for p, q in zip(hull, hull[1:] + hull[:1]))
