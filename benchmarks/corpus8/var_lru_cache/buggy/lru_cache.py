"""A least-recently-used cache: a dict of keys over a doubly linked list of entries."""


class _Entry:
    __slots__ = ("key", "value", "prev", "next")

    def __init__(self, key=None, value=None):
        self.key = key
        self.value = value
        self.prev = self.next = None


class LRUCache:
    """Holds at most `capacity` entries; adding one more evicts the least recently used."""

    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self.evictions = 0
        self._entries = {}
        self._head = _Entry()  # sentinel before the most recently used entry
        self._tail = _Entry()  # sentinel after the least recently used entry
        self._head.next, self._tail.prev = self._tail, self._head

    def __len__(self):
        return len(self._entries)

    def __contains__(self, key):
        return key in self._entries

    def _unlink(self, entry):
        entry.prev.next = entry.next
        entry.next.prev = entry.prev

    def _push_front(self, entry):
        entry.prev, entry.next = self._head, self._head.next
        self._head.next.prev = entry
        self._head.next = entry

    def get(self, key, default=None):
        """The value stored for key, which becomes the most recently used; else default."""
        entry = self._entries.get(key)
        if entry is None:
            return default
        self._unlink(entry)
        self._push_front(entry)
        return entry.value

    def put(self, key, value):
        """Store value under key; evict the least recently used entry when over capacity."""
        entry = self._entries.get(key)
        if entry is not None:
            entry.value = value
            self._unlink(entry)
            self._push_front(entry)
            return
        entry = _Entry(key, value)
        self._entries[key] = entry
        self._push_front(entry)
        if len(self._entries) > self.capacity:
            oldest = self._tail.prev
            self._unlink(oldest)
            del self._entries[entry.key]
            self.evictions += 1

    def keys(self):
        """Keys from the most to the least recently used."""
        out = []
        entry = self._head.next
        while entry is not self._tail:
            out.append(entry.key)
            entry = entry.next
        return out
