"""Convex polygon helpers and Sutherland-Hodgman clipping.

Polygons are lists of (x, y) vertices in order (either orientation).  The clip
window must be convex; the subject polygon may be any simple polygon.
"""


def _cross(o, a, b):
    """z component of (a - o) x (b - o): > 0 when o, a, b turn left."""
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def signed_area(poly):
    """Shoelace area: positive for counter-clockwise, negative for clockwise."""
    total = 0
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        total += x1 * y2 - x2 * y1
    return total / 2


def area(poly):
    """Unsigned area of a polygon."""
    return abs(signed_area(poly))


def is_convex(poly):
    """True if every turn along the polygon goes the same way."""
    n = len(poly)
    if n < 3:
        return False
    signs = set()
    for i in range(n):
        turn = _cross(poly[i], poly[(i + 1) % n], poly[(i + 2) % n])
        if turn:
            signs.add(turn > 0)
    return len(signs) == 1


def _ccw(poly):
    return list(poly) if signed_area(poly) >= 0 else list(poly)[::-1]


def contains(convex, point):
    """True if point lies inside or on the boundary of a convex polygon."""
    window = _ccw(convex)
    n = len(window)
    return all(_cross(window[i], window[(i + 1) % n], point) >= 0 for i in range(n))


def _intersect(p, q, a, b):
    """Intersection of segment p-q with the infinite line through a and b."""
    dp = _cross(a, b, p)
    dq = _cross(a, b, q)
    t = dp / (dp - dq)
    return (p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1]))


def clip(subject, window):
    """Clip subject against a convex window (Sutherland-Hodgman)."""
    if len(window) < 3 or not is_convex(window):
        raise ValueError("clip window must be a convex polygon")
    window = _ccw(window)
    output = list(subject)
    for i in range(len(window)):
        a, b = window[i], window[(i + 1) % len(window)]
        candidates, output = output, []
        if not candidates:
            break
        prev = candidates[-1]
        for cur in candidates:
            cur_in = _cross(a, b, cur) >= 0
            prev_in = _cross(a, b, prev) >= 0
            if cur_in:
                if not prev_in:
                    output.append(_intersect(prev, cur, a, b))
                output.append(cur)
            elif prev_in:
                output.append(_intersect(prev, cur, a, b))
            prev = cur
    return output


def overlap_area(subject, window):
    """Area of the part of subject that lies inside the convex window."""
    return area(clip(subject, window))


def iou(first, second):
    """Intersection over union of two convex polygons."""
    inter = overlap_area(first, second)
    union = area(first) + area(second) - inter
    return inter / union if union else 0.0
