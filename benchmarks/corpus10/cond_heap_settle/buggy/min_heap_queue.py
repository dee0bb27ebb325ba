"""A binary min-heap priority queue on a Python list, ordered by an optional key."""


class MinHeap:
    """Smallest item (by key) first; push and pop in O(log n), heapify in O(n)."""

    def __init__(self, items=(), key=None):
        self._key = key if key is not None else (lambda item: item)
        self._items = list(items)
        for i in reversed(range(len(self._items) // 2)):
            self._sift_down(i)

    def __len__(self):
        return len(self._items)

    def __bool__(self):
        return bool(self._items)

    def peek(self):
        if not self._items:
            raise IndexError("peek from an empty heap")
        return self._items[0]

    def push(self, item):
        self._items.append(item)
        self._sift_up(len(self._items) - 1)

    def pop(self):
        """Remove and return the smallest item."""
        if not self._items:
            raise IndexError("pop from an empty heap")
        last = self._items.pop()
        if not self._items:
            return last
        top, self._items[0] = self._items[0], last
        self._sift_down(0)
        return top

    def replace(self, item):
        """Pop the smallest item and push item in one sift; returns the popped item."""
        if not self._items:
            raise IndexError("replace on an empty heap")
        top, self._items[0] = self._items[0], item
        self._sift_down(0)
        return top

    def _less(self, i, j):
        return self._key(self._items[i]) < self._key(self._items[j])

    def _swap(self, i, j):
        self._items[i], self._items[j] = self._items[j], self._items[i]

    def _sift_up(self, i):
        while i > 0:
            parent = (i - 1) // 2
            if not self._less(i, parent):
                break
            self._swap(i, parent)
            i = parent

    def _sift_down(self, i):
        n = len(self._items)
        while True:
            smallest = i
            for child in (2 * i + 1, 2 * i + 2):
                if child < n and self._less(child, smallest):
                    smallest = child
            self._swap(i, smallest)
            i = smallest


def smallest_k(items, k, key=None):
    """The k smallest items in ascending order, via a heap."""
    heap = MinHeap(items, key)
    return [heap.pop() for _ in range(min(k, len(heap)))]
