"""Roman numerals (1-3999, subtractive notation)."""

from __future__ import annotations

import re

NUMERALS = (
    (1000, "M"),
    (900, "CM"),
    (500, "D"),
    (400, "CD"),
    (100, "C"),
    (90, "XC"),
    (50, "L"),
    (40, "XL"),
    (10, "X"),
    (9, "IX"),
    (5, "V"),
    (4, "IV"),
    (1, "I"),
)
VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
_SHAPE = re.compile(r"^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$")


def to_roman(number: int) -> str:
    if not 0 < number < 4000:
        raise ValueError(f"{number} cannot be written in Roman numerals")
    parts = []
    for value, letters in NUMERALS:
        count, number = divmod(number, value)
        parts.append(letters * count)
    return "".join(parts)


def from_roman(text: str) -> int:
    numeral = text.strip().upper()
    if not numeral or not _SHAPE.match(numeral):
        raise ValueError(f"{text!r} is not a valid Roman numeral")
    total = 0
    for letter, following in zip(numeral, numeral[1:] + " "):
        value = VALUES[letter]
        if following != " " and VALUES[following] > value:
            total -= value
        else:
            total += value
    return total
