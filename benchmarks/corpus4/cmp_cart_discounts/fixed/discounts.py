"""Discount rules a cart can apply, and the choice of the best one."""

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")
ZERO = Decimal("0.00")


def to_cents(amount):
    return Decimal(amount).quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass(frozen=True)
class PercentOff:
    """A percentage off the whole order once its subtotal reaches a minimum."""

    percent: Decimal
    minimum: Decimal = ZERO

    def amount(self, subtotal, lines):
        if subtotal >= self.minimum:
            return to_cents(subtotal * self.percent / 100)
        return ZERO


@dataclass(frozen=True)
class FixedOff:
    """A fixed amount off orders of at least `minimum`, never more than the order."""

    amount_off: Decimal
    minimum: Decimal = ZERO

    def amount(self, subtotal, lines):
        if subtotal < self.minimum:
            return ZERO
        return to_cents(min(self.amount_off, subtotal))


@dataclass(frozen=True)
class BuyXGetY:
    """For every `buy` units of a product bought, `free` more units of it are free."""

    sku: str
    buy: int
    free: int

    def amount(self, subtotal, lines):
        for line in lines:
            if line.sku == self.sku:
                groups = line.quantity // (self.buy + self.free)
                return to_cents(groups * self.free * line.unit_price)
        return ZERO


def best_discount(rules, subtotal, lines):
    """The rule saving the most (the first on ties) and its saving; (None, 0.00) if none."""
    best, saving = None, ZERO
    for rule in rules:
        value = rule.amount(subtotal, lines)
        if value > saving:
            best, saving = rule, value
    return best, saving
