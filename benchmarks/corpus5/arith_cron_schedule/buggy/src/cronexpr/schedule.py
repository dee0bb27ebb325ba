"""Fire-time computation for cron expressions."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Iterator, Optional, Union

from .expr import CronExpression

ONE_MINUTE = timedelta(minutes=1)
HORIZON_YEARS = 5  # give up when nothing matches this far ahead (e.g. 30 February)

ExprLike = Union[str, CronExpression]


def _coerce(expr: ExprLike) -> CronExpression:
    return CronExpression.parse(expr) if isinstance(expr, str) else expr


def _first_of_next_month(moment: datetime) -> datetime:
    if moment.month == 12:
        return moment.replace(year=moment.year + 1, month=1, day=1, hour=0, minute=0)
    return moment.replace(month=moment.month + 1, day=1, hour=0, minute=0)


def next_fire(expr: ExprLike, after: datetime) -> datetime:
    """The first whole minute strictly after ``after`` that the expression matches."""
    cron = _coerce(expr)
    moment = after.replace(second=0, microsecond=0) + ONE_MINUTE
    limit = moment.year + HORIZON_YEARS
    while moment.year <= limit:
        if moment.month not in cron.months:
            moment = _first_of_next_month(moment)
            continue
        if not cron.day_matches(moment.date()):
            moment = moment.replace(hour=0, minute=0)
            continue
        if moment.hour not in cron.hours:
            moment = moment.replace(minute=0) + timedelta(hours=1)
            continue
        if moment.minute not in cron.minutes:
            moment += ONE_MINUTE
            continue
        return moment
    raise ValueError(f"{cron} never fires within {HORIZON_YEARS} years of {after:%Y-%m-%d}")


def iter_fires(expr: ExprLike, start: datetime, count: Optional[int] = None) -> Iterator[datetime]:
    """Successive fire times after ``start``; endless unless ``count`` is given."""
    cron = _coerce(expr)
    produced = 0
    moment = start
    while count is None or produced < count:
        moment = next_fire(cron, moment)
        yield moment
        produced += 1


def fires_between(expr: ExprLike, start: datetime, end: datetime) -> list:
    """Fire times in the half-open interval (start, end]."""
    fires = []
    for moment in iter_fires(expr, start):
        if moment > end:
            break
        fires.append(moment)
    return fires
