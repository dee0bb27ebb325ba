"""Inclusive date ranges: iteration, overlaps, month splits and business days."""

from dataclasses import dataclass
from datetime import date, timedelta

ONE_DAY = timedelta(days=1)


def parse_date(text):
    try:
        return date.fromisoformat(text.strip())
    except ValueError as exc:
        raise ValueError(f"bad date {text!r}: {exc}") from None


def month_end(day):
    first_next = (day.replace(day=1) + timedelta(days=32)).replace(day=1)
    return first_next - ONE_DAY


@dataclass(frozen=True)
class DateRange:
    start: date
    end: date

    def __post_init__(self):
        if self.end < self.start:
            raise ValueError(f"range ends ({self.end}) before it starts ({self.start})")

    @classmethod
    def parse(cls, text):
        """'2024-01-05..2024-02-01' or a single day '2024-01-05'."""
        first, sep, last = text.partition("..")
        start = parse_date(first)
        return cls(start, parse_date(last) if sep else start)

    def __len__(self):
        return (self.end - self.start).days + 1

    def __contains__(self, day):
        return self.start <= day <= self.end

    def days(self, step=1):
        """Every step-th day from the start, up to and including the end."""
        if step < 1:
            raise ValueError("step must be at least 1")
        current = self.start
        while current <= self.end:
            yield current
            current += timedelta(days=step)

    def weeks(self):
        return list(self.days(7))

    def overlap(self, other):
        start, end = max(self.start, other.start), min(self.end, other.end)
        return DateRange(start, end) if start <= end else None

    def by_month(self):
        """The range cut at month boundaries."""
        pieces = []
        start = self.start
        while start <= self.end:
            end = min(month_end(start), self.end)
            pieces.append(DateRange(start, end))
            start = end + ONE_DAY
        return pieces

    def business_days(self, holidays=()):
        off = set(holidays)
        return sum(1 for day in self.days() if day.weekday() < 5 and day not in off)

    def __str__(self):
        if self.start == self.end:
            return self.start.isoformat()
        return f"{self.start.isoformat()}..{self.end.isoformat()}"


def add_business_days(day, count, holidays=()):
    off = set(holidays)
    while count > 0:
        day += ONE_DAY
        if day.weekday() < 5 and day not in off:
            count -= 1
    return day
