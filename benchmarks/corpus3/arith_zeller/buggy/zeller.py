"""Day of the week by Zeller's congruence (Gregorian calendar), and calendar helpers."""

DAY_NAMES = ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]


def zeller(year, month, day):
    """0 for Saturday, 1 for Sunday, ..., 6 for Friday."""
    if month < 3:  # January and February count as months 13 and 14 of the year before
        month += 12
        year -= 1
    k = year % 100
    j = year // 100
    return (day + 13 * (month + 1) // 5 + k + j // 4 + 5 * j) % 7


def day_name(year, month, day):
    return DAY_NAMES[zeller(year, month, day)]


def iso_weekday(year, month, day):
    """1 for Monday through 7 for Sunday."""
    return (zeller(year, month, day) + 5) % 7 + 1


def is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def days_in_month(year, month):
    if month == 2:
        return 29 if is_leap(year) else 28
    return 30 if month in (4, 6, 9, 11) else 31


def friday_the_13ths(year):
    """The months of year whose 13th falls on a Friday."""
    return [month for month in range(1, 13) if zeller(year, month, 13) == 6]
