import pytest
from luhn_checksum import check_digit, is_valid, luhn_sum, with_check_digit


@pytest.mark.parametrize("number", ["79927398713", "4539 1488 0343 6467", "378282246310005", 4111111111111111])
def test_valid_numbers(number):
    assert is_valid(number)


@pytest.mark.parametrize("number", ["79927398710", "1234567812345678", "4111111111111112"])
def test_invalid_numbers(number):
    assert not is_valid(number)


def test_small_digits_sum():
    assert luhn_sum("1234") == 14


def test_doubled_digits_over_nine():
    assert luhn_sum("59") == 10
    assert luhn_sum("80") == 7


def test_check_digit_simple():
    assert check_digit("1234") == 4


def test_check_digit_classic():
    assert check_digit("7992739871") == 3


def test_with_check_digit_is_valid():
    for partial in ("0", "12", "7992739871", "411111111111111", "35301113333000"):
        assert is_valid(with_check_digit(partial)), partial


def test_separators_ignored():
    assert luhn_sum("12-34") == luhn_sum("1234")


@pytest.mark.parametrize("bad", ["", "12a4", "１２"])
def test_rejects_non_digits(bad):
    with pytest.raises(ValueError):
        luhn_sum(bad)
