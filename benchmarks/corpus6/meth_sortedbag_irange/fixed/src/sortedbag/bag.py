"""SortedBag: a list kept sorted with bisect."""

from __future__ import annotations

from bisect import bisect_left, bisect_right, insort
from collections.abc import Iterable, Iterator
from typing import Any


class SortedBag:
    def __init__(self, values: Iterable[Any] = ()) -> None:
        self._items = sorted(values)

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[Any]:
        return iter(self._items)

    def __reversed__(self) -> Iterator[Any]:
        return reversed(self._items)

    def __getitem__(self, index: int) -> Any:
        return self._items[index]

    def __contains__(self, value: Any) -> bool:
        i = bisect_left(self._items, value)
        return i < len(self._items) and self._items[i] == value

    def __repr__(self) -> str:
        return f"SortedBag({self._items!r})"

    def add(self, value: Any) -> None:
        insort(self._items, value)

    def update(self, values: Iterable[Any]) -> None:
        self._items = sorted([*self._items, *values])

    def remove(self, value: Any) -> None:
        i = bisect_left(self._items, value)
        if i == len(self._items) or self._items[i] != value:
            raise KeyError(value)
        del self._items[i]

    def discard(self, value: Any) -> bool:
        try:
            self.remove(value)
        except KeyError:
            return False
        return True

    def count(self, value: Any) -> int:
        return bisect_right(self._items, value) - bisect_left(self._items, value)

    def rank(self, value: Any) -> int:
        """How many items are strictly smaller than value."""
        return bisect_left(self._items, value)

    def irange(self, low: Any = None, high: Any = None, inclusive: bool = True) -> list[Any]:
        """Items with low <= item <= high (high excluded when inclusive is False)."""
        start = 0 if low is None else bisect_left(self._items, low)
        if high is None:
            stop = len(self._items)
        elif inclusive:
            stop = bisect_right(self._items, high)
        else:
            stop = bisect_left(self._items, high)
        return self._items[start:stop]

    def pop(self, index: int = -1) -> Any:
        return self._items.pop(index)

    def floor(self, value: Any) -> Any | None:
        """The largest item <= value."""
        i = bisect_right(self._items, value)
        return self._items[i - 1] if i else None

    def ceiling(self, value: Any) -> Any | None:
        """The smallest item >= value."""
        i = bisect_left(self._items, value)
        return self._items[i] if i < len(self._items) else None

    def most_common(self, n: int | None = None) -> list[tuple[Any, int]]:
        runs: list[tuple[Any, int]] = []
        for value in self._items:
            if runs and runs[-1][0] == value:
                runs[-1] = (value, runs[-1][1] + 1)
            else:
                runs.append((value, 1))
        runs.sort(key=lambda run: -run[1])
        return runs[:n]
