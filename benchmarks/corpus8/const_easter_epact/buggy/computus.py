"""Gregorian Easter (the anonymous "Meeus/Jones/Butcher" computus) and the feasts tied to it."""

from datetime import date, timedelta


def easter(year):
    """Date of Easter Sunday in the Gregorian calendar (years 1583 and later)."""
    if year < 1583:
        raise ValueError("the Gregorian computus starts in 1583")
    a = year % 19                      # position in the 19-year Metonic cycle
    b, c = divmod(year, 100)
    d, e = divmod(b, 4)
    f = (b + 8) // 25
    g = (b - f + 1) // 3               # lunar correction
    h = (19 * a + b - d - g + 14) % 30  # days from March 21 to the Paschal full moon, roughly
    i, k = divmod(c, 4)
    l = (32 + 2 * e + 2 * i - h - k) % 7  # days from the full moon to the next Sunday
    m = (a + 11 * h + 22 * l) // 451
    month, day = divmod(h + l - 7 * m + 114, 31)
    return date(year, month, day + 1)


def good_friday(year):
    return easter(year) - timedelta(days=2)


def ash_wednesday(year):
    return easter(year) - timedelta(days=46)


def pentecost(year):
    return easter(year) + timedelta(days=49)


def golden_number(year):
    """The year's place (1..19) in the Metonic cycle."""
    return year % 19 + 1


def earliest_and_latest(first, last):
    """The earliest and the latest Easter date (as (month, day)) over the years first..last."""
    dates = [easter(year) for year in range(first, last + 1)]
    return min((d.month, d.day) for d in dates), max((d.month, d.day) for d in dates)
