"""Order statistics of a sample: percentiles, quartiles, box-plot fences."""

from __future__ import annotations

import math
from collections.abc import Sequence


def percentile(values: Sequence[float], p: float) -> float:
    """The p-th percentile (0 <= p <= 100) by linear interpolation between ranks.

    The sample is ranked 0 .. n-1 and the percentile sits at rank p / 100 * (n - 1),
    interpolating between the two neighbouring order statistics.
    """
    if not values:
        raise ValueError("percentile of an empty sample")
    if not 0 <= p <= 100:
        raise ValueError("p must be between 0 and 100")
    ordered = sorted(values)
    rank = p / 100 * (len(ordered) - 1)
    lo = math.floor(rank)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (rank - lo)


def median(values: Sequence[float]) -> float:
    return percentile(values, 50)


def quartiles(values: Sequence[float]) -> tuple[float, float, float]:
    """First quartile, median and third quartile."""
    return percentile(values, 25), percentile(values, 50), percentile(values, 75)


def iqr(values: Sequence[float]) -> float:
    """Interquartile range Q3 - Q1."""
    q1, _, q3 = quartiles(values)
    return q3 - q1


def fences(values: Sequence[float], k: float = 1.5) -> tuple[float, float]:
    """Tukey's fences: values outside [Q1 - k*IQR, Q3 + k*IQR] are outliers."""
    q1, _, q3 = quartiles(values)
    spread = q3 - q1
    return q1 - k * spread, q3 + k * spread


def outliers(values: Sequence[float], k: float = 1.5) -> list[float]:
    """The values outside Tukey's fences, in their original order."""
    low, high = fences(values, k)
    return [v for v in values if v < low or v > high]


def five_number_summary(values: Sequence[float]) -> tuple[float, float, float, float, float]:
    """Minimum, Q1, median, Q3 and maximum."""
    q1, q2, q3 = quartiles(values)
    return percentile(values, 0), q1, q2, q3, percentile(values, 100)
