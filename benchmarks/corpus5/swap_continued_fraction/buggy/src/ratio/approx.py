"""Best rational approximations."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Iterator, Optional, Tuple, Union

from .cfrac import continued_fraction, convergents

Real = Union[int, float, Fraction]


def semiconvergents(value: Real, max_denominator: int) -> Iterator[Fraction]:
    """Convergents and the semiconvergents after them, denominators up to the bound."""
    terms = continued_fraction(Fraction(value))
    before: Tuple[int, int] = (1, 0)  # h_(-1), k_(-1)
    last: Optional[Tuple[int, int]] = None
    for index, conv in enumerate(convergents(terms)):
        if conv.denominator > max_denominator:
            if last is not None:
                for n in range(1, terms[index]):
                    numerator, denominator = before[0] + n * last[0], before[1] + n * last[1]
                    if denominator > max_denominator:
                        break
                    yield Fraction(numerator, denominator)
            return
        if last is not None:
            before = last
        last = (conv.numerator, conv.denominator)
        yield conv


def best_rational(value: Real, max_denominator: int) -> Fraction:
    """The closest fraction with denominator <= max_denominator (ties go to the smaller one)."""
    if max_denominator < 1:
        raise ValueError("max_denominator must be at least 1")
    target = Fraction(value)
    candidates = list(semiconvergents(target, max_denominator))
    return min(candidates, key=lambda f: (abs(f - target), f.denominator))


def rationalize(value: float, tolerance: float = 1e-9) -> Fraction:
    """The simplest fraction within tolerance of a float."""
    if math.isnan(value) or math.isinf(value):
        raise ValueError(f"cannot rationalize {value}")
    for conv in convergents(continued_fraction(Fraction(value))):
        if abs(conv - Fraction(value)) <= tolerance:
            return conv
    return Fraction(value)
