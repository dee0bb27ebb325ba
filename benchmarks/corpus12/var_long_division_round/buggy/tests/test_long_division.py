import pytest

from long_division import (add, compare, decimal_quotient, divmod_big, divmod_small,
                           multiply_small, normalize, rounded_quotient, subtract)

BIG = "123456789012345678901234567890"


def test_normalize():
    assert normalize("000120") == "120"
    assert normalize("0000") == "0"
    with pytest.raises(ValueError):
        normalize("12a")


@pytest.mark.parametrize("a, b, expected", [("99", "100", -1), ("0042", "42", 0), ("531", "513", 1)])
def test_compare(a, b, expected):
    assert compare(a, b) == expected


def test_add_and_subtract():
    assert add("999", "1") == "1000"
    assert add(BIG, BIG) == str(2 * int(BIG))
    assert subtract("1000", "1") == "999"
    with pytest.raises(ValueError):
        subtract("5", "6")


def test_multiply_small():
    assert multiply_small(BIG, 7) == str(int(BIG) * 7)
    assert multiply_small("5", 0) == "0"


def test_divmod_small():
    assert divmod_small(BIG, 97) == (str(int(BIG) // 97), int(BIG) % 97)
    with pytest.raises(ZeroDivisionError):
        divmod_small("10", 0)


@pytest.mark.parametrize("a, b", [(BIG, "987654321"), ("100", "7"), ("5", "123"), (BIG, BIG)])
def test_divmod_big(a, b):
    assert divmod_big(a, b) == (str(int(a) // int(b)), str(int(a) % int(b)))


@pytest.mark.parametrize(
    "a, b, expected",
    [("10", "3", "3"), ("7", "2", "4"), ("11", "4", "3"), ("29", "10", "3"), ("250", "100", "3")],
)
def test_rounded_quotient(a, b, expected):
    assert rounded_quotient(a, b) == expected


@pytest.mark.parametrize(
    "a, b, places, expected",
    [("1", "3", 4, "0.3333"), ("2", "3", 3, "0.667"), ("22", "7", 2, "3.14"), ("5", "8", 0, "1")],
)
def test_decimal_quotient(a, b, places, expected):
    assert decimal_quotient(a, b, places) == expected
