"""Order pricing rules for the web shop."""

from decimal import ROUND_HALF_UP, Decimal

BULK_THRESHOLD = 10
BULK_RATE = Decimal("0.10")
CENT = Decimal("0.01")


def line_total(unit_price: Decimal, quantity: int) -> Decimal:
    """Price of one order line; BULK_THRESHOLD or more items get the bulk rate off."""
    if quantity < 0:
        raise ValueError("quantity must not be negative")
    gross = unit_price * quantity
    if quantity > BULK_THRESHOLD:
        gross -= gross * BULK_RATE
    return gross.quantize(CENT, rounding=ROUND_HALF_UP)


def order_total(lines: list[tuple[Decimal, int]]) -> Decimal:
    """Sum of all line totals of an order."""
    return sum((line_total(price, qty) for price, qty in lines), Decimal("0.00"))
