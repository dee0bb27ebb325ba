"""Composite Newton-Cotes rules for definite integrals of smooth functions."""

from collections.abc import Callable

Func = Callable[[float], float]


def _step(a: float, b: float, n: int) -> float:
    if n < 1:
        raise ValueError("need at least one panel")
    return (b - a) / n


def midpoint(f: Func, a: float, b: float, n: int = 100) -> float:
    """Integral of f over [a, b] by the composite midpoint rule with n panels."""
    h = _step(a, b, n)
    return h * sum(f(a + (i + 0.5) * h) for i in range(n))


def trapezoid(f: Func, a: float, b: float, n: int = 100) -> float:
    """Integral of f over [a, b] by the composite trapezoid rule with n panels."""
    h = _step(a, b, n)
    inner = sum(f(a + i * h) for i in range(1, n))
    return h * ((f(a) + f(b)) / 2 + inner)


def simpson(f: Func, a: float, b: float, n: int = 100) -> float:
    """Integral of f over [a, b] by composite Simpson's rule; n must be even.

    The nodes x_0 = a, ..., x_n = b are weighted 1, 4, 2, 4, ..., 2, 4, 1 (times h / 3).
    Exact for polynomials up to degree three.
    """
    if n % 2:
        raise ValueError("Simpson's rule needs an even number of panels")
    h = _step(a, b, n)
    total = f(a) + f(b)
    for i in range(1, n):
        x = a + i * h
        total += (4 if i % 2 else 2) * f(a + x)
    return total * h / 3


def integrate(f: Func, a: float, b: float, tol: float = 1e-10, max_panels: int = 1 << 16) -> float:
    """Simpson's rule with the panel count doubled until two estimates agree within tol."""
    n = 2
    previous = simpson(f, a, b, n)
    while n < max_panels:
        n *= 2
        current = simpson(f, a, b, n)
        if abs(current - previous) <= tol * max(1.0, abs(current)):
            return current
        previous = current
    return previous
