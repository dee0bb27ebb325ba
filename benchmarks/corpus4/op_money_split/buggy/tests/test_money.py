from decimal import Decimal

import pytest

from money import CurrencyMismatch, Money, total


def test_rounding_to_the_currency():
    assert Money("10.005").amount == Decimal("10.00")
    assert Money("10.015").amount == Decimal("10.02")
    assert Money("1234.5", "JPY").amount == Decimal("1234")
    assert Money("1.2345", "KWD").minor == 1234


def test_arithmetic():
    assert Money("19.99") + Money("0.01") == Money("20.00")
    assert Money("5.00") - Money("7.50") == Money("-2.50")
    assert 3 * Money("0.10") == Money("0.30")


def test_currencies_do_not_mix():
    with pytest.raises(CurrencyMismatch):
        Money(1, "EUR") + Money(1, "USD")


def test_str():
    assert str(Money("1234567.8")) == "1,234,567.80 EUR"
    assert str(Money("-3", "USD")) == "-3.00 USD"


@pytest.mark.parametrize(
    "amount, parts, expected",
    [
        ("10.00", 3, ["3.34", "3.33", "3.33"]),
        ("0.05", 2, ["0.03", "0.02"]),
        ("100.00", 4, ["25.00", "25.00", "25.00", "25.00"]),
    ],
)
def test_split_evenly(amount, parts, expected):
    assert [str(m.amount) for m in Money(amount).split(parts)] == expected


def test_allocate_by_ratio_adds_up():
    parts = Money("1000", "JPY").allocate([1, 1, 1, 4])
    assert [m.minor for m in parts] == [143, 143, 143, 571]
    assert total(parts, "JPY") == Money("1000", "JPY")


def test_allocate_rejects_bad_ratios():
    with pytest.raises(ValueError):
        Money("5").allocate([0, 0])
