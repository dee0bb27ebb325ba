import math

import pytest

from bigint import add, compare, factorial, multiply, normalize, subtract


def test_normalize():
    assert normalize("000123") == "123"
    assert normalize("0000") == "0"
    assert normalize("4050") == "4050"


def test_normalize_rejects_non_digits():
    with pytest.raises(ValueError):
        normalize("12a")
    with pytest.raises(ValueError):
        normalize("")


@pytest.mark.parametrize(
    "a, b, total",
    [("123", "456", "579"), ("999", "1", "1000"), ("0", "0", "0"), ("500", "500", "1000")],
)
def test_add(a, b, total):
    assert add(a, b) == total


def test_add_large():
    a, b = "98765432109876543210", "12345678901234567890"
    assert add(a, b) == str(int(a) + int(b))


def test_compare():
    assert compare("10", "9") == 1
    assert compare("0042", "42") == 0
    assert compare("123", "132") == -1


def test_subtract():
    assert subtract("1000", "1") == "999"
    assert subtract("5234", "234") == "5000"
    assert subtract("77", "77") == "0"


def test_subtract_below_zero():
    with pytest.raises(ValueError):
        subtract("5", "12")


def test_multiply():
    assert multiply("12", "34") == "408"
    assert multiply("999", "999") == "998001"
    assert multiply("120", "0") == "0"


def test_factorial():
    assert factorial(25) == str(math.factorial(25))
