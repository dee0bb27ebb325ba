"""The Rule value object."""

from __future__ import annotations

import datetime as dt
import enum
from dataclasses import dataclass
from typing import Optional, Tuple

WEEKDAYS = ("MO", "TU", "WE", "TH", "FR", "SA", "SU")


class Frequency(enum.Enum):
    DAILY = "DAILY"
    WEEKLY = "WEEKLY"
    MONTHLY = "MONTHLY"
    YEARLY = "YEARLY"


@dataclass(frozen=True)
class Rule:
    freq: Frequency
    interval: int = 1
    count: Optional[int] = None
    until: Optional[dt.date] = None
    byweekday: Tuple[int, ...] = ()  # 0 = Monday
    bymonthday: Tuple[int, ...] = ()  # 1..31 or -31..-1 (from the end)
    bymonth: Tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if self.interval < 1:
            raise ValueError("INTERVAL must be a positive integer")
        if self.count is not None and self.until is not None:
            raise ValueError("COUNT and UNTIL cannot both be set")
        if self.count is not None and self.count < 1:
            raise ValueError("COUNT must be positive")
        for day in self.bymonthday:
            if day == 0 or not -31 <= day <= 31:
                raise ValueError(f"BYMONTHDAY {day} is out of range")
        for month in self.bymonth:
            if not 1 <= month <= 12:
                raise ValueError(f"BYMONTH {month} is out of range")
        for weekday in self.byweekday:
            if not 0 <= weekday <= 6:
                raise ValueError(f"weekday {weekday} is out of range")
