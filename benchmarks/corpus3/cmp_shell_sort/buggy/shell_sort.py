"""Shell sort with Knuth's gap sequence (1, 4, 13, 40, ...)."""


def knuth_gaps(n):
    """The gaps used for a list of length n, largest first."""
    gaps = []
    gap = 1
    while gap < n:
        gaps.append(gap)
        gap = 3 * gap + 1
    return gaps[::-1]


def _comes_before(a, b, reverse):
    return a > b if reverse else a < b


def shell_sort(items, reverse=False):
    """Return a new sorted list (descending when reverse is true)."""
    values = list(items)
    for gap in knuth_gaps(len(values)):
        for i in range(gap, len(values)):
            current = values[i]
            j = i
            while j > gap and _comes_before(current, values[j - gap], reverse):
                values[j] = values[j - gap]
                j -= gap
            values[j] = current
    return values


def is_sorted(items, reverse=False):
    """True if no item comes before the one preceding it."""
    return not any(_comes_before(b, a, reverse) for a, b in zip(items, items[1:]))


def median(items):
    """The median of a non-empty list of numbers."""
    values = shell_sort(items)
    if not values:
        raise ValueError("median of an empty list")
    middle = len(values) // 2
    if len(values) % 2:
        return values[middle]
    return (values[middle - 1] + values[middle]) / 2
