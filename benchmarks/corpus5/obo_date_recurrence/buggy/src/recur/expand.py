"""Expansion of a rule into dates."""

from __future__ import annotations

import calendar
import datetime as dt
from typing import Iterator, List, Optional

from .rule import Frequency, Rule

MAX_EMPTY_PERIODS = 2000  # a rule that matches nothing in this many periods never will


def _month_days(rule: Rule, year: int, month: int, start: dt.date) -> List[dt.date]:
    last = calendar.monthrange(year, month)[1]
    if rule.bymonthday:
        days = []
        for d in rule.bymonthday:
            day = d if d > 0 else last + d
            if 1 <= day <= last:
                days.append(day)
    elif rule.byweekday:
        days = [d for d in range(1, last + 1) if dt.date(year, month, d).weekday() in rule.byweekday]
    else:
        days = [start.day] if start.day <= last else []
    return [dt.date(year, month, d) for d in sorted(set(days))]


def _period_dates(rule: Rule, start: dt.date, index: int) -> List[dt.date]:
    """Candidate dates of the index-th period (day, week, month or year) after start."""
    step = index * rule.interval
    if rule.freq is Frequency.DAILY:
        candidates = [start + dt.timedelta(days=step)]
    elif rule.freq is Frequency.WEEKLY:
        monday = start - dt.timedelta(days=start.weekday()) + dt.timedelta(weeks=step)
        weekdays = rule.byweekday or (start.weekday(),)
        candidates = [monday + dt.timedelta(days=d) for d in sorted(weekdays)]
    elif rule.freq is Frequency.MONTHLY:
        year, month0 = divmod(start.month - 1 + step, 12)
        candidates = _month_days(rule, start.year + year, month0 + 1, start)
    else:
        year = start.year + step
        months = rule.bymonth or (start.month,)
        candidates = [d for m in sorted(months) for d in _month_days(rule, year, m, start)]
    return [d for d in candidates if _matches(rule, d)]


def _matches(rule: Rule, day: dt.date) -> bool:
    if rule.bymonth and day.month not in rule.bymonth:
        return False
    if rule.byweekday and day.weekday() not in rule.byweekday:
        return False
    if rule.bymonthday and rule.freq in (Frequency.DAILY, Frequency.WEEKLY):
        last = calendar.monthrange(day.year, day.month)[1]
        wanted = {d if d > 0 else last + 1 + d for d in rule.bymonthday}
        return day.day in wanted
    return True


def occurrences(rule: Rule, start: dt.date) -> Iterator[dt.date]:
    """Dates of the recurrence from start (inclusive), in order."""
    produced = 0
    empty = 0
    index = 0
    while True:
        found = [d for d in _period_dates(rule, start, index) if d >= start]
        empty = 0 if found else empty + 1
        if empty > MAX_EMPTY_PERIODS:
            return
        for day in found:
            if rule.until is not None and day > rule.until:
                return
            yield day
            produced += 1
            if rule.count is not None and produced >= rule.count:
                return
        index += 1


def between(rule: Rule, start: dt.date, after: dt.date, before: dt.date, inclusive: bool = False) -> List[dt.date]:
    result = []
    for day in occurrences(rule, start):
        if day > before or (day == before and not inclusive):
            break
        if day > after or (inclusive and day == after):
            result.append(day)
    return result


def first_after(rule: Rule, start: dt.date, after: dt.date) -> Optional[dt.date]:
    return next((d for d in occurrences(rule, start) if d > after), None)
