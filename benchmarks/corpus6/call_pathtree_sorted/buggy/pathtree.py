"""Draw a list of file paths as a `tree`-style diagram with sizes."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Node:
    name: str
    size: int = 0
    children: dict[str, Node] = field(default_factory=dict)

    @property
    def is_dir(self) -> bool:
        return bool(self.children)

    def total(self) -> int:
        return self.size + sum(child.total() for child in self.children.values())

    def count_files(self) -> int:
        if not self.children:
            return 1
        return sum(child.count_files() for child in self.children.values())


def build(entries: dict[str, int]) -> Node:
    """A tree from {"a/b.txt": size}; intermediate directories are created."""
    root = Node("")
    for path, size in entries.items():
        parts = [p for p in path.strip("/").split("/") if p]
        if not parts:
            raise ValueError(f"empty path {path!r}")
        node = root
        for part in parts[:-1]:
            node = node.children.setdefault(part, Node(part))
        leaf = node.children.setdefault(parts[-1], Node(parts[-1]))
        leaf.size += size
    return root


def human(size: int) -> str:
    for unit in ("B", "K", "M"):
        if size < 1024:
            return f"{size}{unit}"
        size //= 1024
    return f"{size}G"


def render(root: Node, sizes: bool = False, max_depth: int | None = None) -> str:
    lines = ["."]

    def walk(node: Node, prefix: str, depth: int) -> None:
        if max_depth is not None and depth >= max_depth:
            return
        items = node.children.items()
        for i, (name, child) in enumerate(items):
            last = i == len(items) - 1
            label = name + ("/" if child.is_dir else "")
            if sizes:
                label += f" [{human(child.total())}]"
            lines.append(prefix + ("└── " if last else "├── ") + label)
            walk(child, prefix + ("    " if last else "│   "), depth + 1)

    walk(root, "", 0)
    dirs = sum(1 for _ in _dirs(root)) - 1
    lines.append(f"\n{dirs} directories, {root.count_files()} files")
    return "\n".join(lines)


def _dirs(node: Node):
    if node.is_dir or node.name == "":
        yield node
        for child in node.children.values():
            yield from _dirs(child)


def largest(root: Node, n: int = 3) -> list[tuple[str, int]]:
    """The n largest files with their full paths."""
    found: list[tuple[str, int]] = []

    def walk(node: Node, path: str) -> None:
        for name, child in node.children.items():
            full = f"{path}/{name}" if path else name
            if child.is_dir:
                walk(child, full)
            else:
                found.append((full, child.size))

    walk(root, "")
    return sorted(found, key=lambda item: (-item[1], item[0]))[:n]
