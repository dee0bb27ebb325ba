"""A1-style references: column letters, cell names and rectangular ranges."""

from __future__ import annotations

import re

REF = re.compile(r"^\$?([A-Z]{1,3})\$?([1-9]\d*)$")


def column_number(letters: str) -> int:
    """'A' -> 1, 'Z' -> 26, 'AA' -> 27."""
    number = 0
    for ch in letters.upper():
        if not "A" <= ch <= "Z":
            raise ValueError(f"bad column {letters!r}")
        number = number * 26 + (ord(ch) - ord("A") + 1)
    return number


def column_letters(number: int) -> str:
    if number < 1:
        raise ValueError("columns start at 1")
    letters = ""
    while number:
        number, rem = divmod(number - 1, 26)
        letters = chr(ord("A") + rem) + letters
    return letters


def parse_ref(name: str) -> tuple[int, int]:
    """'B3' -> (row 3, column 2); '$' markers are ignored."""
    match = REF.match(name.strip().upper())
    if not match:
        raise ValueError(f"bad reference {name!r}")
    return int(match[2]), column_number(match[1])


def cell_name(row: int, col: int) -> str:
    return f"{column_letters(col)}{row}"


def expand(range_text: str) -> list[str]:
    """'A1:B2' -> ['A1', 'B1', 'A2', 'B2'] (row by row); a single cell expands to itself."""
    first, _, last = range_text.partition(":")
    r1, c1 = parse_ref(first)
    r2, c2 = parse_ref(last or first)
    top, bottom = sorted((r1, r2))
    left, right = sorted((c1, c2))
    return [cell_name(r, c) for r in range(top, bottom + 1) for c in range(left, right + 1)]
