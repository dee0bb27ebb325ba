import pytest

from extended_euclid import crt, extended_gcd, mod_inverse


@pytest.mark.parametrize("a, b, g", [(240, 46, 2), (17, 5, 1), (12, 18, 6), (-4, 6, 2), (9, 0, 9)])
def test_extended_gcd_satisfies_bezout(a, b, g):
    got, x, y = extended_gcd(a, b)
    assert got == g
    assert a * x + b * y == g


def test_extended_gcd_with_zero():
    assert extended_gcd(7, 0) == (7, 1, 0)
    assert extended_gcd(0, 0) == (0, 1, 0)
    assert extended_gcd(-5, 0) == (5, -1, 0)


def test_extended_gcd_coefficients():
    assert extended_gcd(240, 46) == (2, -9, 47)


@pytest.mark.parametrize("a, m, inverse", [(3, 11, 4), (10, 17, 12), (1, 2, 1), (7, 1000, 143)])
def test_mod_inverse(a, m, inverse):
    assert mod_inverse(a, m) == inverse


def test_mod_inverse_needs_coprime_numbers():
    with pytest.raises(ValueError):
        mod_inverse(6, 9)


@pytest.mark.parametrize("r1, m1, r2, m2, x", [(2, 3, 3, 5, 8), (1, 4, 0, 9, 9), (0, 7, 0, 11, 0)])
def test_crt(r1, m1, r2, m2, x):
    assert crt(r1, m1, r2, m2) == x
