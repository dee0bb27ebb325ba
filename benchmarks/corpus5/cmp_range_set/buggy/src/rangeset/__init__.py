"""rangeset: disjoint half-open intervals with set algebra."""

from .interval import EMPTY_MESSAGE, Interval
from .notation import format_ranges, parse_ranges
from .rangeset import RangeSet

__all__ = ["EMPTY_MESSAGE", "Interval", "RangeSet", "format_ranges", "parse_ranges"]
