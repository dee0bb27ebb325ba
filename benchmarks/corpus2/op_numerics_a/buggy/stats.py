"""Descriptive statistics built on roots.sqrt."""

from __future__ import annotations

from collections.abc import Sequence

from roots import sqrt


def mean(values: Sequence[float]) -> float:
    if not values:
        raise ValueError("mean of no values")
    return sum(values) / len(values)


def variance(values: Sequence[float], sample: bool = True) -> float:
    """Sample variance (n - 1 denominator) by default, population variance otherwise."""
    n = len(values)
    if n < 2 and sample:
        raise ValueError("sample variance needs at least two values")
    centre = mean(values)
    squares = sum((v - centre) ** 2 for v in values)
    return squares / (n - 1 if sample else n)


def stdev(values: Sequence[float], sample: bool = True) -> float:
    return sqrt(variance(values, sample))


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0-100) with linear interpolation between ranks."""
    if not values:
        raise ValueError("percentile of no values")
    if not 0 <= q <= 100:
        raise ValueError("q must be between 0 and 100")
    ordered = sorted(values)
    rank = (len(ordered) - 1) * q / 100
    low = int(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def zscores(values: Sequence[float]) -> list[float]:
    """Each value's distance from the mean in sample standard deviations."""
    centre, spread = mean(values), stdev(values)
    return [(v - centre) / spread for v in values]
