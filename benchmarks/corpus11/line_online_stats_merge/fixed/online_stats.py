"""Streaming descriptive statistics with Welford's update and Chan's parallel merge."""

import math


class RunningStats:
    """Count, mean, variance, minimum and maximum of a stream, in O(1) memory."""

    def __init__(self, values=()):
        self.n = 0
        self.mean = 0.0
        self._m2 = 0.0
        self.min = math.inf
        self.max = -math.inf
        for value in values:
            self.push(value)

    def push(self, x: float) -> None:
        """Add one observation."""
        self.n += 1
        delta = x - self.mean
        self.mean += delta / self.n
        self._m2 += delta * (x - self.mean)
        if x < self.min:
            self.min = x
        if x > self.max:
            self.max = x

    def variance(self, sample: bool = True) -> float:
        """Sample (n - 1) or population (n) variance."""
        ddof = 1 if sample else 0
        if self.n <= ddof:
            raise ValueError("not enough observations")
        return self._m2 / (self.n - ddof)

    def stdev(self, sample: bool = True) -> float:
        return math.sqrt(self.variance(sample))

    def spread(self) -> float:
        """Range of the observations (max - min)."""
        if self.n == 0:
            raise ValueError("no observations")
        return self.max - self.min

    def merge(self, other: "RunningStats") -> "RunningStats":
        """Fold the summary of another stream into this one and return self."""
        if other.n == 0:
            return self
        if self.n == 0:
            self.n, self.mean, self._m2 = other.n, other.mean, other._m2
            self.min, self.max = other.min, other.max
            return self
        n = self.n + other.n
        delta = other.mean - self.mean
        self.mean += delta * other.n / n
        self._m2 += other._m2 + delta * delta * self.n * other.n / n
        self.n = n
        self.min = min(self.min, other.min)
        self.max = max(self.max, other.max)
        return self

    def __add__(self, other: "RunningStats") -> "RunningStats":
        return RunningStats().merge(self).merge(other)

    def summary(self) -> dict:
        """A dict with count, mean, stdev (sample, None below two values), min and max."""
        return {
            "count": self.n,
            "mean": self.mean,
            "stdev": self.stdev() if self.n > 1 else None,
            "min": self.min,
            "max": self.max,
        }
