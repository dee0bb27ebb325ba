"""Exact polynomials with rational coefficients."""

from .algorithms import gcd, lcm, multiplicity, square_free
from .division import divide
from .poly import Polynomial

__all__ = ["Polynomial", "divide", "gcd", "lcm", "multiplicity", "square_free"]
