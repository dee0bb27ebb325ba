from decimal import Decimal

from savings import interest_earned, project, total_deposited


def test_deposits():
    assert total_deposited(Decimal("100"), 12) == Decimal("1200")


def test_zero_months():
    assert project(Decimal("100"), Decimal("5"), 0, Decimal("50")) == Decimal("50.00")


def test_zero_rate():
    assert project(Decimal("100"), Decimal("0"), 3) == Decimal("300.00")


def test_interest():
    assert interest_earned(Decimal("100"), Decimal("12"), 2) == Decimal("3.01")
