"""Closest-element queries on a sorted list, all by binary search."""

from bisect import bisect_left, bisect_right


def _require_sorted(values):
    if any(a > b for a, b in zip(values, values[1:])):
        raise ValueError("values must be sorted")


def _window(values, low, high):
    """Index range [start, end) of the values v with low <= v <= high."""
    start = bisect_left(values, low)
    end = bisect_left(values, high)
    return start, end


def closest_value(values, target):
    """The value nearest to target; a tie goes to the smaller value."""
    _require_sorted(values)
    if not values:
        raise ValueError("no values")
    i = bisect_left(values, target)
    if i == 0:
        return values[0]
    if i == len(values):
        return values[-1]
    before, after = values[i - 1], values[i]
    return before if target - before <= after - target else after


def k_closest(values, target, k):
    """The k values nearest to target, in ascending order; ties prefer smaller values."""
    _require_sorted(values)
    if not 0 <= k <= len(values):
        raise ValueError("k out of range")
    lo, hi = 0, len(values) - k
    while lo < hi:
        mid = (lo + hi) // 2
        if target - values[mid] > values[mid + k] - target:
            lo = mid + 1
        else:
            hi = mid
    return values[lo:lo + k]


def values_within(values, target, radius):
    """All values v with |v - target| <= radius, ascending."""
    if radius < 0:
        raise ValueError("radius must not be negative")
    start, end = _window(values, target - radius, target + radius)
    return values[start:end]


def count_within(values, target, radius):
    """How many values lie within radius of target."""
    if radius < 0:
        raise ValueError("radius must not be negative")
    start, end = _window(values, target - radius, target + radius)
    return end - start


def floor_and_ceiling(values, target):
    """(largest value <= target, smallest value >= target); None where missing."""
    i = bisect_right(values, target)
    floor = values[i - 1] if i else None
    j = bisect_left(values, target)
    ceiling = values[j] if j < len(values) else None
    return floor, ceiling


def smallest_gap(values):
    """The two adjacent values with the smallest difference, or None."""
    _require_sorted(values)
    best = None
    for a, b in zip(values, values[1:]):
        if best is None or b - a < best[1] - best[0]:
            best = (a, b)
    return best
