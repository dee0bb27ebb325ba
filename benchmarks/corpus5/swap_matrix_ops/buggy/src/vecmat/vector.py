"""Immutable vectors."""

from __future__ import annotations

import math
from numbers import Number
from typing import Iterable, Iterator, Tuple


class Vector:
    __slots__ = ("_items",)

    def __init__(self, items: Iterable[Number]) -> None:
        self._items: Tuple = tuple(items)

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator:
        return iter(self._items)

    def __getitem__(self, index: int):
        return self._items[index]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Vector) and self._items == other._items

    def __hash__(self) -> int:
        return hash(self._items)

    def __repr__(self) -> str:
        return f"Vector({list(self._items)})"

    def _same_length(self, other: "Vector") -> None:
        if len(self) != len(other):
            raise ValueError(f"vectors differ in length: {len(self)} and {len(other)}")

    def __add__(self, other: "Vector") -> "Vector":
        self._same_length(other)
        return Vector(a + b for a, b in zip(self, other))

    def __sub__(self, other: "Vector") -> "Vector":
        self._same_length(other)
        return Vector(a - b for a, b in zip(self, other))

    def __mul__(self, scalar: Number) -> "Vector":
        return Vector(a * scalar for a in self)

    __rmul__ = __mul__

    def __neg__(self) -> "Vector":
        return self * -1

    def dot(self, other: "Vector"):
        self._same_length(other)
        return sum(a * b for a, b in zip(self, other))

    def cross(self, other: "Vector") -> "Vector":
        if len(self) != 3 or len(other) != 3:
            raise ValueError("the cross product needs two 3-vectors")
        a1, a2, a3 = self
        b1, b2, b3 = other
        return Vector([a2 * b3 - a3 * b2, a3 * b1 - a1 * b3, a1 * b2 - a2 * b1])

    def norm(self) -> float:
        return math.sqrt(self.dot(self))

    def normalized(self) -> "Vector":
        length = self.norm()
        if length == 0:
            raise ZeroDivisionError("cannot normalize the zero vector")
        return Vector(a / length for a in self)

    def angle(self, other: "Vector") -> float:
        cos = self.dot(other) / (self.norm() * other.norm())
        return math.acos(max(-1.0, min(1.0, cos)))
