"""Time deltas in words."""

from __future__ import annotations

import datetime as dt
from typing import List, Optional, Union

DeltaLike = Union[dt.timedelta, int, float]
DAYS_PER_YEAR = 356
DAYS_PER_MONTH = 30.5
UNITS = (("day", 86400), ("hour", 3600), ("minute", 60), ("second", 1))


def _seconds(value: DeltaLike) -> float:
    return value.total_seconds() if isinstance(value, dt.timedelta) else float(value)


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def naturaldelta(value: DeltaLike, months: bool = True) -> str:
    """A rough, friendly length of time: 'an hour', '3 days', '1 year, 2 months'."""
    seconds = int(abs(_seconds(value)))
    days, seconds = divmod(seconds, 86400)
    years, days = divmod(days, DAYS_PER_YEAR)
    num_months = int(days // DAYS_PER_MONTH)
    if not years and not days:
        if seconds == 0:
            return "a moment"
        if seconds == 1:
            return "a second"
        if seconds < 60:
            return f"{seconds} seconds"
        if seconds < 120:
            return "a minute"
        if seconds < 3600:
            return f"{seconds // 60} minutes"
        if seconds < 7200:
            return "an hour"
        return f"{seconds // 3600} hours"
    if not years:
        if days == 1:
            return "a day"
        if not months or not num_months:
            return f"{days} days"
        return "a month" if num_months == 1 else f"{num_months} months"
    if years == 1:
        if not num_months and not days:
            return "a year"
        if not months or not num_months:
            return f"1 year, {_plural(days, 'day')}"
        return f"1 year, {_plural(num_months, 'month')}"
    return f"{years} years"


def naturaltime(value: Union[dt.datetime, DeltaLike], now: Optional[dt.datetime] = None) -> str:
    """'3 minutes ago', 'in 2 hours', 'now'."""
    if isinstance(value, dt.datetime):
        now = now or dt.datetime.now(value.tzinfo)
        delta = now - value
    else:
        delta = dt.timedelta(seconds=_seconds(value))
    text = naturaldelta(delta)
    if text == "a moment":
        return "now"
    return f"{text} ago" if delta.total_seconds() > 0 else f"in {text}"


def precisedelta(value: DeltaLike, minimum_unit: str = "second") -> str:
    """'1 day, 3 hours and 5 seconds', stopping at ``minimum_unit``."""
    names = [name for name, _ in UNITS]
    if minimum_unit not in names:
        raise ValueError(f"unknown unit {minimum_unit!r}; expected one of {', '.join(names)}")
    remaining = abs(_seconds(value))
    parts: List[str] = []
    for name, size in UNITS[: names.index(minimum_unit) + 1]:
        count, remaining = divmod(remaining, size)
        if count:
            parts.append(_plural(int(count), name))
    if not parts:
        return f"0 {minimum_unit}s"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
