"""Exponential (galloping) search: double a bound to bracket the target, then bisect."""

from bisect import bisect_left, bisect_right


def gallop_range(items, target):
    """(lo, hi): indices with the first occurrence of target, if any, in items[lo:hi + 1]."""
    bound = 1
    while bound < len(items) and items[bound] < target:
        bound *= 2
    return bound // 2, min(bound, len(items) - 1)


def exponential_search(items, target):
    """Index of the first occurrence of target in the ascending list items, or -1."""
    if not items:
        return -1
    if items[0] == target:
        return 0
    lo, hi = gallop_range(items, target)
    i = bisect_left(items, target, lo, hi + 1)
    if i <= hi and items[i] == target:
        return i
    return -1


def count_occurrences(items, target):
    first = exponential_search(items, target)
    if first == -1:
        return 0
    return bisect_right(items, target, first) - first


def contains(items, target):
    return exponential_search(items, target) != -1
