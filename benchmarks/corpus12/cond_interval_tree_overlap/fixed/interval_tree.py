"""Augmented interval tree.

A binary search tree keyed on interval start where every node also records the
largest end point found in its subtree, so overlap queries can skip whole
branches that end before the query begins.  Intervals are closed: [start, end].
"""


class _Node:
    __slots__ = ("start", "end", "value", "max_end", "left", "right")

    def __init__(self, start, end, value):
        self.start = start
        self.end = end
        self.value = value
        self.max_end = end
        self.left = None
        self.right = None


class IntervalTree:
    """A collection of closed intervals with optional attached values."""

    def __init__(self, items=()):
        self._root = None
        self._size = 0
        for start, end, *rest in items:
            self.add(start, end, rest[0] if rest else None)

    def __len__(self):
        return self._size

    def add(self, start, end, value=None):
        """Insert the interval [start, end] carrying value."""
        if start > end:
            raise ValueError("interval start must not exceed its end")
        self._root = self._insert(self._root, start, end, value)
        self._size += 1

    def _insert(self, node, start, end, value):
        if node is None:
            return _Node(start, end, value)
        if (start, end) < (node.start, node.end):
            node.left = self._insert(node.left, start, end, value)
        else:
            node.right = self._insert(node.right, start, end, value)
        node.max_end = max(node.max_end, end)
        return node

    def overlapping(self, lo, hi):
        """Every (start, end, value) that intersects [lo, hi], ordered by start."""
        if lo > hi:
            raise ValueError("query start must not exceed its end")
        found = []
        self._search(self._root, lo, hi, found)
        return found

    def _search(self, node, lo, hi, found):
        if node is None or node.max_end < lo:
            return
        self._search(node.left, lo, hi, found)
        if node.start <= hi and lo <= node.end:
            found.append((node.start, node.end, node.value))
        if node.start <= hi:
            self._search(node.right, lo, hi, found)

    def stab(self, point):
        """Every interval containing point."""
        return self.overlapping(point, point)

    def intervals(self):
        """All stored intervals in order of (start, end)."""
        out = []
        self._walk(self._root, out)
        return out

    def _walk(self, node, out):
        if node is None:
            return
        self._walk(node.left, out)
        out.append((node.start, node.end, node.value))
        self._walk(node.right, out)

    def height(self):
        return self._height(self._root)

    def _height(self, node):
        if node is None:
            return 0
        return 1 + max(self._height(node.left), self._height(node.right))

    def span(self):
        """(smallest start, largest end) over all intervals, or None if empty."""
        if self._root is None:
            return None
        node = self._root
        while node.left is not None:
            node = node.left
        return node.start, self._root.max_end

    def merged(self):
        """The union of all intervals as a sorted list of disjoint (start, end) pairs."""
        result = []
        for start, end, _ in self.intervals():
            if result and start <= result[-1][1]:
                result[-1] = (result[-1][0], max(result[-1][1], end))
            else:
                result.append((start, end))
        return result
