"""Numerical integration: adaptive Simpson, the trapezoid rule and Romberg."""

import math


def _simpson(f, a, fa, b, fb):
    """One Simpson panel on [a, b]; returns (midpoint, f(midpoint), estimate)."""
    m = (a + b) / 2
    fm = f(m)
    return m, fm, (b - a) / 6 * (fa + 4 * fm + fb)


def _adaptive(f, a, fa, b, fb, m, fm, whole, eps, depth):
    """Refine [a, b] until the two half panels agree with the whole one."""
    lm, flm, left = _simpson(f, a, fa, m, fm)
    rm, frm, right = _simpson(f, m, fm, b, fb)
    delta = left + right - whole
    if depth <= 0 or abs(delta) <= 15 * eps:
        return left + right + delta / 15
    return (_adaptive(f, a, fa, m, fm, lm, flm, left, eps / 2, depth - 1)
            + _adaptive(f, m, fm, b, fb, rm, frm, right, eps / 2, depth - 1))


def adaptive_simpson(f, a, b, eps=1e-10, max_depth=40):
    """Integral of f over [a, b] to about eps absolute error."""
    if eps <= 0:
        raise ValueError("eps must be positive")
    if a == b:
        return 0.0
    if a > b:
        return -adaptive_simpson(f, b, a, eps, max_depth)
    fa, fb = f(a), f(b)
    m, fm, whole = _simpson(f, a, fa, b, fb)
    return _adaptive(f, a, fa, b, fb, m, fm, whole, eps, max_depth)


def trapezoid(f, a, b, n=100):
    """Composite trapezoid rule with n equal steps."""
    if n < 1:
        raise ValueError("n must be at least 1")
    h = (b - a) / n
    total = (f(a) + f(b)) / 2
    for i in range(1, n):
        total += f(a + i * h)
    return total * h


def romberg(f, a, b, levels=6):
    """Romberg table built on trapezoid sums with 1, 2, 4, ... steps."""
    rows = [[trapezoid(f, a, b, 1)]]
    for k in range(1, levels):
        row = [trapezoid(f, a, b, 2 ** k)]
        for j in range(1, k + 1):
            factor = 4 ** j
            row.append((factor * row[j - 1] - rows[-1][j - 1]) / (factor - 1))
        rows.append(row)
    return rows[-1][-1]


def mean_value(f, a, b, eps=1e-10):
    """Average of f over [a, b]."""
    if a == b:
        return f(a)
    return adaptive_simpson(f, a, b, eps) / (b - a)


def arc_length(f, a, b, eps=1e-9, h=1e-6):
    """Length of the curve y = f(x) for x in [a, b]."""
    def speed(x):
        slope = (f(x + h) - f(x - h)) / (2 * h)
        return math.sqrt(1 + slope * slope)

    return adaptive_simpson(speed, a, b, eps)
