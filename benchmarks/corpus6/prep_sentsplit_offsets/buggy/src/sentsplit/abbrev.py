"""Abbreviations that end in a period without ending a sentence."""

from __future__ import annotations

import re

TITLES = {"mr", "mrs", "ms", "dr", "prof", "st", "sr", "jr"}
COMMON = {"etc", "e.g", "i.e", "vs", "approx", "no", "fig", "inc", "ltd", "co"}
MONTHS = {"jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"}
INITIAL = re.compile(r"^[A-Z]$")


def is_abbreviation(word: str) -> bool:
    """Whether word (without its final period) is a known abbreviation or an initial."""
    if INITIAL.match(word):
        return True
    lowered = word.lower()
    return lowered in TITLES or lowered in COMMON or lowered in MONTHS


def never_ends_sentence(word: str) -> bool:
    """Titles are always followed by a name, so they never end a sentence."""
    return word.lower() in TITLES
