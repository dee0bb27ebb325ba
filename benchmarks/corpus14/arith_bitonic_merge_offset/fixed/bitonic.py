"""Bitonic sorting network.

A bitonic sequence first rises and then falls (or is a rotation of one).
Bitonic merge turns such a sequence of length 2**m into a sorted one with
compare-exchange steps whose positions do not depend on the data, which is
why the algorithm suits sorting networks and parallel hardware.
"""


def next_power_of_two(n):
    """Smallest power of two that is >= n (1 for n <= 1)."""
    power = 1
    while power < n:
        power *= 2
    return power


def is_bitonic(seq):
    """True if seq rises (weakly) and then falls (weakly), or is a rotation of that."""
    n = len(seq)
    if n < 3:
        return True
    start = min(range(n), key=lambda i: (seq[i], i))
    rotated = seq[start:] + seq[:start]
    i = 1
    while i < n and rotated[i - 1] <= rotated[i]:
        i += 1
    while i < n and rotated[i - 1] >= rotated[i]:
        i += 1
    return i == n


def _compare_exchange(a, i, j, ascending):
    if (a[i] > a[j]) == ascending:
        a[i], a[j] = a[j], a[i]


def _merge(a, lo, n, ascending):
    """Sort the bitonic run a[lo:lo + n] (n a power of two)."""
    if n > 1:
        half = n // 2
        for i in range(lo, lo + half):
            _compare_exchange(a, i, i + half, ascending)
        _merge(a, lo, half, ascending)
        _merge(a, lo + half, half, ascending)


def _sort(a, lo, n, ascending):
    """Sort a[lo:lo + n]: sort the halves in opposite orders, then merge."""
    if n > 1:
        half = n // 2
        _sort(a, lo, half, True)
        _sort(a, lo + half, half, False)
        _merge(a, lo, n, ascending)


def bitonic_sort(items, key=None, reverse=False):
    """Return a new sorted list; the input may have any length."""
    items = list(items)
    keyed = [(0, item if key is None else key(item), i) for i, item in enumerate(items)]
    size = next_power_of_two(len(keyed))
    padded = keyed + [(1,)] * (size - len(keyed))
    _sort(padded, 0, size, True)
    order = [entry[2] for entry in padded if entry[0] == 0]
    if reverse:
        order.reverse()
    return [items[i] for i in order]


def merge_sorted(left, right):
    """Merge two ascending lists using a single bitonic merge."""
    size = next_power_of_two(len(left) + len(right))
    padding = [(1,)] * (size - len(left) - len(right))
    run = [(0, x) for x in left] + padding + [(0, x) for x in reversed(right)]
    _merge(run, 0, size, True)
    return [entry[1] for entry in run if entry[0] == 0]


def comparator_count(n):
    """Number of compare-exchange steps the network uses for n inputs."""
    size = next_power_of_two(n)
    if size < 2:
        return 0
    stages = size.bit_length() - 1
    return size // 2 * stages * (stages + 1) // 2
