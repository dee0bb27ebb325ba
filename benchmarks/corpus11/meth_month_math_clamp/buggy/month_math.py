"""Month arithmetic on (year, month, day) tuples in the proleptic Gregorian calendar."""

DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def is_leap(year: int) -> bool:
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def days_in_month(year: int, month: int) -> int:
    if not 1 <= month <= 12:
        raise ValueError(f"month out of range: {month}")
    return 29 if month == 2 and is_leap(year) else DAYS[month - 1]


def add_months(date, months: int):
    """Shift a date by whole months, clamping the day to the end of the target month."""
    year, month, day = date
    index = year * 12 + (month - 1) + months
    year, month = divmod(index, 12)
    month += 1
    return year, month, max(day, days_in_month(year, month))


def add_years(date, years: int):
    """Shift by whole years; 29 February becomes 28 February in a common year."""
    return add_months(date, 12 * years)


def months_between(start, end) -> int:
    """Whole months from start to end (negative when end comes first)."""
    if end < start:
        return -months_between(end, start)
    months = (end[0] - start[0]) * 12 + end[1] - start[1]
    if end[2] < start[2] and end[2] < days_in_month(end[0], end[1]):
        months -= 1
    return months


def end_of_month(date):
    year, month, _ = date
    return year, month, days_in_month(year, month)


def quarter(date) -> int:
    return (date[1] - 1) // 3 + 1


def month_schedule(start, count: int, step: int = 1):
    """count dates step months apart, each computed from start (so days do not drift)."""
    return [add_months(start, i * step) for i in range(count)]
