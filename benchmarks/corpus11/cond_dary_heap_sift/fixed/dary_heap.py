"""A d-ary min-heap stored in a flat list."""


class DaryHeap:
    """Min-heap where every node has up to ``arity`` children."""

    def __init__(self, items=(), arity=4):
        if arity < 2:
            raise ValueError("arity must be at least 2")
        self.arity = arity
        self._data = list(items)
        for i in range(len(self._data) // arity, -1, -1):
            self._sift_down(i)

    def __len__(self):
        return len(self._data)

    def __bool__(self):
        return bool(self._data)

    def _parent(self, i):
        return (i - 1) // self.arity

    def _sift_up(self, i):
        data = self._data
        while i > 0:
            parent = self._parent(i)
            if data[parent] <= data[i]:
                break
            data[parent], data[i] = data[i], data[parent]
            i = parent

    def _sift_down(self, i):
        data = self._data
        n = len(data)
        while True:
            first = self.arity * i + 1
            if first >= n:
                break
            best = min(range(first, min(first + self.arity, n)), key=data.__getitem__)
            if data[best] >= data[i]:
                break
            data[i], data[best] = data[best], data[i]
            i = best

    def push(self, item):
        self._data.append(item)
        self._sift_up(len(self._data) - 1)

    def peek(self):
        if not self._data:
            raise IndexError("peek from an empty heap")
        return self._data[0]

    def pop(self):
        """Remove and return the smallest item."""
        if not self._data:
            raise IndexError("pop from an empty heap")
        last = self._data.pop()
        if not self._data:
            return last
        top, self._data[0] = self._data[0], last
        self._sift_down(0)
        return top

    def replace(self, item):
        """Pop the smallest item and push item, in one sift."""
        if not self._data:
            raise IndexError("replace on an empty heap")
        top, self._data[0] = self._data[0], item
        self._sift_down(0)
        return top

    def drain(self):
        """Pop everything, smallest first."""
        return [self.pop() for _ in range(len(self._data))]

    def is_valid(self):
        """True if every child is at least as large as its parent."""
        return all(self._data[self._parent(i)] <= self._data[i] for i in range(1, len(self._data)))
