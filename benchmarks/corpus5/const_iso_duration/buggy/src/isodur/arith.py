"""Adding durations to dates and measuring them."""

from __future__ import annotations

import calendar
import datetime as dt
from decimal import Decimal
from typing import TypeVar, Union

from .duration import Duration, DurationError

D = TypeVar("D", dt.date, dt.datetime)
AVERAGE_MONTH_DAYS = Decimal("30.436875")  # Gregorian average (365.2425 / 12)


def _add_months(moment: D, months: int) -> D:
    """Shift by whole months, clamping the day to the end of a shorter month."""
    index = moment.year * 12 + (moment.month - 1) + months
    year, month = divmod(index, 12)
    month += 1
    last = calendar.monthrange(year, month)[0]
    return moment.replace(year=year, month=month, day=min(moment.day, last))


def add_duration(moment: D, duration: Union[Duration, str]) -> D:
    """The calendar part first, then days and seconds (like dateutil's relativedelta)."""
    if isinstance(duration, str):
        from .duration import parse_duration

        duration = parse_duration(duration)
    sign = -1 if duration.negative else 1
    shifted = _add_months(moment, sign * (duration.years * 12 + duration.months))
    exact = dt.timedelta(days=duration.days, seconds=float(duration.seconds))
    if exact and not isinstance(shifted, dt.datetime):
        if duration.seconds:
            raise DurationError("cannot add hours, minutes or seconds to a date")
    return shifted + sign * exact


def total_seconds(duration: Duration, approximate: bool = False) -> Decimal:
    """Exact length in seconds; years and months need ``approximate=True``."""
    calendar_months = duration.years * 12 + duration.months
    if calendar_months and not approximate:
        raise DurationError(f"{duration} has years or months; pass approximate=True")
    days = Decimal(duration.days) + calendar_months * AVERAGE_MONTH_DAYS
    total = days * 86400 + duration.seconds
    return -total if duration.negative else total


def between(start: dt.datetime, end: dt.datetime) -> Duration:
    """A canonical Duration from start to end (whole months first, then the rest)."""
    negative = end < start
    if negative:
        start, end = end, start
    months = (end.year - start.year) * 12 + end.month - start.month
    if _add_months(start, months) > end:
        months -= 1
    rest = end - _add_months(start, months)
    exact = Duration.from_timedelta(rest)
    return Duration(months // 12, months % 12, exact.days, exact.seconds, negative)
