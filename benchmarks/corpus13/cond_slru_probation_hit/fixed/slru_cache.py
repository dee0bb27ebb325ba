"""Segmented LRU cache.

New keys enter a small *probation* segment; a key that is hit again while on
probation is promoted to the *protected* segment.  When the protected segment
overflows, its least recently used key is demoted back to probation, and the
least recently used probation key is the one that gets evicted.  One-hit
wonders therefore never push out the frequently used entries.
"""

from collections import OrderedDict


class SLRUCache:
    def __init__(self, probation_size, protected_size):
        if probation_size < 1 or protected_size < 0:
            raise ValueError("probation needs room for one entry, protected cannot be negative")
        self.probation_size = probation_size
        self.protected_size = protected_size
        self._probation = OrderedDict()
        self._protected = OrderedDict()
        self.hits = 0
        self.misses = 0
        self.evictions = []

    def __len__(self):
        return len(self._probation) + len(self._protected)

    def __contains__(self, key):
        return key in self._probation or key in self._protected

    def _admit(self, key, value):
        """Store key as the most recent probation entry, evicting the oldest if full."""
        self._probation[key] = value
        self._probation.move_to_end(key)
        if len(self._probation) > self.probation_size:
            old_key, _ = self._probation.popitem(last=False)
            self.evictions.append(old_key)

    def _promote(self, key):
        """Move key from probation to protected; return its value."""
        value = self._probation.pop(key)
        if self.protected_size == 0:
            self._probation[key] = value
            return value
        if len(self._protected) >= self.protected_size:
            demoted_key, demoted_value = self._protected.popitem(last=False)
            self._admit(demoted_key, demoted_value)
        self._protected[key] = value
        return value

    def get(self, key, default=None):
        if key in self._protected:
            self._protected.move_to_end(key)
            value = self._protected[key]
        elif key in self._probation:
            value = self._promote(key)
        else:
            self.misses += 1
            return default
        self.hits += 1
        return value

    def peek(self, key, default=None):
        """Value of key without touching recency or statistics."""
        if key in self._protected:
            return self._protected[key]
        return self._probation.get(key, default)

    def put(self, key, value):
        if key in self._protected:
            self._protected[key] = value
            self._protected.move_to_end(key)
        else:
            self._admit(key, value)

    def segment_of(self, key):
        if key in self._protected:
            return "protected"
        if key in self._probation:
            return "probation"
        return None

    def keys(self):
        """Keys from most to least valuable: protected MRU first, probation LRU last."""
        return list(reversed(self._protected)) + list(reversed(self._probation))

    def hit_ratio(self):
        total = self.hits + self.misses
        return self.hits / total if total else 0.0
