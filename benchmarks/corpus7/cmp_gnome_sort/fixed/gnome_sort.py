"""Gnome sort: step forward while neighbours are in order, swap and step back when not."""


def _identity(value):
    return value


def _gnome(values, key):
    """Sort values in place by key; return how many swaps it took."""
    swaps = 0
    i = 1
    while i < len(values):
        if i == 0 or key(values[i - 1]) <= key(values[i]):
            i += 1
        else:
            values[i - 1], values[i] = values[i], values[i - 1]
            swaps += 1
            i -= 1
    return swaps


def gnome_sort(items, key=None):
    """A sorted copy of items; equal keys keep their order."""
    values = list(items)
    _gnome(values, key or _identity)
    return values


def count_swaps(items):
    """How many neighbour swaps gnome sort needs (the number of inversions)."""
    return _gnome(list(items), _identity)


def median(items):
    """The median of a non-empty sequence of numbers."""
    if not items:
        raise ValueError("median of an empty sequence")
    values = gnome_sort(items)
    middle = len(values) // 2
    if len(values) % 2:
        return values[middle]
    return (values[middle - 1] + values[middle]) / 2
