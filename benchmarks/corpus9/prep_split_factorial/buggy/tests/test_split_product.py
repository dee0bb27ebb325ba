import math

import pytest
from split_product import (
    binomial,
    factorial,
    falling_factorial,
    multinomial,
    product_range,
    rising_factorial,
)


def test_small_factorials():
    assert [factorial(n) for n in range(8)] == [1, 1, 2, 6, 24, 120, 720, 5040]


def test_large_factorial_matches_math():
    assert factorial(30) == math.factorial(30)
    assert factorial(200) == math.factorial(200)


def test_negative_factorial_rejected():
    with pytest.raises(ValueError):
        factorial(-1)


def test_empty_and_short_ranges():
    assert product_range(5, 5) == 1
    assert product_range(3, 6) == 60


def test_long_range_offset_from_one():
    assert product_range(50, 90) == math.prod(range(50, 90))


def test_falling_factorial():
    assert falling_factorial(7, 3) == 210
    assert falling_factorial(100, 25) == math.perm(100, 25)
    assert falling_factorial(5, 0) == 1


def test_rising_factorial():
    assert rising_factorial(4, 3) == 120
    assert rising_factorial(10, 20) == math.prod(range(10, 30))


@pytest.mark.parametrize("n, k", [(5, 2), (10, 0), (10, 10), (40, 17), (120, 60)])
def test_binomial(n, k):
    assert binomial(n, k) == math.comb(n, k)


def test_binomial_out_of_range():
    assert binomial(4, 5) == 0
    assert binomial(4, -1) == 0


def test_multinomial():
    assert multinomial(2, 1, 1) == 12
    assert multinomial(10, 12, 9) == math.factorial(31) // (
        math.factorial(10) * math.factorial(12) * math.factorial(9)
    )
