from decimal import Decimal

from trip import summary


def test_no_expenses():
    assert summary(Decimal("100"), [], 2)["left"] == "100"


def test_per_person():
    assert summary(Decimal("0"), [Decimal("30"), Decimal("10")], 4)["per_person"] == "10.00"


def test_left_and_status():
    result = summary(Decimal("100"), [Decimal("60"), Decimal("55")], 1)
    assert result["left"] == "-15"
    assert result["status"] == "over budget"
