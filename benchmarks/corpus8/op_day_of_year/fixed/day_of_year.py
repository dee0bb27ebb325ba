"""Calendar arithmetic in the proleptic Gregorian calendar, dates as (year, month, day)."""

MONTH_LENGTHS = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def days_in_month(year, month):
    if not 1 <= month <= 12:
        raise ValueError(f"no month {month}")
    if month == 2 and is_leap(year):
        return 29
    return MONTH_LENGTHS[month - 1]


def days_in_year(year):
    return 366 if is_leap(year) else 365


def day_of_year(year, month, day):
    """1 for January 1st, up to 365 or 366 for December 31st."""
    if not 1 <= day <= days_in_month(year, month):
        raise ValueError(f"no day {day} in {year}-{month:02d}")
    return sum(days_in_month(year, m) for m in range(1, month)) + day


def from_day_of_year(year, number):
    """The (month, day) of the number-th day of the year."""
    if not 1 <= number <= days_in_year(year):
        raise ValueError(f"{year} has no day {number}")
    month = 1
    while number > days_in_month(year, month):
        number -= days_in_month(year, month)
        month += 1
    return month, number


def ordinal(date):
    """Days since 0000-12-31, so that (1, 1, 1) is day 1 (as datetime.date.toordinal)."""
    year, month, day = date
    y = year - 1  # whole years before this one, and the leap days among them
    return y * 365 + y // 4 - y // 100 + y // 400 + day_of_year(year, month, day)


def days_between(start, end):
    """Signed number of days from start to end."""
    return ordinal(end) - ordinal(start)


def weekday(date):
    """0 for Monday up to 6 for Sunday."""
    return (ordinal(date) + 6) % 7
