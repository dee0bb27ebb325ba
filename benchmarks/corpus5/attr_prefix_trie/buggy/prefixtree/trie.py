"""The trie."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, Iterator, List, Optional, Tuple


@dataclass
class Node:
    children: Dict[str, "Node"] = field(default_factory=dict)
    terminal: bool = False
    count: int = 0  # words at or below this node
    value: Any = None


class Trie:
    """A mapping from strings to values that can also answer prefix queries."""

    def __init__(self) -> None:
        self.root = Node()

    def _find(self, prefix: str) -> Optional[Node]:
        node = self.root
        for ch in prefix:
            node = node.children.get(ch)
            if node is None:
                return None
        return node

    def insert(self, word: str, value: Any = None) -> None:
        if word in self:
            self._find(word).value = value  # type: ignore[union-attr]
            return
        node = self.root
        node.count += 1
        for ch in word:
            node = node.children.setdefault(ch, Node())
            node.count += 1
        node.terminal = True
        node.value = value

    def __setitem__(self, word: str, value: Any) -> None:
        self.insert(word, value)

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        node = self._find(word)
        return node is not None and node.count

    def __getitem__(self, word: str) -> Any:
        node = self._find(word)
        if node is None or not node.terminal:
            raise KeyError(word)
        return node.value

    def get(self, word: str, default: Any = None) -> Any:
        return self[word] if word in self else default

    def __len__(self) -> int:
        return self.root.count

    def count_prefix(self, prefix: str) -> int:
        node = self._find(prefix)
        return node.count if node is not None else 0

    def delete(self, word: str) -> None:
        if word not in self:
            raise KeyError(word)

        def remove(node: Node, depth: int) -> bool:
            """Unmark word below node; True if node can be pruned."""
            node.count -= 1
            if depth == len(word):
                node.terminal = False
                node.value = None
            else:
                child = node.children[word[depth]]
                if remove(child, depth + 1):
                    del node.children[word[depth]]
            return node.count == 0 and node is not self.root

        remove(self.root, 0)

    def items(self, prefix: str = "") -> Iterator[Tuple[str, Any]]:
        """(word, value) pairs under prefix in lexicographic order."""
        start = self._find(prefix)
        if start is None:
            return

        def walk(node: Node, path: List[str]) -> Iterator[Tuple[str, Any]]:
            if node.terminal:
                yield "".join(path), node.value
            for ch in sorted(node.children):
                path.append(ch)
                yield from walk(node.children[ch], path)
                path.pop()

        yield from walk(start, list(prefix))

    def __iter__(self) -> Iterator[str]:
        return (word for word, _ in self.items())

    def longest_prefix_of(self, text: str) -> Optional[str]:
        """The longest stored word that text starts with."""
        node, best = self.root, "" if self.root.terminal else None
        for index, ch in enumerate(text):
            node = node.children.get(ch)
            if node is None:
                break
            if node.terminal:
                best = text[: index + 1]
        return best
