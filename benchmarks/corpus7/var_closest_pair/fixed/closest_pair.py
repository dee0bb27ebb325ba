"""The closest pair of points in the plane by divide and conquer, O(n log n)."""

import math


def _dist(p, q):
    return math.hypot(p[0] - q[0], p[1] - q[1])


def _brute(points):
    best = (math.inf, None)
    for i in range(len(points)):
        for j in range(i + 1, len(points)):
            d = _dist(points[i], points[j])
            if d < best[0]:
                best = (d, (points[i], points[j]))
    return best


def _closest(px, py):
    """px and py hold the same (x, y, id) points sorted by x and by y."""
    if len(px) <= 3:
        return _brute(px)
    mid = len(px) // 2
    mid_x = px[mid][0]
    left_ids = {p[2] for p in px[:mid]}
    ly = [p for p in py if p[2] in left_ids]
    ry = [p for p in py if p[2] not in left_ids]
    best = min(_closest(px[:mid], ly), _closest(px[mid:], ry), key=lambda b: b[0])
    strip = [p for p in py if abs(p[0] - mid_x) < best[0]]
    for i in range(len(strip)):
        j = i + 1
        while j < len(strip) and strip[j][1] - strip[i][1] < best[0]:
            d = _dist(strip[i], strip[j])
            if d < best[0]:
                best = (d, (strip[i], strip[j]))
            j += 1
    return best


def closest_pair(points):
    """(distance, (p, q)) for the two closest of at least two points, p before q in order."""
    if len(points) < 2:
        raise ValueError("need at least two points")
    tagged = [(x, y, i) for i, (x, y) in enumerate(points)]
    px = sorted(tagged)
    py = sorted(tagged, key=lambda p: (p[1], p[0], p[2]))
    d, (p, q) = _closest(px, py)
    pair = sorted([(p[0], p[1]), (q[0], q[1])])
    return d, tuple(pair)


def closest_distance(points):
    return closest_pair(points)[0]


def brute_force_distance(points):
    """The same distance by checking every pair (for small inputs and tests)."""
    if len(points) < 2:
        raise ValueError("need at least two points")
    return _brute(list(points))[0]
