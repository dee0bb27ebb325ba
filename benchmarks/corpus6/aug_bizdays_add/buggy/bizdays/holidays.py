"""Holiday rules: fixed dates, Easter-relative dates and weekend observance."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from functools import lru_cache


def easter(year: int) -> dt.date:
    """Gregorian Easter Sunday (anonymous Gregorian algorithm)."""
    a = year % 19
    b, c = divmod(year, 100)
    d, e = divmod(b, 4)
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    l = (32 + 2 * e + 2 * i - h - k) % 7  # noqa: E741 - the algorithm's own name
    m = (a + 11 * h + 22 * l) // 451
    month, day = divmod(h + l - 7 * m + 114, 31)
    return dt.date(year, month, day + 1)


@dataclass(frozen=True)
class HolidayRules:
    fixed: tuple[tuple[int, int, str], ...] = ()
    easter_offsets: tuple[tuple[int, str], ...] = ()
    observe_on_monday: bool = True
    extra: frozenset[dt.date] = field(default_factory=frozenset)

    @classmethod
    def default(cls) -> HolidayRules:
        return cls(
            fixed=((1, 1, "New Year"), (5, 1, "Labour Day"), (12, 25, "Christmas"),
                   (12, 26, "Boxing Day")),
            easter_offsets=((-2, "Good Friday"), (1, "Easter Monday")),
        )

    def with_extra(self, *days: dt.date) -> HolidayRules:
        return HolidayRules(self.fixed, self.easter_offsets, self.observe_on_monday,
                            self.extra | frozenset(days))

    def holidays(self, year: int) -> dict[dt.date, str]:
        return dict(_holidays(self, year))


@lru_cache(maxsize=64)
def _holidays(rules: HolidayRules, year: int) -> tuple[tuple[dt.date, str], ...]:
    found: dict[dt.date, str] = {}
    for month, day, name in rules.fixed:
        date = dt.date(year, month, day)
        if rules.observe_on_monday:
            while date.weekday() >= 5 or date in found:
                date += dt.timedelta(days=1)
        found[date] = name
    sunday = easter(year)
    for offset, name in rules.easter_offsets:
        found[sunday + dt.timedelta(days=offset)] = name
    for date in rules.extra:
        if date.year == year:
            found.setdefault(date, "extra")
    return tuple(sorted(found.items()))


def holiday_table(rules: HolidayRules, year: int) -> list[str]:
    """One line per holiday of the year: ISO date, weekday and name."""
    lines = []
    for date, name in rules.holidays(year).items():
        lines.append(f"{date.isoformat()} {date.strftime('%a')} {name}")
    return lines


def next_holiday(rules: HolidayRules, after: dt.date) -> tuple[dt.date, str]:
    """The first holiday strictly after a date (looking into the next year if needed)."""
    for year in (after.year, after.year + 1):
        for date, name in rules.holidays(year).items():
            if date > after:
                return date, name
    raise LookupError("no holiday within a year")
