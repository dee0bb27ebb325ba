"""Intersection tests for line segments in the plane, exact on integer coordinates."""

from fractions import Fraction


def vector(p, q):
    """The vector from point p to point q."""
    return (q[0] - p[0], q[1] - p[1])


def cross(u, v):
    """z-component of the cross product of the 2-D vectors u and v."""
    return u[0] * v[1] - u[1] * v[0]


def orientation(p, q, r):
    """1 if p -> q -> r turns counter-clockwise, -1 if clockwise, 0 if collinear."""
    value = cross(vector(p, q), vector(p, r))
    return (value > 0) - (value < 0)


def on_segment(p, q, r):
    """True if r, known to be collinear with p and q, lies on the segment pq."""
    return (min(p[0], q[0]) <= r[0] <= max(p[0], q[0])
            and min(p[1], q[1]) <= r[1] <= max(p[1], q[1]))


def intersects(p1, p2, p3, p4):
    """True if segment p1p2 and segment p3p4 share at least one point."""
    d1 = orientation(p3, p4, p1)
    d2 = orientation(p3, p4, p2)
    d3 = orientation(p1, p2, p3)
    d4 = orientation(p1, p2, p4)
    if d1 * d2 < 0 and d3 * d4 < 0:
        return True
    return ((d1 == 0 and on_segment(p3, p4, p1)) or (d2 == 0 and on_segment(p3, p4, p2))
            or (d3 == 0 and on_segment(p1, p2, p3)) or (d4 == 0 and on_segment(p1, p2, p4)))


def intersection_point(p1, p2, p3, p4):
    """The single point where segments p1p2 and p3p4 cross, or None.

    Parallel (including overlapping collinear) segments give None. Solves
    p1 + t*r = p3 + u*s for t and u with r = p2 - p1 and s = p4 - p3.
    """
    r = vector(p1, p2)
    s = vector(p3, p4)
    denominator = cross(r, s)
    if denominator == 0:
        return None
    offset = vector(p1, p3)
    t = Fraction(cross(offset, s), denominator)
    u = Fraction(cross(offset, r), denominator)
    if 0 <= t <= 1 and 0 <= u <= 1:
        return (p1[0] + t * r[0], p1[1] + t * r[1])
    return None


def count_crossings(segments):
    """Number of pairs of segments (given as (p, q) tuples) that intersect."""
    total = 0
    for i, (a, b) in enumerate(segments):
        for c, d in segments[i + 1:]:
            total += intersects(a, b, c, d)
    return total
