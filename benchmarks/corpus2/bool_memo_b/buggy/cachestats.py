"""Counters a cache reports: hits, misses, evictions and the hit ratio."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class CacheStats:
    hits: int = 0
    misses: int = 0
    evictions: int = 0
    expirations: int = 0

    @property
    def lookups(self) -> int:
        return self.hits + self.misses

    def hit_ratio(self) -> float:
        """Fraction of lookups that hit; 0.0 before any lookup."""
        return self.hits / self.lookups if self.lookups else 0.0

    def summary(self) -> str:
        return (f"{self.hits} hits, {self.misses} misses ({self.hit_ratio():.0%}), "
                f"{self.evictions} evicted, {self.expirations} expired")
