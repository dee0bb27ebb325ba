"""Area covered by a union of axis-aligned rectangles, by a vertical sweep line.

A rectangle is a tuple (x1, y1, x2, y2) with x1 <= x2 and y1 <= y2.
"""


def _validate(rects):
    for rect in rects:
        if len(rect) != 4:
            raise ValueError(f"rectangle needs four coordinates: {rect!r}")
        x1, y1, x2, y2 = rect
        if x1 > x2 or y1 > y2:
            raise ValueError(f"corners out of order: {rect!r}")


def _covered_length(intervals):
    """Total length covered by a collection of (lo, hi) intervals."""
    total = 0
    cur_lo = cur_hi = None
    for lo, hi in sorted(intervals):
        if cur_hi is None or lo > cur_hi:
            if cur_hi is not None:
                total += cur_hi - cur_lo
            cur_lo, cur_hi = lo, hi
        else:
            cur_hi = max(cur_hi, lo)
    if cur_hi is not None:
        total += cur_hi - cur_lo
    return total


def union_length(segments):
    """Length of the union of 1-D segments given as (start, end) pairs."""
    for start, end in segments:
        if start > end:
            raise ValueError(f"segment out of order: {(start, end)!r}")
    return _covered_length(segments)


def union_area(rects):
    """Area of the union: sweep over x, measuring the covered y-length in each strip."""
    _validate(rects)
    xs = sorted({x for r in rects for x in (r[0], r[2])})
    area = 0
    for left, right in zip(xs, xs[1:]):
        spans = [(r[1], r[3]) for r in rects if r[0] <= left and r[2] >= right]
        area += _covered_length(spans) * (right - left)
    return area


def intersection(a, b):
    """The overlapping rectangle of a and b, or None."""
    x1, y1 = max(a[0], b[0]), max(a[1], b[1])
    x2, y2 = min(a[2], b[2]), min(a[3], b[3])
    if x1 >= x2 or y1 >= y2:
        return None
    return (x1, y1, x2, y2)


def total_area(rects):
    _validate(rects)
    return sum((x2 - x1) * (y2 - y1) for x1, y1, x2, y2 in rects)


def double_counted_area(rects):
    """Area that summing the rectangles separately counts more than once."""
    return total_area(rects) - union_area(rects)


def bounding_box(rects):
    if not rects:
        return None
    return (min(r[0] for r in rects), min(r[1] for r in rects),
            max(r[2] for r in rects), max(r[3] for r in rects))


def coverage(rects):
    """Fraction of the bounding box covered by the union."""
    box = bounding_box(rects)
    if box is None:
        return 0.0
    box_area = (box[2] - box[0]) * (box[3] - box[1])
    return union_area(rects) / box_area if box_area else 0.0
