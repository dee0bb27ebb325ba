import pytest

from primitive_roots import (all_primitive_roots, discrete_log, is_prime, is_primitive_root,
                             multiplicative_order, prime_factors, smallest_primitive_root)


def test_is_prime():
    assert [n for n in range(30) if is_prime(n)] == [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]


def test_prime_factors_with_a_large_cofactor():
    assert prime_factors(360) == [2, 3, 5]
    assert prime_factors(22) == [2, 11]


def test_prime_factors_of_prime_powers():
    assert prime_factors(16) == [2]
    assert prime_factors(18) == [2, 3]
    assert prime_factors(1) == []


def test_multiplicative_order():
    assert multiplicative_order(2, 7) == 3
    assert multiplicative_order(3, 7) == 6
    assert multiplicative_order(10, 13) == 6
    with pytest.raises(ValueError):
        multiplicative_order(6, 9)


@pytest.mark.parametrize("p, root", [(7, 3), (11, 2), (23, 5), (47, 5)])
def test_smallest_primitive_root_when_phi_has_a_big_prime(p, root):
    assert smallest_primitive_root(p) == root


@pytest.mark.parametrize("p, root", [(17, 3), (19, 2), (37, 2), (73, 5)])
def test_smallest_primitive_root_when_phi_is_smooth(p, root):
    assert smallest_primitive_root(p) == root


def test_is_primitive_root_matches_order():
    for g in range(1, 13):
        assert is_primitive_root(g, 13) == (multiplicative_order(g, 13) == 12)


def test_all_primitive_roots():
    assert all_primitive_roots(11) == [2, 6, 7, 8]
    assert all_primitive_roots(13) == [2, 6, 7, 11]


def test_discrete_log():
    assert discrete_log(3, 13, 17) == 4
    assert discrete_log(2, 1, 11) == 0
    assert discrete_log(4, 3, 7) is None


def test_non_prime_modulus_rejected():
    with pytest.raises(ValueError):
        smallest_primitive_root(15)
