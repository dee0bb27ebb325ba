"""Long division of polynomials."""

from __future__ import annotations

from fractions import Fraction

from .poly import Polynomial


def divide(numerator: Polynomial, divisor: Polynomial) -> tuple[Polynomial, Polynomial]:
    """Quotient and remainder with deg(remainder) < deg(divisor)."""
    if divisor.is_zero():
        raise ZeroDivisionError("polynomial division by zero")
    rem = list(numerator.coeffs)
    div = divisor.coeffs
    quotient = [Fraction(0)] * max(len(rem) - len(div) + 1, 0)
    while len(rem) >= len(div) and rem:
        shift = len(rem) - len(div)
        factor = rem[-1] / div[-1]
        quotient[shift] = factor
        for i, c in enumerate(div):
            rem[shift + i] -= factor * c
        rem.pop()
        while rem and rem[-1] == 0:
            rem.pop()
    return Polynomial(quotient), Polynomial(rem)
