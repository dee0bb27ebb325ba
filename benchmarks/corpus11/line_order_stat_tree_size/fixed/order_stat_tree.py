"""An (unbalanced) order-statistic binary search tree.

Every node keeps the size of its subtree, which makes rank and select
queries run in time proportional to the height of the tree.
"""

from __future__ import annotations


class _Node:
    __slots__ = ("key", "left", "right", "size")

    def __init__(self, key):
        self.key = key
        self.left: _Node | None = None
        self.right: _Node | None = None
        self.size = 1


def _size(node: _Node | None) -> int:
    return node.size if node is not None else 0


class OrderStatTree:
    """Set of distinct keys with rank/select support."""

    def __init__(self, keys=()):
        self._root: _Node | None = None
        for key in keys:
            self.insert(key)

    def __len__(self) -> int:
        return _size(self._root)

    def __contains__(self, key) -> bool:
        node = self._root
        while node is not None:
            if key == node.key:
                return True
            node = node.left if key < node.key else node.right
        return False

    def insert(self, key) -> bool:
        """Add key; return False if it was already present."""
        if key in self:
            return False
        self._root = self._insert(self._root, key)
        return True

    def _insert(self, node: _Node | None, key) -> _Node:
        if node is None:
            return _Node(key)
        if key < node.key:
            node.left = self._insert(node.left, key)
        else:
            node.right = self._insert(node.right, key)
        node.size += 1
        return node

    def select(self, k: int):
        """The k-th smallest key (0-based)."""
        if not 0 <= k < len(self):
            raise IndexError("rank out of range")
        node = self._root
        while True:
            left = _size(node.left)
            if k < left:
                node = node.left
            elif k == left:
                return node.key
            else:
                k -= left + 1
                node = node.right

    def rank(self, key) -> int:
        """Number of keys strictly smaller than key."""
        result = 0
        node = self._root
        while node is not None:
            if key <= node.key:
                node = node.left
            else:
                result += _size(node.left) + 1
                node = node.right
        return result

    def count_range(self, lo, hi) -> int:
        """Number of keys k with lo <= k < hi."""
        return max(0, self.rank(hi) - self.rank(lo))

    def in_order(self) -> list:
        out: list = []

        def walk(node):
            if node is not None:
                walk(node.left)
                out.append(node.key)
                walk(node.right)

        walk(self._root)
        return out
