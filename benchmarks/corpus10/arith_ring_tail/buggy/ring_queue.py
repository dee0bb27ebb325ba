"""A fixed-capacity FIFO queue on a circular list, and a moving average built on it."""


class RingBuffer:
    """Holds at most `capacity` items; pushing onto a full buffer drops the oldest one."""

    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError("capacity must be positive")
        self._data = [None] * capacity
        self._head = 0  # slot of the oldest item
        self._size = 0
        self.dropped = 0

    @property
    def capacity(self):
        return len(self._data)

    def __len__(self):
        return self._size

    def __iter__(self):
        """Oldest item first."""
        for i in range(self._size):
            yield self._data[(self._head + i) % self.capacity]

    def push(self, item):
        if self._size == self.capacity:
            self._data[self._head] = item
            self._head = (self._head + 1) % self.capacity
            self.dropped += 1
        else:
            self._data[self._size % self.capacity] = item
            self._size += 1

    def pop(self):
        """Remove and return the oldest item."""
        if not self._size:
            raise IndexError("pop from an empty ring buffer")
        item, self._data[self._head] = self._data[self._head], None
        self._head = (self._head + 1) % self.capacity
        self._size -= 1
        return item

    def oldest(self):
        if not self._size:
            raise IndexError("empty ring buffer")
        return self._data[self._head]

    def newest(self):
        if not self._size:
            raise IndexError("empty ring buffer")
        return self._data[(self._head + self._size - 1) % self.capacity]


def moving_average(values, window):
    """The mean of the last `window` values (fewer at the start), after each value."""
    recent = RingBuffer(window)
    total = 0
    averages = []
    for value in values:
        if len(recent) == recent.capacity:
            total -= recent.pop()
        recent.push(value)
        total += value
        averages.append(total / len(recent))
    return averages
