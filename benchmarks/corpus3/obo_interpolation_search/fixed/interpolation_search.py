"""Interpolation search: guess a key's position in a sorted list from its value."""


def _search(items, target):
    """(index of target or -1, number of positions probed)."""
    lo, hi = 0, len(items) - 1
    probes = 0
    while lo <= hi and items[lo] <= target <= items[hi]:
        probes += 1
        if items[hi] == items[lo]:
            return (lo if items[lo] == target else -1), probes
        pos = lo + (target - items[lo]) * (hi - lo) // (items[hi] - items[lo])
        if items[pos] == target:
            return pos, probes
        if items[pos] < target:
            lo = pos + 1
        else:
            hi = pos - 1
    return -1, probes


def interpolation_search(items, target):
    """An index of target in the ascending list of numbers items, or -1."""
    return _search(items, target)[0]


def probe_count(items, target):
    """How many positions the search looks at before it stops."""
    return _search(items, target)[1]


def contains(items, target):
    return interpolation_search(items, target) != -1
