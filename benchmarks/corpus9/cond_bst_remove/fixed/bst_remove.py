"""An unbalanced binary search tree with recursive insertion and removal."""


class Node:
    __slots__ = ("key", "left", "right")

    def __init__(self, key):
        self.key = key
        self.left = None
        self.right = None


class BinarySearchTree:
    """A set of comparable keys kept in a binary search tree."""

    def __init__(self, keys=()):
        self._root = None
        self._size = 0
        for key in keys:
            self.add(key)

    def __len__(self):
        return self._size

    def __contains__(self, key):
        node = self._root
        while node is not None and node.key != key:
            node = node.left if key < node.key else node.right
        return node is not None

    def add(self, key):
        self._root = self._add(self._root, key)

    def _add(self, node, key):
        if node is None:
            self._size += 1
            return Node(key)
        if key < node.key:
            node.left = self._add(node.left, key)
        elif key > node.key:
            node.right = self._add(node.right, key)
        return node

    def remove(self, key):
        """Remove key if present; True if it was there."""
        before = self._size
        self._root = self._remove(self._root, key)
        return self._size < before

    def _remove(self, node, key):
        if node is None:
            return None
        if key < node.key:
            node.left = self._remove(node.left, key)
        elif key > node.key:
            node.right = self._remove(node.right, key)
        elif node.left is None:
            self._size -= 1
            return node.right
        elif node.right is None:
            self._size -= 1
            return node.left
        else:
            # Two children: take the in-order successor's key, then remove the successor.
            successor = node.right
            while successor.left is not None:
                successor = successor.left
            node.key = successor.key
            node.right = self._remove(node.right, successor.key)
        return node

    def keys(self):
        """All keys in ascending order."""
        out = []
        self._inorder(self._root, out)
        return out

    def _inorder(self, node, out):
        if node is not None:
            self._inorder(node.left, out)
            out.append(node.key)
            self._inorder(node.right, out)

    def height(self):
        """Number of nodes on the longest root-to-leaf path (0 when empty)."""

        def depth(node):
            return 0 if node is None else 1 + max(depth(node.left), depth(node.right))

        return depth(self._root)
