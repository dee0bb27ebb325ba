import random

import pytest

from fft_poly import (fft, multiply, multiply_integers, naive_multiply, next_power_of_two,
                      poly_power, trim)


def test_next_power_of_two():
    assert [next_power_of_two(n) for n in (0, 1, 2, 3, 5, 8, 9)] == [1, 1, 2, 4, 8, 8, 16]


def test_fft_rejects_other_lengths():
    with pytest.raises(ValueError):
        fft([1, 2, 3])


def test_trim():
    assert trim([1, 2, 0, 0]) == [1, 2]
    assert trim([0, 0]) == [0]


def test_multiply_by_constants():
    assert multiply([7], [6]) == [42]
    assert multiply([], [1, 2]) == []


def test_multiply_two_binomials():
    assert multiply([1, 1], [1, -1]) == [1, 0, -1]


def test_multiply_matches_schoolbook():
    rng = random.Random(7)
    for _ in range(20):
        a = [rng.randint(-9, 9) for _ in range(rng.randint(1, 12))]
        b = [rng.randint(-9, 9) for _ in range(rng.randint(1, 12))]
        assert multiply(a, b) == naive_multiply(a, b)


def test_naive_multiply():
    assert naive_multiply([1, 2, 3], [4, 5]) == [4, 13, 22, 15]


def test_binomial_coefficients_by_powering():
    assert poly_power([1, 1], 6) == [1, 6, 15, 20, 15, 6, 1]
    assert poly_power([3, 5], 0) == [1]


def test_multiply_integers():
    assert multiply_integers(1234, 5678) == 7006652
    assert multiply_integers(0, 987) == 0
    assert multiply_integers(99999999, 99999999) == 99999999 ** 2
