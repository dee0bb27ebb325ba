"""Statistics over calendar events."""

from collections import Counter
from datetime import date, datetime


def per_day(events: list[tuple[datetime, str]]) -> Counter[date]:
    """Number of events on each date."""
    return Counter(start.date() for start, _ in events)


def busiest_day(events: list[tuple[datetime, str]]) -> date | None:
    """Date with the most events (earliest on ties), or None without events."""
    counts = per_day(events)
    best = max(counts.values())
    return min(day for day, n in counts.items() if n == best)


def titles_on(events: list[tuple[datetime, str]], day: date) -> list[str]:
    """Titles of the events on day, in start order."""
    return [title for start, title in sorted(events) if start.date() == day]
