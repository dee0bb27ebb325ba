"""A string-keyed symbol table stored in a ternary search tree (Bentley and Sedgewick)."""


class _Node:
    def __init__(self, char):
        self.char = char
        self.left = self.mid = self.right = None
        self.value = None


class TernarySearchTree:
    """Map from non-empty strings to values (None is not a storable value)."""

    def __init__(self):
        self.root = None
        self.size = 0

    def __len__(self):
        return self.size

    def _find(self, key):
        """Node holding the last character of key, or None."""
        node, i = self.root, 0
        while node is not None:
            ch = key[i]
            if ch < node.char:
                node = node.left
            elif ch > node.char:
                node = node.right
            elif i + 1 < len(key):
                node, i = node.mid, i + 1
            else:
                return node
        return None

    def put(self, key, value):
        if not key or value is None:
            raise ValueError("keys must be non-empty strings and values not None")
        if self.root is None:
            self.root = _Node(key[0])
        node, i = self.root, 0
        while True:
            ch = key[i]
            if ch < node.char:
                node.left = node.left or _Node(ch)
                node = node.left
            elif ch > node.char:
                node.right = node.right or _Node(ch)
                node = node.right
            elif i + 1 < len(key):
                i += 1
                node.mid = node.mid or _Node(key[i])
                node = node.mid
            else:
                break
        if node.value is None:
            self.size += 1
        node.value = value

    def get(self, key, default=None):
        node = self._find(key) if key else None
        return default if node is None or node.value is None else node.value

    def __contains__(self, key):
        return self.get(key) is not None

    def delete(self, key):
        """Remove key (lazily: the nodes stay); return whether it was present."""
        node = self._find(key) if key else None
        if node is None or node.value is None:
            return False
        node.value = None
        self.size -= 1
        return True

    @staticmethod
    def _collect(start, prefix):
        """All (key, value) pairs in the subtree at start, keys extending prefix."""
        found = []
        stack = [(start, prefix)]
        while stack:
            node, prefix = stack.pop()
            if node is None:
                continue
            word = prefix + node.char
            if node.value is not None:
                found.append((word, node.value))
            stack.append((node.left, prefix))
            stack.append((node.mid, word))
            stack.append((node.right, prefix))
        return sorted(found)

    def items_with_prefix(self, prefix=""):
        """Sorted (key, value) pairs whose key starts with prefix."""
        if not prefix:
            return self._collect(self.root, "")
        node = self._find(prefix)
        if node is None:
            return []
        head = [(prefix, node.value)] if node.value is not None else []
        return head + self._collect(node.mid, prefix)

    def longest_prefix_of(self, text):
        """Longest stored key that is a prefix of text ("" if none)."""
        node, i, best = self.root, 0, 0
        while node is not None and i < len(text):
            ch = text[i]
            if ch < node.char:
                node = node.left
            elif ch > node.char:
                node = node.right
            else:
                i += 1
                if node.value is not None:
                    best = i
                node = node.mid
        return text[:best]
