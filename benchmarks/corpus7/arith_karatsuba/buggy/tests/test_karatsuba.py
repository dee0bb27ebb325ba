import math

import pytest

from karatsuba import factorial, karatsuba, multiply_strings, power


@pytest.mark.parametrize("x, y", [(0, 0), (7, 8), (9, 123456), (12, 34), (1234, 5678), (99, 99)])
def test_small_products(x, y):
    assert karatsuba(x, y) == x * y


def test_large_product():
    x = 3141592653589793238462643383279
    y = 2718281828459045235360287471352
    assert karatsuba(x, y) == x * y


def test_signs():
    assert karatsuba(-12, 34) == -408
    assert karatsuba(12, -34) == -408
    assert karatsuba(-12, -34) == 408


def test_powers_of_ten():
    assert karatsuba(10 ** 12, 10 ** 7) == 10 ** 19


def test_power():
    assert power(3, 40) == 3 ** 40
    assert power(5, 0) == 1


def test_power_rejects_negative_exponent():
    with pytest.raises(ValueError):
        power(2, -1)


def test_multiply_strings():
    assert multiply_strings("123456789", "987654321") == "121932631112635269"


def test_factorial():
    assert factorial(30) == math.factorial(30)
    assert factorial(0) == 1
