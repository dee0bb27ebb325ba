"""isodur: ISO 8601 durations."""

from .arith import add_duration, between, total_seconds
from .duration import Duration, DurationError, parse_duration

__all__ = ["Duration", "DurationError", "add_duration", "between", "parse_duration", "total_seconds"]
