"""A segment tree over a list of numbers: range sums and point updates in O(log n)."""


class SegmentTree:
    """Node 1 covers the whole list; node k's children are 2k and 2k + 1."""

    def __init__(self, values):
        self._n = len(values)
        self._tree = [0] * (4 * max(1, self._n))
        if self._n:
            self._build(1, 0, self._n - 1, values)

    def __len__(self):
        return self._n

    def _build(self, node, lo, hi, values):
        if lo == hi:
            self._tree[node] = values[lo]
            return
        mid = (lo + hi) // 2
        self._build(2 * node, lo, mid, values)
        self._build(2 * node + 1, mid + 1, hi, values)
        self._tree[node] = self._tree[2 * node] + self._tree[2 * node + 1]

    def update(self, index, value):
        """Set values[index] = value."""
        if not 0 <= index < self._n:
            raise IndexError("segment tree index out of range")
        self._update(1, 0, self._n - 1, index, value)

    def _update(self, node, lo, hi, index, value):
        if lo == hi:
            self._tree[node] = value
            return
        mid = (lo + hi) // 2
        if index <= mid:
            self._update(2 * node, lo, mid, index, value)
        else:
            self._update(2 * node + 1, mid + 1, hi, index, value)
        self._tree[node] = self._tree[2 * node] + self._tree[2 * node + 1]

    def query(self, left, right):
        """Sum of values[left..right], both ends included; 0 when left > right."""
        if left > right:
            return 0
        if left < 0 or right >= self._n:
            raise IndexError("segment tree range out of bounds")
        return self._query(1, 0, self._n - 1, left, right)

    def _query(self, node, lo, hi, left, right):
        if left <= lo and hi <= right:
            return self._tree[node]
        mid = (lo + hi) // 2
        return (self._query(2 * node, lo, mid, left, right)
                + self._query(2 * node + 1, mid + 1, hi, left, right))

    def total(self):
        return self._tree[1] if self._n else 0


def running_range_sums(values, operations):
    """Apply ("set", i, v) and ("sum", l, r) operations in order; return the sums."""
    tree = SegmentTree(values)
    sums = []
    for op, a, b in operations:
        if op == "set":
            tree.update(a, b)
        else:
            sums.append(tree.query(a, b))
    return sums
