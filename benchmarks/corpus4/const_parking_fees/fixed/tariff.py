"""Parking tariff: a free grace period, a price per started hour and a daily cap."""

import math
from dataclasses import dataclass
from decimal import Decimal


@dataclass(frozen=True)
class Tariff:
    hourly: Decimal = Decimal("2.50")
    daily_cap: Decimal = Decimal("18.00")
    grace_minutes: int = 15
    lost_ticket: Decimal = Decimal("40.00")

    def minutes(self, entry, exit):
        if exit < entry:
            raise ValueError("exit time before entry time")
        return math.ceil((exit - entry).total_seconds() / 60)

    def fee_for_minutes(self, minutes):
        if minutes <= self.grace_minutes:
            return Decimal("0.00")
        days, rest = divmod(minutes, 24 * 60)
        started_hours = math.ceil(rest / 60)
        partial = min(self.hourly * started_hours, self.daily_cap)
        return (self.daily_cap * days + partial).quantize(Decimal("0.01"))

    def fee(self, entry, exit):
        return self.fee_for_minutes(self.minutes(entry, exit))


VAN_TARIFF = Tariff(hourly=Decimal("4.00"), daily_cap=Decimal("30.00"))
