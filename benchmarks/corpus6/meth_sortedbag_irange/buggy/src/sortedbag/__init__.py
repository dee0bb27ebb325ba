"""A sorted multiset with rank, range and order-statistic queries."""

from .bag import SortedBag
from .stats import median, percentile, share_at_most, window_counts

__all__ = ["SortedBag", "median", "percentile", "share_at_most", "window_counts"]
