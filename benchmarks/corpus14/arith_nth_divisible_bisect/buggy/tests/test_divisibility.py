import pytest

from divisibility import (count_coprime, count_divisible, count_in_range, lcm, lcm_all,
                          nth_divisible, prime_factors)


def brute_count(limit, divisors):
    return sum(1 for x in range(1, limit + 1) if any(x % d == 0 for d in divisors))


def test_lcm_helpers():
    assert lcm(4, 6) == 12
    assert lcm_all([2, 3, 4, 5]) == 60
    assert lcm_all([]) == 1


@pytest.mark.parametrize(
    "limit, divisors",
    [(100, [3, 5]), (1000, [2, 3, 5, 7]), (50, [6, 10, 15]), (30, [4, 4, 6]), (0, [2])],
)
def test_count_divisible_matches_brute_force(limit, divisors):
    assert count_divisible(limit, divisors) == brute_count(limit, divisors)


def test_count_in_range():
    assert count_in_range(10, 20, [3, 5]) == 5
    assert count_in_range(20, 10, [3]) == 0


def test_prime_factors():
    assert prime_factors(360) == [2, 3, 5]
    assert prime_factors(97) == [97]
    assert prime_factors(1) == []


def test_count_coprime_is_totient_at_n():
    assert count_coprime(36, 36) == 12
    assert count_coprime(100, 10) == 40


def test_invalid_divisors_rejected():
    with pytest.raises(ValueError):
        count_divisible(10, [0, 3])
    with pytest.raises(ValueError):
        nth_divisible(0, [2])


def test_nth_divisible_small_cases():
    assert nth_divisible(1, [2, 3]) == 2
    assert nth_divisible(4, [2, 3]) == 6
    assert nth_divisible(5, [4, 6]) == 16


def test_nth_divisible_agrees_with_enumeration():
    divisors = [6, 10, 15]
    found = [x for x in range(1, 400) if any(x % d == 0 for d in divisors)]
    assert [nth_divisible(k, divisors) for k in range(1, 21)] == found[:20]
