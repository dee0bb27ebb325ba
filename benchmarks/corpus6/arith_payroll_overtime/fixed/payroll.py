"""Weekly payslips: regular and overtime pay, progressive tax and pension."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

REGULAR_HOURS = Decimal(40)
OVERTIME_FACTOR = Decimal("1.5")
PENSION_RATE = Decimal("0.05")
# Weekly tax brackets: (upper bound of the band, rate); None is unbounded.
TAX_BANDS = [(Decimal(250), Decimal(0)), (Decimal(1000), Decimal("0.2")), (None, Decimal("0.4"))]
CENT = Decimal("0.01")


def money(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass(frozen=True)
class Employee:
    name: str
    hourly_rate: Decimal
    pension: bool = True


def income_tax(taxable: Decimal) -> Decimal:
    tax = Decimal(0)
    lower = Decimal(0)
    for upper, rate in TAX_BANDS:
        if taxable <= lower:
            break
        band_top = taxable if upper is None else min(taxable, upper)
        tax += (band_top - lower) * rate
        if upper is None:
            break
        lower = upper
    return money(tax)


@dataclass
class Payslip:
    employee: Employee
    hours: Decimal

    def __post_init__(self) -> None:
        if self.hours < 0:
            raise ValueError("hours cannot be negative")

    @property
    def regular_pay(self) -> Decimal:
        return money(min(self.hours, REGULAR_HOURS) * self.employee.hourly_rate)

    @property
    def overtime_pay(self) -> Decimal:
        if self.hours <= REGULAR_HOURS:
            return Decimal("0.00")
        extra = self.hours - REGULAR_HOURS
        return money(extra * self.employee.hourly_rate * OVERTIME_FACTOR)

    @property
    def gross(self) -> Decimal:
        return self.regular_pay + self.overtime_pay

    @property
    def pension(self) -> Decimal:
        return money(self.gross * PENSION_RATE) if self.employee.pension else Decimal("0.00")

    @property
    def tax(self) -> Decimal:
        return income_tax(self.gross - self.pension)

    @property
    def net(self) -> Decimal:
        return self.gross - self.pension - self.tax

    def lines(self) -> list[str]:
        rows = [
            ("Regular", self.regular_pay),
            ("Overtime", self.overtime_pay),
            ("Pension", -self.pension),
            ("Tax", -self.tax),
            ("Net", self.net),
        ]
        return [f"{label:<10}{amount:>10}" for label, amount in rows]


def run_payroll(timesheets: dict[Employee, Decimal]) -> dict[str, Decimal]:
    """Net pay per employee name, and the total under "TOTAL"."""
    result = {emp.name: Payslip(emp, hours).net for emp, hours in timesheets.items()}
    result["TOTAL"] = sum(result.values(), Decimal("0.00"))
    return result
