"""A least-recently-used cache with an optional time-to-live per entry."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from cachestats import CacheStats

_MISSING = object()


class LRUCache:
    """Holds at most `maxsize` entries; the least recently used one is evicted first.

    Entries older than `ttl` seconds (if set) count as absent. `clock` is injectable.
    """

    def __init__(self, maxsize: int = 128, ttl: float | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        if maxsize < 1:
            raise ValueError("maxsize must be at least 1")
        self.maxsize = maxsize
        self.ttl = ttl
        self.clock = clock
        self.stats = CacheStats()
        self._data: OrderedDict[Any, tuple[float, Any]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._data)

    def _expired(self, stored_at: float) -> bool:
        return self.ttl is not None and self.clock() - stored_at >= self.ttl

    def get(self, key: Any, default: Any = None) -> Any:
        entry = self._data.get(key, _MISSING)
        if entry is _MISSING:
            self.stats.misses += 1
            return default
        stored_at, value = entry
        if self._expired(stored_at):
            del self._data[key]
            self.stats.expirations += 1
            self.stats.misses += 1
            return default
        self._data.move_to_end(key)
        self.stats.hits += 1
        return value

    def put(self, key: Any, value: Any) -> None:
        if key in self._data:
            self._data.move_to_end(key)
        self._data[key] = (self.clock(), value)
        while len(self._data) > self.maxsize:
            self._data.popitem(last=False)
            self.stats.evictions += 1

    def get_or_compute(self, key: Any, compute: Callable[[Any], Any]) -> Any:
        """The cached value for key, computing and storing it on a miss."""
        value = self.get(key, _MISSING)
        if value is _MISSING:
            value = compute(key)
            self.put(key, value)
        return value

    def keys(self) -> list[Any]:
        """Keys from least to most recently used."""
        return list(self._data)
