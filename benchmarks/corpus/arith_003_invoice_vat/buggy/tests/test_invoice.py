from decimal import Decimal

import pytest

from invoice import Invoice


def test_net_total():
    inv = Invoice("acme")
    inv.add("widget", Decimal("10.00"))
    inv.add("book", Decimal("5.00"), "reduced")
    assert inv.net_total() == Decimal("15.00")


def test_zero_rated_total():
    inv = Invoice("acme")
    inv.add("food", Decimal("7.50"), "zero")
    assert inv.total() == Decimal("7.50")


def test_total_includes_vat():
    inv = Invoice("acme")
    inv.add("widget", Decimal("10.00"))
    inv.add("book", Decimal("5.00"), "reduced")
    assert inv.total() == Decimal("17.25")


def test_unknown_category():
    with pytest.raises(ValueError):
        Invoice("acme").add("thing", Decimal("1"), "luxury")
