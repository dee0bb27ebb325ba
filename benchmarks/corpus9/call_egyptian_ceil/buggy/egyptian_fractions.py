"""Egyptian fractions: writing a rational number as a sum of distinct unit fractions."""

from __future__ import annotations

import math
from fractions import Fraction


def greedy_denominators(frac: Fraction | int | str) -> list[int]:
    """Denominators of the greedy (Fibonacci-Sylvester) expansion of 0 <= frac <= 1.

    Take the largest unit fraction 1/d that fits, i.e. d = ceil(1 / frac), and
    expand what is left; the denominators come out strictly increasing.
    """
    frac = Fraction(frac)
    if not 0 <= frac <= 1:
        raise ValueError("greedy expansion needs 0 <= frac <= 1")
    if frac == 0:
        return []
    d = 1 / frac
    return [d] + greedy_denominators(frac - Fraction(1, d))


def expand(frac: Fraction | int | str) -> tuple[int, list[int]]:
    """Whole part and unit-fraction denominators of a non-negative rational."""
    frac = Fraction(frac)
    if frac < 0:
        raise ValueError("negative fraction")
    whole = math.floor(frac)
    return whole, greedy_denominators(frac - whole)


def to_fraction(denominators: list[int], whole: int = 0) -> Fraction:
    """The rational number whole + sum of 1/d."""
    return whole + sum((Fraction(1, d) for d in denominators), Fraction(0))


def is_egyptian(denominators: list[int]) -> bool:
    """True for distinct positive integer denominators."""
    return all(isinstance(d, int) and d > 0 for d in denominators) and len(
        set(denominators)
    ) == len(denominators)


def format_expansion(frac: Fraction | int | str) -> str:
    """E.g. '7/6 = 1 + 1/6' or '4/13 = 1/4 + 1/18 + 1/468'."""
    frac = Fraction(frac)
    whole, denominators = expand(frac)
    terms = ([str(whole)] if whole else []) + [f"1/{d}" for d in denominators]
    return f"{frac} = {' + '.join(terms) or '0'}"
