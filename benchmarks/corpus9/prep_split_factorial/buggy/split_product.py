"""Factorials, binomials and friends computed by binary splitting.

Multiplying a long run of consecutive integers one by one builds a huge number
early and keeps multiplying it by small ones.  Splitting the range in halves and
multiplying the two half-products keeps the operands balanced, which is much
faster for big arguments.
"""

_CUTOFF = 8  # ranges this short are multiplied out directly


def product_range(lo: int, hi: int) -> int:
    """Product of the integers lo, lo + 1, ..., hi - 1 (1 for an empty range)."""
    if hi - lo <= _CUTOFF:
        result = 1
        for k in range(lo, hi):
            result *= k
        return result
    mid = (lo + hi) // 2
    return product_range(lo, lo + mid) * product_range(mid, hi)


def factorial(n: int) -> int:
    """n! for n >= 0."""
    if n < 0:
        raise ValueError("factorial of a negative number")
    return product_range(1, n + 1)


def falling_factorial(n: int, k: int) -> int:
    """n * (n - 1) * ... * (n - k + 1), the number of ordered k-selections of n items."""
    if k < 0:
        raise ValueError("k must be non-negative")
    return product_range(n - k + 1, n + 1)


def rising_factorial(x: int, k: int) -> int:
    """x * (x + 1) * ... * (x + k - 1)."""
    if k < 0:
        raise ValueError("k must be non-negative")
    return product_range(x, x + k)


def binomial(n: int, k: int) -> int:
    """The number of k-element subsets of an n-element set (0 when k is out of range)."""
    if k < 0 or k > n:
        return 0
    k = min(k, n - k)
    return falling_factorial(n, k) // factorial(k)


def multinomial(*counts: int) -> int:
    """(sum of counts)! / (count_1! * count_2! * ...)."""
    if any(c < 0 for c in counts):
        raise ValueError("counts must be non-negative")
    result, total = 1, 0
    for c in counts:
        total += c
        result *= binomial(total, c)
    return result
