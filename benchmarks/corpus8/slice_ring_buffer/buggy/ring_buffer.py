"""A fixed-capacity ring buffer (circular queue) that overwrites its oldest item when full."""


class RingBuffer:
    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError("capacity must be positive")
        self._data = [None] * capacity
        self._start = 0  # slot of the oldest item
        self._size = 0

    @property
    def capacity(self):
        return len(self._data)

    def __len__(self):
        return self._size

    def is_full(self):
        return self._size == self.capacity

    def push(self, item):
        """Append item as the newest; when full, drop and return the oldest item."""
        slot = (self._start + self._size) % self.capacity
        dropped = None
        if self.is_full():
            dropped = self._data[self._start]
            self._start = (self._start + 1) % self.capacity
        else:
            self._size += 1
        self._data[slot] = item
        return dropped

    def extend(self, items):
        for item in items:
            self.push(item)

    def pop(self):
        """Remove and return the oldest item."""
        if not self._size:
            raise IndexError("pop from an empty ring buffer")
        item = self._data[self._start]
        self._data[self._start] = None
        self._start = (self._start + 1) % self.capacity
        self._size -= 1
        return item

    def peek(self):
        """The oldest item, left in place."""
        if not self._size:
            raise IndexError("peek into an empty ring buffer")
        return self._data[self._start]

    def latest(self):
        """The newest item, left in place."""
        if not self._size:
            raise IndexError("empty ring buffer")
        return self._data[(self._start + self._size - 1) % self.capacity]

    def to_list(self):
        """The items from oldest to newest."""
        end = self._start + self._size
        if end <= self.capacity:
            return self._data[self._start:end]
        # the items wrap around: the tail of the array, then its head
        return self._data[self._start:] + self._data[:self._start]

    def __iter__(self):
        return iter(self.to_list())
