"""Radix tree (compressed trie) mapping string keys to values."""


def _common_prefix_length(a, b):
    limit = min(len(a), len(b))
    i = 0
    while i < limit and a[i] == b[i]:
        i += 1
    return i


class _Node:
    __slots__ = ("label", "children", "value", "is_key")

    def __init__(self, label="", value=None, is_key=False):
        self.label = label
        self.children = {}
        self.value = value
        self.is_key = is_key


class RadixTree:
    """A dict-like map whose edges carry whole substrings instead of single characters."""

    def __init__(self, items=()):
        self.root = _Node()
        self._size = 0
        for key, value in items:
            self[key] = value

    def __len__(self):
        return self._size

    def __setitem__(self, key, value):
        node, rest = self.root, key
        while rest:
            child = node.children.get(rest[0])
            if child is None:
                node.children[rest[0]] = _Node(rest, value, True)
                self._size += 1
                return
            common = _common_prefix_length(rest, child.label)
            if common < len(child.label):
                child = self._split(node, child, common)
            node, rest = child, rest[common:]
        if not node.is_key:
            self._size += 1
        node.is_key, node.value = True, value

    def _split(self, parent, child, at):
        """Cut child's edge after `at` characters; return the new middle node."""
        middle = _Node(child.label[:at])
        child.label = child.label[at:]
        middle.children[child.label[0]] = child
        parent.children[middle.label[0]] = middle
        return middle

    def _walk(self, key):
        """The nodes from the root down to the node spelling key exactly, or None."""
        trail, node, rest = [self.root], self.root, key
        while rest:
            node = node.children.get(rest[0])
            if node is None or not rest.startswith(node.label):
                return None
            trail.append(node)
            rest = rest[len(node.label):]
        return trail

    def __getitem__(self, key):
        trail = self._walk(key)
        if trail is None or not trail[-1].is_key:
            raise KeyError(key)
        return trail[-1].value

    def __contains__(self, key):
        trail = self._walk(key)
        return trail is not None and trail[-1].is_key

    def __delitem__(self, key):
        trail = self._walk(key)
        if trail is None or not trail[-1].is_key:
            raise KeyError(key)
        node = trail.pop()
        node.is_key, node.value = False, None
        self._size -= 1
        if trail and not node.children:
            del trail[-1].children[node.label[0]]
            node = trail.pop()
        if trail and not node.is_key and len(node.children) == 1:
            (child,) = node.children.values()
            child.label = node.label + child.label
            trail[-1].children[child.label[0]] = child

    def _collect(self, node, path, out):
        if node.is_key:
            out.append((path, node.value))
        for first in sorted(node.children):
            child = node.children[first]
            self._collect(child, path + child.label, out)

    def items(self, prefix=""):
        """(key, value) pairs in key order, restricted to keys starting with prefix."""
        node, path, rest = self.root, "", prefix
        while rest:
            node = node.children.get(rest[0])
            if node is None:
                return []
            common = _common_prefix_length(rest, node.label)
            if common < len(rest) and common < len(node.label):
                return []
            path, rest = path + node.label, rest[common:]
        out = []
        self._collect(node, path, out)
        return out

    def keys(self, prefix=""):
        return [key for key, _ in self.items(prefix)]
