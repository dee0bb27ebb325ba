"""Order statistics of two sorted sequences without merging them.

Both functions use the classic binary search over a split point: choose how
many of the smallest elements come from the first sequence, and let the other
sequence supply the rest.
"""

from bisect import bisect_right

INF = float("inf")


def median_of_sorted(values):
    """Median of one sorted sequence."""
    n = len(values)
    if n == 0:
        raise ValueError("median of an empty sequence")
    mid = n // 2
    if n % 2:
        return values[mid]
    return (values[mid - 1] + values[mid]) / 2


def _edges(seq, cut):
    """The element just left of cut and just right of it (with infinities)."""
    left = seq[cut - 1] if cut > 0 else -INF
    right = seq[cut] if cut < len(seq) else INF
    return left, right


def median_two_sorted(a, b):
    """Median of the multiset union of two sorted sequences, in O(log min(m, n))."""
    if len(a) > len(b):
        a, b = b, a
    m, n = len(a), len(b)
    if m + n == 0:
        raise ValueError("median of two empty sequences")
    half = (m + n + 1) // 2
    lo, hi = 0, m
    while lo <= hi:
        i = (lo + hi) // 2
        j = half - i
        a_left, a_right = _edges(a, i)
        b_left, b_right = _edges(b, j)
        if a_left <= b_right and b_left <= a_right:
            lower = max(a_left, b_left)
            if (m + n) % 2:
                return lower
            return (lower + min(a_right, b_right)) / 2
        if a_left > b_right:
            hi = i - 1
        else:
            lo = i + 1
    raise ValueError("inputs must be sorted")


def kth_smallest_two(a, b, k):
    """The k-th smallest (1-based) element of the union of sorted a and b."""
    m, n = len(a), len(b)
    if not 1 <= k <= m + n:
        raise IndexError("k out of range")
    lo, hi = max(0, k - n), min(k, m)
    while lo <= hi:
        i = (lo + hi) // 2
        j = k - i
        a_left, a_right = _edges(a, i)
        b_left, b_right = _edges(b, j)
        if a_left > b_right:
            hi = i - 1
        elif b_left > a_right:
            lo = i + 1
        else:
            return max(a_left, b_left)
    raise ValueError("inputs must be sorted")


def rank_in_union(a, b, value):
    """How many elements of a and b are <= value."""
    return bisect_right(a, value) + bisect_right(b, value)


def percentile_two_sorted(a, b, pct):
    """Nearest-rank percentile (0 < pct <= 100) of the union of a and b."""
    if not 0 < pct <= 100:
        raise ValueError("pct must be in (0, 100]")
    total = len(a) + len(b)
    rank = max(1, -(-pct * total // 100))
    return kth_smallest_two(a, b, int(rank))
