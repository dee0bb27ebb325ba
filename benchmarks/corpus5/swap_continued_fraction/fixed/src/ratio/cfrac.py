"""Simple continued fractions [a0; a1, a2, ...]."""

from __future__ import annotations

from fractions import Fraction
from typing import Iterable, Iterator, List, Sequence, Union

Rational = Union[int, Fraction]


def continued_fraction(value: Rational, max_terms: int = 64) -> List[int]:
    """Terms of the expansion of a rational (finite) number."""
    frac = Fraction(value)
    terms: List[int] = []
    while len(terms) < max_terms:
        whole = frac.numerator // frac.denominator
        terms.append(whole)
        rest = frac - whole
        if rest == 0:
            break
        frac = 1 / rest
    return terms


def convergents(terms: Iterable[int]) -> Iterator[Fraction]:
    """h_n / k_n with h_n = a_n h_(n-1) + h_(n-2) (and the same for k)."""
    h_prev, h = 0, 1
    k_prev, k = 1, 0
    for a in terms:
        h_prev, h = h, a * h + h_prev
        k_prev, k = k, a * k + k_prev
        yield Fraction(h, k)


def from_continued_fraction(terms: Sequence[int]) -> Fraction:
    """Evaluate [a0; a1, ..., an] from the inside out."""
    if not terms:
        raise ValueError("a continued fraction needs at least one term")
    if len(terms) == 1:
        return Fraction(terms[0])
    tail = from_continued_fraction(terms[1:])
    if tail == 0:
        raise ZeroDivisionError("a zero term after the first one")
    return terms[0] + 1 / tail
