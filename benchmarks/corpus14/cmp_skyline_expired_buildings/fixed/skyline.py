"""The skyline problem: the outline of a city of rectangular buildings.

A building is a triple (left, right, height).  A skyline is a list of key
points (x, h): from x on, up to the next key point, the outline is at height
h.  The last key point always has height 0.
"""

import heapq


def _validate(buildings):
    for left, right, height in buildings:
        if left >= right:
            raise ValueError("building %r has no width" % ((left, right, height),))
        if height < 0:
            raise ValueError("negative height")


def skyline(buildings):
    """Key points of the outline, computed with a sweep line and a max-heap."""
    _validate(buildings)
    by_left = sorted(buildings)
    xs = sorted({x for left, right, _ in buildings for x in (left, right)})
    live = []  # (-height, right) of every building that may still cover the sweep line
    points = []
    i = 0
    for x in xs:
        while i < len(by_left) and by_left[i][0] <= x:
            left, right, height = by_left[i]
            heapq.heappush(live, (-height, right))
            i += 1
        while live and live[0][1] <= x:
            heapq.heappop(live)
        height = -live[0][0] if live else 0
        if not points or points[-1][1] != height:
            points.append((x, height))
    return points


def height_at(points, x):
    """Height of a skyline at abscissa x."""
    height = 0
    for px, h in points:
        if px > x:
            break
        height = h
    return height


def merge_skylines(a, b):
    """Merge two skylines into the skyline of their union (two-pointer walk)."""
    i = j = 0
    ha = hb = 0
    merged = []
    while i < len(a) or j < len(b):
        if j == len(b) or (i < len(a) and a[i][0] < b[j][0]):
            x, ha = a[i]
            i += 1
        elif i == len(a) or b[j][0] < a[i][0]:
            x, hb = b[j]
            j += 1
        else:
            x, ha = a[i]
            hb = b[j][1]
            i += 1
            j += 1
        height = max(ha, hb)
        if not merged or merged[-1][1] != height:
            merged.append((x, height))
    return merged


def skyline_area(points):
    """Area under the skyline."""
    area = 0
    for (x0, h), (x1, _) in zip(points, points[1:]):
        area += (x1 - x0) * h
    return area


def tallest_segment(points):
    """(start, end, height) of the highest stretch of the outline, or None."""
    best = None
    for (x0, h), (x1, _) in zip(points, points[1:]):
        if h > 0 and (best is None or h > best[2]):
            best = (x0, x1, h)
    return best
