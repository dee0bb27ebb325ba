import math

import pytest

from pollard_rho import (divisors, euler_phi, factorization, format_factorization, is_prime,
                         pollard_rho, prime_factors, smallest_prime_factor)


@pytest.mark.parametrize("n, expected", [(1, False), (2, True), (97, True), (561, False),
                                         (1_000_000_007, True), (3_215_031_751, False)])
def test_is_prime(n, expected):
    assert is_prime(n) is expected


def test_pollard_rho_finds_a_proper_factor():
    for n in (91, 8051, 10403, 2 ** 16 + 2, 1_000_000_007 * 998_244_353):
        d = pollard_rho(n)
        assert 1 < d < n and n % d == 0


def test_prime_factors_multiply_back():
    for n in (360, 9991, 123456789, 2 ** 31 - 1):
        factors = prime_factors(n)
        assert math.prod(factors) == n
        assert all(is_prime(p) for p in factors)


def test_prime_factors_sorted():
    assert prime_factors(8051) == [83, 97]
    assert prime_factors(3 * 5 * 7 * 11 * 13) == [3, 5, 7, 11, 13]


def test_prime_factors_rejects_zero():
    with pytest.raises(ValueError):
        prime_factors(0)


def test_factorization_counts():
    assert factorization(720) == {2: 4, 3: 2, 5: 1}
    assert factorization(1) == {}


def test_format_factorization():
    assert format_factorization(360) == "2^3 * 3^2 * 5"
    assert format_factorization(1001) == "7 * 11 * 13"


def test_divisors_and_phi():
    assert divisors(28) == [1, 2, 4, 7, 14, 28]
    assert euler_phi(36) == 12
    assert euler_phi(97) == 96


def test_smallest_prime_factor():
    assert smallest_prime_factor(1001) == 7
    assert smallest_prime_factor(8051) == 83
    assert smallest_prime_factor(2 ** 10) == 2
