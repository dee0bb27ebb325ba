"""A shopping cart: lines, coupons, shipping and the final total."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from shop.coupons import Coupon, coupon_discount

FREE_SHIPPING_FROM = 50.0
SHIPPING_FEE = 4.95


@dataclass
class Line:
    sku: str
    category: str
    unit_price: float
    quantity: int

    @property
    def total(self) -> float:
        return round(self.unit_price * self.quantity, 2)


class Cart:
    def __init__(self, member: bool = False) -> None:
        self.lines: dict[str, Line] = {}
        self.coupons: list[Coupon] = []
        self.member = member

    def add(self, sku: str, category: str, unit_price: float, quantity: int = 1) -> None:
        if quantity < 1:
            raise ValueError("quantity must be at least 1")
        if sku in self.lines:
            self.lines[sku].quantity += quantity
        else:
            self.lines[sku] = Line(sku, category, unit_price, quantity)

    def remove(self, sku: str, quantity: int = 1) -> None:
        line = self.lines[sku]
        line.quantity -= quantity
        if line.quantity <= 0:
            del self.lines[sku]

    def apply(self, coupon: Coupon) -> None:
        """Add a coupon; each code counts once."""
        if any(c.code == coupon.code for c in self.coupons):
            raise ValueError(f"coupon {coupon.code} already applied")
        self.coupons.append(coupon)

    def subtotal(self) -> float:
        return round(sum(line.total for line in self.lines.values()), 2)

    def discount(self, today: date) -> float:
        pairs = [(line.category, line.total) for line in self.lines.values()]
        return round(sum(coupon_discount(c, pairs, today) for c in self.coupons), 2)

    def shipping(self, today: date) -> float:
        """Free for members and for carts worth FREE_SHIPPING_FROM after discounts."""
        if not self.lines or self.member:
            return 0.0
        if self.subtotal() - self.discount(today) >= FREE_SHIPPING_FROM:
            return 0.0
        return SHIPPING_FEE

    def total(self, today: date) -> float:
        return round(max(0.0, self.subtotal() - self.discount(today)) + self.shipping(today), 2)
