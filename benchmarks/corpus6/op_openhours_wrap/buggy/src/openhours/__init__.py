"""Weekly opening hours."""

from .formatting import compact, describe
from .parsing import parse
from .schedule import OpeningHours

__all__ = ["OpeningHours", "compact", "describe", "parse"]
