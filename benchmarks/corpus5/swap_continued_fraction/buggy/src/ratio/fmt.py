"""Formatting and parsing fractions for people."""

from __future__ import annotations

import re
from fractions import Fraction

VULGAR = {
    Fraction(1, 2): "½", Fraction(1, 3): "⅓", Fraction(2, 3): "⅔", Fraction(1, 4): "¼", Fraction(3, 4): "¾",
    Fraction(1, 5): "⅕", Fraction(1, 8): "⅛", Fraction(3, 8): "⅜", Fraction(5, 8): "⅝", Fraction(7, 8): "⅞",
}
_MIXED = re.compile(r"^\s*(-)?\s*(?:(\d+)\s+)?(\d+)\s*/\s*(\d+)\s*$|^\s*(-?\d+)\s*$")


def format_mixed(value: Fraction) -> str:
    """Fraction(7, 2) -> '3 1/2', Fraction(-1, 3) -> '-1/3'."""
    sign = "-" if value < 0 else ""
    whole, rest = divmod(abs(value.numerator), value.denominator)
    if rest == 0:
        return f"{sign}{whole}"
    part = f"{rest}/{value.denominator}"
    return f"{sign}{whole} {part}" if whole else f"{sign}{part}"


def vulgar(value: Fraction) -> str:
    """Use a single Unicode character for the fractional part when one exists."""
    whole, rest = divmod(abs(value), 1)
    sign = "-" if value < 0 else ""
    if rest in VULGAR:
        return f"{sign}{int(whole) if whole else ''}{VULGAR[rest]}"
    return format_mixed(value)


def parse_fraction(text: str) -> Fraction:
    """'3 1/2', '-7/8', '12' -> Fraction."""
    match = _MIXED.match(text)
    if not match:
        raise ValueError(f"cannot parse fraction {text!r}")
    if match.group(5) is not None:
        return Fraction(int(match.group(5)))
    sign, whole, num, den = match.group(1), match.group(2), int(match.group(3)), int(match.group(4))
    if den == 0:
        raise ZeroDivisionError(f"zero denominator in {text!r}")
    value = int(whole or 0) + Fraction(num, den)
    return -value if sign else value
