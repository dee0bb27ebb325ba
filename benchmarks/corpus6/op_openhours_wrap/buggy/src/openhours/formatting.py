"""Human-readable summaries of opening hours."""

from __future__ import annotations

from .parsing import DAYS
from .schedule import OpeningHours


def _clock(minutes: int) -> str:
    minutes %= 1440
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def describe(hours: OpeningHours) -> list[str]:
    """One line per day, e.g. "Mo 09:00-17:30" or "Su closed"."""
    lines = []
    for day, name in enumerate(DAYS):
        windows = [
            f"{_clock(start)}-{_clock(end)}"
            for start, end in hours.spans
            if start // 1440 == day
        ]
        lines.append(f"{name} {', '.join(windows) if windows else 'closed'}")
    return lines


def compact(hours: OpeningHours) -> str:
    """Merge runs of days with the same windows: "Mo-Fr 09:00-17:00; Sa 10:00-14:00"."""
    per_day = [line.split(" ", 1)[1] for line in describe(hours)]
    rules = []
    day = 0
    while day < 7:
        last = day
        while last + 1 < 7 and per_day[last + 1] == per_day[day]:
            last += 1
        if per_day[day] != "closed":
            names = DAYS[day] if last == day else f"{DAYS[day]}-{DAYS[last]}"
            rules.append(f"{names} {per_day[day].replace(', ', ',')}")
        day = last + 1
    return "; ".join(rules) or "closed"
