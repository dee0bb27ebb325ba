import pytest

from crt import crt, extended_gcd, mod_inverse, solve_linear


@pytest.mark.parametrize("a, b", [(240, 46), (46, 240), (17, 5), (12, 18), (7, 0), (-15, 35)])
def test_extended_gcd_is_a_bezout_identity(a, b):
    g, x, y = extended_gcd(a, b)
    assert a * x + b * y == g


@pytest.mark.parametrize("a, b, g", [(240, 46, 2), (17, 5, 1), (12, 18, 6), (0, 9, 9)])
def test_gcd_value(a, b, g):
    assert extended_gcd(a, b)[0] == g


def test_mod_inverse():
    assert mod_inverse(3, 11) == 4
    assert mod_inverse(10, 17) == 12
    assert mod_inverse(-3, 11) == 7


def test_no_inverse():
    with pytest.raises(ValueError):
        mod_inverse(6, 9)


def test_solve_linear():
    assert solve_linear(14, 30, 100) == [45, 95]
    assert solve_linear(3, 4, 7) == [6]
    assert solve_linear(4, 3, 8) == []


def test_crt_coprime():
    assert crt([2, 3, 2], [3, 5, 7]) == (23, 105)


def test_crt_shared_factor():
    assert crt([3, 7], [4, 10]) == (7, 20)
    assert crt([1, 2], [4, 6]) is None


def test_crt_rejects_bad_moduli():
    with pytest.raises(ValueError):
        crt([1], [0])
