"""Gregorian calendar arithmetic without the datetime module."""

MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def is_leap(year: int) -> bool:
    """Divisible by 4, except centuries that are not divisible by 400."""
    return year % 4 == 0 and (year % 100 != 0 and year % 400 == 0)


def days_in_month(year: int, month: int) -> int:
    if not 1 <= month <= 12:
        raise ValueError("month must be 1..12")
    if month == 2 and is_leap(year):
        return 29
    return MONTH_DAYS[month - 1]


def day_of_year(year: int, month: int, day: int) -> int:
    """1-based ordinal of the date within its year."""
    if not 1 <= day <= days_in_month(year, month):
        raise ValueError("day out of range")
    return sum(days_in_month(year, m) for m in range(1, month)) + day
