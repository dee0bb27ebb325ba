"""A fixed-capacity hash map using open addressing with linear probing."""


class TableFullError(Exception):
    """Raised when a new key does not fit into a table whose slots are all taken."""


class LinearProbeMap:
    """Maps keys to values in a flat table of `capacity` slots that never grows.

    A key lives in its home slot, hash(key) % capacity, or, when that slot was
    taken first, in the next free slot after it (wrapping around at the end).
    """

    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError("capacity must be positive")
        self._keys = [None] * capacity
        self._values = [None] * capacity
        self._size = 0

    def __len__(self):
        return self._size

    @property
    def capacity(self):
        return len(self._keys)

    def _home(self, key):
        return hash(key) % self.capacity

    def _find(self, key):
        """The slot holding key, or -1 if key is not stored."""
        i = self._home(key)
        probes = 0
        while self._keys[i] is not None:
            if self._keys[i] == key:
                return i
            i = (i + 1) % self.capacity
            probes += 1
        return -1

    def put(self, key, value):
        """Store value under key, replacing an older value; TableFullError if no slot is left."""
        if key is None:
            raise TypeError("None cannot be used as a key")
        found = self._find(key)
        if found >= 0:
            self._values[found] = value
            return
        if self._size == self.capacity:
            raise TableFullError(f"no free slot for {key!r}")
        i = self._home(key)
        while self._keys[i] is not None:
            i = (i + 1) % self.capacity
        self._keys[i] = key
        self._values[i] = value
        self._size += 1

    def get(self, key, default=None):
        """The value stored under key, or default."""
        i = self._find(key)
        return default if i < 0 else self._values[i]

    def __contains__(self, key):
        return self._find(key) >= 0

    def load_factor(self):
        """Fraction of the slots in use."""
        return self._size / self.capacity

    def slots(self):
        """The key held by each slot, None for an empty one (shows the probing layout)."""
        return list(self._keys)

    def items(self):
        """(key, value) pairs in slot order."""
        return [(k, self._values[i]) for i, k in enumerate(self._keys) if k is not None]
