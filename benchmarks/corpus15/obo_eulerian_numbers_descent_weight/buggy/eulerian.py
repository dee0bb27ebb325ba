"""Eulerian numbers A(n, k): permutations of 1..n with exactly k ascents."""

from functools import lru_cache
from itertools import permutations
from math import comb, factorial


@lru_cache(maxsize=None)
def eulerian(n, k):
    """A(n, k) by the recurrence A(n, k) = (k + 1) A(n-1, k) + (n - k) A(n-1, k-1)."""
    if n < 0:
        raise ValueError("n must not be negative")
    if n == 0:
        return 1 if k == 0 else 0
    if k < 0 or k >= n:
        return 0
    return (k + 1) * eulerian(n - 1, k) + (n - k + 1) * eulerian(n - 1, k - 1)


def eulerian_row(n):
    """[A(n, 0), ..., A(n, n - 1)] (just [1] for n = 0)."""
    return [eulerian(n, k) for k in range(max(n, 1))]


def eulerian_explicit(n, k):
    """A(n, k) by the alternating sum over j of C(n + 1, j) (k + 1 - j)^n."""
    if n < 0:
        raise ValueError("n must not be negative")
    if k < 0 or k >= max(n, 1):
        return 0
    if n == 0:
        return 1 if k == 0 else 0
    return sum((-1) ** j * comb(n + 1, j) * (k + 1 - j) ** n for j in range(k + 2))


def ascents(perm):
    """The number of positions i with perm[i] < perm[i + 1]."""
    return sum(1 for a, b in zip(perm, perm[1:]) if a < b)


def count_by_ascents(n):
    """Brute force: how many permutations of 1..n have 0, 1, ... ascents."""
    counts = [0] * max(n, 1)
    for perm in permutations(range(1, n + 1)):
        counts[ascents(perm)] += 1
    return counts


def worpitzky(x, n):
    """x^n written as sum_k A(n, k) C(x + k, n); equals x ** n for integer x >= 0."""
    if x < 0:
        raise ValueError("Worpitzky's identity is stated here for x >= 0")
    return sum(eulerian(n, k) * comb(x + k, n) for k in range(max(n, 1)))


def eulerian_polynomial(n, t):
    """The polynomial sum_k A(n, k) t^k evaluated at t."""
    value = 0
    for coeff in reversed(eulerian_row(n)):
        value = value * t + coeff
    return value


def geometric_power_series(n, t):
    """sum_{i >= 0} i^n t^i for |t| < 1, in closed form through the Eulerian polynomial."""
    if not -1 < t < 1:
        raise ValueError("the series converges only for |t| < 1")
    if n == 0:
        return 1 / (1 - t)
    return t * eulerian_polynomial(n, t) / (1 - t) ** (n + 1)


def permutations_with_ascents(n, k):
    """The permutations of 1..n with exactly k ascents, in lexicographic order."""
    return [p for p in permutations(range(1, n + 1)) if ascents(p) == k]


def row_sum_check(n):
    """True if row n sums to n!, as it must."""
    return sum(eulerian_row(n)) == factorial(n)
