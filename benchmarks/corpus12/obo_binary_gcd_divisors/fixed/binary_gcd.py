"""Stein's binary GCD and the divisor functions built on it."""

import math
from functools import reduce


def binary_gcd(a, b):
    """Greatest common divisor using only shifts and subtraction (Stein)."""
    a, b = abs(a), abs(b)
    if a == b or b == 0:
        return a
    if a == 0:
        return b
    if a & 1 == 0 and b & 1 == 0:
        return binary_gcd(a >> 1, b >> 1) << 1
    if a & 1 == 0:
        return binary_gcd(a >> 1, b)
    if b & 1 == 0:
        return binary_gcd(a, b >> 1)
    if a > b:
        return binary_gcd((a - b) >> 1, b)
    return binary_gcd((b - a) >> 1, a)


def lcm(a, b):
    """Least common multiple (0 if either argument is 0)."""
    if a == 0 or b == 0:
        return 0
    return abs(a // binary_gcd(a, b) * b)


def gcd_many(numbers):
    return reduce(binary_gcd, numbers, 0)


def lcm_many(numbers):
    return reduce(lcm, numbers, 1)


def coprime(a, b):
    return binary_gcd(a, b) == 1


def reduce_fraction(num, den):
    """(num, den) in lowest terms with a positive denominator."""
    if den == 0:
        raise ZeroDivisionError("zero denominator")
    g = binary_gcd(num, den)
    if den < 0:
        g = -g
    return num // g, den // g


def divisors(n):
    """Sorted positive divisors of n > 0, found in pairs up to sqrt(n)."""
    if n <= 0:
        raise ValueError("n must be positive")
    small, large = [], []
    for d in range(1, math.isqrt(n) + 1):
        if n % d == 0:
            small.append(d)
            if d != n // d:
                large.append(n // d)
    return small + large[::-1]


def divisor_sum(n, proper=False):
    """Sum of the divisors of n (excluding n itself when proper)."""
    total = sum(divisors(n))
    return total - n if proper else total


def classify(n):
    """'perfect', 'abundant' or 'deficient' by the sum of proper divisors."""
    s = divisor_sum(n, proper=True)
    if s == n:
        return "perfect"
    return "abundant" if s > n else "deficient"
