"""Money helpers: rounding to cents the way the bank's statements do (half up)."""

from __future__ import annotations

import warnings
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")


def to_cents(amount: float | Decimal | str) -> Decimal:
    """Round an amount to whole cents, halves away from zero."""
    return Decimal(amount).quantize(CENT, rounding=ROUND_HALF_UP)


def monthly_rate(annual_percent: float) -> Decimal:
    """The monthly interest rate as a fraction, from an annual percentage."""
    return Decimal(str(annual_percent)) / 100 / 12


def round_cents(amount: float) -> float:
    """Deprecated float rounding kept for old callers; use to_cents."""
    warnings.warn("round_cents is deprecated, use to_cents", DeprecationWarning, stacklevel=2)
    return float(to_cents(amount))


def split_evenly(amount: float | Decimal | str, parts: int) -> list[Decimal]:
    """Split amount into `parts` shares that differ by at most a cent and add up exactly.

    The first shares get the extra cents, so 100 in 3 is 33.34, 33.33, 33.33.
    """
    if parts < 1:
        raise ValueError("parts must be at least 1")
    total = to_cents(amount)
    share = to_cents(total / parts - Decimal("0.005"))
    shares = [share] * parts
    leftover = int((total - share * parts) / CENT)
    for index in range(leftover):
        shares[index] += CENT
    return shares
