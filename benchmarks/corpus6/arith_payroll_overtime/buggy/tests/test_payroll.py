from decimal import Decimal

import pytest
from payroll import Employee, Payslip, income_tax, run_payroll


@pytest.fixture
def ana():
    return Employee("Ana", Decimal("20.00"))


@pytest.mark.parametrize(
    ("taxable", "tax"),
    [("100", "0.00"), ("250", "0.00"), ("500", "50.00"), ("1200", "230.00")],
)
def test_income_tax_bands(taxable, tax):
    assert income_tax(Decimal(taxable)) == Decimal(tax)


def test_regular_week(ana):
    slip = Payslip(ana, Decimal(38))
    assert slip.gross == Decimal("760.00")
    assert slip.overtime_pay == 0


def test_overtime_week(ana):
    slip = Payslip(ana, Decimal(45))
    assert slip.regular_pay == Decimal("800.00")
    assert slip.overtime_pay == Decimal("150.00")


def test_pension_and_net(ana):
    slip = Payslip(ana, Decimal(40))
    assert slip.pension == Decimal("40.00")
    assert slip.tax == Decimal("102.00")
    assert slip.net == Decimal("658.00")


def test_no_pension_opt_out():
    slip = Payslip(Employee("Bo", Decimal("10"), pension=False), Decimal(20))
    assert slip.pension == 0
    assert slip.net == Decimal("200.00")


def test_negative_hours_rejected(ana):
    with pytest.raises(ValueError):
        Payslip(ana, Decimal(-1))


def test_payslip_lines(ana):
    lines = Payslip(ana, Decimal(10)).lines()
    assert lines[0] == "Regular       200.00"
    assert lines[-1] == "Net           190.00"


def test_run_payroll_totals(ana):
    bo = Employee("Bo", Decimal("15.00"), pension=False)
    result = run_payroll({ana: Decimal(40), bo: Decimal(42)})
    assert result["Bo"] == Decimal("566.00")
    assert result["TOTAL"] == result["Ana"] + result["Bo"]
