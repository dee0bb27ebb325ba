"""Consistent hashing ring with virtual nodes."""

import bisect
import hashlib
from collections import Counter

RING_SIZE = 2**32


def ring_hash(text):
    """Position of text on the ring (stable across runs)."""
    digest = hashlib.md5(text.encode("utf-8")).digest()
    return int.from_bytes(digest[:4], "big")


class HashRing:
    def __init__(self, replicas=8):
        self.replicas = replicas
        self._points = []   # sorted positions
        self._owner = {}    # position -> node name

    def add_node(self, name, position=None):
        """Place name on the ring (at replicas hashed points, or at one given position)."""
        if name in self.nodes():
            raise ValueError(f"node {name!r} already on the ring")
        positions = ([position] if position is not None
                     else [ring_hash(f"{name}#{i}") for i in range(self.replicas)])
        for pos in positions:
            if pos in self._owner:
                raise ValueError(f"position {pos} is taken")
            bisect.insort(self._points, pos)
            self._owner[pos] = name

    def remove_node(self, name):
        doomed = [p for p in self._points if self._owner[p] == name]
        if not doomed:
            raise KeyError(name)
        for pos in doomed:
            self._points.remove(pos)
            del self._owner[pos]

    def nodes(self):
        return sorted(set(self._owner.values()))

    def node_at(self, position):
        """Owner of the first point at or clockwise after position."""
        if not self._points:
            raise LookupError("the ring is empty")
        i = bisect.bisect_right(self._points, position % RING_SIZE)
        return self._owner[self._points[i % len(self._points)]]

    def node_for(self, key):
        return self.node_at(ring_hash(key))

    def nodes_from(self, position, count):
        """Up to count distinct nodes met walking clockwise from position."""
        if not self._points:
            return []
        start = bisect.bisect_left(self._points, position % RING_SIZE)
        found = []
        for step in range(len(self._points)):
            node = self._owner[self._points[(start + step) % len(self._points)]]
            if node not in found:
                found.append(node)
                if len(found) == count:
                    break
        return found

    def preference_list(self, key, count):
        """Replica placement for key: count distinct nodes clockwise from its hash."""
        return self.nodes_from(ring_hash(key), count)

    def distribution(self, keys):
        """How many of keys land on every node."""
        return Counter(self.node_for(k) for k in keys)
