"""A trie of words that counts how many stored words pass through each node."""

from __future__ import annotations

from collections.abc import Iterable


class TrieNode:
    __slots__ = ("children", "passes", "terminal")

    def __init__(self) -> None:
        self.children: dict[str, TrieNode] = {}
        self.passes = 0  # stored words that run through (or end at) this node
        self.terminal = 0  # stored words that end exactly here


class PrefixTrie:
    """A multiset of words with prefix counting, listing and removal."""

    def __init__(self, words: Iterable[str] = ()) -> None:
        self.root = TrieNode()
        for word in words:
            self.insert(word)

    def __len__(self) -> int:
        return self.root.passes

    def insert(self, word: str) -> None:
        node = self.root
        node.passes += 1
        for ch in word:
            node = node.children.setdefault(ch, TrieNode())
            node.passes += 1
        node.terminal += 1

    def _find(self, prefix: str) -> TrieNode | None:
        node = self.root
        for ch in prefix:
            node = node.children.get(ch)
            if node is None:
                return None
        return node

    def count(self, word: str) -> int:
        """How many times word itself is stored."""
        node = self._find(word)
        return node.terminal if node else 0

    def count_prefix(self, prefix: str) -> int:
        """How many stored words start with prefix."""
        node = self._find(prefix)
        return node.passes if node else 0

    def remove(self, word: str) -> bool:
        """Remove one copy of word; False if it is not stored."""
        if self.count(word) == 0:
            return False
        node = self.root
        node.passes -= 1
        for ch in word:
            child = node.children[ch]
            child.passes -= 1
            if child.passes == 0:
                del node.children[ch]
                return True
            node = child
        node.terminal -= 1
        return True

    def words_with_prefix(self, prefix: str = "") -> list[str]:
        """Stored words starting with prefix, in sorted order (duplicates repeated)."""
        node = self._find(prefix)
        found: list[str] = []
        if node is not None:
            self._collect(node, prefix, found)
        return found

    def _collect(self, node: TrieNode, path: str, found: list[str]) -> None:
        found.extend([path] * node.terminal)
        for ch in sorted(node.children):
            self._collect(node.children[ch], path + ch, found)

    def shortest_unique_prefix(self, word: str) -> str:
        """The shortest prefix of a stored word that no other stored word shares."""
        node = self.root
        for i, ch in enumerate(word):
            node = node.children[ch]
            if node.passes == 1:
                return word[: i + 1]
        return word
