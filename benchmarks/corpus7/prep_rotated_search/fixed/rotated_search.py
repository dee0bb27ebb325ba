"""Searching a sorted list of distinct items that was rotated: [5, 6, 7, 1, 2, 3, 4]."""


def rotate(items, k):
    """items rotated right by k places (a sorted list stays 'rotated sorted')."""
    items = list(items)
    if not items:
        return items
    k %= len(items)
    return items[len(items) - k:] + items[:len(items) - k]


def rotation_point(items):
    """The index of the smallest item: how far a sorted list was rotated."""
    lo, hi = 0, len(items) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if items[mid] > items[hi]:
            lo = mid + 1
        else:
            hi = mid
    return lo


def _binary_search(items, target):
    lo, hi = 0, len(items) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] == target:
            return mid
        if items[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1


def search(items, target):
    """The index of target in the rotated sorted list, or -1."""
    if not items:
        return -1
    k = rotation_point(items)
    if items[k] <= target <= items[-1]:
        index = _binary_search(items[k:], target)
        return -1 if index < 0 else k + index
    return _binary_search(items[:k], target)


def minimum(items):
    if not items:
        raise ValueError("minimum of an empty list")
    return items[rotation_point(items)]


def maximum(items):
    if not items:
        raise ValueError("maximum of an empty list")
    return items[rotation_point(items) - 1]
