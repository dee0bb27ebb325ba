"""Comb sort: bubble sort with a gap that shrinks by 1.3 each pass, plus a few helpers."""

from operator import itemgetter

SHRINK = 1.3


def next_gap(gap):
    """The gap of the next pass (never below 1)."""
    return max(1, int(gap / SHRINK))


def gap_sequence(n):
    """Gaps used for a list of n items until the gap reaches 1."""
    gaps, gap = [], n
    while gap > 1:
        gap = next_gap(gap)
        gaps.append(gap)
    return gaps


def _out_of_order(a, b, reverse):
    return a < b if reverse else a > b


def _exchange(values, keys, i, j, reverse):
    """Swap positions i and j of both lists if they are out of order; report whether it did."""
    if not _out_of_order(keys[i], keys[j], reverse):
        return False
    keys[i], keys[j] = keys[j], keys[i]
    values[i], values[j] = values[j], values[i]
    return True


def _comb(values, keys, reverse):
    """Sort values in place by keys; return (passes, swaps)."""
    gap, swapped = len(values), True
    passes = swaps = 0
    while gap > 1 or swapped:
        gap = next_gap(gap)
        before = swaps
        passes += 1
        for i in range(len(values) - gap):
            swaps += _exchange(values, keys, i, i + gap, reverse)
        swapped = swaps > before
    return passes, swaps


def comb_sort(items, key=None, reverse=False):
    """A sorted copy of items; key and reverse behave like sorted()'s."""
    values = list(items)
    keys = [key(v) for v in values] if key else list(values)
    _comb(values, keys, reverse)
    return values


def sort_in_place(values, key=None, reverse=False):
    """Sort a list in place and return the number of swaps made."""
    keys = [key(v) for v in values] if key else list(values)
    return _comb(values, keys, reverse)[1]


def argsort(values, reverse=False):
    """Indices that would sort values."""
    indices = list(range(len(values)))
    _comb(indices, list(values), reverse)
    return indices


def sorted_unique(values):
    """Sorted distinct values."""
    result = []
    for value in comb_sort(values):
        if not result or result[-1] != value:
            result.append(value)
    return result


def comb_sort_stats(items):
    """(passes, swaps) that comb sort needs for items."""
    values = list(items)
    return _comb(values, list(values), False)


def is_sorted(items, key=None, reverse=False):
    keys = [key(v) for v in items] if key else list(items)
    return not any(_out_of_order(a, b, reverse) for a, b in zip(keys, keys[1:]))


def sort_records(records, field, reverse=False):
    """Sort dictionaries by one field."""
    return comb_sort(records, key=itemgetter(field), reverse=reverse)


def top_n(values, n):
    """The n largest values, largest first."""
    if n < 0:
        raise ValueError("n must not be negative")
    return comb_sort(values, reverse=True)[:n]


def median(values):
    ordered = comb_sort(values)
    if not ordered:
        raise ValueError("median of an empty sequence")
    mid = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[mid]
    return (ordered[mid - 1] + ordered[mid]) / 2
