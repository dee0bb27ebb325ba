"""Leftist heap: a mergeable min-priority queue.

Every node stores its rank (length of the rightmost path to an empty child);
merging walks down the right spines and swaps children so the left child
always has the larger rank, which keeps merge, push and pop O(log n).
"""


class _Node:
    __slots__ = ("key", "item", "rank", "left", "right")

    def __init__(self, key, item):
        self.key = key
        self.item = item
        self.rank = 1
        self.left = None
        self.right = None


def _rank(node):
    return node.rank if node is not None else 0


def _merge(a, b):
    """Merge two leftist trees, returning the new root (recursive)."""
    if a is None:
        return b
    if b is None:
        return a
    if b.item < a.item:
        a, b = b, a
    a.right = _merge(a.right, b)
    if _rank(a.left) < _rank(a.right):
        a.left, a.right = a.right, a.left
    a.rank = _rank(a.right) + 1
    return a


class LeftistHeap:
    """Min-heap ordered by key(item) (the item itself by default)."""

    def __init__(self, items=(), key=None):
        self._key = key if key is not None else (lambda x: x)
        self._root = None
        self._size = 0
        for item in items:
            self.push(item)

    def __len__(self):
        return self._size

    def __bool__(self):
        return self._size > 0

    def push(self, item):
        self._root = _merge(self._root, _Node(self._key(item), item))
        self._size += 1

    def peek(self):
        if self._root is None:
            raise IndexError("peek from an empty heap")
        return self._root.item

    def pop(self):
        """Remove and return the item with the smallest key."""
        if self._root is None:
            raise IndexError("pop from an empty heap")
        root = self._root
        self._root = _merge(root.left, root.right)
        self._size -= 1
        return root.item

    def merge(self, other):
        """Move every item of other into this heap (other becomes empty)."""
        if other is self:
            return
        self._root = _merge(self._root, other._root)
        self._size += other._size
        other._root, other._size = None, 0

    def drain(self):
        """Pop everything, smallest first."""
        return [self.pop() for _ in range(self._size)]

    def spine_length(self):
        """Rank of the root: nodes on the rightmost path."""
        return _rank(self._root)


def leftist_sort(items, key=None):
    """Sort items ascending with a leftist heap."""
    return LeftistHeap(items, key=key).drain()


def k_smallest(items, k, key=None):
    heap = LeftistHeap(items, key=key)
    return [heap.pop() for _ in range(min(k, len(heap)))]
