"""Cuckoo hashing: a map where every key lives in one of exactly two slots.

There are two tables with a hash function each.  A new entry goes into its
slot in the first table, kicking out whoever was there; the evicted entry
moves to its slot in the other table, and so on.  If the chain of evictions
gets too long the tables are rebuilt with twice the capacity.
"""

_MULTIPLIER = 0x9E3779B1


class CuckooMap:
    def __init__(self, capacity=8, max_kicks=16):
        if capacity < 1:
            raise ValueError("capacity must be positive")
        self.max_kicks = max_kicks
        self._reset(capacity)

    def _reset(self, capacity):
        self._capacity = capacity
        self._tables = [[None] * capacity, [None] * capacity]
        self._size = 0

    def _slot(self, which, key):
        h = hash(key)
        if which == 0:
            return h % self._capacity
        return ((h * _MULTIPLIER) >> 12) % self._capacity

    def _find(self, key):
        """(table, index) of the slot holding key, or None."""
        i = self._slot(0, key)
        entry = self._tables[0][i]
        if entry is not None and entry[0] == key:
            return 0, i
        j = self._slot(1, key)
        entry = self._tables[1][j]
        if entry is not None and entry[0] == key:
            return 1, j
        return None

    def _place(self, entry):
        """Insert entry by evicting; return the entry left homeless, or None."""
        which = 0
        for _ in range(self.max_kicks):
            idx = self._slot(which, entry[0])
            entry, self._tables[which][idx] = self._tables[which][idx], entry
            if entry is None:
                return None
            which = 1 - which
        return entry

    def _grow(self, homeless):
        entries = list(self.items()) + [homeless]
        capacity = self._capacity * 2
        while True:
            self._reset(capacity)
            if all(self._place(entry) is None for entry in entries):
                self._size = len(entries)
                return
            capacity *= 2

    def __setitem__(self, key, value):
        found = self._find(key)
        if found is not None:
            which, idx = found
            self._tables[which][idx] = (key, value)
            return
        homeless = self._place((key, value))
        if homeless is None:
            self._size += 1
        else:
            self._grow(homeless)

    def __getitem__(self, key):
        found = self._find(key)
        if found is None:
            raise KeyError(key)
        which, idx = found
        return self._tables[which][idx][1]

    def __delitem__(self, key):
        found = self._find(key)
        if found is None:
            raise KeyError(key)
        which, idx = found
        self._tables[which][idx] = None
        self._size -= 1

    def __contains__(self, key):
        return self._find(key) is not None

    def __len__(self):
        return self._size

    def get(self, key, default=None):
        found = self._find(key)
        return default if found is None else self._tables[found[0]][found[1]][1]

    def items(self):
        return [entry for table in self._tables for entry in table if entry is not None]

    @property
    def capacity(self):
        return self._capacity
