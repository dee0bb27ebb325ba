"""Root finding with Newton's method, the secant method and Newton-based roots."""

import math


class ConvergenceError(ArithmeticError):
    """Raised when an iteration does not reach the requested tolerance."""


def numeric_derivative(f, x, h=1e-6):
    """Central difference approximation of f'(x)."""
    return (f(x + h) - f(x - h)) / (2 * h)


def newton(f, x0, df=None, tol=1e-12, max_iter=100):
    """Find a root of f starting from x0.

    df is the derivative of f; when it is omitted a central difference is used.
    Raises ConvergenceError if the steps have not shrunk below tol after max_iter.
    """
    x = float(x0)
    step = math.inf
    iterations = 0
    while abs(step) > tol and iterations < max_iter:
        slope = df(x) if df is not None else numeric_derivative(f, x)
        if slope == 0:
            raise ZeroDivisionError(f"zero derivative at x={x!r}")
        step = f(x) / slope
        x -= step
        iterations += 1
    if abs(step) > tol:
        raise ConvergenceError(f"no convergence after {max_iter} iterations")
    return x


def secant(f, x0, x1, tol=1e-12, max_iter=100):
    """Find a root of f with the secant method from the two guesses x0 and x1."""
    f0, f1 = f(x0), f(x1)
    for _ in range(max_iter):
        if f1 == f0:
            raise ZeroDivisionError("flat secant")
        x2 = x1 - f1 * (x1 - x0) / (f1 - f0)
        if abs(x2 - x1) <= tol:
            return x2
        x0, f0 = x1, f1
        x1, f1 = x2, f(x2)
    raise ConvergenceError(f"no convergence after {max_iter} iterations")


def nth_root(a, n, tol=1e-13):
    """Real n-th root of a (a may be negative only for odd n)."""
    if n <= 0:
        raise ValueError("n must be positive")
    if a == 0:
        return 0.0
    sign = 1.0
    if a < 0:
        if n % 2 == 0:
            raise ValueError("even root of a negative number")
        sign, a = -1.0, -a
    guess = max(1.0, a / n)
    root = newton(lambda x: x ** n - a, guess, lambda x: n * x ** (n - 1),
                  tol=tol * max(1.0, a), max_iter=500)
    return sign * root


def polynomial_root(coeffs, x0, tol=1e-12):
    """A root of the polynomial with coefficients coeffs (highest degree first)."""
    if len(coeffs) < 2:
        raise ValueError("need a polynomial of degree at least 1")

    def value_and_slope(x):
        value, slope = 0.0, 0.0
        for c in coeffs:
            slope = slope * x + value
            value = value * x + c
        return value, slope

    return newton(lambda x: value_and_slope(x)[0], x0,
                  lambda x: value_and_slope(x)[1], tol=tol)


def integer_sqrt(n):
    """Largest integer r with r * r <= n, by integer Newton iteration."""
    if n < 0:
        raise ValueError("square root of a negative number")
    if n < 2:
        return n
    x = n
    y = (x + n // x) // 2
    while y < x:
        x = y
        y = (x + n // x) // 2
    return x
