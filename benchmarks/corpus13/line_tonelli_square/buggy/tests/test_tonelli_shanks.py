import pytest

from tonelli_shanks import both_roots, legendre, quadratic_residues, solve_quadratic, sqrt_mod


def test_legendre_symbol():
    assert [legendre(a, 7) for a in range(7)] == [0, 1, 1, -1, 1, -1, -1]
    assert legendre(-1, 13) == 1


def test_quadratic_residues():
    assert quadratic_residues(11) == [1, 3, 4, 5, 9]


@pytest.mark.parametrize("a, p", [(2, 7), (5, 11), (6, 19), (0, 23), (1, 2)])
def test_sqrt_mod_three_mod_four_primes(a, p):
    r = sqrt_mod(a, p)
    assert 0 <= r < p and r * r % p == a % p


def test_sqrt_mod_one_mod_four_prime():
    r = sqrt_mod(10, 13)
    assert r in (6, 7)


def test_sqrt_mod_deep_two_power():
    p = 257
    for a in (3, 10, 100, 200):
        if legendre(a, p) == 1:
            assert sqrt_mod(a, p) ** 2 % p == a


def test_sqrt_mod_rejects_non_residue_and_composite():
    with pytest.raises(ValueError):
        sqrt_mod(3, 7)
    with pytest.raises(ValueError):
        sqrt_mod(4, 15)


def test_both_roots():
    assert both_roots(4, 7) == [2, 5]
    assert both_roots(0, 11) == [0]


def test_solve_quadratic():
    # x^2 - 3x + 2 = (x - 1)(x - 2)
    assert solve_quadratic(1, -3, 2, 11) == [1, 2]
    assert solve_quadratic(1, 0, 1, 7) == []
    assert solve_quadratic(2, 4, 2, 5) == [4]
