"""Subscription periods for the magazine."""

from dataclasses import dataclass
from datetime import date


@dataclass
class Subscription:
    """Paid from start (inclusive) to end (exclusive); cancelling ends it at once."""

    customer: str
    start: date
    end: date
    cancelled: bool = False

    def is_active(self, today: date) -> bool:
        return not self.cancelled and self.start <= today < self.end

    def days_left(self, today: date) -> int:
        """Paid days remaining (0 when inactive)."""
        return (self.end - today).days if self.is_active(today) else 0

    def cancel(self) -> None:
        self.cancelled = True


def active_customers(subs: list[Subscription], today: date) -> list[str]:
    """Customers with an active subscription, sorted."""
    return sorted({s.customer for s in subs if s.is_active(today)})
