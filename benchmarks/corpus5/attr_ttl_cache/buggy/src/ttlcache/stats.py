"""Counters kept by a cache."""

from __future__ import annotations

from dataclasses import dataclass, fields


@dataclass
class CacheStats:
    hits: int = 0
    misses: int = 0
    evictions: int = 0
    expirations: int = 0

    @property
    def lookups(self) -> int:
        return self.hits + self.misses

    @property
    def hit_ratio(self) -> float:
        return self.hits / self.lookups if self.lookups else 0.0

    def __add__(self, other: "CacheStats") -> "CacheStats":
        if not isinstance(other, CacheStats):
            return NotImplemented
        return CacheStats(*(getattr(self, f.name) + getattr(other, f.name) for f in fields(self)))

    def reset(self) -> None:
        for f in fields(self):
            setattr(self, f.name, 0)

    def __str__(self) -> str:
        return (
            f"hits={self.hits} misses={self.misses} ratio={self.hit_ratio:.0%} "
            f"evictions={self.evictions} expirations={self.expirations}"
        )
