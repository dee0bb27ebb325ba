"""Calendar periods for reporting: quarters, fiscal years, weeks of the month."""

from __future__ import annotations

import calendar
import math
from datetime import date


def _check_month(month: int) -> None:
    if not 1 <= month <= 12:
        raise ValueError(f"month out of range: {month}")


def quarter(month: int) -> int:
    """Calendar quarter (1-4) of a month (1-12)."""
    _check_month(month)
    return math.ceil(month / 3)


def fiscal_quarter(month: int, start_month: int = 1) -> int:
    """Quarter of a month within a fiscal year that begins in start_month."""
    _check_month(start_month)
    return quarter((month - start_month) % 12 + 1)


def fiscal_year(day: date, start_month: int = 1) -> int:
    """Fiscal year of a date, named after the calendar year in which it ends."""
    _check_month(start_month)
    if start_month > 1 and day.month >= start_month:
        return day.year + 1
    return day.year


def quarter_bounds(year: int, q: int) -> tuple[date, date]:
    """First and last day of calendar quarter q of the year."""
    if not 1 <= q <= 4:
        raise ValueError(f"quarter out of range: {q}")
    last_month = 3 * q
    last_day = calendar.monthrange(year, last_month)[1]
    return date(year, last_month - 2, 1), date(year, last_month, last_day)


def week_of_month(day: date, first_weekday: int = 0) -> int:
    """Row (1-based) of the day in a month calendar whose weeks start on
    first_weekday (0 = Monday, 6 = Sunday); partial first weeks count."""
    lead = (day.replace(day=1).weekday() - first_weekday) % 7
    return math.ceil((day.day + lead) / 7)


def weeks_in_month(year: int, month: int, first_weekday: int = 0) -> int:
    """Number of rows the month needs in such a calendar (4 to 6)."""
    last = calendar.monthrange(year, month)[1]
    return week_of_month(date(year, month, last), first_weekday)
