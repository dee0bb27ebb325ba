"""Count and locate integers divisible by at least one of a set of divisors.

Counting uses the inclusion-exclusion principle over the least common multiples
of every non-empty subset of the divisors; locating the n-th such integer is a
binary search on that count.
"""

from itertools import combinations
from math import gcd


def lcm(a, b):
    """Least common multiple of two positive integers."""
    return a // gcd(a, b) * b


def lcm_all(values):
    """Least common multiple of an iterable of positive integers (1 when empty)."""
    result = 1
    for value in values:
        result = lcm(result, value)
    return result


def _normalize(divisors):
    """Validate the divisors and return them sorted without duplicates."""
    divs = sorted(set(divisors))
    if any(not isinstance(d, int) or d <= 0 for d in divs):
        raise ValueError("divisors must be positive integers")
    return divs


def count_divisible(limit, divisors):
    """How many integers in 1..limit are divisible by at least one divisor."""
    if limit <= 0:
        return 0
    divs = _normalize(divisors)
    total = 0
    for size in range(1, len(divs) + 1):
        sign = 1 if size % 2 else -1
        for combo in combinations(divs, size):
            total += sign * (limit // lcm_all(combo))
    return total


def count_in_range(low, high, divisors):
    """How many integers in low..high (inclusive) are divisible by some divisor."""
    if high < low:
        return 0
    return count_divisible(high, divisors) - count_divisible(low - 1, divisors)


def prime_factors(n):
    """Distinct prime factors of n in increasing order."""
    factors = []
    d = 2
    while d * d <= n:
        if n % d == 0:
            factors.append(d)
            while n % d == 0:
                n //= d
        d += 1
    if n > 1:
        factors.append(n)
    return factors


def count_coprime(limit, n):
    """How many integers in 1..limit share no factor with n."""
    if limit <= 0:
        return 0
    return limit - count_divisible(limit, prime_factors(n))


def nth_divisible(n, divisors):
    """The n-th smallest positive integer divisible by at least one divisor."""
    if n < 1:
        raise ValueError("n must be at least 1")
    divs = _normalize(divisors)
    if not divs:
        raise ValueError("need at least one divisor")
    lo, hi = 1, n * divs[0]
    while lo < hi:
        mid = (lo + hi) // 2
        if count_divisible(mid, divs) >= n:
            hi = mid
        else:
            lo = mid + 1
    return lo
