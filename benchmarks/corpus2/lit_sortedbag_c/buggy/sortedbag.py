"""A sorted multiset of scores with rank queries, for a leaderboard."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from search import lower_bound, upper_bound


class SortedBag:
    """Keeps values sorted on insert; duplicates are allowed."""

    def __init__(self, values: Iterable[float] = ()) -> None:
        self._items: list[float] = sorted(values)

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[float]:
        return iter(self._items)

    def add(self, value: float) -> None:
        self._items.insert(upper_bound(self._items, value), value)

    def remove(self, value: float) -> None:
        """Remove one occurrence of value; KeyError if absent."""
        index = lower_bound(self._items, value)
        if index == len(self._items) or self._items[index] != value:
            raise KeyError(value)
        del self._items[index]

    def count(self, value: float) -> int:
        return upper_bound(self._items, value) - lower_bound(self._items, value)

    def count_between(self, low: float, high: float) -> int:
        """How many values v satisfy low <= v <= high."""
        if high < low:
            return 0
        return upper_bound(self._items, high) - lower_bound(self._items, low)

    def rank(self, value: float) -> int:
        """1-based leaderboard rank of value: one plus the number of strictly greater values."""
        return len(self._items) - upper_bound(self._items, value) + 2

    def top(self, n: int) -> list[float]:
        """The n largest values, largest first."""
        return self._items[::-1][:n]

    def median(self) -> float:
        if not self._items:
            raise ValueError("median of an empty bag")
        mid = len(self._items) // 2
        if len(self._items) % 2:
            return self._items[mid]
        return (self._items[mid - 1] + self._items[mid]) / 2
