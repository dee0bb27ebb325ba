"""Polynomial interpolation through points with distinct x values.

Three textbook forms are offered: Lagrange's formula, Newton's divided
differences (with nested evaluation) and Neville's recursive scheme. All work
with exact Fractions when given integers or Fractions.
"""

from fractions import Fraction
from functools import lru_cache


def _check_points(xs, ys):
    if len(xs) != len(ys) or not xs:
        raise ValueError("need the same, non-zero number of x and y values")
    if len(set(xs)) != len(xs):
        raise ValueError("x values must be distinct")
    return [Fraction(x) for x in xs], [Fraction(y) for y in ys]


def lagrange_eval(xs, ys, x):
    """Value at x of the interpolating polynomial, by Lagrange's formula."""
    xs, ys = _check_points(xs, ys)
    total = Fraction(0)
    for i, (xi, yi) in enumerate(zip(xs, ys)):
        term = yi
        for j, xj in enumerate(xs):
            if j != i:
                term *= (x - xj) / (xi - xj)
        total += term
    return total


def divided_differences(xs, ys):
    """Newton coefficients f[x0], f[x0,x1], ..., f[x0..xn]."""
    xs, ys = _check_points(xs, ys)
    table = list(ys)
    coefs = [table[0]]
    for k in range(1, len(xs)):
        table = [(table[i + 1] - table[i]) / (xs[i] - xs[i + k]) for i in range(len(table) - 1)]
        coefs.append(table[0])
    return coefs


def newton_eval(xs, coefs, x):
    """Evaluate the Newton form with nested multiplication."""
    result = Fraction(0)
    for k in range(len(coefs) - 1, -1, -1):
        result = result * (x - xs[k]) + coefs[k]
    return result


def power_coefficients(xs, ys):
    """Coefficients [c0, c1, ...] of the interpolant c0 + c1*x + c2*x**2 + ..."""
    coefs = divided_differences(xs, ys)
    poly = [Fraction(0)]
    for k in range(len(coefs) - 1, -1, -1):
        shifted = [Fraction(0)] + poly
        for i, c in enumerate(poly):
            shifted[i] -= xs[k] * c
        shifted[0] += coefs[k]
        poly = shifted
    while len(poly) > 1 and poly[-1] == 0:
        poly.pop()
    return poly


def neville(xs, ys, x):
    """Value at x by Neville's recursive scheme."""
    xs, ys = _check_points(xs, ys)

    @lru_cache(maxsize=None)
    def p(i, j):
        if i == j:
            return ys[i]
        return ((x - xs[j]) * p(i, j - 1) - (x - xs[i]) * p(i + 1, j)) / (xs[i] - xs[j])

    return p(0, len(xs) - 1)


def interpolate(xs, ys):
    """A callable evaluating the Newton form of the interpolant."""
    coefs = divided_differences(xs, ys)
    points = [Fraction(x) for x in xs]
    return lambda x: newton_eval(points, coefs, x)
