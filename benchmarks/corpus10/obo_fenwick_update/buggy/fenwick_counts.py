"""A Fenwick (binary indexed) tree: prefix sums with point updates, behind a 0-based API."""


class FenwickTree:
    """Internally 1-based: slot i covers the i & -i values ending at position i."""

    def __init__(self, size):
        self.size = size
        self._tree = [0] * (size + 1)

    @classmethod
    def from_values(cls, values):
        tree = cls(len(values))
        for index, value in enumerate(values):
            tree.add(index, value)
        return tree

    def add(self, index, delta):
        """values[index] += delta."""
        if not 0 <= index < self.size:
            raise IndexError("Fenwick tree index out of range")
        i = index
        while i <= self.size:
            self._tree[i] += delta
            i += i & -i

    def prefix_sum(self, count):
        """The sum of the first count values (values[0] .. values[count - 1])."""
        i = min(count, self.size)
        total = 0
        while i > 0:
            total += self._tree[i]
            i -= i & -i
        return total

    def range_sum(self, lo, hi):
        """The sum of values[lo:hi]."""
        return self.prefix_sum(hi) - self.prefix_sum(lo)

    def value_at(self, index):
        return self.range_sum(index, index + 1)


def count_inversions(values):
    """The number of pairs i < j with values[i] > values[j], counted by rank."""
    ranks = {value: rank for rank, value in enumerate(sorted(set(values)))}
    seen = FenwickTree(len(ranks))
    inversions = 0
    for count, value in enumerate(values):
        rank = ranks[value]
        inversions += count - seen.prefix_sum(rank + 1)
        seen.add(rank, 1)
    return inversions
