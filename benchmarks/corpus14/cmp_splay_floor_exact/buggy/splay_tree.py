"""An ordered set backed by a top-down splay tree (Sleator and Tarjan)."""


class _Node:
    def __init__(self, key):
        self.key, self.left, self.right = key, None, None


def _splay(t, key):
    """Top-down splay: bring key (or the last node on its search path) to the root."""
    if t is None:
        return None
    header = _Node(None)
    left = right = header
    while True:
        if key < t.key:
            if t.left is None:
                break
            if key < t.left.key:  # zig-zig: rotate right
                y = t.left
                t.left, y.right = y.right, t
                t = y
                if t.left is None:
                    break
            right.left = t  # link right
            right, t = t, t.left
        elif key > t.key:
            if t.right is None:
                break
            if key > t.right.key:  # zag-zag: rotate left
                y = t.right
                t.right, y.left = y.left, t
                t = y
                if t.right is None:
                    break
            left.right = t  # link left
            left, t = t, t.right
        else:
            break
    left.right, right.left = t.left, t.right
    t.left, t.right = header.right, header.left
    return t


class SplaySet:
    """Sorted set with amortised O(log n) insert, delete, membership, floor and ceiling."""

    def __init__(self, items=()):
        self.root = None
        for item in items:
            self.add(item)

    def __len__(self):
        return sum(1 for _ in self)

    def __contains__(self, key):
        self.root = _splay(self.root, key)
        return self.root is not None and self.root.key == key

    def add(self, key):
        """Insert key; return False if it was already present."""
        if key in self:  # splays key, or its neighbour, to the root
            return False
        node, t = _Node(key), self.root
        if t is not None and key < t.key:
            node.left, node.right, t.left = t.left, t, None
        elif t is not None:
            node.right, node.left, t.right = t.right, t, None
        self.root = node
        return True

    def discard(self, key):
        """Remove key if present; return whether it was removed."""
        if key not in self:  # splays key to the root
            return False
        t = self.root
        if t.left is None:
            self.root = t.right
        else:
            self.root = _splay(t.left, key)  # max of left subtree, which has no right child
            self.root.right = t.right
        return True

    def floor(self, key):
        """Largest element <= key, or None."""
        if self.root is None:
            return None
        self.root = _splay(self.root, key)
        if self.root.key < key:
            return self.root.key
        node = self.root.left
        while node is not None and node.right is not None:
            node = node.right
        return None if node is None else node.key

    def ceiling(self, key):
        """Smallest element >= key, or None."""
        if self.root is None:
            return None
        self.root = _splay(self.root, key)
        if self.root.key >= key:
            return self.root.key
        node = self.root.right
        while node is not None and node.left is not None:
            node = node.left
        return None if node is None else node.key

    def __iter__(self):
        stack, node = [], self.root
        while stack or node is not None:
            while node is not None:
                stack.append(node)
                node = node.left
            node = stack.pop()
            yield node.key
            node = node.right
