"""Ordinals: 'twenty-first', '21st'."""

from __future__ import annotations

from .cardinal import cardinal

IRREGULAR = {
    "one": "first",
    "two": "second",
    "three": "third",
    "five": "fifth",
    "eight": "eighth",
    "nine": "ninth",
    "twelve": "twelfth",
}
SUFFIXES = {1: "st", 2: "nd", 3: "rd"}


def _ordinal_word(word: str) -> str:
    if word in IRREGULAR:
        return IRREGULAR[word]
    if word.endswith("y"):
        return word[:-1] + "ieth"
    return word + "th"


def ordinal_words(number: int, *, british: bool = False) -> str:
    """'one hundred and second' style ordinals; only the last word changes."""
    if number < 0:
        raise ValueError("ordinals are defined for non-negative numbers")
    words = cardinal(number, british=british)
    head, sep, last = words.rpartition(" ")
    prefix, hyphen, unit = last.rpartition("-")
    return head + sep + prefix + hyphen + _ordinal_word(unit)


def ordinal_suffix(number: int) -> str:
    """'1st', '12th', '103rd'."""
    if number % 100 in (11, 12, 13):
        suffix = "th"
    else:
        suffix = SUFFIXES.get(abs(number) % 10, "th")
    return f"{number}{suffix}"
