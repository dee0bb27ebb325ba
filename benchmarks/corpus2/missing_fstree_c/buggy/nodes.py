"""An in-memory file tree: directories hold files and other directories."""

from __future__ import annotations


class File:
    def __init__(self, name: str, size: int) -> None:
        if size < 0:
            raise ValueError("size cannot be negative")
        self.name = name
        self.size = size

    def total_size(self) -> int:
        return self.size

    def __repr__(self) -> str:
        return f"File({self.name!r}, {self.size})"


class Directory:
    def __init__(self, name: str) -> None:
        self.name = name
        self.children: dict[str, File | Directory] = {}

    def add(self, node):
        if node.name in self.children:
            raise FileExistsError(node.name)
        self.children[node.name] = node
        return node

    def total_size(self) -> int:
        """Sum of the sizes of every file below this directory (recursive)."""
        return sum(child.total_size() for child in self.children.values())

    def __repr__(self) -> str:
        return f"Directory({self.name!r}, {len(self.children)} children)"
