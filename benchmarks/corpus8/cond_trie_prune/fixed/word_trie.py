"""A trie of words whose recursive delete prunes the branches no word needs any more."""


class TrieNode:
    """One letter position: children by letter, and whether a word ends here."""

    __slots__ = ("children", "terminal")

    def __init__(self):
        self.children = {}
        self.terminal = False


class Trie:
    """A set of strings stored letter by letter."""

    def __init__(self, words=()):
        self.root = TrieNode()
        self._size = 0
        for word in words:
            self.insert(word)

    def __len__(self):
        return self._size

    def insert(self, word):
        """Add word (adding it twice changes nothing)."""
        node = self.root
        for letter in word:
            node = node.children.setdefault(letter, TrieNode())
        if not node.terminal:
            node.terminal = True
            self._size += 1

    def _walk(self, prefix):
        node = self.root
        for letter in prefix:
            node = node.children.get(letter)
            if node is None:
                return None
        return node

    def __contains__(self, word):
        node = self._walk(word)
        return node is not None and node.terminal

    def has_prefix(self, prefix):
        """True if some stored word starts with prefix."""
        return self._walk(prefix) is not None

    def words(self, prefix=""):
        """The stored words that start with prefix, in sorted order."""
        found = []

        def collect(node, path):
            if node.terminal:
                found.append(path)
            for letter in sorted(node.children):
                collect(node.children[letter], path + letter)

        start = self._walk(prefix)
        if start is not None:
            collect(start, prefix)
        return found

    def delete(self, word):
        """Remove word; True if it was stored. Nodes left on no word's path are dropped."""
        removed = self._delete(self.root, word, 0)
        if removed:
            self._size -= 1
        return removed

    def _delete(self, node, word, depth):
        if depth == len(word):
            if not node.terminal:
                return False
            node.terminal = False
            return True
        child = node.children.get(word[depth])
        if child is None:
            return False
        removed = self._delete(child, word, depth + 1)
        if removed and not child.children and not child.terminal:
            del node.children[word[depth]]
        return removed

    def node_count(self):
        """How many nodes hang below the root."""

        def count(node):
            return sum(1 + count(child) for child in node.children.values())

        return count(self.root)
