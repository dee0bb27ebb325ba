"""Recursive queries over a Directory tree: lookup by path, search, rendering."""

from __future__ import annotations

from collections.abc import Callable

from nodes import Directory, File


def lookup(root: Directory, path: str):
    """The node at a slash-separated path below root; KeyError if missing."""
    parts = [p for p in path.split("/") if p]
    if not parts:
        return root
    head, rest = parts[0], "/".join(parts[1:])
    child = root.children.get(head)
    if child is None:
        raise KeyError(path)
    if not rest:
        return child
    if not isinstance(child, Directory):
        raise NotADirectoryError(head)
    return lookup(root, rest)


def find(root: Directory, predicate: Callable[[File], bool], prefix: str = "") -> list[str]:
    """Paths of every file for which predicate is true, depth first, in name order."""
    found: list[str] = []
    for name in sorted(root.children):
        child = root.children[name]
        path = f"{prefix}{name}"
        if isinstance(child, Directory):
            found.extend(find(child, predicate, path + "/"))
        elif predicate(child):
            found.append(path)
    return found


def largest(root: Directory, count: int = 3) -> list[tuple[str, int]]:
    """The `count` biggest files as (path, size), biggest first."""
    sizes = [(path, lookup(root, path).size) for path in find(root, lambda f: True)]
    return sorted(sizes, key=lambda item: (-item[1], item[0]))[:count]


def render(node, depth: int = 0) -> list[str]:
    """An indented listing: directories end with '/', files show their size."""
    pad = "  " * depth
    if isinstance(node, File):
        return [f"{pad}{node.name} ({node.size})"]
    lines = [f"{pad}{node.name}/"]
    for name in sorted(node.children):
        lines.extend(render(node.children[name], depth + 1))
    return lines
