"""Week numbering for the monthly rota (weeks start on Monday)."""

from datetime import date, timedelta


def week_of_month(day: date) -> int:
    """1-based row of the day in a Monday-first month calendar."""
    return (day.day - 1) // 7 + 1


def weeks_in_month(year: int, month: int) -> int:
    """Number of calendar rows the month needs."""
    next_month = date(year + month // 12, month % 12 + 1, 1)
    return week_of_month(next_month - timedelta(days=1))


def rota(people: list[str], day: date) -> str:
    """Who is on duty: people take turns week by week."""
    if not people:
        raise ValueError("nobody on the rota")
    return people[(week_of_month(day) - 1) % len(people)]
