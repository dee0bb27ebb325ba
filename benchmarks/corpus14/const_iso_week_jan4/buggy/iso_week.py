"""ISO-8601 week dates computed from proleptic Gregorian day numbers.

ISO weeks start on Monday and week 1 of a year is the week that holds January 4th,
so the first days of January can belong to the previous ISO year and the last days
of December to the next one.
"""

_DAYS_BEFORE_MONTH = (0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)


def is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def days_in_month(year, month):
    if month == 2:
        return 29 if is_leap(year) else 28
    return 30 if month in (4, 6, 9, 11) else 31


def to_ordinal(year, month, day):
    """Day number with 0001-01-01 as day 1 (same as datetime.date.toordinal)."""
    if not 1 <= month <= 12 or not 1 <= day <= days_in_month(year, month):
        raise ValueError(f"invalid date {year}-{month}-{day}")
    y = year - 1
    leap_day = 1 if month > 2 and is_leap(year) else 0
    return y * 365 + y // 4 - y // 100 + y // 400 + _DAYS_BEFORE_MONTH[month - 1] + leap_day + day


def from_ordinal(n):
    """Inverse of to_ordinal: (year, month, day)."""
    year = n * 400 // 146097 + 1
    while to_ordinal(year, 1, 1) > n:
        year -= 1
    while to_ordinal(year + 1, 1, 1) <= n:
        year += 1
    day = n - to_ordinal(year, 1, 1) + 1
    month = 1
    while day > days_in_month(year, month):
        day -= days_in_month(year, month)
        month += 1
    return year, month, day


def iso_weekday(year, month, day):
    """1 for Monday through 7 for Sunday."""
    return (to_ordinal(year, month, day) - 1) % 7 + 1


def _week_one_monday(iso_year):
    """Day number of the Monday that starts ISO week 1 of iso_year."""
    anchor = to_ordinal(iso_year, 1, 1)
    return anchor - (anchor - 1) % 7


def iso_calendar(year, month, day):
    """(iso_year, week, weekday) for a calendar date."""
    n = to_ordinal(year, month, day)
    iso_year = year
    if n >= _week_one_monday(year + 1):
        iso_year = year + 1
    elif n < _week_one_monday(year):
        iso_year = year - 1
    week = (n - _week_one_monday(iso_year)) // 7 + 1
    return iso_year, week, iso_weekday(year, month, day)


def weeks_in_year(iso_year):
    """52 or 53: how many ISO weeks iso_year has."""
    return (_week_one_monday(iso_year + 1) - _week_one_monday(iso_year)) // 7


def from_iso(iso_year, week, weekday):
    """Calendar date (year, month, day) of an ISO week date."""
    if not 1 <= weekday <= 7 or not 1 <= week <= weeks_in_year(iso_year):
        raise ValueError(f"invalid ISO week date {iso_year}-W{week}-{weekday}")
    return from_ordinal(_week_one_monday(iso_year) + (week - 1) * 7 + weekday - 1)
