"""Fixed-rate loan schedules: the monthly payment and a month-by-month payoff plan."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from money import monthly_rate, to_cents


@dataclass(frozen=True)
class Installment:
    month: int
    payment: Decimal
    interest: Decimal
    principal: Decimal
    balance: Decimal


class Loan:
    """A loan of `principal` at `annual_percent` interest, repaid monthly."""

    def __init__(self, principal: float, annual_percent: float) -> None:
        if principal <= 0:
            raise ValueError("principal must be positive")
        if annual_percent < 0:
            raise ValueError("interest cannot be negative")
        self.principal = to_cents(principal)
        self.rate = monthly_rate(annual_percent)

    def payment(self, months: int) -> Decimal:
        """The level monthly payment that repays the loan in `months` months."""
        if months < 1:
            raise ValueError("at least one month")
        if self.rate == 0:
            return to_cents(self.principal / months)
        factor = (1 + self.rate) ** months
        return to_cents(self.principal * self.rate * factor / (factor - 1))

    def schedule(self, payment: Decimal | float) -> list[Installment]:
        """Month-by-month plan paying `payment` until the balance is zero."""
        payment = to_cents(payment)
        if payment <= to_cents(self.principal * self.rate):
            raise ValueError("the payment does not even cover the interest")
        balance = self.principal
        plan: list[Installment] = []
        while balance > 0:
            interest = to_cents(balance * self.rate)
            paid = min(payment, balance + interest)
            balance = balance + interest - paid
            plan.append(Installment(len(plan) + 1, paid, interest, paid - interest, balance))
        return plan

    def months_to_repay(self, payment: Decimal | float) -> int:
        return len(self.schedule(payment))

    def total_interest(self, payment: Decimal | float) -> Decimal:
        return sum((i.interest for i in self.schedule(payment)), Decimal("0"))
