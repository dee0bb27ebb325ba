"""An AVL tree: a binary search tree kept balanced by rotations after every insert."""


class Node:
    __slots__ = ("key", "left", "right", "height")

    def __init__(self, key):
        self.key = key
        self.left = None
        self.right = None
        self.height = 1


def _height(node):
    return node.height if node else 0


def _update(node):
    node.height = 1 + max(_height(node.left), _height(node.right))


def _balance(node):
    return _height(node.left) - _height(node.right)


def _rotate_right(y):
    x = y.left
    y.left = x.right
    x.right = y
    _update(y)
    _update(x)
    return x


def _rotate_left(x):
    y = x.right
    x.right = y.left
    y.left = x
    _update(x)
    _update(y)
    return y


def _insert(node, key):
    if node is None:
        return Node(key), True
    if key == node.key:
        return node, False
    if key < node.key:
        node.left, added = _insert(node.left, key)
    else:
        node.right, added = _insert(node.right, key)
    _update(node)
    balance = _balance(node)
    if balance > 1:
        if key > node.left.key:
            node.left = _rotate_left(node.left)
        return _rotate_right(node), added
    if balance < -1:
        if key < node.right.key:
            node.right = _rotate_right(node.right)
        return _rotate_left(node), added
    return node, added


class AVLTree:
    def __init__(self, keys=()):
        self.root = None
        self.size = 0
        for key in keys:
            self.insert(key)

    def insert(self, key):
        """Add key; False if it was already there."""
        self.root, added = _insert(self.root, key)
        self.size += added
        return added

    def __len__(self):
        return self.size

    def __contains__(self, key):
        node = self.root
        while node is not None and node.key != key:
            node = node.left if key < node.key else node.right
        return node is not None

    def height(self):
        return _height(self.root)

    def keys(self):
        """The keys in increasing order."""
        out = []

        def walk(node):
            if node:
                walk(node.left)
                out.append(node.key)
                walk(node.right)

        walk(self.root)
        return out

    def is_balanced(self):
        """Check every node's real subtree heights (not the stored ones)."""

        def depth(node):
            if node is None:
                return 0
            left, right = depth(node.left), depth(node.right)
            if left < 0 or right < 0 or abs(left - right) > 1:
                return -1
            return 1 + max(left, right)

        return depth(self.root) >= 0
