"""A least-recently-used cache: a dict of nodes plus a doubly linked recency list."""


class _Node:
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
        self._nodes = {}
        self._head = _Node()  # sentinel before the most recently used entry
        self._tail = _Node()  # sentinel after the least recently used entry
        self._head.next, self._tail.prev = self._tail, self._head

    def __len__(self):
        return len(self._nodes)

    def __contains__(self, key):
        return key in self._nodes

    def _unlink(self, node):
        node.prev.next = node.next
        node.next.prev = node.prev

    def _push_front(self, node):
        node.prev, node.next = self._head, self._head.next
        self._head.next.prev = node
        self._head.next = node

    def get(self, key, default=None):
        """The value for key (marking it most recently used), or default."""
        node = self._nodes.get(key)
        if node is None:
            return default
        self._unlink(node)
        self._push_front(node)
        return node.value

    def put(self, key, value):
        """Store value under key, evicting the least recently used entry when full."""
        node = self._nodes.get(key)
        if node is not None:
            node.value = value
            self._unlink(node)
        else:
            if len(self._nodes) == self.capacity:
                victim = self._tail.prev
                self._unlink(victim)
                del self._nodes[victim.key]
                self.evictions += 1
            node = _Node(key, value)
            self._nodes[key] = node
        self._push_front(node)

    def pop(self, key, default=None):
        """Remove key and return its value, or default if it is not cached."""
        node = self._nodes.pop(key, None)
        if node is None:
            return default
        self._unlink(node)
        return node.value

    def keys(self):
        """The cached keys from most to least recently used."""
        keys, node = [], self._head.next
        while node is not self._tail:
            keys.append(node.key)
            node = node.next
        return keys
