"""Mean and variance in one pass (Welford), mergeable (Chan et al.)."""

from __future__ import annotations

import math
from typing import Iterable, Optional


class RunningStats:
    __slots__ = ("_n", "_mean", "_m2", "_min", "_max")

    def __init__(self, values: Iterable[float] = ()) -> None:
        self._n = 0
        self._mean = 0.0
        self._m2 = 0.0
        self._min: Optional[float] = None
        self._max: Optional[float] = None
        self.extend(values)

    def push(self, x: float) -> None:
        self._n += 1
        delta = x - self._mean
        self._mean += delta / self._n
        self._m2 += delta * (x - self._mean)
        self._min = x if self._min is None else min(self._min, x)
        self._max = x if self._max is None else max(self._max, x)

    def extend(self, values: Iterable[float]) -> None:
        for x in values:
            self.push(x)

    def __len__(self) -> int:
        return self._n

    @property
    def mean(self) -> float:
        if not self._n:
            raise ValueError("mean of no data")
        return self._mean

    def variance(self, sample: bool = True) -> float:
        ddof = 1 if sample else 0
        if self._n - ddof <= 0:
            raise ValueError(f"variance needs at least {ddof + 1} values")
        return self._m2 / (self._n - ddof)

    def stdev(self, sample: bool = True) -> float:
        return math.sqrt(self.variance(sample))

    @property
    def min(self) -> Optional[float]:
        return self._min

    @property
    def max(self) -> Optional[float]:
        return self._max

    def __add__(self, other: "RunningStats") -> "RunningStats":
        """Statistics of both streams together."""
        if not isinstance(other, RunningStats):
            return NotImplemented
        merged = RunningStats()
        n = self._n + other._n
        if n == 0:
            return merged
        delta = other._mean - self._mean
        merged._n = n
        merged._mean = self._mean + delta * other._n / n
        merged._m2 = self._m2 + other._m2 - delta * delta * self._n * other._n / n
        bounds = [b for b in (self._min, other._min) if b is not None]
        merged._min = min(bounds) if bounds else None
        bounds = [b for b in (self._max, other._max) if b is not None]
        merged._max = max(bounds) if bounds else None
        return merged

    def __repr__(self) -> str:
        if not self._n:
            return "RunningStats(n=0)"
        return f"RunningStats(n={self._n}, mean={self._mean:.6g}, m2={self._m2:.6g})"
