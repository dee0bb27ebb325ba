from fractions import Fraction

import pytest
from polynomial_division import Polynomial


def test_trailing_zeros_are_trimmed():
    assert Polynomial([1, 2, 0, 0]).coeffs == [1, 2]
    assert Polynomial([0, 0]).degree == -1
    assert Polynomial([]).is_zero()


def test_add_and_multiply():
    p = Polynomial([1, 1])  # 1 + x
    q = Polynomial([-1, 1])  # -1 + x
    assert p * q == Polynomial([-1, 0, 1])
    assert p + q == Polynomial([0, 2])
    assert (p + Polynomial([-1, -1])).is_zero()


def test_horner_evaluation():
    p = Polynomial([5, 0, -2, 1])  # x^3 - 2x^2 + 5
    assert p(0) == 5
    assert p(3) == 14
    assert p(Fraction(1, 2)) == Fraction(37, 8)


def test_exact_division():
    dividend = Polynomial([-6, 11, -6, 1])  # (x-1)(x-2)(x-3)
    quotient, remainder = dividend.divmod(Polynomial([-1, 1]))
    assert quotient == Polynomial([6, -5, 1])
    assert remainder.is_zero()


def test_division_with_remainder():
    quotient, remainder = Polynomial([1, 0, 0, 2]).divmod(Polynomial([1, 1]))  # 2x^3 + 1 by x + 1
    assert quotient == Polynomial([2, -2, 2])
    assert remainder == Polynomial([-1])


def test_remainder_theorem():
    p = Polynomial([7, -3, 0, 4, 1])
    for a in (-2, 0, 1, 5):
        assert p % Polynomial([-a, 1]) == Polynomial([p(a)])


def test_rational_quotient():
    assert Polynomial([1, 0, 1]) // Polynomial([0, 2]) == Polynomial([0, Fraction(1, 2)])


def test_dividend_of_lower_degree():
    quotient, remainder = Polynomial([3, 1]).divmod(Polynomial([1, 0, 1]))
    assert quotient.is_zero()
    assert remainder == Polynomial([3, 1])


def test_division_identity():
    p, d = Polynomial([2, -1, 0, 5, 3, -4]), Polynomial([1, 2, 3])
    q, r = p.divmod(d)
    assert q * d + r == p
    assert r.degree < d.degree


def test_division_by_zero_polynomial():
    with pytest.raises(ZeroDivisionError):
        Polynomial([1, 2]).divmod(Polynomial([0]))
