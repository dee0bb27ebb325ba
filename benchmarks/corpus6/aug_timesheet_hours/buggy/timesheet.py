"""Timesheets: clock entries per day, breaks, billable rounding and hourly load."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass

SPAN = re.compile(r"^(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$")
BILLING_STEP = 15


def parse_span(text: str) -> tuple[int, int]:
    """'09:15-12:00' -> (555, 720), minutes since midnight."""
    match = SPAN.match(text.strip())
    if not match:
        raise ValueError(f"bad span {text!r}")
    h1, m1, h2, m2 = (int(g) for g in match.groups())
    start, end = h1 * 60 + m1, h2 * 60 + m2
    if not (0 <= start < end <= 24 * 60) or m1 > 59 or m2 > 59:
        raise ValueError(f"bad span {text!r}")
    return start, end


def fmt(minutes: int) -> str:
    return f"{minutes // 60}:{minutes % 60:02d}"


@dataclass
class Day:
    date: str
    spans: list[tuple[int, int]]

    @classmethod
    def parse(cls, date: str, text: str) -> Day:
        spans = sorted(parse_span(part) for part in text.split(",") if part.strip())
        for (_, end), (start, _) in zip(spans, spans[1:], strict=False):
            if start < end:
                raise ValueError(f"overlapping spans on {date}")
        return cls(date, spans)

    @property
    def worked(self) -> int:
        return sum(end - start for start, end in self.spans)

    @property
    def breaks(self) -> int:
        return sum(s2 - e1 for (_, e1), (s2, _) in zip(self.spans, self.spans[1:], strict=False))

    def billable(self) -> int:
        """Worked minutes rounded up to the billing step, span by span."""
        return sum(-(-(end - start) // BILLING_STEP) * BILLING_STEP for start, end in self.spans)


def hourly_breakdown(days: list[Day]) -> dict[int, int]:
    """Minutes worked in each clock hour (0-23), summed over the days."""
    hours: dict[int, int] = defaultdict(int)
    for day in days:
        for start, end in day.spans:
            t = start
            while t < end:
                boundary = (t // 60 + 1) * 60
                chunk = min(boundary, end) - t
                hours[t // 60] += chunk
                t = chunk
    return dict(sorted(hours.items()))


def week_summary(days: list[Day]) -> list[str]:
    lines = [f"{d.date}  {fmt(d.worked):>6}  breaks {fmt(d.breaks)}" for d in days]
    total = sum(d.worked for d in days)
    lines.append(f"total       {fmt(total):>6}  billable {fmt(sum(d.billable() for d in days))}")
    return lines


def overtime(days: list[Day], daily_limit: int = 8 * 60) -> dict[str, int]:
    """Minutes worked past the daily limit, for the days that have any."""
    extra = {}
    for day in days:
        if day.worked > daily_limit:
            extra[day.date] = day.worked - daily_limit
    return extra
