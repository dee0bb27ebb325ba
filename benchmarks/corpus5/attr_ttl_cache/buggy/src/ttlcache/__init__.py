"""ttlcache: an LRU cache with optional expiry, statistics and a memoizing decorator."""

from .cache import LRUCache
from .clock import ManualClock, monotonic_clock
from .memoize import cached, make_key
from .stats import CacheStats

__all__ = ["CacheStats", "LRUCache", "ManualClock", "cached", "make_key", "monotonic_clock"]
