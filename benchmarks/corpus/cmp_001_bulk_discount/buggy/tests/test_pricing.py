from decimal import Decimal

import pytest

from pricing import line_total, order_total


def test_small_order_has_no_discount():
    assert line_total(Decimal("2.00"), 5) == Decimal("10.00")


def test_large_order_gets_discount():
    assert line_total(Decimal("2.00"), 20) == Decimal("36.00")


def test_discount_starts_at_threshold():
    assert line_total(Decimal("2.00"), 10) == Decimal("18.00")


def test_order_total_sums_lines():
    assert order_total([(Decimal("1.50"), 2), (Decimal("3.00"), 10)]) == Decimal("30.00")


def test_negative_quantity_rejected():
    with pytest.raises(ValueError):
        line_total(Decimal("1.00"), -1)
