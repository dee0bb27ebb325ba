"""The empirical distribution of a sample: CDF, quantiles and the KS distance."""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Iterable


class EmpiricalDistribution:
    """Step-function distribution putting mass 1/n on each of n observations."""

    def __init__(self, sample: Iterable[float]) -> None:
        self._sorted = sorted(sample)
        if not self._sorted:
            raise ValueError("empty sample")

    def __len__(self) -> int:
        return len(self._sorted)

    def cdf(self, x: float) -> float:
        """P(X <= x): the share of observations not greater than x."""
        return bisect_left(self._sorted, x) / len(self._sorted)

    def survival(self, x: float) -> float:
        """P(X > x)."""
        return 1.0 - self.cdf(x)

    def count_between(self, lo: float, hi: float) -> int:
        """Number of observations in the closed interval [lo, hi]."""
        if lo > hi:
            return 0
        return bisect_right(self._sorted, hi) - bisect_left(self._sorted, lo)

    def quantile(self, p: float) -> float:
        """Smallest observation x with cdf(x) >= p, for 0 < p <= 1."""
        if not 0 < p <= 1:
            raise ValueError("p must be in (0, 1]")
        index = math.ceil(p * len(self._sorted)) - 1
        return self._sorted[max(index, 0)]

    def ks_distance(self, other: EmpiricalDistribution) -> float:
        """Kolmogorov-Smirnov statistic: the largest gap between the two CDFs.

        Both step functions only jump at observations, so checking there suffices.
        """
        points = set(self._sorted) | set(other._sorted)
        return max(abs(self.cdf(x) - other.cdf(x)) for x in points)
