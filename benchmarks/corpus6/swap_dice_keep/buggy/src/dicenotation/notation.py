"""Parsing expressions such as "d20", "3d6+1", "4d6kh3", "2d20kl1-2"."""

from __future__ import annotations

import re
from dataclasses import dataclass

PATTERN = re.compile(r"^(\d*)d(\d+)(?:k([hl])(\d+))?([+-]\d+)?$")
MAX_DICE = 12


@dataclass(frozen=True)
class DiceExpr:
    count: int
    sides: int
    keep: int
    highest: bool = True
    modifier: int = 0

    def __str__(self) -> str:
        text = f"{self.count}d{self.sides}"
        if self.keep != self.count:
            text += f"k{'h' if self.highest else 'l'}{self.keep}"
        if self.modifier:
            text += f"{self.modifier:+d}"
        return text

    @property
    def minimum(self) -> int:
        return self.keep + self.modifier

    @property
    def maximum(self) -> int:
        return self.keep * self.sides + self.modifier


def parse(text: str) -> DiceExpr:
    match = PATTERN.match(text.replace(" ", "").lower())
    if not match:
        raise ValueError(f"not dice notation: {text!r}")
    count = int(match[1] or 1)
    sides = int(match[2])
    if not 1 <= count <= MAX_DICE:
        raise ValueError(f"between 1 and {MAX_DICE} dice, not {count}")
    if sides < 2:
        raise ValueError("a die needs at least two sides")
    keep = int(match[4]) if match[4] else count
    if not 1 <= keep <= count:
        raise ValueError(f"cannot keep {keep} of {count} dice")
    return DiceExpr(count, sides, keep, match[3] != "l", int(match[5] or 0))
