"""An unbalanced binary search tree mapping keys to values."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass
class Node:
    key: Any
    value: Any
    left: Node | None = None
    right: Node | None = None


class Tree:
    """Insert and look up keys."""

    def __init__(self) -> None:
        self.root: Node | None = None

    def insert(self, key: Any, value: Any) -> None:
        if self.root is None:
            self.root = Node(key, value)
            return
        node = self.root
        while True:
            if key == node.key:
                node.value = value
                return
            side = "left" if key < node.key else "right"
            child = getattr(node, side)
            if child is None:
                setattr(node, side, Node(key, value))
                return
            node = child

    def get(self, key: Any, default: Any = None) -> Any:
        """Value stored under key, or default."""
        return self._find(self.root, key, default)

    def _find(self, node: Node | None, key: Any, default: Any) -> Any:
        if node is None:
            return default
        if key == node.key:
            return node.value
        if key < node.key:
            return self._find(node.left, key, default)
        else:
            return self._find(node.right, key, default)
