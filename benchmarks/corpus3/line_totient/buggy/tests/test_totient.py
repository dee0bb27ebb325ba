import pytest

from totient import is_prime, primitive_root_count, reduced_fractions, totient


@pytest.mark.parametrize(
    "n, phi",
    [(1, 1), (4, 2), (8, 4), (9, 6), (36, 12), (2, 1), (7, 6), (12, 4), (97, 96), (100, 40)],
)
def test_totient(n, phi):
    assert totient(n) == phi


def test_totient_rejects_zero():
    with pytest.raises(ValueError):
        totient(0)


def test_totient_matches_a_brute_force_count():
    from math import gcd

    for n in range(1, 200):
        assert totient(n) == sum(1 for k in range(1, n + 1) if gcd(k, n) == 1), n


def test_is_prime():
    assert [n for n in range(20) if is_prime(n)] == [2, 3, 5, 7, 11, 13, 17, 19]


def test_reduced_fractions():
    assert reduced_fractions(1) == 0
    assert reduced_fractions(8) == 21


def test_primitive_root_count():
    assert primitive_root_count(13) == 4
    with pytest.raises(ValueError):
        primitive_root_count(15)
