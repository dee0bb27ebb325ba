"""Counting inversions with a binary indexed (Fenwick) tree."""


class FenwickTree:
    """Prefix sums over positions 0..size-1 with point additions, both O(log n)."""

    def __init__(self, size):
        self.size = size
        self.tree = [0] * (size + 1)

    def add(self, index, delta=1):
        """Add delta to the value at position index."""
        if not 0 <= index < self.size:
            raise IndexError("position out of range")
        pos = index + 1
        while pos <= self.size:
            self.tree[pos] += delta
            pos += pos & -pos

    def prefix_sum(self, count):
        """Sum of the values at positions 0..count-1."""
        pos = min(count, self.size)
        total = 0
        while pos > 0:
            total += self.tree[pos]
            pos -= pos & -pos
        return total

    def range_sum(self, start, stop):
        """Sum of the values at positions start..stop-1."""
        return self.prefix_sum(stop) - self.prefix_sum(start)


def count_inversions(values):
    """Number of pairs i < j with values[i] > values[j]."""
    ranks = {v: r for r, v in enumerate(sorted(set(values)))}
    tree = FenwickTree(len(ranks))
    inversions = 0
    for seen, value in enumerate(values):
        rank = ranks[value]
        # Earlier values strictly greater than this one each form an inversion.
        inversions += seen - tree.prefix_sum(rank + 1)
        tree.add(rank)
    return inversions


def sortedness(values):
    """1.0 for a sorted list, 0.0 for a strictly decreasing one."""
    n = len(values)
    pairs = n * (n - 1) // 2
    if pairs == 0:
        return 1.0
    return 1.0 - count_inversions(values) / pairs
