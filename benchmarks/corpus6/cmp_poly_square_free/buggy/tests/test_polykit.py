from fractions import Fraction

import pytest
from polykit import Polynomial, divide, gcd, lcm, multiplicity, square_free

X = Polynomial([0, 1])


def P(*coeffs):
    return Polynomial(coeffs)


def test_degree_and_trimming():
    assert P(1, 2, 0, 0).degree == 1
    assert Polynomial().degree == -1


def test_evaluate():
    assert P(1, -3, 2)(2) == 3
    assert P(1, -3, 2)(Fraction(1, 2)) == 0


def test_arithmetic():
    assert (X + 1) * (X - 1) == X**2 - 1
    assert (X + 1) ** 3 == P(1, 3, 3, 1)


def test_repr():
    assert repr(P(-1, 0, 3)) == "3x^2 - 1"
    assert repr(-X + 2) == "-x + 2"


def test_divide_exact():
    q, r = divide(X**2 - 1, X - 1)
    assert q == X + 1
    assert r.is_zero()


def test_divide_with_remainder():
    q, r = divide(P(5, 0, 1), X - 2)
    assert q == X + 2
    assert r == 9


def test_divide_same_degree():
    q, r = divide(2 * X + 3, X + 1)
    assert q == 2
    assert r == 1


def test_divide_by_zero():
    with pytest.raises(ZeroDivisionError):
        divide(X, Polynomial())


@pytest.mark.algebra
@pytest.mark.parametrize(
    ("a", "b"), [(P(1, 2, 3, 4), X + 5), (P(-7, 0, 0, 1), P(1, 0, 2)), (P(2), X)]
)
def test_division_identity(a, b):
    q, r = divide(a, b)
    assert q * b + r == a
    assert r.degree < b.degree


def test_gcd_of_shared_factor():
    a = (X - 1) * (X + 2)
    b = (X - 1) * (X - 3)
    assert gcd(a, b) == X - 1


def test_gcd_is_monic():
    assert gcd(2 * X + 2, 4 * X + 4) == X + 1


def test_lcm():
    assert lcm(X - 1, X + 1) == X**2 - 1


def test_square_free():
    assert square_free((X - 1) ** 3 * (X + 2)) == (X - 1) * (X + 2)


@pytest.mark.parametrize(
    ("p", "expected"), [(P(6), P(1)), (2 * X - 4, X - 2), ((3 * X + 3) ** 2, X + 1)]
)
def test_square_free_small_degrees(p, expected):
    assert square_free(p) == expected


@pytest.mark.parametrize(("root", "expected"), [(1, 3), (-2, 1), (5, 0)])
def test_multiplicity(root, expected):
    assert multiplicity(root, (X - 1) ** 3 * (X + 2)) == expected
