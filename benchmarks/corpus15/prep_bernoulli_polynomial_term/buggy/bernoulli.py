"""Bernoulli numbers and polynomials with exact fractions, and sums of powers."""

from fractions import Fraction
from math import comb, factorial


def bernoulli_numbers(n):
    """B_0 .. B_n by the Akiyama-Tanigawa algorithm (the convention B_1 = +1/2)."""
    if n < 0:
        raise ValueError("n must not be negative")
    row = [Fraction(0)] * (n + 1)
    numbers = []
    for m in range(n + 1):
        row[m] = Fraction(1, m + 1)
        for j in range(m, 0, -1):
            row[j - 1] = j * (row[j - 1] - row[j])
        numbers.append(row[0])
    return numbers


def bernoulli(n, convention="-"):
    """B_n; convention '-' gives B_1 = -1/2, '+' gives B_1 = +1/2."""
    if convention not in ("-", "+"):
        raise ValueError("convention is '-' or '+'")
    value = bernoulli_numbers(n)[n]
    return -value if n == 1 and convention == "-" else value


def bernoulli_by_recurrence(n):
    """B_0 .. B_n from sum_{k<=m} C(m + 1, k) B_k = 0 (the convention B_1 = -1/2)."""
    numbers = [Fraction(1)]
    for m in range(1, n + 1):
        s = sum(comb(m + 1, k) * numbers[k] for k in range(m))
        numbers.append(-s / (m + 1))
    return numbers[:n + 1]


def faulhaber_coefficients(p):
    """c[0..p+1] with 1^p + 2^p + ... + n^p = sum_i c[i] n^i (Faulhaber's formula)."""
    b = bernoulli_numbers(p)
    coeffs = [Fraction(0)] * (p + 2)
    for j in range(p + 1):
        coeffs[p + 1 - j] = comb(p + 1, j) * b[j] / (p + 1)
    return coeffs


def power_sum(n, p):
    """1^p + 2^p + ... + n^p, evaluating the Faulhaber polynomial by Horner's rule."""
    if n < 0 or p < 0:
        raise ValueError("n and p must not be negative")
    value = Fraction(0)
    for c in reversed(faulhaber_coefficients(p)):
        value = value * n + c
    return int(value)


def bernoulli_polynomial(n, x):
    """B_n(x) = sum_k C(n, k) B_k x^(n - k), with B_1 = -1/2."""
    x = Fraction(x)
    numbers = bernoulli_by_recurrence(n)
    total = Fraction(0)
    for k in range(n + 1):
        term = total + comb(n, k) * numbers[k] * x ** (n - k)
        total += term
    return total


def power_sum_between(a, b, p):
    """a^p + (a + 1)^p + ... + b^p for 0 <= a <= b, as (B_{p+1}(b + 1) - B_{p+1}(a)) / (p + 1)."""
    if not 0 <= a <= b:
        raise ValueError("need 0 <= a <= b")
    diff = bernoulli_polynomial(p + 1, b + 1) - bernoulli_polynomial(p + 1, a)
    return int(diff / (p + 1))


def zeta_even(k):
    """The rational r with zeta(2k) = r * pi^(2k), from B_2k."""
    if k < 1:
        raise ValueError("k must be at least 1")
    b = bernoulli(2 * k)
    return (-1) ** (k + 1) * b * 2 ** (2 * k - 1) / factorial(2 * k)
