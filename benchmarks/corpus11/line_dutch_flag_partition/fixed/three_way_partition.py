"""Three-way (Dutch national flag) partitioning of lists around a pivot."""


def partition3(xs, pivot):
    """Rearrange xs in place into < pivot, == pivot, > pivot.

    Returns (lt, gt): xs[:lt] < pivot, xs[lt:gt] == pivot, xs[gt:] > pivot.
    """
    lo, mid, hi = 0, 0, len(xs) - 1
    while mid <= hi:
        if xs[mid] < pivot:
            xs[lo], xs[mid] = xs[mid], xs[lo]
            lo += 1
            mid += 1
        elif xs[mid] > pivot:
            xs[mid], xs[hi] = xs[hi], xs[mid]
            hi -= 1
        else:
            mid += 1
    return lo, hi + 1


def sort_colors(colors):
    """Sort a list holding only 0, 1 and 2 in place and return it."""
    partition3(colors, 1)
    return colors


def is_partitioned(xs, pivot):
    """True if xs is laid out as < pivot, then == pivot, then > pivot."""
    rank = [0 if x < pivot else 1 if x == pivot else 2 for x in xs]
    return all(a <= b for a, b in zip(rank, rank[1:]))


def count_around(xs, pivot):
    """Counts of items below, equal to and above pivot, without moving anything."""
    below = sum(1 for x in xs if x < pivot)
    equal = sum(1 for x in xs if x == pivot)
    return below, equal, len(xs) - below - equal


def select_rank(xs, rank):
    """The item that would sit at index rank if xs were sorted (xs is not changed)."""
    if not 0 <= rank < len(xs):
        raise IndexError("rank out of range")
    items = list(xs)
    while True:
        pivot = items[len(items) // 2]
        lt, gt = partition3(items, pivot)
        if rank < lt:
            items = items[:lt]
        elif rank >= gt:
            rank -= gt
            items = items[gt:]
        else:
            return pivot


def group_by_sign(nums):
    """Return a new list with negatives first, then zeros, then positives."""
    out = list(nums)
    partition3(out, 0)
    return out
