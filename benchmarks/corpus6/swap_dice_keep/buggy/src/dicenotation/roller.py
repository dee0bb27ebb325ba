"""Seeded rolls, for games and for checking the exact odds by simulation."""

from __future__ import annotations

import random
from dataclasses import dataclass

from .notation import DiceExpr, parse
from .odds import kept_total


@dataclass(frozen=True)
class Roll:
    expr: DiceExpr
    faces: tuple[int, ...]
    total: int

    def __str__(self) -> str:
        return f"{self.expr}: {list(self.faces)} = {self.total}"


def roll(spec: str | DiceExpr, rng: random.Random | None = None) -> Roll:
    expr = parse(spec) if isinstance(spec, str) else spec
    rng = rng or random.Random()
    faces = tuple(rng.randint(1, expr.sides) for _ in range(expr.count))
    return Roll(expr, faces, kept_total(faces, expr.keep, expr.highest) + expr.modifier)


def roll_many(spec: str | DiceExpr, times: int, seed: int = 0) -> list[Roll]:
    """times seeded rolls of the same expression."""
    if times < 0:
        raise ValueError("times must not be negative")
    rng = random.Random(seed)
    return [roll(spec, rng) for _ in range(times)]


def frequencies(spec: str | DiceExpr, trials: int = 10_000, seed: int = 0) -> dict[int, float]:
    """Observed share of each total over seeded trials (compare with odds.distribution)."""
    counts: dict[int, int] = {}
    for result in roll_many(spec, trials, seed):
        counts[result.total] = counts.get(result.total, 0) + 1
    return {total: n / trials for total, n in sorted(counts.items())}
