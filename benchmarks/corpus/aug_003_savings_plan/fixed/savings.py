"""Projections for the savings-plan calculator."""

from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")


def project(deposit: Decimal, annual_rate: Decimal, months: int, start: Decimal = Decimal("0")) -> Decimal:
    """Balance after months of monthly deposits with monthly compounding."""
    if months < 0:
        raise ValueError("months must not be negative")
    monthly = annual_rate / 12 / 100
    balance = start
    for _ in range(months):
        balance += deposit
        balance *= 1 + monthly
    return balance.quantize(CENT, rounding=ROUND_HALF_UP)


def total_deposited(deposit: Decimal, months: int, start: Decimal = Decimal("0")) -> Decimal:
    return start + deposit * months


def interest_earned(deposit: Decimal, annual_rate: Decimal, months: int) -> Decimal:
    """Projected balance minus the money put in."""
    return project(deposit, annual_rate, months) - total_deposited(deposit, months)
