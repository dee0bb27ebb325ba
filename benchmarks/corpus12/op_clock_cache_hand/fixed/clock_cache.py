"""CLOCK (second-chance) cache.

Entries live in a fixed ring of slots.  A hit sets the entry's reference bit;
when the cache is full a clock hand sweeps the ring, clearing reference bits,
and evicts the first entry whose bit is already clear.
"""


class ClockCache:
    """A fixed-capacity key/value cache with CLOCK replacement."""

    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError("capacity must be at least 1")
        self.capacity = capacity
        self._keys = []
        self._values = []
        self._referenced = []
        self._slot_of = {}
        self._hand = 0
        self.hits = 0
        self.misses = 0

    def __len__(self):
        return len(self._keys)

    def __contains__(self, key):
        return key in self._slot_of

    def get(self, key, default=None):
        """Value for key (marking it recently used), or default on a miss."""
        slot = self._slot_of.get(key)
        if slot is None:
            self.misses += 1
            return default
        self.hits += 1
        self._referenced[slot] = True
        return self._values[slot]

    def put(self, key, value):
        """Store key -> value; return the evicted key, if any."""
        slot = self._slot_of.get(key)
        if slot is not None:
            self._values[slot] = value
            self._referenced[slot] = True
            return None
        if len(self._keys) < self.capacity:
            self._slot_of[key] = len(self._keys)
            self._keys.append(key)
            self._values.append(value)
            self._referenced.append(False)
            return None
        slot = self._find_victim()
        evicted = self._keys[slot]
        del self._slot_of[evicted]
        self._keys[slot] = key
        self._values[slot] = value
        self._referenced[slot] = False
        self._slot_of[key] = slot
        self._advance()
        return evicted

    def _advance(self):
        self._hand = (self._hand + 1) % self.capacity

    def _find_victim(self):
        while self._referenced[self._hand]:
            self._referenced[self._hand] = False
            self._advance()
        return self._hand

    def keys(self):
        """Cached keys in slot order."""
        return list(self._keys)

    def hit_ratio(self):
        lookups = self.hits + self.misses
        return self.hits / lookups if lookups else 0.0


def simulate(capacity, requests):
    """Replay a page-reference string; return (faults, final keys in slot order)."""
    cache = ClockCache(capacity)
    faults = 0
    for page in requests:
        if cache.get(page) is None:
            faults += 1
            cache.put(page, True)
    return faults, cache.keys()
