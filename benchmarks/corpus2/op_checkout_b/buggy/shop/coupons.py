"""Coupons: a percentage or fixed amount off, with optional minimum and category."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True)
class Coupon:
    code: str
    percent: float = 0.0
    amount: float = 0.0
    minimum: float = 0.0
    category: str | None = None
    expires: date | None = None

    def is_valid(self, today: date) -> bool:
        return self.expires is None or today <= self.expires

    def applies_to(self, category: str) -> bool:
        return self.category is None or self.category == category


def coupon_discount(coupon: Coupon, lines: list[tuple[str, float]], today: date) -> float:
    """Discount of coupon on (category, line total) pairs; 0 if it does not apply."""
    if not coupon.is_valid(today):
        return 0.0
    eligible = sum(total for category, total in lines if coupon.applies_to(category))
    if eligible == 0 or eligible < coupon.minimum:
        return 0.0
    discount = eligible * coupon.percent / 100 + coupon.amount
    return round(min(discount, eligible), 2)
