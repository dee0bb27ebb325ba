"""Kitchen units: conversion to a base unit and friendly display."""

from __future__ import annotations

from fractions import Fraction

VOLUME_ML = {"tsp": Fraction(5), "tbsp": Fraction(15), "cup": Fraction(240), "ml": Fraction(1)}
MASS_G = {"g": Fraction(1), "kg": Fraction(1000)}


def to_base(amount: Fraction, unit: str) -> tuple[Fraction, str]:
    if unit in VOLUME_ML:
        return amount * VOLUME_ML[unit], "ml"
    if unit in MASS_G:
        return amount * MASS_G[unit], "g"
    return amount, unit


def friendly(amount: Fraction, unit: str) -> tuple[Fraction, str]:
    """Pick the largest unit in which the amount is at least one."""
    base, kind = to_base(amount, unit)
    table = VOLUME_ML if kind == "ml" else MASS_G if kind == "g" else None
    if table is None:
        return amount, unit
    for name, size in sorted(table.items(), key=lambda item: -item[1]):
        if base >= size:
            return base / size, name
    return base, kind


def format_amount(amount: Fraction) -> str:
    whole, rest = divmod(amount, 1)
    if rest == 0:
        return str(whole)
    rest = Fraction(rest).limit_denominator(8)
    return f"{whole} {rest}" if whole else str(rest)
