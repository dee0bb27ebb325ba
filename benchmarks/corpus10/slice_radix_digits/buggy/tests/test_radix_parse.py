from fractions import Fraction

import pytest
from radix_parse import digit_value, parse_digits, parse_fraction, parse_number


def test_digit_values():
    assert [digit_value(c, 16) for c in "09aF"] == [0, 9, 10, 15]
    with pytest.raises(ValueError):
        digit_value("8", 8)


@pytest.mark.parametrize("digits, base, expected", [
    ("7", 10, 7),
    ("1011", 2, 11),
    ("777", 8, 511),
    ("ff", 16, 255),
    ("zz", 36, 1295),
    ("2024", 10, 2024),
])
def test_parse_digits(digits, base, expected):
    assert parse_digits(digits, base) == expected


def test_matches_builtin_int():
    for text, base in (("123456789", 10), ("deadbeef", 16), ("1000000000001", 2), ("hello", 30)):
        assert parse_digits(text, base) == int(text, base)


def test_fraction_digits():
    assert parse_fraction("01", 2) == Fraction(1, 4)
    assert parse_fraction("8", 16) == Fraction(1, 2)
    assert parse_fraction("", 10) == 0


def test_prefixes_select_the_base():
    assert parse_number("0x1F") == 31
    assert parse_number("0b1010") == 10
    assert parse_number("-0o17") == -15


def test_radix_point():
    assert parse_number("101.01", base=2) == Fraction(21, 4)
    assert parse_number("-3.25") == Fraction(-13, 4)
    assert parse_number(".5") == Fraction(1, 2)


def test_separators_and_sign():
    assert parse_number("1_000_000") == 1_000_000
    assert parse_number("+42") == 42


def test_single_digit_numbers():
    assert parse_number("9") == 9
    assert parse_number("-0b1") == -1


def test_bad_input():
    for text, base in (("", None), ("12", 40), ("0x", None), ("19", 8)):
        with pytest.raises(ValueError):
            parse_number(text, base)
