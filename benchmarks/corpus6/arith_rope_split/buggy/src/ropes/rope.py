"""The public Rope type."""

from __future__ import annotations

from collections.abc import Iterator

from .nodes import Node, build, join


class Rope:
    __slots__ = ("_root",)

    def __init__(self, text: str = "") -> None:
        self._root: Node | None = build(text)

    @classmethod
    def _wrap(cls, root: Node | None) -> Rope:
        rope = cls()
        rope._root = root
        return rope

    def __len__(self) -> int:
        return 0 if self._root is None else self._root.length

    def __str__(self) -> str:
        return "".join(self.chunks())

    def __repr__(self) -> str:
        return f"Rope({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Rope):
            return str(self) == str(other)
        if isinstance(other, str):
            return str(self) == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(str(self))

    def chunks(self) -> Iterator[str]:
        if self._root is not None:
            yield from self._root.chunks()

    @property
    def depth(self) -> int:
        return 0 if self._root is None else self._root.depth

    def _index(self, index: int) -> int:
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError("rope index out of range")
        return index

    def __getitem__(self, key: int | slice) -> str | Rope:
        if isinstance(key, slice):
            start, stop, step = key.indices(len(self))
            if step != 1:
                raise ValueError("ropes only support contiguous slices")
            _, tail = self.split(start)
            head, _ = tail.split(max(stop - start, 0))
            return head
        assert self._root is not None
        return self._root.char_at(self._index(key))

    def __add__(self, other: Rope | str) -> Rope:
        if isinstance(other, str):
            other = Rope(other)
        return Rope._wrap(join(self._root, other._root))

    def split(self, index: int) -> tuple[Rope, Rope]:
        index = max(0, min(index, len(self)))
        if self._root is None:
            return Rope(), Rope()
        left, right = self._root.split(index)
        return Rope._wrap(left), Rope._wrap(right)

    def insert(self, index: int, text: str) -> Rope:
        left, right = self.split(index)
        return left + text + right

    def delete(self, start: int, stop: int) -> Rope:
        left, rest = self.split(start)
        _, right = rest.split(stop - start)
        return left + right

    def find(self, needle: str) -> int:
        return str(self).find(needle)

    def rebalanced(self) -> Rope:
        return Rope(str(self))
