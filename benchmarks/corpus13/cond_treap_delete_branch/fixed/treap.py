"""A treap: a binary search tree on keys and a max-heap on random priorities.

Rotations restore the heap order after every insert and delete, which keeps the
expected height logarithmic whatever order the keys arrive in.
"""

import random

_MISSING = object()


class _Node:
    def __init__(self, key, value, priority):
        self.key, self.value, self.priority = key, value, priority
        self.left = self.right = None
        self.size = 1


def _size(node):
    return node.size if node is not None else 0


def _update(node):
    node.size = 1 + _size(node.left) + _size(node.right)


def _rotate_right(node):
    pivot = node.left
    node.left, pivot.right = pivot.right, node
    _update(node)
    _update(pivot)
    return pivot


def _rotate_left(node):
    pivot = node.right
    node.right, pivot.left = pivot.left, node
    _update(node)
    _update(pivot)
    return pivot


class Treap:
    def __init__(self, seed=0):
        self._rng = random.Random(seed)
        self._root = None

    def __len__(self):
        return _size(self._root)

    def __contains__(self, key):
        return self.get(key, _MISSING) is not _MISSING

    def get(self, key, default=None):
        node = self._root
        while node is not None:
            if key == node.key:
                return node.value
            node = node.left if key < node.key else node.right
        return default

    def insert(self, key, value=None):
        """Add key (or replace its value if it is already present)."""
        self._root = self._insert(self._root, key, value)

    def _insert(self, node, key, value):
        if node is None:
            return _Node(key, value, self._rng.random())
        if key == node.key:
            node.value = value
            return node
        if key < node.key:
            node.left = self._insert(node.left, key, value)
            if node.left.priority > node.priority:
                node = _rotate_right(node)
        else:
            node.right = self._insert(node.right, key, value)
            if node.right.priority > node.priority:
                node = _rotate_left(node)
        _update(node)
        return node

    def delete(self, key):
        """Remove key; KeyError if it is absent."""
        if key not in self:
            raise KeyError(key)
        self._root = self._delete(self._root, key)

    def _delete(self, node, key):
        if key < node.key:
            node.left = self._delete(node.left, key)
        elif key > node.key:
            node.right = self._delete(node.right, key)
        elif node.left is None:
            return node.right
        elif node.right is None:
            return node.left
        elif node.left.priority > node.right.priority:
            node = _rotate_right(node)
            node.right = self._delete(node.right, key)
        else:
            node = _rotate_left(node)
            node.left = self._delete(node.left, key)
        _update(node)
        return node

    def keys(self):
        """All keys in ascending order."""
        def walk(node):
            return [] if node is None else walk(node.left) + [node.key] + walk(node.right)

        return walk(self._root)

    def height(self):
        def depth(node):
            return 0 if node is None else 1 + max(depth(node.left), depth(node.right))

        return depth(self._root)
