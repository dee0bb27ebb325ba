"""Binary searches over a sorted list: first and last occurrences, bounds and counts."""


def first_occurrence(items, target):
    """The index of the first item equal to target, or -1."""
    lo, hi = 0, len(items) - 1
    found = -1
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] < target:
            lo = mid + 1
        elif items[mid] > target:
            hi = mid - 1
        else:
            found = mid
            hi = mid - 1
    return found


def last_occurrence(items, target):
    """The index of the last item equal to target, or -1."""
    lo, hi = 0, len(items) - 1
    found = -1
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] < target:
            lo = mid + 1
        elif items[mid] > target:
            hi = mid - 1
        else:
            found = mid
            lo = mid + 1
    return found


def lower_bound(items, target):
    """The first index whose item is not less than target (len(items) if there is none)."""
    lo, hi = 0, len(items)
    while lo < hi:
        mid = (lo + hi) // 2
        if items[mid] < target:
            lo = mid + 1
        else:
            hi = mid
    return lo


def upper_bound(items, target):
    """The first index whose item is greater than target (len(items) if there is none)."""
    lo, hi = 0, len(items)
    while lo < hi:
        mid = (lo + hi) // 2
        if items[mid] <= target:
            lo = mid + 1
        else:
            hi = mid
    return lo


def count_in_range(items, low, high):
    """How many items lie in the closed range [low, high]."""
    if low > high:
        raise ValueError("low must not exceed high")
    return upper_bound(items, high) - lower_bound(items, low)
