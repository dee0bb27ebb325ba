"""Measurements of simple polygons given as lists of (x, y) vertices."""

import math


def signed_area(poly) -> float:
    """Shoelace area: positive for counter-clockwise, negative for clockwise vertices."""
    total = 0.0
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        total += x1 * y2 - x2 * y1
    return total / 2


def area(poly) -> float:
    return abs(signed_area(poly))


def is_clockwise(poly) -> bool:
    return signed_area(poly) < 0


def perimeter(poly) -> float:
    return sum(math.dist(poly[i - 1], poly[i]) for i in range(len(poly)))


def centroid(poly) -> tuple[float, float]:
    """Centroid of the polygon's area (not the mean of its vertices)."""
    a = signed_area(poly)
    if a == 0:
        raise ValueError("degenerate polygon")
    cx = cy = 0.0
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        cross = x1 * y2 - x2 * y1
        cx += (x1 + x2) * cross
        cy += (y1 + y2) * cross
    return cx / (6 * a), cy / (6 * a)


def is_convex(poly) -> bool:
    """True when all turns along the boundary go the same way."""
    sign = 0
    n = len(poly)
    for i in range(n):
        (ax, ay), (bx, by), (cx, cy) = poly[i], poly[(i + 1) % n], poly[(i + 2) % n]
        turn = (bx - ax) * (cy - by) - (by - ay) * (cx - bx)
        if turn:
            if sign and (turn > 0) != (sign > 0):
                return False
            sign = turn
    return True


def contains(poly, point) -> bool:
    """Even-odd ray casting test; points exactly on the boundary may go either way."""
    x, y = point
    inside = False
    j = len(poly) - 1
    for i in range(len(poly)):
        xi, yi = poly[i]
        xj, yj = poly[j]
        if (yi > y) != (yj > y):
            x_cross = xi + (y - yi) * (xj - xi) / (yj - yi)
            if x < x_cross:
                inside = not inside
        j = i
    return inside
