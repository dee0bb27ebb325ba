"""A recursive segment tree: range sums over a list with point assignments."""


class SegmentTree:
    """Sums of any index range [left, right] of a fixed-length list, in O(log n)."""

    def __init__(self, values):
        values = list(values)
        if not values:
            raise ValueError("a segment tree needs at least one value")
        self.n = len(values)
        self.sums = [0] * (4 * self.n)
        self._build(1, 0, self.n - 1, values)

    def __len__(self):
        return self.n

    def _build(self, node, lo, hi, values):
        if lo == hi:
            self.sums[node] = values[lo]
            return
        mid = (lo + hi) // 2
        self._build(2 * node, lo, mid, values)
        self._build(2 * node + 1, mid + 1, hi, values)
        self.sums[node] = self.sums[2 * node] + self.sums[2 * node + 1]

    def _update(self, node, lo, hi, index, value):
        if lo == hi:
            self.sums[node] = value
            return
        mid = (lo + hi) // 2
        if index <= mid:
            self._update(2 * node, lo, mid, index, value)
        else:
            self._update(2 * node + 1, mid + 1, hi, index, value)
        self.sums[node] = self.sums[2 * node] + self.sums[2 * node + 1]

    def _query(self, node, lo, hi, left, right):
        if right < lo or hi < left:
            return 0
        if left <= lo and hi <= right:
            return self.sums[node]
        mid = (lo + hi) // 2
        return self._query(2 * node, lo, mid, left, right) + self._query(
            2 * node + 1, mid + 1, hi, left, right
        )

    def set(self, index, value):
        """Replace the value at index."""
        if not 0 <= index < self.n:
            raise IndexError(index)
        self._update(1, 0, self.n - 1, index, value)

    def range_sum(self, left, right):
        """The sum of the values at indexes left..right, both included."""
        if left > right or left < 0 or right >= self.n:
            raise IndexError((left, right))
        return self._query(1, 0, self.n - 1, left, right)

    def total(self):
        return self.sums[1]
