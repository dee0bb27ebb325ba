"""A fixed-size ring buffer for the last N telemetry samples."""

from typing import Generic, TypeVar

T = TypeVar("T")


class RingBuffer(Generic[T]):
    """Keeps the most recent `capacity` items, dropping the oldest."""

    def __init__(self, capacity: int) -> None:
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self._data: list[T | None] = [None] * capacity
        self._start = 0
        self._size = 0

    def __len__(self) -> int:
        return self._size

    def push(self, item: T) -> None:
        capacity = len(self._data)
        self._data[(self._start + self._size) % capacity] = item
        if self._size < capacity:
            self._size += 1
        else:
            self._start = (self._start + 1) % capacity

    def latest(self) -> T | None:
        """The most recently pushed item."""
        if not self._size:
            raise IndexError("latest() on an empty buffer")
        return self._data[(self._start + self._size - 1) % len(self._data)]

    def to_list(self) -> list[T | None]:
        """Items from oldest to newest."""
        return [self._data[(self._start + i) % len(self._data)] for i in range(self._size)]
