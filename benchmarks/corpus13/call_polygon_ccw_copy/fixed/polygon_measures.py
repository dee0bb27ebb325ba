"""Measurements of simple polygons given as sequences of (x, y) vertices."""

import math


def _edges(points):
    n = len(points)
    for i in range(n):
        yield points[i], points[(i + 1) % n]


def signed_area(points):
    """Shoelace formula: positive for counter-clockwise vertex order."""
    return sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in _edges(points)) / 2


def area(points):
    return abs(signed_area(points))


def perimeter(points):
    return sum(math.dist(p, q) for p, q in _edges(points))


def is_clockwise(points):
    return signed_area(points) < 0


def ccw(points):
    """A counter-clockwise copy of the polygon (the input is left untouched)."""
    pts = list(points)
    if is_clockwise(pts):
        pts.reverse()
    return pts


def centroid(points):
    a = signed_area(points)
    if a == 0:
        raise ValueError("degenerate polygon has no centroid")
    cx = cy = 0.0
    for (x1, y1), (x2, y2) in _edges(points):
        cross = x1 * y2 - x2 * y1
        cx += (x1 + x2) * cross
        cy += (y1 + y2) * cross
    return cx / (6 * a), cy / (6 * a)


def is_convex(points):
    """True if every turn of the boundary goes the same way."""
    pts = ccw(points)
    n = len(pts)
    if n < 3:
        return False
    for i in range(n):
        (ax, ay), (bx, by), (cx, cy) = pts[i], pts[(i + 1) % n], pts[(i + 2) % n]
        if (bx - ax) * (cy - by) - (by - ay) * (cx - bx) < 0:
            return False
    return True


def contains(points, point):
    """Ray casting: True if point lies strictly inside the polygon."""
    px, py = point
    inside = False
    for (x1, y1), (x2, y2) in _edges(points):
        if (y1 > py) != (y2 > py):
            x_cross = x1 + (py - y1) * (x2 - x1) / (y2 - y1)
            if px < x_cross:
                inside = not inside
    return inside


def outward_normals(points):
    """Unit outward normal of every edge, starting at the first vertex of the ccw order."""
    normals = []
    for (x1, y1), (x2, y2) in _edges(ccw(points)):
        length = math.hypot(x2 - x1, y2 - y1)
        normals.append(((y2 - y1) / length, (x1 - x2) / length))
    return normals
