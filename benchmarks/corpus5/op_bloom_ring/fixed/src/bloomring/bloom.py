"""A classic Bloom filter with double hashing."""

from __future__ import annotations

import math
from typing import Iterable, Iterator

from .hashing import Key, hash_pair


class BloomFilter:
    """Set membership with no false negatives and a bounded false-positive rate."""

    def __init__(self, capacity: int, error_rate: float = 0.01) -> None:
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        if not 0 < error_rate < 1:
            raise ValueError("error_rate must be between 0 and 1")
        self.capacity = capacity
        self.error_rate = error_rate
        self.size = math.ceil(-capacity * math.log(error_rate) / math.log(2) ** 2)
        self.hash_count = max(1, round(self.size / capacity * math.log(2)))
        self._bits = bytearray((self.size + 7) // 8)
        self._added = 0

    @classmethod
    def from_items(cls, items: Iterable[Key], capacity: int, error_rate: float = 0.01) -> "BloomFilter":
        bloom = cls(capacity, error_rate)
        bloom.update(items)
        return bloom

    def _positions(self, key: Key) -> Iterator[int]:
        h1, h2 = hash_pair(key)
        for i in range(self.hash_count):
            yield (h1 + i * h2) % self.size

    def add(self, key: Key) -> bool:
        """Add key; True if it was (probably) new."""
        new = False
        for pos in self._positions(key):
            byte, bit = divmod(pos, 8)
            if not self._bits[byte] >> bit & 1:
                new = True
                self._bits[byte] |= 1 << bit
        self._added += new
        return new

    def update(self, keys: Iterable[Key]) -> None:
        for key in keys:
            self.add(key)

    def __contains__(self, key: Key) -> bool:
        return all(self._bits[pos // 8] >> (pos % 8) & 1 for pos in self._positions(key))

    def __len__(self) -> int:
        return self._added

    @property
    def bits_set(self) -> int:
        return sum(bin(byte).count("1") for byte in self._bits)

    def estimated_count(self) -> float:
        """The number of distinct keys, estimated from the fill ratio."""
        filled = self.bits_set
        if filled >= self.size:
            return math.inf
        return -self.size / self.hash_count * math.log(1 - filled / self.size)

    @property
    def current_error_rate(self) -> float:
        return (self.bits_set / self.size) ** self.hash_count

    def _check_compatible(self, other: "BloomFilter") -> None:
        if (self.size, self.hash_count) != (other.size, other.hash_count):
            raise ValueError("filters differ in size or hash count")

    def __or__(self, other: "BloomFilter") -> "BloomFilter":
        self._check_compatible(other)
        merged = BloomFilter(self.capacity, self.error_rate)
        merged._bits = bytearray(a | b for a, b in zip(self._bits, other._bits))
        merged._added = round(merged.estimated_count())
        return merged

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BloomFilter) and (self.size, self.hash_count, self._bits) == (
            other.size,
            other.hash_count,
            other._bits,
        )

    def __repr__(self) -> str:
        return f"BloomFilter(capacity={self.capacity}, error_rate={self.error_rate}, size={self.size}, k={self.hash_count})"
