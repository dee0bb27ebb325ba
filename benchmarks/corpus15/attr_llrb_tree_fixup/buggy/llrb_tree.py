"""A left-leaning red-black tree map with subtree sizes for rank queries.

Red links always lean left and no node has two red links in a row, which keeps every
root-to-leaf path within twice the black height. Insertion goes down recursively and
repairs the links on the way back up with rotations and colour flips.
"""

from dataclasses import dataclass
from typing import Any, Optional


@dataclass
class _Node:
    key: Any
    value: Any
    left: Optional["_Node"] = None
    right: Optional["_Node"] = None
    red: bool = True
    size: int = 1


def _is_red(node):
    return node is not None and node.red


def _size(node):
    return node.size if node is not None else 0


def _rotate_left(h):
    """Turn a right-leaning red link into a left-leaning one."""
    x = h.right
    h.right, x.left = x.left, h
    x.red, h.red = h.red, True
    x.size = h.size
    h.size = 1 + _size(h.left) + _size(h.right)
    return x


def _rotate_right(h):
    """Turn a left-leaning red link into a right-leaning one."""
    x = h.left
    h.left, x.right = x.right, h
    x.red, h.red = h.red, True
    x.size = h.size
    h.size = 1 + _size(h.left) + _size(h.right)
    return x


def black_height(node):
    """Black links on every path below node, or -1 if a red-black rule is broken."""
    if node is None:
        return 0
    if _is_red(node.right) or (_is_red(node) and _is_red(node.left)):
        return -1
    left, right = black_height(node.left), black_height(node.right)
    if left < 0 or left != right or node.size != 1 + _size(node.left) + _size(node.right):
        return -1
    return left + (0 if node.red else 1)


class RedBlackMap:
    def __init__(self):
        self.root = None

    def _insert(self, h, key, value):
        if h is None:
            return _Node(key, value)
        if key < h.key:
            h.left = self._insert(h.left, key, value)
        elif key > h.key:
            h.right = self._insert(h.right, key, value)
        else:
            h.value = value
        if _is_red(h.right) and not _is_red(h.left):
            h = _rotate_left(h)
        if _is_red(h.left) and _is_red(h.left.right):
            h = _rotate_right(h)
        if _is_red(h.left) and _is_red(h.right):
            h.red, h.left.red, h.right.red = True, False, False
        h.size = 1 + _size(h.left) + _size(h.right)
        return h

    def put(self, key, value=None):
        self.root = self._insert(self.root, key, value)
        self.root.red = False

    def get(self, key, default=None):
        node = self.root
        while node is not None:
            if key == node.key:
                return node.value
            node = node.left if key < node.key else node.right
        return default

    def rank(self, key):
        """How many keys in the map are smaller than key."""
        node, count = self.root, 0
        while node is not None:
            if key <= node.key:
                node = node.left
            else:
                count += 1 + _size(node.left)
                node = node.right
        return count
