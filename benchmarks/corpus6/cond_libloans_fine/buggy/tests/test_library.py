import datetime as dt
from decimal import Decimal

import pytest
from library import MAX_LOANS, LoanError


def days(n):
    return dt.timedelta(days=n)


def test_checkout_sets_due_date(lib, today):
    loan = lib.checkout("b1", "m1", today)
    assert loan.due == dt.date(2024, 3, 15)


def test_book_cannot_be_lent_twice(lib, today):
    lib.checkout("b1", "m1", today)
    with pytest.raises(LoanError, match="already on loan"):
        lib.checkout("b1", "m2", today)


def test_loan_limit(lib, today):
    for i in range(MAX_LOANS + 1):
        lib.add_book(f"x{i}", f"Extra {i}")
    for i in range(MAX_LOANS):
        lib.checkout(f"x{i}", "m1", today)
    with pytest.raises(LoanError, match="too many"):
        lib.checkout(f"x{MAX_LOANS}", "m1", today)


def test_on_time_return_is_free(lib, today):
    lib.checkout("b1", "m1", today)
    assert lib.checkin("b1", today + days(14)) == 0


def test_early_return_is_free(lib, today):
    lib.checkout("b1", "m1", today)
    assert lib.checkin("b1", today + days(3)) == 0
    assert lib.members["m1"].fees == 0


@pytest.mark.parametrize(("late", "fee"), [(1, "0.75"), (2, "1.00"), (3, "1.25"), (60, "10.00")])
def test_late_fees(lib, today, late, fee):
    lib.checkout("b2", "m2", today)
    assert lib.checkin("b2", today + days(14 + late)) == Decimal(fee)


def test_fees_accumulate(lib, today):
    lib.checkout("b1", "m1", today)
    lib.checkout("b2", "m1", today)
    lib.checkin("b1", today + days(20))
    lib.checkin("b2", today + days(5))
    assert lib.members["m1"].fees == Decimal("2.00")


def test_renewal_extends_and_is_limited(lib, today):
    lib.checkout("b1", "m1", today)
    lib.renew("b1")
    assert lib.renew("b1").due == today + days(42)
    with pytest.raises(LoanError, match="no renewals"):
        lib.renew("b1")


def test_hold_blocks_renewal_and_other_borrowers(lib, today):
    lib.checkout("b1", "m1", today)
    assert lib.place_hold("b1", "m2") == 1
    with pytest.raises(LoanError, match="waiting"):
        lib.renew("b1")
    lib.checkin("b1", today)
    lib.add_member("m3", "Pia")
    with pytest.raises(LoanError, match="held"):
        lib.checkout("b1", "m3", today)
    lib.checkout("b1", "m2", today)


def test_overdue_list(lib, today):
    lib.checkout("b1", "m1", today)
    lib.checkout("b2", "m2", today + days(10))
    assert lib.overdue(today + days(20)) == ["b1"]
