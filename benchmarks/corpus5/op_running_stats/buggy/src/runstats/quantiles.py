"""Quantiles of a (sorted) sample."""

from __future__ import annotations

import math
from typing import Dict, Sequence

METHODS = ("linear", "lower", "higher", "nearest")


def percentile(data: Sequence[float], p: float, method: str = "linear") -> float:
    """The p-th percentile (0-100) with numpy's default definitions."""
    if not data:
        raise ValueError("percentile of no data")
    if not 0 <= p <= 100:
        raise ValueError("p must be between 0 and 100")
    if method not in METHODS:
        raise ValueError(f"unknown method {method!r}")
    values = sorted(data)
    position = (len(values) - 1) * p / 100
    low, high = math.floor(position), math.ceil(position)
    if method == "lower":
        return values[low]
    if method == "higher":
        return values[high]
    if method == "nearest":
        return values[round(position)]
    fraction = position - low
    return values[low] + (values[high] - values[low]) * fraction


def median(data: Sequence[float]) -> float:
    return percentile(data, 50)


def summary(data: Sequence[float]) -> Dict[str, float]:
    """Five-number summary plus the interquartile range."""
    q1, q3 = percentile(data, 25), percentile(data, 75)
    return {
        "min": min(data),
        "q1": q1,
        "median": median(data),
        "q3": q3,
        "max": max(data),
        "iqr": q3 - q1,
    }
