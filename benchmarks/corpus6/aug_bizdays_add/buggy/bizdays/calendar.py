"""A calendar of business days: weekdays that are not holidays."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

from .holidays import HolidayRules

ONE_DAY = dt.timedelta(days=1)


class BusinessCalendar:
    def __init__(self, rules: HolidayRules | None = None, weekend: tuple[int, ...] = (5, 6)):
        self.rules = rules or HolidayRules()
        self.weekend = frozenset(weekend)

    def holiday_name(self, day: dt.date) -> str | None:
        return self.rules.holidays(day.year).get(day)

    def is_business_day(self, day: dt.date) -> bool:
        return day.weekday() not in self.weekend and self.holiday_name(day) is None

    def next_business_day(self, day: dt.date) -> dt.date:
        day += ONE_DAY
        while not self.is_business_day(day):
            day += ONE_DAY
        return day

    def previous_business_day(self, day: dt.date) -> dt.date:
        day -= ONE_DAY
        while not self.is_business_day(day):
            day -= ONE_DAY
        return day

    def roll(self, day: dt.date, convention: str = "following") -> dt.date:
        """Move a date onto a business day ("following", "preceding", "modified")."""
        if self.is_business_day(day):
            return day
        if convention == "preceding":
            return self.previous_business_day(day)
        rolled = self.next_business_day(day)
        if convention == "modified" and rolled.month != day.month:
            return self.previous_business_day(day)
        if convention not in ("following", "modified"):
            raise ValueError(f"unknown convention {convention!r}")
        return rolled

    def add(self, day: dt.date, business_days: int) -> dt.date:
        """The date business_days business days after (or before, if negative) day."""
        step = ONE_DAY if business_days >= 0 else -ONE_DAY
        remaining = abs(business_days)
        while remaining > 0:
            day += step
            if self.is_business_day(day):
                remaining += 1
        return day

    def days(self, start: dt.date, end: dt.date) -> Iterator[dt.date]:
        """Business days in [start, end)."""
        day = start
        while day < end:
            if self.is_business_day(day):
                yield day
            day += ONE_DAY

    def count(self, start: dt.date, end: dt.date) -> int:
        if end < start:
            return -self.count(end, start)
        return sum(1 for _ in self.days(start, end))
