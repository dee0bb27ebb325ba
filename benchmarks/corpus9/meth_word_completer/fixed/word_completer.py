"""Weighted word completion on a trie."""


class _Node:
    __slots__ = ("children", "weight", "is_word")

    def __init__(self):
        self.children = {}
        self.weight = 0
        self.is_word = False


class WordCompleter:
    """Stores words with weights; completes prefixes heaviest first."""

    def __init__(self, words=()):
        self._root = _Node()
        self._size = 0
        for word in words:
            self.add(word)

    def __len__(self):
        return self._size

    def add(self, word, weight=1):
        """Insert word, or add weight to it if it is already stored."""
        if not word:
            raise ValueError("cannot store the empty word")
        node = self._root
        for ch in word:
            node = node.children.setdefault(ch, _Node())
        if not node.is_word:
            node.is_word = True
            self._size += 1
        node.weight += weight

    def _find(self, prefix):
        node = self._root
        for ch in prefix:
            node = node.children.get(ch)
            if node is None:
                return None
        return node

    def __contains__(self, word):
        node = self._find(word)
        return node is not None and node.is_word

    def weight(self, word):
        node = self._find(word)
        return node.weight if node is not None and node.is_word else 0

    def _collect(self, node, spelled, out):
        if node.is_word:
            out.append((spelled, node.weight))
        for ch in sorted(node.children):
            self._collect(node.children[ch], spelled + ch, out)

    def complete(self, prefix, limit=None):
        """Stored words starting with prefix, by weight (descending) then alphabetically."""
        node = self._find(prefix)
        if node is None:
            return []
        found = []
        self._collect(node, prefix, found)
        found.sort(key=lambda pair: (-pair[1], pair[0]))
        words = [word for word, _ in found]
        return words if limit is None else words[:limit]
