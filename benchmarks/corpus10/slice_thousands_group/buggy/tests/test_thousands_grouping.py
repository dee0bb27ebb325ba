import pytest
from thousands_grouping import format_number, group_digits, parse_grouped


@pytest.mark.parametrize("digits", ["", "7", "42", "999"])
def test_short_digit_strings_unchanged(digits):
    assert group_digits(digits) == digits


def test_group_digits():
    assert group_digits("1234") == "1,234"
    assert group_digits("1234567") == "1,234,567"
    assert group_digits("100000") == "100,000"


def test_custom_separator_and_size():
    assert group_digits("12345678", sep=" ") == "12 345 678"
    assert group_digits("12345678", sep="'", size=4) == "1234'5678"
    assert group_digits("1234567", size=2) == "1,23,45,67"


def test_bad_group_size():
    with pytest.raises(ValueError):
        group_digits("123", size=0)


def test_format_integers():
    assert format_number(0) == "0"
    assert format_number(-512) == "-512"
    assert format_number(9876543210) == "9,876,543,210"


def test_format_with_decimals():
    assert format_number(1234.5, decimals=2) == "1,234.50"
    assert format_number(-0.125, decimals=3) == "-0.125"
    assert format_number(1234567.891, decimals=2, sep=".", point=",") == "1.234.567,89"


def test_parse_small_numbers():
    assert parse_grouped("999") == 999
    assert parse_grouped(" -12.5 ") == -12.5


def test_parse_grouped():
    assert parse_grouped("1,234,567") == 1234567
    assert parse_grouped("1.234,5", sep=".", point=",") == 1234.5


@pytest.mark.parametrize("bad", ["1,23", "1234,567", ",123", "12,34a", "1.", ""])
def test_parse_rejects_bad_grouping(bad):
    with pytest.raises(ValueError):
        parse_grouped(bad)


def test_round_trip():
    for value in [1, 12, 123456, -7654321, 10**12]:
        assert parse_grouped(format_number(value)) == value
