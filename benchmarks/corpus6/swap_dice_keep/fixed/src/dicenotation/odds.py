"""Exact probability distributions of dice expressions."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction
from functools import lru_cache

from .notation import DiceExpr, parse


def kept_total(faces: tuple[int, ...], keep: int, highest: bool) -> int:
    ordered = sorted(faces, reverse=highest)
    return sum(ordered[:keep])


def _convolve(a: dict[int, int], b: dict[int, int]) -> dict[int, int]:
    out: Counter = Counter()
    for x, wx in a.items():
        for y, wy in b.items():
            out[x + y] += wx * wy
    return dict(out)


@lru_cache(maxsize=128)
def _counts(expr: DiceExpr) -> dict[int, int]:
    """Number of ways to reach each total (before the modifier)."""
    if expr.keep == expr.count:
        die = {face: 1 for face in range(1, expr.sides + 1)}
        result = {0: 1}
        for _ in range(expr.count):
            result = _convolve(result, die)
        return result
    counts: Counter = Counter()
    for faces in itertools.product(range(1, expr.sides + 1), repeat=expr.count):
        counts[kept_total(faces, expr.keep, expr.highest)] += 1
    return dict(counts)


def distribution(spec: str | DiceExpr) -> dict[int, Fraction]:
    expr = parse(spec) if isinstance(spec, str) else spec
    counts = _counts(expr)
    total = sum(counts.values())
    return {value + expr.modifier: Fraction(n, total) for value, n in sorted(counts.items())}


def mean(spec: str | DiceExpr) -> Fraction:
    return sum((value * p for value, p in distribution(spec).items()), Fraction(0))


def at_least(spec: str | DiceExpr, target: int) -> Fraction:
    return sum((p for value, p in distribution(spec).items() if value >= target), Fraction(0))
