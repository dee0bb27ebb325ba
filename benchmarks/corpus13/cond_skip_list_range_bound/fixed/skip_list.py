"""A skip list: an ordered map with expected O(log n) search, insert and delete."""

import random

MAX_LEVEL = 16


class _Node:
    def __init__(self, key, value, level):
        self.key = key
        self.value = value
        self.forward = [None] * level


class SkipList:
    """Ordered key -> value map backed by a randomized skip list."""

    def __init__(self, p=0.5, seed=None):
        if not 0 < p < 1:
            raise ValueError("p must be between 0 and 1")
        self._p = p
        self._rng = random.Random(seed)
        self._head = _Node(None, None, MAX_LEVEL)
        self._level = 1
        self._size = 0

    def __len__(self):
        return self._size

    def __contains__(self, key):
        return self._find(key) is not None

    def __iter__(self):
        return (key for key, _ in self.items())

    def _random_level(self):
        level = 1
        while level < MAX_LEVEL and self._rng.random() < self._p:
            level += 1
        return level

    def _predecessors(self, key):
        """The last node whose key is below key, on every level."""
        update = [self._head] * MAX_LEVEL
        node = self._head
        for i in range(self._level - 1, -1, -1):
            while node.forward[i] is not None and node.forward[i].key < key:
                node = node.forward[i]
            update[i] = node
        return update

    def _find(self, key):
        node = self._predecessors(key)[0].forward[0]
        if node is not None and node.key == key:
            return node
        return None

    def get(self, key, default=None):
        node = self._find(key)
        return default if node is None else node.value

    def insert(self, key, value=None):
        """Insert or update key; return True if the key is new."""
        update = self._predecessors(key)
        node = update[0].forward[0]
        if node is not None and node.key == key:
            node.value = value
            return False
        level = self._random_level()
        self._level = max(self._level, level)
        new = _Node(key, value, level)
        for i in range(level):
            new.forward[i] = update[i].forward[i]
            update[i].forward[i] = new
        self._size += 1
        return True

    def remove(self, key):
        """Delete key and return its value; KeyError if absent."""
        update = self._predecessors(key)
        node = update[0].forward[0]
        if node is None or node.key != key:
            raise KeyError(key)
        for i in range(len(node.forward)):
            update[i].forward[i] = node.forward[i]
        while self._level > 1 and self._head.forward[self._level - 1] is None:
            self._level -= 1
        self._size -= 1
        return node.value

    def items(self):
        node = self._head.forward[0]
        while node is not None:
            yield node.key, node.value
            node = node.forward[0]

    def range(self, lo, hi):
        """(key, value) pairs with lo <= key < hi, in key order."""
        node = self._predecessors(lo)[0].forward[0]
        result = []
        while node is not None and node.key < hi:
            result.append((node.key, node.value))
            node = node.forward[0]
        return result

    def floor(self, key):
        """Largest key <= key, or None."""
        update = self._predecessors(key)
        node = update[0].forward[0]
        if node is not None and node.key == key:
            return key
        return None if update[0] is self._head else update[0].key

    def ceiling(self, key):
        """Smallest key >= key, or None."""
        node = self._predecessors(key)[0].forward[0]
        return None if node is None else node.key
