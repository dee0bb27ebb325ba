import pytest
from miller_rabin import decompose, is_prime, next_prime, power_mod


def naive_is_prime(n):
    return n >= 2 and all(n % k for k in range(2, int(n ** 0.5) + 1))


@pytest.mark.parametrize("base, exp, mod", [(2, 10, 1000), (3, 0, 7), (7, 222, 1000003), (10, 5, 1)])
def test_power_mod_matches_builtin(base, exp, mod):
    assert power_mod(base, exp, mod) == pow(base, exp, mod)


def test_decompose_odd_part():
    assert decompose(80) == (5, 4)
    assert decompose(6) == (3, 1)


def test_decompose_power_of_two():
    assert decompose(1024) == (1, 10)


def test_small_numbers_by_trial_division():
    assert [n for n in range(40) if is_prime(n)] == [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]


def test_negative_and_unit_are_not_prime():
    assert not is_prime(-7)
    assert not is_prime(1)
    assert not is_prime(0)


def test_agrees_with_trial_division_up_to_3000():
    assert all(is_prime(n) == naive_is_prime(n) for n in range(3000))


def test_strong_pseudoprimes_are_rejected():
    # strong pseudoprimes to several small bases
    for n in (2047, 1373653, 25326001, 3215031751, 3825123056546413051):
        assert not is_prime(n)


def test_large_primes():
    assert is_prime(1_000_000_007)
    assert is_prime(2 ** 61 - 1)


def test_next_prime():
    assert next_prime(-5) == 2
    assert next_prime(13) == 17
    assert next_prime(1_000_000) == 1_000_003
