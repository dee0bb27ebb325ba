"""Range and neighbour queries on a sorted list, answered by binary search."""

from bisect import bisect_left, bisect_right


def count_between(xs, lo, hi):
    """How many items x of sorted xs satisfy lo <= x <= hi."""
    if lo > hi:
        return 0
    return bisect_left(xs, hi) - bisect_left(xs, lo)


def occurrences(xs, value):
    """How many times value occurs in sorted xs."""
    return count_between(xs, value, value)


def values_between(xs, lo, hi):
    """The items of sorted xs within [lo, hi], in order."""
    return xs[bisect_left(xs, lo):bisect_right(xs, hi)]


def floor_value(xs, x):
    """Largest item <= x, or None."""
    i = bisect_right(xs, x)
    return xs[i - 1] if i else None


def ceil_value(xs, x):
    """Smallest item >= x, or None."""
    i = bisect_left(xs, x)
    return xs[i] if i < len(xs) else None


def closest_k(xs, x, k):
    """The k items nearest to x (ties go to the smaller item), in sorted order."""
    k = min(k, len(xs))
    right = bisect_left(xs, x)
    left = right - 1
    while right - left - 1 < k:
        if left < 0:
            right += 1
        elif right >= len(xs) or x - xs[left] <= xs[right] - x:
            left -= 1
        else:
            right += 1
    return xs[left + 1:right]
