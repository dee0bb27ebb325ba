"""Monitors: plain samples or time-weighted levels."""

from __future__ import annotations

import math


class Monitor:
    def __init__(self, time_weighted: bool = False) -> None:
        self.time_weighted = time_weighted
        self.samples: list[tuple[float, float]] = []

    def record(self, time: float, value: float) -> None:
        if self.samples and time < self.samples[-1][0]:
            raise ValueError("samples must be recorded in time order")
        self.samples.append((time, value))

    def __len__(self) -> int:
        return len(self.samples)

    @property
    def maximum(self) -> float:
        return max((v for _, v in self.samples), default=0.0)

    def mean(self, end: float | None = None) -> float:
        if not self.samples:
            return 0.0
        if not self.time_weighted:
            return sum(v for _, v in self.samples) / len(self.samples)
        end = self.samples[-1][0] if end is None else end
        start = self.samples[0][0]
        if end <= start:
            return self.samples[-1][1]
        area = 0.0
        for (t0, v), (t1, _) in zip(self.samples, self.samples[1:] + [(end, 0.0)], strict=True):
            area += v * (min(t1, end) - t0)
        return area / (end - start)

    def stdev(self) -> float:
        values = [v for _, v in self.samples]
        if len(values) < 2:
            return 0.0
        mu = sum(values) / len(values)
        return math.sqrt(sum((v - mu) ** 2 for v in values) / (len(values) - 1))
