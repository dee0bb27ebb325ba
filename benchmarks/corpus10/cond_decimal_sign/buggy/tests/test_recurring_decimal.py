from fractions import Fraction

import pytest
from recurring_decimal import from_decimal, period_length, to_decimal


@pytest.mark.parametrize("num, den, text", [
    (1, 2, "0.5"),
    (1, 3, "0.(3)"),
    (1, 6, "0.1(6)"),
    (22, 7, "3.(142857)"),
    (1, 12, "0.08(3)"),
    (3, 8, "0.375"),
])
def test_expansions(num, den, text):
    assert to_decimal(num, den) == text


def test_whole_numbers_have_no_point():
    assert to_decimal(12, 4) == "3"
    assert to_decimal(-12, 4) == "-3"


def test_negative_fractions():
    assert to_decimal(-1, 3) == "-0.(3)"
    assert to_decimal(5, -8) == "-0.625"
    assert to_decimal(-7, -2) == "3.5"


def test_zero_numerator_is_unsigned():
    assert to_decimal(0, 5) == "0"
    assert to_decimal(0, -5) == "0"


def test_zero_denominator():
    with pytest.raises(ZeroDivisionError):
        to_decimal(1, 0)


def test_period_lengths():
    assert [period_length(d) for d in (2, 3, 7, 11, 13, 17)] == [0, 1, 6, 2, 6, 16]


def test_round_trip():
    for num in range(-30, 31, 7):
        for den in (1, 3, 7, 12, 28, -45):
            assert from_decimal(to_decimal(num, den)) == Fraction(num, den)


def test_parse_notation():
    assert from_decimal("0.1(6)") == Fraction(1, 6)
    assert from_decimal("-2.(09)") == Fraction(-23, 11)
