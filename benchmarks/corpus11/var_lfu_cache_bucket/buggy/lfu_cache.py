"""A least-frequently-used (LFU) cache.

Keys are grouped in buckets by access frequency; inside a bucket the
least recently used key is evicted first.
"""

from collections import OrderedDict, defaultdict


class LFUCache:
    def __init__(self, capacity: int):
        if capacity < 1:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self._values = {}
        self._freq = {}
        self._buckets = defaultdict(OrderedDict)
        self._min_freq = 0

    def __len__(self):
        return len(self._values)

    def __contains__(self, key):
        return key in self._values

    def _touch(self, key):
        """Move key from its frequency bucket to the next one."""
        freq = self._freq[key]
        del self._buckets[self._min_freq][key]
        if not self._buckets[freq]:
            del self._buckets[freq]
            if self._min_freq == freq:
                self._min_freq = freq + 1
        self._freq[key] = freq + 1
        self._buckets[freq + 1][key] = None

    def get(self, key, default=None):
        """Value of key (counting as a use), or default."""
        if key not in self._values:
            return default
        self._touch(key)
        return self._values[key]

    def put(self, key, value):
        """Store value under key, evicting the LFU entry when full."""
        if key in self._values:
            self._values[key] = value
            self._touch(key)
            return
        if len(self._values) >= self.capacity:
            self._evict()
        self._values[key] = value
        self._freq[key] = 1
        self._buckets[1][key] = None
        self._min_freq = 1

    def _evict(self):
        bucket = self._buckets[self._min_freq]
        victim, _ = bucket.popitem(last=False)
        if not bucket:
            del self._buckets[self._min_freq]
        del self._values[victim]
        del self._freq[victim]
        return victim

    def frequency(self, key):
        """How many times key was used since it was inserted (0 if absent)."""
        return self._freq.get(key, 0)

    def keys_by_frequency(self):
        """Keys from the next eviction candidate to the safest one."""
        order = []
        for freq in sorted(self._buckets):
            order.extend(self._buckets[freq])
        return order
