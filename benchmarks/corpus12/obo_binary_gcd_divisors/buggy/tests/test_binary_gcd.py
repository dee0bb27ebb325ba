import math

import pytest

from binary_gcd import (binary_gcd, classify, coprime, divisor_sum, divisors, gcd_many, lcm,
                        lcm_many, reduce_fraction)


@pytest.mark.parametrize(
    "a, b, expected",
    [(48, 18, 6), (0, 7, 7), (7, 0, 7), (0, 0, 0), (-12, 30, 6), (17, 5, 1), (2 ** 40, 2 ** 35 * 3, 2 ** 35)],
)
def test_binary_gcd(a, b, expected):
    assert binary_gcd(a, b) == expected


def test_binary_gcd_matches_math_gcd_on_big_numbers():
    a, b = 3 ** 60 * 2 ** 7 * 101, 3 ** 45 * 2 ** 9 * 103
    assert binary_gcd(a, b) == math.gcd(a, b)


def test_lcm():
    assert lcm(4, 6) == 12
    assert lcm(-3, 5) == 15
    assert lcm(0, 9) == 0
    assert lcm_many([2, 3, 4, 5]) == 60


def test_gcd_many_and_coprime():
    assert gcd_many([84, 126, 210]) == 42
    assert coprime(35, 64)
    assert not coprime(21, 14)


def test_reduce_fraction():
    assert reduce_fraction(6, -8) == (-3, 4)
    assert reduce_fraction(0, 5) == (0, 1)
    with pytest.raises(ZeroDivisionError):
        reduce_fraction(1, 0)


@pytest.mark.parametrize(
    "n, expected",
    [(1, [1]), (12, [1, 2, 3, 4, 6, 12]), (36, [1, 2, 3, 4, 6, 9, 12, 18, 36]), (13, [1, 13])],
)
def test_divisors(n, expected):
    assert divisors(n) == expected


def test_divisors_rejects_non_positive():
    with pytest.raises(ValueError):
        divisors(0)


def test_divisor_sum_and_classify():
    assert divisor_sum(28, proper=True) == 28
    assert [classify(n) for n in (6, 12, 9, 496)] == ["perfect", "abundant", "deficient", "perfect"]
