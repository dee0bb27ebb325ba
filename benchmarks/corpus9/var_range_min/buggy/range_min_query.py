"""Range-minimum queries with point updates on a recursive segment tree."""

import math


class RangeMinTree:
    """Answer min(values[left:right + 1]) and single-element updates in O(log n)."""

    def __init__(self, values):
        self.size = len(values)
        self.tree = [math.inf] * (4 * max(self.size, 1))
        if self.size:
            self._build(1, 0, self.size - 1, values)

    def _build(self, node, lo, hi, values):
        if lo == hi:
            self.tree[node] = values[lo]
            return
        mid = (lo + hi) // 2
        self._build(2 * node, lo, mid, values)
        self._build(2 * node + 1, mid + 1, hi, values)
        self.tree[node] = min(self.tree[2 * node], self.tree[2 * node + 1])

    def update(self, index, value):
        """Set values[index] = value."""
        if not 0 <= index < self.size:
            raise IndexError("index out of range")
        self._update(1, 0, self.size - 1, index, value)

    def _update(self, node, lo, hi, index, value):
        if lo == hi:
            self.tree[node] = value
            return
        mid = (lo + hi) // 2
        if index <= mid:
            self._update(2 * node, lo, mid, index, value)
        else:
            self._update(2 * node + 1, mid + 1, hi, index, value)
        self.tree[node] = min(self.tree[2 * node], self.tree[2 * node + 1])

    def query(self, left, right):
        """Minimum of values[left..right], both ends inclusive."""
        if not 0 <= left <= right < self.size:
            raise IndexError("bad query range")
        return self._query(1, 0, self.size - 1, left, right)

    def _query(self, node, lo, hi, left, right):
        if right < lo or hi < left:
            return math.inf
        if left <= lo and lo <= right:
            return self.tree[node]
        mid = (lo + hi) // 2
        return min(
            self._query(2 * node, lo, mid, left, right),
            self._query(2 * node + 1, mid + 1, hi, left, right),
        )
