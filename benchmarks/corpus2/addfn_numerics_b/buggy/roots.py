"""Iterative root finding without the math module (for a teaching calculator)."""

from __future__ import annotations

TOLERANCE = 1e-10


def sqrt(x: float, tolerance: float = TOLERANCE) -> float:
    """Square root by Newton's method; raises ValueError for negative input."""
    if x < 0:
        raise ValueError("square root of a negative number")
    if x == 0:
        return 0.0
    guess = x if x >= 1 else 1.0
    while abs(guess * guess - x) > tolerance * max(1.0, x):
        guess = (guess + x / guess) / 2
    return guess


def cube_root(x: float, tolerance: float = TOLERANCE) -> float:
    """Real cube root by Newton's method, keeping the sign of x."""
    if x == 0:
        return 0.0
    sign = -1.0 if x < 0 else 1.0
    value = abs(x)
    guess = value if value >= 1 else 1.0
    while abs(guess ** 3 - value) > tolerance * max(1.0, value):
        guess = (2 * guess + value / (guess * guess)) / 3
    return sign * guess


def nth_root(x: float, n: int) -> float:
    """The n-th root for n of 2 or 3, the only ones the calculator offers."""
    if n == 2:
        return sqrt(x)
    if n == 3:
        return cube_root(x)
    raise ValueError(f"unsupported root {n}")
