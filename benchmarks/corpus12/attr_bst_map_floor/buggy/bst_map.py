"""An ordered map backed by an (unbalanced) binary search tree."""


class _Node:
    def __init__(self, key, value):
        self.key = key
        self.value = value
        self.left = self.right = None
        self.size = 1


def _size(node):
    return node.size if node is not None else 0


class BSTMap:
    def __init__(self, items=()):
        self.root = None
        for key, value in items:
            self[key] = value

    def __len__(self):
        return _size(self.root)

    def __getitem__(self, key):
        node = self._find(key)
        if node is None:
            raise KeyError(key)
        return node.value

    def __setitem__(self, key, value):
        self.root = self._put(self.root, key, value)

    def __delitem__(self, key):
        self.root = self._delete(self.root, key)

    def _find(self, key):
        node = self.root
        while node is not None and node.key != key:
            node = node.left if key < node.key else node.right
        return node

    def _put(self, node, key, value):
        if node is None:
            return _Node(key, value)
        if key < node.key:
            node.left = self._put(node.left, key, value)
        elif key > node.key:
            node.right = self._put(node.right, key, value)
        else:
            node.value = value
        node.size = 1 + _size(node.left) + _size(node.right)
        return node

    def _delete(self, node, key):
        if node is None:
            raise KeyError(key)
        if key < node.key:
            node.left = self._delete(node.left, key)
        elif key > node.key:
            node.right = self._delete(node.right, key)
        else:
            if node.left is None:
                return node.right
            if node.right is None:
                return node.left
            successor = node.right
            while successor.left is not None:
                successor = successor.left
            node.key, node.value = successor.key, successor.value
            node.right = self._delete(node.right, successor.key)
        node.size = 1 + _size(node.left) + _size(node.right)
        return node

    def floor(self, key):
        """Largest key <= key, or None."""
        node = self._floor(self.root, key)
        return None if node is None else node.key

    def _floor(self, node, key):
        if node is None:
            return None
        if key == node.key:
            return node
        if key < node.key:
            return self._floor(node.left, key)
        found = self._floor(node.left, key)
        return found if found is not None else node

    def ceiling(self, key):
        """Smallest key >= key, or None."""
        node, best = self.root, None
        while node is not None:
            if key == node.key:
                return node.key
            if key < node.key:
                best, node = node.key, node.left
            else:
                node = node.right
        return best

    def keys(self):
        """All keys in ascending order."""
        out = []
        self._collect(self.root, out)
        return out

    def _collect(self, node, out):
        if node is not None:
            self._collect(node.left, out)
            out.append(node.key)
            self._collect(node.right, out)
