"""Skew heap: a self-adjusting, mergeable min-heap built from binary trees."""


class _Node:
    __slots__ = ("key", "left", "right")

    def __init__(self, key, left=None, right=None):
        self.key = key
        self.left = left
        self.right = right


def _merge(a, b):
    """Merge two skew heaps; the result swaps children along the merge path."""
    if a is None:
        return b
    if b is None:
        return a
    if b.key < a.key:
        a, b = b, a
    a.left, a.right = _merge(a.right, b), a.left
    return a


def _copy(node):
    if node is None:
        return None
    return _Node(node.key, _copy(node.left), _copy(node.right))


class SkewHeap:
    def __init__(self, items=()):
        self._root = None
        self._size = 0
        for item in items:
            self.push(item)

    def __len__(self):
        return self._size

    def __bool__(self):
        return self._root is not None

    def push(self, key):
        self._root = _merge(self._root, _Node(key))
        self._size += 1

    def peek(self):
        if self._root is None:
            raise IndexError("peek from an empty heap")
        return self._root.key

    def pop(self):
        if self._root is None:
            raise IndexError("pop from an empty heap")
        root = self._root
        self._root = _merge(root.left, root.right)
        self._size -= 1
        return root.key

    def pushpop(self, key):
        """Push key, then pop and return the smallest item."""
        self.push(key)
        return self.pop()

    def meld(self, other):
        """Move every item of other into this heap, leaving other empty."""
        self._root = _merge(self._root, other._root)
        self._size += other._size
        other._root = None
        other._size = 0

    def copy(self):
        clone = SkewHeap()
        clone._root = _copy(self._root)
        clone._size = self._size
        return clone

    def drain(self):
        """Yield all items in ascending order, emptying the heap."""
        while self._size:
            yield self.pop()


def heap_sort(items):
    heap = SkewHeap(items)
    return [heap.pop() for _ in range(len(heap))]


def k_smallest(items, k):
    heap = SkewHeap(items)
    return [heap.pop() for _ in range(min(k, len(heap)))]


def merge_sorted(*runs):
    """Merge already sorted runs into one sorted list."""
    heap = SkewHeap()
    for run in runs:
        heap.meld(SkewHeap(run))
    return list(heap.drain())
