"""Half-open intervals [start, end)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Union

Number = Union[int, float]
EMPTY_MESSAGE = "interval end must be greater than its start"


@dataclass(frozen=True, order=True)
class Interval:
    start: Number
    end: Number

    def __post_init__(self) -> None:
        if not self.end > self.start:
            raise ValueError(f"{EMPTY_MESSAGE}: [{self.start}, {self.end})")

    @property
    def length(self) -> Number:
        return self.end - self.start

    def __contains__(self, point: Number) -> bool:
        return self.start <= point < self.end

    def overlaps(self, other: "Interval") -> bool:
        return self.start < other.end and other.start < self.end

    def touches(self, other: "Interval") -> bool:
        """Overlapping or adjacent: the two could be merged into one interval."""
        return self.start <= other.end and other.start <= self.end

    def hull(self, other: "Interval") -> "Interval":
        return Interval(min(self.start, other.start), max(self.end, other.end))

    def intersection(self, other: "Interval") -> Optional["Interval"]:
        start, end = max(self.start, other.start), min(self.end, other.end)
        return Interval(start, end) if end > start else None

    def __str__(self) -> str:
        return f"[{self.start}, {self.end})"
