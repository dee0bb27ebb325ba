"""Finding a peak (local maximum) of a sequence by bisection on the slope."""


def is_peak(values, i):
    """True if values[i] is no smaller than its neighbours (missing ones count as -inf)."""
    left = values[i - 1] if i > 0 else float("-inf")
    right = values[i + 1] if i + 1 < len(values) else float("-inf")
    return values[i] >= left and values[i] >= right


def find_peak(values):
    """Index of some peak of values, found with O(log n) comparisons.

    If values[mid] < values[mid + 1] the sequence rises after mid and a peak
    lies to the right of mid; otherwise one lies at mid or to its left.
    Raises ValueError for an empty sequence.
    """
    if not values:
        raise ValueError("an empty sequence has no peak")
    lo, hi = 0, len(values) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if values[mid] < values[mid + 1]:
            lo = mid
        else:
            hi = mid
    return lo


def all_peaks(values):
    """Indices of every peak, by a linear scan."""
    return [i for i in range(len(values)) if is_peak(values, i)]


def bitonic_maximum(values):
    """The largest element of a bitonic sequence (strictly rising, then strictly falling)."""
    return values[find_peak(values)]
