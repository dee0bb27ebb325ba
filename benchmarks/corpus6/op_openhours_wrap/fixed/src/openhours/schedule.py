"""Queries over a week of opening spans."""

from __future__ import annotations

import datetime as dt

from .parsing import parse

WEEK = 7 * 24 * 60


def minute_of_week(moment: dt.datetime) -> int:
    return moment.weekday() * 1440 + moment.hour * 60 + moment.minute


class OpeningHours:
    def __init__(self, spec: str) -> None:
        self.spec = spec
        self.spans = parse(spec)

    def _open_at(self, t: int) -> bool:
        for start, end in self.spans:
            if start <= t < end or start <= t + WEEK < end:
                return True
        return False

    def is_open(self, moment: dt.datetime) -> bool:
        return self._open_at(minute_of_week(moment))

    def next_open(self, moment: dt.datetime) -> dt.datetime | None:
        """The first minute at or after moment when the place is open."""
        if not self.spans:
            return None
        start = t = minute_of_week(moment)
        while not self._open_at(t):
            t = (t + 1) % WEEK
        base = moment.replace(second=0, microsecond=0)
        return base + dt.timedelta(minutes=(t - start) % WEEK)

    def next_close(self, moment: dt.datetime) -> dt.datetime | None:
        if not self.is_open(moment):
            return None
        start = t = minute_of_week(moment)
        while self._open_at(t) and (t - start) % WEEK < WEEK - 1:
            t = (t + 1) % WEEK
        base = moment.replace(second=0, microsecond=0)
        return base + dt.timedelta(minutes=(t - start) % WEEK)

    def weekly_minutes(self) -> int:
        return sum(1 for t in range(WEEK) if self._open_at(t))

    def open_days(self) -> list[int]:
        return sorted({(start // 1440) % 7 for start, _ in self.spans})
