"""Rope nodes: leaves hold text, concatenations hold two subtrees."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

LEAF_LIMIT = 8


@dataclass(frozen=True)
class Leaf:
    text: str

    @property
    def length(self) -> int:
        return len(self.text)

    @property
    def depth(self) -> int:
        return 0

    def char_at(self, index: int) -> str:
        return self.text[index]

    def split(self, index: int) -> tuple[Node | None, Node | None]:
        left, right = self.text[:index], self.text[index:]
        return (Leaf(left) if left else None, Leaf(right) if right else None)

    def chunks(self) -> Iterator[str]:
        yield self.text


@dataclass(frozen=True)
class Concat:
    left: Node
    right: Node
    weight: int = field(init=False)
    length: int = field(init=False)
    depth: int = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "weight", self.left.length)
        object.__setattr__(self, "length", self.left.length + self.right.length)
        object.__setattr__(self, "depth", 1 + max(self.left.depth, self.right.depth))

    def char_at(self, index: int) -> str:
        if index < self.weight:
            return self.left.char_at(index)
        return self.right.char_at(index - self.weight)

    def split(self, index: int) -> tuple[Node | None, Node | None]:
        if index < self.weight:
            a, b = self.left.split(index)
            return a, join(b, self.right)
        a, b = self.right.split(index)
        return join(self.left, a), b

    def chunks(self) -> Iterator[str]:
        yield from self.left.chunks()
        yield from self.right.chunks()


Node = Leaf | Concat


def join(a: Node | None, b: Node | None) -> Node | None:
    if a is None:
        return b
    if b is None:
        return a
    if isinstance(a, Leaf) and isinstance(b, Leaf) and a.length + b.length <= LEAF_LIMIT:
        return Leaf(a.text + b.text)
    return Concat(a, b)


def build(text: str) -> Node | None:
    """A balanced tree over text in chunks of at most LEAF_LIMIT characters."""
    if not text:
        return None
    if len(text) <= LEAF_LIMIT:
        return Leaf(text)
    middle = len(text) // 2
    return Concat(build(text[:middle]), build(text[middle:]))
