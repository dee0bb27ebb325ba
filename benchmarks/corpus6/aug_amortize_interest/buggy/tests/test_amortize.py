from decimal import Decimal as D

import pytest
from amortize import monthly_payment, render, savings_from_extra, schedule


def test_monthly_payment():
    assert monthly_payment(D(10000), D("0.06"), 12) == D("860.66")


def test_zero_rate_payment():
    assert monthly_payment(D(1200), D(0), 12) == D("100.00")


def test_bad_term():
    with pytest.raises(ValueError):
        monthly_payment(D(100), D("0.05"), 0)


def test_schedule_pays_off_in_term():
    sched = schedule(D(10000), D("0.06"), 12)
    assert sched.months == 12
    assert sched.rows[-1].balance == 0


def test_first_row_split():
    row = schedule(D(10000), D("0.06"), 12).rows[0]
    assert (row.interest, row.principal) == (D("50.00"), D("810.66"))


def test_total_interest():
    sched = schedule(D(10000), D("0.06"), 12)
    assert sched.total_interest == D("327.96")


def test_total_paid_is_principal_plus_interest():
    sched = schedule(D(5000), D("0.045"), 24)
    assert sched.total_paid == D(5000) + sched.total_interest


def test_extra_payment_saves_time_and_money():
    months, interest = savings_from_extra(D(20000), D("0.05"), 60, D(100))
    assert months == 13
    assert interest == D("620.11")


def test_render_lists_year_ends():
    text = render(schedule(D(2400), D(0), 24))
    assert text.splitlines()[1].split() == ["12", "100.00", "0.00", "1200.00"]
    assert text.endswith("total interest 0.00")
