"""Gregorian weekdays by Zeller's congruence, and a few calendar queries built on it."""

NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTH_DAYS = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def is_leap(year: int) -> bool:
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def days_in_month(year: int, month: int) -> int:
    if month == 2 and is_leap(year):
        return 29
    return MONTH_DAYS[month - 1]


def weekday(year: int, month: int, day: int) -> int:
    """Day of the week, 0 = Monday ... 6 = Sunday.

    Zeller counts January and February as months 13 and 14 of the previous year.
    """
    if not 1 <= month <= 12 or not 1 <= day <= days_in_month(year, month):
        raise ValueError(f"no such date: {year}-{month}-{day}")
    m = month if month > 2 else month + 12
    y = year if month > 2 else year - 1
    k, j = y % 100, y // 100
    h = (day + 13 * (month + 1) // 5 + k + k // 4 + j // 4 + 5 * j) % 7
    return (h + 5) % 7  # Zeller's h is 0 for Saturday


def weekday_name(year: int, month: int, day: int) -> str:
    return NAMES[weekday(year, month, day)]


def nth_weekday(year: int, month: int, wday: int, n: int) -> int:
    """Day of the month of the n-th given weekday (n = -1 for the last one)."""
    if n == -1:
        last = days_in_month(year, month)
        return last - (weekday(year, month, last) - wday) % 7
    day = 1 + (wday - weekday(year, month, 1)) % 7 + 7 * (n - 1)
    if n < 1 or day > days_in_month(year, month):
        raise ValueError(f"no weekday number {n} in {year}-{month}")
    return day


def friday_13ths(year: int) -> list[int]:
    """The months of the year whose 13th falls on a Friday."""
    return [month for month in range(1, 13) if weekday(year, month, 13) == 4]
