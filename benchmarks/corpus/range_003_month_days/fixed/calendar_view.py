"""Data for the month grid in the booking calendar."""

import calendar
from datetime import date


def month_days(year: int, month: int) -> list[date]:
    """Every date of the given month, in order."""
    _, length = calendar.monthrange(year, month)
    return [date(year, month, day) for day in range(1, length + 1)]


def weekend_days(year: int, month: int) -> list[date]:
    """Saturdays and Sundays of the month."""
    return [d for d in month_days(year, month) if d.weekday() >= 5]


def first_weekday(year: int, month: int) -> str:
    """Name of the weekday the month starts on."""
    return calendar.day_name[date(year, month, 1).weekday()]


def working_day_count(year: int, month: int) -> int:
    """Number of Monday-to-Friday days in the month."""
    return len(month_days(year, month)) - len(weekend_days(year, month))
