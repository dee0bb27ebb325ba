"""The CronExpression value type."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime

from .fields import FIELDS, CronSyntaxError, parse_field

MACROS = {
    "@yearly": "0 0 1 1 *",
    "@annually": "0 0 1 1 *",
    "@monthly": "0 0 1 * *",
    "@weekly": "0 0 * * 0",
    "@daily": "0 0 * * *",
    "@midnight": "0 0 * * *",
    "@hourly": "0 * * * *",
}


@dataclass(frozen=True)
class CronExpression:
    """A parsed five-field cron expression."""

    minutes: frozenset
    hours: frozenset
    days: frozenset
    months: frozenset
    weekdays: frozenset
    dom_restricted: bool = False
    dow_restricted: bool = False
    source: str = field(default="", compare=False)

    @classmethod
    def parse(cls, text: str) -> "CronExpression":
        expanded = MACROS.get(text.strip().lower(), text)
        if expanded.startswith("@"):
            raise CronSyntaxError(f"unknown macro {text.strip()!r}")
        parts = expanded.split()
        if len(parts) != 5:
            raise CronSyntaxError(f"expected 5 fields, got {len(parts)} in {text!r}")
        sets = [parse_field(part, spec) for part, spec in zip(parts, FIELDS)]
        return cls(
            *sets,
            # like Vixie cron: a field starting with '*' (also '*/2') is unrestricted
            dom_restricted=not parts[2].startswith("*"),
            dow_restricted=not parts[4].startswith("*"),
            source=text.strip(),
        )

    def day_matches(self, day: date) -> bool:
        """Day-of-month and day-of-week: either one if both are restricted."""
        weekday = (day.weekday() + 1) % 7  # cron counts Sunday as 0
        in_dom = day.day in self.days
        in_dow = weekday in self.weekdays
        if self.dom_restricted and self.dow_restricted:
            return in_dom or in_dow
        return in_dom and in_dow

    def matches(self, moment: datetime) -> bool:
        return (
            moment.minute in self.minutes
            and moment.hour in self.hours
            and moment.month in self.months
            and self.day_matches(moment.date())
        )

    def __str__(self) -> str:
        return self.source

    def __contains__(self, moment: datetime) -> bool:
        return self.matches(moment)
