"""The inclusive integer notation used by printers and page pickers: ``1-5,8,10-12``."""

from __future__ import annotations

import re

from .interval import Interval
from .rangeset import RangeSet

_PART = re.compile(r"^\s*(-?\d+)\s*(?:(?:-|\.\.)\s*(-?\d+)\s*)?$")


def parse_ranges(text: str) -> RangeSet:
    """Parse ``1-5,8`` (inclusive) into the half-open RangeSet {[1, 6), [8, 9)}."""
    result = RangeSet()
    if not text.strip():
        return result
    for part in text.split(","):
        match = _PART.match(part)
        if match is None:
            raise ValueError(f"cannot parse range {part.strip()!r}")
        first = int(match.group(1))
        last = int(match.group(2)) if match.group(2) is not None else first
        if last < first:
            raise ValueError(f"range {part.strip()!r} runs backwards")
        result.add(Interval(first, last + 1))
    return result


def format_ranges(ranges: RangeSet) -> str:
    """The inverse of parse_ranges for integer range sets."""
    parts = []
    for iv in ranges:
        first, last = iv.start, iv.end - 1
        parts.append(str(first) if first == last else f"{first}-{last}")
    return ",".join(parts)
