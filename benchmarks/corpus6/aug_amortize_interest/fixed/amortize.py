"""Loan amortization schedules with optional extra payments."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")


def money(x: Decimal) -> Decimal:
    return x.quantize(CENT, rounding=ROUND_HALF_UP)


def monthly_payment(principal: Decimal, annual_rate: Decimal, months: int) -> Decimal:
    if months <= 0:
        raise ValueError("months must be positive")
    if annual_rate == 0:
        return money(principal / months)
    r = annual_rate / 12
    return money(principal * r / (1 - (1 + r) ** -months))


@dataclass
class Row:
    month: int
    payment: Decimal
    interest: Decimal
    principal: Decimal
    balance: Decimal


@dataclass
class Schedule:
    rows: list[Row] = field(default_factory=list)
    total_interest: Decimal = Decimal("0.00")

    @property
    def months(self) -> int:
        return len(self.rows)

    @property
    def total_paid(self) -> Decimal:
        return sum((row.payment for row in self.rows), Decimal("0.00"))


def schedule(
    principal: Decimal, annual_rate: Decimal, months: int, extra: Decimal = Decimal(0)
) -> Schedule:
    payment = monthly_payment(principal, annual_rate, months)
    balance = money(principal)
    result = Schedule()
    month = 0
    while balance > 0:
        month += 1
        interest = money(balance * annual_rate / 12)
        due = balance + interest
        paid = due if month >= months else min(payment + extra, due)
        principal_part = paid - interest
        balance -= principal_part
        result.total_interest += interest
        result.rows.append(Row(month, paid, interest, principal_part, balance))
    return result


def render(sched: Schedule, every: int = 12) -> str:
    lines = [f"{'month':>5} {'payment':>10} {'interest':>9} {'balance':>11}"]
    for row in sched.rows:
        if row.month % every == 0 or row is sched.rows[-1]:
            lines.append(
                f"{row.month:>5} {row.payment:>10} {row.interest:>9} {row.balance:>11}"
            )
    lines.append(f"total interest {sched.total_interest}")
    return "\n".join(lines)


def savings_from_extra(principal: Decimal, rate: Decimal, months: int, extra: Decimal):
    """(months saved, interest saved) by paying extra every month."""
    base = schedule(principal, rate, months)
    faster = schedule(principal, rate, months, extra)
    return base.months - faster.months, base.total_interest - faster.total_interest
