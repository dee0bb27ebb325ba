"""Parsing of the five fields of a cron expression."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

MONTH_NAMES = {
    name: number
    for number, name in enumerate(
        ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"],
        start=1,
    )
}
DAY_NAMES = {
    name: number
    for number, name in enumerate(["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
}


class CronSyntaxError(ValueError):
    """Raised for a malformed cron expression."""


@dataclass(frozen=True)
class FieldSpec:
    """Name and bounds of one cron field, with optional symbolic names."""

    name: str
    low: int
    high: int
    names: Optional[dict] = None

    def value(self, token: str) -> int:
        key = token.upper()
        if self.names and key in self.names:
            return self.names[key]
        if not token.isdigit():
            raise CronSyntaxError(f"{self.name}: {token!r} is not a number")
        number = int(token)
        if not self.low <= number <= self.high:
            raise CronSyntaxError(
                f"{self.name}: {number} is out of range {self.low}-{self.high}"
            )
        return number


MINUTE = FieldSpec("minute", 0, 59)
HOUR = FieldSpec("hour", 0, 23)
DAY = FieldSpec("day", 1, 31)
MONTH = FieldSpec("month", 1, 12, MONTH_NAMES)
WEEKDAY = FieldSpec("weekday", 0, 7, DAY_NAMES)  # both 0 and 7 mean Sunday
FIELDS = (MINUTE, HOUR, DAY, MONTH, WEEKDAY)


def _step(text: str, spec: FieldSpec) -> int:
    if not text.isdigit() or int(text) == 0:
        raise CronSyntaxError(f"{spec.name}: bad step {text!r}")
    return int(text)


def parse_field(text: str, spec: FieldSpec) -> frozenset:
    """The set of values one field allows, e.g. ``*/15`` -> {0, 15, 30, 45}."""
    values: set = set()
    for part in text.split(","):
        if not part:
            raise CronSyntaxError(f"{spec.name}: empty list item in {text!r}")
        base, slash, step_text = part.partition("/")
        step = _step(step_text, spec) if slash else 1
        if base == "*":
            start, stop = spec.low, spec.high
        elif "-" in base:
            first, _, last = base.partition("-")
            start, stop = spec.value(first), spec.value(last)
            if stop < start:
                raise CronSyntaxError(f"{spec.name}: range {base!r} runs backwards")
        else:
            start = spec.value(base)
            stop = spec.high if slash else start
        values.update(range(start, stop + 1, step))
    if spec is WEEKDAY and 7 in values:
        values.discard(7)
        values.add(0)
    return frozenset(values)
