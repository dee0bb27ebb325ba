"""The Duration type, its parser and its canonical text form."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from decimal import Decimal

_PATTERN = re.compile(
    r"^(?P<sign>[-+])?P(?!$)"
    r"(?:(?P<years>\d+)Y)?(?:(?P<months>\d+)M)?(?:(?P<weeks>\d+)W)?(?:(?P<days>\d+)D)?"
    r"(?:T(?=\d)(?:(?P<hours>\d+)H)?(?:(?P<minutes>\d+)M)?(?:(?P<seconds>\d+(?:[.,]\d+)?)S)?)?$"
)


class DurationError(ValueError):
    pass


@dataclass(frozen=True)
class Duration:
    """Calendar part (years, months) and exact part (days, seconds); all share one sign."""

    years: int = 0
    months: int = 0
    days: int = 0
    seconds: Decimal = Decimal(0)
    negative: bool = False

    @classmethod
    def from_timedelta(cls, delta: dt.timedelta) -> "Duration":
        negative = delta < dt.timedelta(0)
        delta = abs(delta)
        micro = Decimal(delta.microseconds) / Decimal(10**6)
        return cls(days=delta.days, seconds=Decimal(delta.seconds) + micro, negative=negative)

    @property
    def is_zero(self) -> bool:
        return not (self.years or self.months or self.days or self.seconds)

    def __neg__(self) -> "Duration":
        return Duration(self.years, self.months, self.days, self.seconds, not self.negative)

    def __add__(self, other: "Duration") -> "Duration":
        if not isinstance(other, Duration):
            return NotImplemented
        if self.negative != other.negative and not (self.is_zero or other.is_zero):
            raise DurationError("cannot add durations of different signs")
        negative = other.negative if self.is_zero else self.negative
        return Duration(self.years + other.years, self.months + other.months,
                        self.days + other.days, self.seconds + other.seconds, negative)

    def __mul__(self, factor: int) -> "Duration":
        if not isinstance(factor, int) or isinstance(factor, bool):
            return NotImplemented
        n = abs(factor)
        negative = self.negative != (factor < 0)
        return Duration(self.years * n, self.months * n, self.days * n, self.seconds * n, negative)

    __rmul__ = __mul__

    def __str__(self) -> str:
        if self.is_zero:
            return "PT0S"
        text = "-P" if self.negative else "P"
        for value, unit in ((self.years, "Y"), (self.months, "M"), (self.days, "D")):
            if value:
                text += f"{value}{unit}"
        hours, rest = divmod(self.seconds, 3600)
        minutes, seconds = divmod(rest, 60)
        clock = ""
        for value, unit in ((hours, "H"), (minutes, "M")):
            if value:
                clock += f"{int(value)}{unit}"
        if seconds:
            clock += f"{seconds.normalize():f}S"
        return text + ("T" + clock if clock else "")


def parse_duration(text: str) -> Duration:
    """'P1Y2M10DT2H30M', 'PT0.5S', 'P2W', '-P1D'."""
    match = _PATTERN.match(text.strip())
    if not match:
        raise DurationError(f"not an ISO 8601 duration: {text!r}")
    parts = match.groupdict()
    number = lambda name: int(parts[name] or 0)  # noqa: E731
    seconds = Decimal((parts["seconds"] or "0").replace(",", "."))
    seconds += number("hours") * 3600 + number("minutes") * 60
    return Duration(
        years=number("years"),
        months=number("months"),
        days=number("days") + 7 * number("weeks"),
        seconds=seconds,
        negative=parts["sign"] == "-",
    )
