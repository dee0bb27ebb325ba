import pytest
from payback_period import (
    discount,
    discounted_payback,
    npv,
    payback_period,
    profitability_index,
)

PROJECT = [-1000, 300, 400, 500, 200]


def test_npv_at_zero_rate_is_the_plain_sum():
    assert npv(0.0, PROJECT) == pytest.approx(400)


def test_npv_at_ten_percent():
    expected = -1000 + 300 / 1.1 + 400 / 1.1**2 + 500 / 1.1**3 + 200 / 1.1**4
    assert npv(0.10, PROJECT) == pytest.approx(expected)


def test_discount_values():
    assert discount(0.25, [100, 125, 156.25]) == pytest.approx([100, 100, 100])


def test_payback_within_a_year():
    # after two years 300 is still owed, the third year brings 500
    assert payback_period(PROJECT) == pytest.approx(2.6)


def test_payback_exactly_at_year_end():
    assert payback_period([-600, 200, 400, 100]) == pytest.approx(2.0)


def test_payback_in_first_year():
    assert payback_period([-100, 400]) == pytest.approx(0.25)


def test_never_recovered():
    assert payback_period([-500, 100, 100, 100]) is None


def test_no_outlay_pays_back_immediately():
    assert payback_period([0, 50, 50]) == 0.0


def test_discounted_payback_is_later():
    plain = payback_period(PROJECT)
    late = discounted_payback(0.10, PROJECT)
    assert late is not None and late > plain
    pv = discount(0.10, PROJECT)
    owed = -(pv[0] + pv[1] + pv[2] + pv[3])
    assert late == pytest.approx(3 + owed / pv[4])


def test_profitability_index():
    assert profitability_index(0.0, PROJECT) == pytest.approx(1.4)
    with pytest.raises(ValueError):
        profitability_index(0.1, [100, 50])


def test_bad_rate_rejected():
    with pytest.raises(ValueError):
        npv(-1.0, PROJECT)
