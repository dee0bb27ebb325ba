from decimal import Decimal

import pytest

from accounts import Account, InsufficientFunds


def test_deposit_and_withdraw():
    acc = Account("kim")
    acc.deposit(Decimal("20"))
    acc.withdraw(Decimal("5"))
    assert acc.balance == Decimal("15")
    assert acc.history == [Decimal("20"), Decimal("-5")]


def test_overdraw():
    acc = Account("kim", Decimal("3"))
    with pytest.raises(InsufficientFunds):
        acc.withdraw(Decimal("4"))
