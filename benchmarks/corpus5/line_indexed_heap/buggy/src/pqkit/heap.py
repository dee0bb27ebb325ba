"""A binary min-heap that knows where each key lives."""

from __future__ import annotations

import itertools
from typing import Any, Dict, Hashable, Iterable, Iterator, List, Optional, Tuple


class IndexedHeap:
    """Min-heap of (priority, key) with O(log n) update and removal by key.

    Equal priorities come out in insertion order.
    """

    def __init__(self, items: Iterable[Tuple[Hashable, Any]] = ()) -> None:
        self._heap: List[list] = []  # [priority, sequence, key]
        self._index: Dict[Hashable, int] = {}
        self._sequence = itertools.count()
        for key, priority in items:
            self.push(key, priority)

    def __len__(self) -> int:
        return len(self._heap)

    def __bool__(self) -> bool:
        return bool(self._heap)

    def __contains__(self, key: object) -> bool:
        return key in self._index

    def __getitem__(self, key: Hashable) -> Any:
        return self._heap[self._index[key]][0]

    def _swap(self, i: int, j: int) -> None:
        heap = self._heap
        heap[i], heap[j] = heap[j], heap[i]
        self._index[heap[i][2]] = i
        self._index[heap[j][2]] = j

    def _less(self, i: int, j: int) -> bool:
        return self._heap[i][:2] < self._heap[j][:2]

    def _sift_up(self, pos: int) -> None:
        while pos > 0:
            parent = (pos - 1) // 2
            if not self._less(pos, parent):
                break
            self._swap(pos, parent)
            pos = parent

    def _sift_down(self, pos: int) -> None:
        size = len(self._heap)
        while True:
            child = 2 * pos + 1
            if child >= size:
                break
            if child + 1 < size and self._less(child + 1, child):
                child += 1
            if not self._less(child, pos):
                break
            self._swap(pos, child)
            pos = child

    def push(self, key: Hashable, priority: Any) -> None:
        if key in self._index:
            raise KeyError(f"{key!r} is already queued; use update()")
        self._heap.append([priority, next(self._sequence), key])
        self._index[key] = len(self._heap) - 1
        self._sift_up(len(self._heap) - 1)

    def peek(self) -> Tuple[Hashable, Any]:
        if not self._heap:
            raise IndexError("peek at an empty queue")
        priority, _, key = self._heap[0]
        return key, priority

    def pop(self) -> Tuple[Hashable, Any]:
        if not self._heap:
            raise IndexError("pop from an empty queue")
        last = self._heap.pop()
        if self._heap:
            top = self._heap[0]
            self._heap[0] = last
            self._index[last[2]] = 0
            self._sift_down(0)
        else:
            top = last
        return top[2], top[0]

    def update(self, key: Hashable, priority: Any) -> None:
        """Change a key's priority (either direction)."""
        pos = self._index[key]
        old = self._heap[pos][0]
        self._heap[pos][0] = priority
        if priority < old:
            self._sift_up(pos)
        else:
            self._sift_down(pos)

    def push_or_decrease(self, key: Hashable, priority: Any) -> bool:
        """Queue key, or lower its priority; True if something changed."""
        if key not in self._index:
            self.push(key, priority)
            return True
        if priority < self[key]:
            self.update(key, priority)
            return True
        return False

    def remove(self, key: Hashable) -> Any:
        pos = self._index[key]
        priority = self._heap[pos][0]
        self._swap(pos, len(self._heap) - 1)
        self._heap.pop()
        del self._index[key]
        if pos < len(self._heap):
            self._sift_up(pos)
            self._sift_down(pos)
        return priority

    def items(self) -> Iterator[Tuple[Hashable, Any]]:
        """(key, priority) in pop order, without consuming the heap."""
        for priority, _, key in sorted(self._heap, key=lambda entry: entry[:2]):
            yield key, priority

    def get(self, key: Hashable, default: Optional[Any] = None) -> Any:
        return self[key] if key in self._index else default
