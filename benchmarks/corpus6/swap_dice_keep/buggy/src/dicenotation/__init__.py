"""Dice notation: parsing, exact distributions and seeded rolls."""

from .notation import DiceExpr, parse
from .odds import at_least, distribution, mean
from .roller import frequencies, roll, roll_many

__all__ = [
    "DiceExpr",
    "at_least",
    "distribution",
    "frequencies",
    "mean",
    "parse",
    "roll",
    "roll_many",
]
