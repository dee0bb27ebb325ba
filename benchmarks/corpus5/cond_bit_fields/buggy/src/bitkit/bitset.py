"""A fixed-size set of small integers stored in one Python int."""

from __future__ import annotations

from typing import Iterable, Iterator


class BitSet:
    __slots__ = ("size", "_bits")

    def __init__(self, size: int, members: Iterable[int] = ()) -> None:
        if size < 0:
            raise ValueError("size must be non-negative")
        self.size = size
        self._bits = 0
        for index in members:
            self.add(index)

    def _check(self, index: int) -> None:
        if not 0 <= index < self.size:
            raise IndexError(f"bit {index} outside 0..{self.size - 1}")

    def add(self, index: int) -> None:
        self._check(index)
        self._bits |= 1 << index

    def discard(self, index: int) -> None:
        self._check(index)
        self._bits &= ~(1 << index)

    def __contains__(self, index: object) -> bool:
        return isinstance(index, int) and 0 <= index < self.size and bool(self._bits >> index & 1)

    def __iter__(self) -> Iterator[int]:
        bits = self._bits
        while bits:
            low = bits & -bits
            yield low.bit_length() - 1
            bits ^= low

    def __len__(self) -> int:
        return bin(self._bits).count("1")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BitSet) and (self.size, self._bits) == (other.size, other._bits)

    def __repr__(self) -> str:
        return f"BitSet({self.size}, {list(self)})"

    def _same(self, other: "BitSet") -> None:
        if self.size != other.size:
            raise ValueError(f"sizes differ: {self.size} and {other.size}")

    def _with(self, bits: int) -> "BitSet":
        result = BitSet(self.size)
        result._bits = bits
        return result

    def __or__(self, other: "BitSet") -> "BitSet":
        self._same(other)
        return self._with(self._bits | other._bits)

    def __and__(self, other: "BitSet") -> "BitSet":
        self._same(other)
        return self._with(self._bits & other._bits)

    def __sub__(self, other: "BitSet") -> "BitSet":
        self._same(other)
        return self._with(self._bits & ~other._bits)

    def __xor__(self, other: "BitSet") -> "BitSet":
        self._same(other)
        return self._with(self._bits ^ other._bits)

    def __invert__(self) -> "BitSet":
        return self._with(~self._bits & ((1 << self.size) - 1))

    def issubset(self, other: "BitSet") -> bool:
        self._same(other)
        return self._bits & ~other._bits == 0

    def to_bytes(self) -> bytes:
        return self._bits.to_bytes((self.size + 7) // 8, "little")

    @classmethod
    def from_bytes(cls, data: bytes, size: int) -> "BitSet":
        bits = int.from_bytes(data, "little")
        if bits >> size:
            raise ValueError("data has bits beyond the size")
        result = cls(size)
        result._bits = bits
        return result
