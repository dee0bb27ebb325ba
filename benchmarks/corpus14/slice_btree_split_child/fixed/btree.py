"""A B-tree set of minimum degree t: nodes hold t - 1 to 2t - 1 sorted keys.

Insertion splits full nodes on the way down, so it never walks back up.
"""

from bisect import bisect_left


class _Node:
    __slots__ = ("keys", "children")

    def __init__(self):
        self.keys = []
        self.children = []

    @property
    def leaf(self):
        return not self.children


class BTree:
    def __init__(self, t=2, keys=()):
        if t < 2:
            raise ValueError("minimum degree must be at least 2")
        self.t = t
        self.root = _Node()
        self._size = 0
        for key in keys:
            self.insert(key)

    def __len__(self):
        return self._size

    def __contains__(self, key):
        return self._search(self.root, key)

    def __iter__(self):
        return self._walk(self.root)

    def _search(self, node, key):
        i = bisect_left(node.keys, key)
        if i < len(node.keys) and node.keys[i] == key:
            return True
        if node.leaf:
            return False
        return self._search(node.children[i], key)

    def _walk(self, node):
        for i, key in enumerate(node.keys):
            if not node.leaf:
                yield from self._walk(node.children[i])
            yield key
        if not node.leaf:
            yield from self._walk(node.children[-1])

    def insert(self, key):
        """Add key; return False if it was already present."""
        if key in self:
            return False
        if len(self.root.keys) == 2 * self.t - 1:
            old_root = self.root
            self.root = _Node()
            self.root.children.append(old_root)
            self._split_child(self.root, 0)
        self._insert_nonfull(self.root, key)
        self._size += 1
        return True

    def _split_child(self, parent, i):
        """Split the full child parent.children[i] around its median key."""
        t = self.t
        child = parent.children[i]
        right = _Node()
        median = child.keys[t - 1]
        right.keys = child.keys[t:]
        child.keys = child.keys[:t - 1]
        if not child.leaf:
            right.children = child.children[t:]
            child.children = child.children[:t]
        parent.keys.insert(i, median)
        parent.children.insert(i + 1, right)

    def _insert_nonfull(self, node, key):
        i = bisect_left(node.keys, key)
        if node.leaf:
            node.keys.insert(i, key)
            return
        if len(node.children[i].keys) == 2 * self.t - 1:
            self._split_child(node, i)
            if key > node.keys[i]:
                i += 1
        self._insert_nonfull(node.children[i], key)

    def height(self):
        """Number of levels (an empty tree has height 1)."""
        levels, node = 1, self.root
        while not node.leaf:
            node = node.children[0]
            levels += 1
        return levels

    def _edge(self, index):
        if not self._size:
            raise ValueError("empty tree")
        node = self.root
        while not node.leaf:
            node = node.children[index]
        return node.keys[index]

    def min(self):
        return self._edge(0)

    def max(self):
        return self._edge(-1)

    def range(self, low, high):
        """Sorted keys k with low <= k <= high."""
        return [k for k in self if low <= k <= high]
