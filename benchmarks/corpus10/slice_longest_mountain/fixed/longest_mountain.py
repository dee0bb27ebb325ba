"""The longest mountain in an array: a run that strictly rises to one peak, then strictly falls."""


def peaks(heights):
    """Indices of the values strictly greater than both neighbours."""
    return [i for i in range(1, len(heights) - 1) if heights[i - 1] < heights[i] > heights[i + 1]]


def mountain_bounds(heights):
    """Inclusive (start, end) indices of the longest mountain, leftmost on ties; None if none.

    From every peak the mountain extends left while the values keep falling away from it
    and right while they keep falling, so it has at least three values. The scan resumes
    at the foot of the mountain just found, which may be the start of the next one.
    """
    n = len(heights)
    best = None
    i = 1
    while i < n - 1:
        if heights[i - 1] < heights[i] > heights[i + 1]:
            lo = i
            while lo > 0 and heights[lo - 1] < heights[lo]:
                lo -= 1
            hi = i
            while hi < n - 1 and heights[hi + 1] < heights[hi]:
                hi += 1
            if best is None or hi - lo > best[1] - best[0]:
                best = (lo, hi)
            i = hi
        i += 1
    return best


def mountain_length(heights):
    """Number of values in the longest mountain, 0 if there is none."""
    bounds = mountain_bounds(heights)
    return 0 if bounds is None else bounds[1] - bounds[0] + 1


def longest_mountain(heights):
    """The values of the longest mountain, or an empty list."""
    bounds = mountain_bounds(heights)
    if bounds is None:
        return []
    lo, hi = bounds
    return heights[lo:hi + 1]
