from fractions import Fraction

import pytest

from bernoulli import (bernoulli, bernoulli_by_recurrence, bernoulli_numbers, bernoulli_polynomial,
                       faulhaber_coefficients, power_sum, power_sum_between, zeta_even)


def test_first_bernoulli_numbers():
    assert bernoulli_numbers(6) == [1, Fraction(1, 2), Fraction(1, 6), 0, Fraction(-1, 30), 0,
                                    Fraction(1, 42)]


def test_conventions_for_b1():
    assert bernoulli(1) == Fraction(-1, 2)
    assert bernoulli(1, "+") == Fraction(1, 2)
    assert bernoulli(12) == Fraction(-691, 2730)
    with pytest.raises(ValueError):
        bernoulli(2, "?")


def test_both_algorithms_agree_from_b2_on():
    assert bernoulli_by_recurrence(20)[2:] == bernoulli_numbers(20)[2:]


def test_faulhaber_for_squares():
    assert faulhaber_coefficients(2) == [0, Fraction(1, 6), Fraction(1, 2), Fraction(1, 3)]


def test_power_sums():
    assert [power_sum(10, p) for p in range(4)] == [10, 55, 385, 3025]
    assert power_sum(100, 5) == sum(k ** 5 for k in range(1, 101))


def test_bernoulli_polynomials_at_zero_are_the_numbers():
    assert [bernoulli_polynomial(n, 0) for n in range(8)] == bernoulli_by_recurrence(7)


def test_bernoulli_polynomial_values():
    assert bernoulli_polynomial(2, Fraction(1, 2)) == Fraction(-1, 12)
    assert bernoulli_polynomial(3, 2) == 3
    assert bernoulli_polynomial(1, 5) == Fraction(9, 2)


def test_power_sum_between():
    assert power_sum_between(3, 7, 2) == 9 + 16 + 25 + 36 + 49
    assert power_sum_between(1, 50, 3) == power_sum(50, 3)
    with pytest.raises(ValueError):
        power_sum_between(5, 4, 1)


def test_zeta_at_even_integers():
    assert [zeta_even(k) for k in (1, 2, 3)] == [Fraction(1, 6), Fraction(1, 90), Fraction(1, 945)]
