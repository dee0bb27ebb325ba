"""The LRU cache proper."""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Callable, Hashable, Iterator, Optional, Tuple

from .clock import Clock, monotonic_clock
from .stats import CacheStats

_MISSING = object()


@dataclass
class _Entry:
    value: Any
    expires_at: Optional[float]


class LRUCache:
    """Least-recently-used cache with at most ``maxsize`` entries.

    With ``ttl`` every entry expires that many seconds after it was stored (or, with
    ``sliding=True``, after it was last read).
    """

    def __init__(
        self,
        maxsize: int = 128,
        ttl: Optional[float] = None,
        *,
        sliding: bool = False,
        clock: Clock = monotonic_clock,
        on_evict: Optional[Callable[[Hashable, Any], None]] = None,
    ) -> None:
        if maxsize < 1:
            raise ValueError(f"maxsize must be at least 1, not {maxsize}")
        if ttl is not None and ttl <= 0:
            raise ValueError("ttl must be positive")
        self.maxsize = maxsize
        self.ttl = ttl
        self.sliding = sliding
        self.clock = clock
        self.on_evict = on_evict
        self.stats = CacheStats()
        self._data: "OrderedDict[Hashable, _Entry]" = OrderedDict()

    def _deadline(self) -> Optional[float]:
        return None if self.ttl is None else self.clock() + self.ttl

    def _expired(self, entry: _Entry) -> bool:
        return entry.expires_at is not None and self.clock() >= entry.expires_at

    def _evict_overflow(self) -> None:
        while len(self._data) > self.maxsize:
            key, entry = self._data.popitem(last=False)
            self.stats.expirations += 1
            if self.on_evict is not None:
                self.on_evict(key, entry.value)

    def get(self, key: Hashable, default: Any = None) -> Any:
        entry = self._data.get(key)
        if entry is not None and self._expired(entry):
            del self._data[key]
            self.stats.expirations += 1
            entry = None
        if entry is None:
            self.stats.misses += 1
            return default
        self._data.move_to_end(key)
        if self.sliding:
            entry.expires_at = self._deadline()
        self.stats.hits += 1
        return entry.value

    def __getitem__(self, key: Hashable) -> Any:
        value = self.get(key, _MISSING)
        if value is _MISSING:
            raise KeyError(key)
        return value

    def __setitem__(self, key: Hashable, value: Any) -> None:
        self._data[key] = _Entry(value, self._deadline())
        self._data.move_to_end(key)
        self._evict_overflow()

    def __delitem__(self, key: Hashable) -> None:
        del self._data[key]

    def __contains__(self, key: object) -> bool:
        entry = self._data.get(key)  # type: ignore[arg-type]
        return entry is not None and not self._expired(entry)

    def __len__(self) -> int:
        self.purge_expired()
        return len(self._data)

    def __iter__(self) -> Iterator[Hashable]:
        return iter([key for key, _ in self.items()])

    def items(self) -> Iterator[Tuple[Hashable, Any]]:
        """Live entries, least recently used first (does not count as use)."""
        self.purge_expired()
        return iter([(key, entry.value) for key, entry in self._data.items()])

    def pop(self, key: Hashable, default: Any = _MISSING) -> Any:
        entry = self._data.pop(key, None)
        if entry is None or self._expired(entry):
            if default is _MISSING:
                raise KeyError(key)
            return default
        return entry.value

    def purge_expired(self) -> int:
        dead = [key for key, entry in self._data.items() if self._expired(entry)]
        for key in dead:
            del self._data[key]
        self.stats.expirations += len(dead)
        return len(dead)

    def resize(self, maxsize: int) -> None:
        if maxsize < 1:
            raise ValueError(f"maxsize must be at least 1, not {maxsize}")
        self.maxsize = maxsize
        self._evict_overflow()

    def clear(self) -> None:
        self._data.clear()

    def __repr__(self) -> str:
        return f"LRUCache(maxsize={self.maxsize}, ttl={self.ttl}, size={len(self._data)})"
