"""Scapegoat tree: a binary search tree kept balanced by rebuilding whole subtrees.

No balance data is stored in the nodes. When an insertion lands deeper than
log(n) / log(1/alpha), the walk back up finds an ancestor whose child is too heavy
(the scapegoat) and that subtree is rebuilt into a perfectly balanced one.
"""

import math


class _Node:
    __slots__ = ("key", "value", "left", "right")

    def __init__(self, key, value):
        self.key = key
        self.value = value
        self.left = None
        self.right = None


class ScapegoatTree:
    def __init__(self, alpha=2 / 3):
        if not 0.5 < alpha < 1:
            raise ValueError("alpha must lie strictly between 0.5 and 1")
        self.alpha = alpha
        self.root = None
        self.size = 0
        self.rebuilds = 0

    def _flatten(self, node, out):
        """Append the subtree's nodes to out in key order."""
        if node is not None:
            self._flatten(node.left, out)
            out.append(node)
            self._flatten(node.right, out)
        return out

    def _build(self, nodes):
        """Link a key-ordered list of nodes into a balanced subtree; return its root."""
        if not nodes:
            return None
        mid = len(nodes) // 2
        root = nodes[mid]
        root.left = self._build(nodes[:mid])
        root.right = self._build(nodes[mid + 1:])
        return root

    def _rebuild_scapegoat(self, path, node):
        """Walk up from the new node and rebuild the first ancestor that is too unbalanced."""
        child_size = 1
        for depth in range(len(path) - 1, -1, -1):
            parent = path[depth]
            sibling = parent.right if parent.left is node else parent.left
            parent_size = child_size + 1 + len(self._flatten(sibling, []))
            if child_size > self.alpha * parent_size:
                subtree = self._build(self._flatten(parent, []))
                if depth == 0:
                    self.root = subtree
                elif path[depth - 1].left is parent:
                    path[depth - 1].left = subtree
                else:
                    path[depth - 1].right = subtree
                self.rebuilds += 1
                return
            node, child_size = parent, parent_size

    def insert(self, key, value=None):
        """Insert key (or replace its value if present)."""
        path, node = [], self.root
        while node is not None:
            if key == node.key:
                node.value = value
                return
            path.append(node)
            node = node.left if key < node.key else node.right
        new = _Node(key, value)
        if not path:
            self.root = new
        elif key < path[-1].key:
            path[-1].left = new
        else:
            path[-1].right = new
        self.size += 1
        if len(path) > math.log(self.size, 1 / self.alpha):
            self._rebuild_scapegoat(path, new)

    def get(self, key, default=None):
        node = self.root
        while node is not None:
            if key == node.key:
                return node.value
            node = node.left if key < node.key else node.right
        return default

    def _height(self, node):
        if node is None:
            return 0
        return 1 + max(self._height(node.left), self._height(node.right))

    def height(self):
        """Number of nodes on the longest root-to-leaf path (0 for an empty tree)."""
        return self._height(self.root)

    def items(self):
        return [(node.key, node.value) for node in self._flatten(self.root, [])]
