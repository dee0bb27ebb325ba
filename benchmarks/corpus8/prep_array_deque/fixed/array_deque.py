"""A double-ended queue stored in a circular array that doubles when full."""


class ArrayDeque:
    """Deque with amortised O(1) appends and pops at both ends and O(1) indexing."""

    def __init__(self, items=(), capacity=4):
        self._buf = [None] * max(1, capacity)
        self._head = 0  # buffer slot of the front element
        self._size = 0
        for item in items:
            self.append(item)

    def __len__(self):
        return self._size

    def _slot(self, i):
        """Buffer slot of the i-th element counted from the front."""
        return (self._head + i) % len(self._buf)

    def _grow(self):
        items = list(self)
        self._buf = items + [None] * len(items)
        self._head = 0

    def append(self, item):
        if self._size == len(self._buf):
            self._grow()
        self._buf[self._slot(self._size)] = item
        self._size += 1

    def appendleft(self, item):
        if self._size == len(self._buf):
            self._grow()
        self._head = (self._head - 1) % len(self._buf)
        self._buf[self._head] = item
        self._size += 1

    def pop(self):
        """Remove and return the back element."""
        if not self._size:
            raise IndexError("pop from an empty deque")
        slot = self._slot(self._size - 1)
        item, self._buf[slot] = self._buf[slot], None
        self._size -= 1
        return item

    def popleft(self):
        """Remove and return the front element."""
        if not self._size:
            raise IndexError("pop from an empty deque")
        item, self._buf[self._head] = self._buf[self._head], None
        self._head = (self._head + 1) % len(self._buf)
        self._size -= 1
        return item

    def __getitem__(self, i):
        if i < 0:
            i += self._size
        if not 0 <= i < self._size:
            raise IndexError("deque index out of range")
        return self._buf[self._slot(i)]

    def __iter__(self):
        for i in range(self._size):
            yield self._buf[self._slot(i)]

    def rotate(self, k=1):
        """Move the last k elements to the front (k < 0 moves the first -k to the back)."""
        if not self._size:
            return
        for _ in range(k % self._size):
            self.appendleft(self.pop())

    def __repr__(self):
        return f"ArrayDeque({list(self)!r})"
