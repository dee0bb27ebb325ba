"""Greatest common divisors and square-free decomposition."""

from __future__ import annotations

from .division import divide
from .poly import Polynomial


def gcd(a: Polynomial, b: Polynomial) -> Polynomial:
    """Monic greatest common divisor (Euclid's algorithm)."""
    if b.is_zero():
        return a.monic()
    return gcd(b, divide(a, b)[1])


def lcm(a: Polynomial, b: Polynomial) -> Polynomial:
    if a.is_zero() or b.is_zero():
        return Polynomial()
    quotient, _ = divide(a * b, gcd(a, b))
    return quotient.monic()


def square_free(p: Polynomial) -> Polynomial:
    """The product of the distinct irreducible factors of p, made monic."""
    if p.degree < 1:
        return Polynomial([1])
    quotient, _ = divide(p, gcd(p, p.derivative()))
    return quotient.monic()


def multiplicity(root, p: Polynomial) -> int:
    """How many times (x - root) divides p."""
    if p.is_zero():
        raise ValueError("every value is a root of the zero polynomial")
    factor = Polynomial([-root, 1])
    count = 0
    quotient, rem = divide(p, factor)
    while rem.is_zero():
        count += 1
        p = quotient
        quotient, rem = divide(p, factor)
    return count
