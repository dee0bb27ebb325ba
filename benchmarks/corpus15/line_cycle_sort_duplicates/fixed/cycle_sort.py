"""Cycle sort: an in-place sort that writes every element at most once.

Each element is lifted out and dropped straight into its final position, the element
found there is lifted in turn, and so on until the cycle closes. Equal elements are
skipped over so that duplicates settle next to one another.
"""


def _identity(value):
    return value


def _position(items, start, item, key):
    """Index where item belongs: start plus the number of smaller items after start."""
    k = key(item)
    pos = start
    for i in range(start + 1, len(items)):
        if key(items[i]) < k:
            pos += 1
    return pos


def _past_equals(items, pos, item, key):
    """First index from pos whose element is not equal to item."""
    k = key(item)
    while key(items[pos]) == k:
        pos += 1
    return pos


def cycle_sort(items, key=None):
    """Sort the list in place (ascending by key); return the number of writes."""
    key = key or _identity
    writes = 0
    for start in range(len(items) - 1):
        item = items[start]
        pos = _position(items, start, item, key)
        if pos == start:
            continue
        pos = _past_equals(items, pos, item, key)
        items[pos], item = item, items[pos]
        writes += 1
        while pos != start:
            pos = _position(items, start, item, key)
            pos = _past_equals(items, pos, item, key)
            items[pos], item = item, items[pos]
            writes += 1
    return writes


def sorted_copy(items, key=None, reverse=False):
    """A sorted copy of any iterable, leaving the input untouched."""
    result = list(items)
    cycle_sort(result, key)
    if reverse:
        result.reverse()
    return result


def permutation_cycles(perm):
    """The cycles of a permutation of 0..n-1, each starting at its smallest index."""
    seen = [False] * len(perm)
    cycles = []
    for first in range(len(perm)):
        if seen[first]:
            continue
        cycle, i = [], first
        while not seen[i]:
            seen[i] = True
            cycle.append(i)
            i = perm[i]
        cycles.append(cycle)
    return cycles


def minimum_writes(items):
    """How many writes cycle sort needs: items not already in their sorted place."""
    target = sorted_copy(items)
    return sum(1 for a, b in zip(items, target) if a != b)


def is_sorted(items, key=None):
    key = key or _identity
    return all(key(a) <= key(b) for a, b in zip(items, items[1:]))
