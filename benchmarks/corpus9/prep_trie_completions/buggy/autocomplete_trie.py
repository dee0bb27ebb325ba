"""A prefix tree (trie) of words that completes prefixes."""


class TrieNode:
    """One node: its children by character, and whether a word ends here."""

    __slots__ = ("children", "terminal")

    def __init__(self):
        self.children = {}
        self.terminal = False


class Trie:
    """A set of words that answers prefix queries."""

    def __init__(self, words=()):
        self.root = TrieNode()
        self.size = 0
        for word in words:
            self.insert(word)

    def __len__(self):
        return self.size

    def insert(self, word):
        """Add word; return True if it was not there yet."""
        node = self.root
        for ch in word:
            node = node.children.setdefault(ch, TrieNode())
        if node.terminal:
            return False
        node.terminal = True
        self.size += 1
        return True

    def _walk(self, prefix):
        """The node reached by spelling prefix from the root, or None."""
        node = self.root
        for ch in prefix:
            node = node.children.get(ch)
            if node is None:
                return None
        return node

    def __contains__(self, word):
        node = self._walk(word)
        return node is not None and node.terminal

    def has_prefix(self, prefix):
        """True if some word starts with prefix."""
        return self._walk(prefix) is not None

    def _collect(self, node, prefix, out):
        """Append the words below node (spelled prefix) to out, in sorted order."""
        for ch, child in sorted(node.children.items()):
            word = prefix + ch
            if child.terminal:
                out.append(prefix + word)
            self._collect(child, word, out)

    def complete(self, prefix, limit=None):
        """The words starting with prefix, sorted; at most limit of them."""
        node = self._walk(prefix)
        if node is None:
            return []
        found = [prefix] if node.terminal else []
        self._collect(node, prefix, found)
        return found if limit is None else found[:limit]

    def longest_common_prefix(self):
        """The longest prefix that every word shares."""
        node, chars = self.root, []
        while len(node.children) == 1 and not node.terminal:
            ((ch, node),) = node.children.items()
            chars.append(ch)
        return "".join(chars)
