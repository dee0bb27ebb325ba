from decimal import Decimal

import pytest

from loans import Loan


@pytest.fixture
def loan() -> Loan:
    return Loan(1000, 12)


def test_payment(loan: Loan) -> None:
    assert loan.payment(12) == Decimal("88.85")
    assert Loan(1200, 0).payment(12) == Decimal("100.00")


def test_schedule_pays_off(loan: Loan) -> None:
    plan = loan.schedule(loan.payment(12))
    assert len(plan) == 12
    assert plan[0].interest == Decimal("10.00")
    assert plan[0].principal == Decimal("78.85")
    assert plan[-1].balance == 0


def test_last_payment_is_smaller(loan: Loan) -> None:
    plan = loan.schedule(300)
    assert [i.month for i in plan] == [1, 2, 3, 4]
    assert plan[-1].payment < 300
    assert loan.months_to_repay(300) == 4


def test_total_interest(loan: Loan) -> None:
    assert loan.total_interest(loan.payment(12)) == Decimal("66.19")


@pytest.mark.parametrize("args", [(0, 5), (100, -1)])
def test_invalid_loans(args: tuple) -> None:
    with pytest.raises(ValueError):
        Loan(*args)


def test_payment_must_cover_interest(loan: Loan) -> None:
    with pytest.raises(ValueError, match="interest"):
        loan.schedule(10)
