"""Order statistics on top of SortedBag."""

from __future__ import annotations

import math

from .bag import SortedBag


def median(bag: SortedBag) -> float:
    n = len(bag)
    if n == 0:
        raise ValueError("median of an empty bag")
    middle = n // 2
    if n % 2:
        return bag[middle]
    return (bag[middle - 1] + bag[middle]) / 2


def percentile(bag: SortedBag, p: float) -> float:
    """Nearest-rank percentile (p in 0..100)."""
    if not 0 <= p <= 100:
        raise ValueError("p must be between 0 and 100")
    if len(bag) == 0:
        raise ValueError("percentile of an empty bag")
    rank = max(math.ceil(p / 100 * len(bag)), 1)
    return bag[rank - 1]


def share_at_most(bag: SortedBag, limit: float) -> float:
    """Fraction of items <= limit (e.g. requests within an SLO)."""
    if len(bag) == 0:
        return 0.0
    return len(bag.irange(high=limit)) / len(bag)


def window_counts(bag: SortedBag, width: float, start: float, stop: float) -> list[int]:
    """Counts of items in the closed windows [start, start+width], [start+width, ...], ..."""
    counts = []
    edge = start
    while edge < stop:
        counts.append(len(bag.irange(edge, edge + width)))
        edge += width
    return counts


def interquartile_range(bag: SortedBag) -> float:
    """Spread of the middle half: 75th minus 25th nearest-rank percentile."""
    return percentile(bag, 75) - percentile(bag, 25)


def trimmed(bag: SortedBag, share: float) -> SortedBag:
    """A copy without the lowest and highest share of the items."""
    if not 0 <= share < 0.5:
        raise ValueError("share must be in [0, 0.5)")
    cut = int(len(bag) * share)
    return SortedBag(list(bag)[cut : len(bag) - cut])
