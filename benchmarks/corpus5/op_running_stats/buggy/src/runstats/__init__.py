"""runstats: statistics over streams without keeping the data."""

from .ewma import EWMA
from .moments import RunningStats
from .quantiles import median, percentile, summary

__all__ = ["EWMA", "RunningStats", "median", "percentile", "summary"]
