"""Spreadsheet column labels (A, B, ..., Z, AA, AB, ...) and cell names such as "C7"."""

import re

_CELL = re.compile(r"([A-Za-z]+)([1-9][0-9]*)")


def column_label(number: int) -> str:
    """The label of the 1-based column number: 1 -> "A", 27 -> "AA", 703 -> "AAA".

    Labels are bijective base 26: there is no zero digit, so each step borrows one.
    """
    if number < 1:
        raise ValueError(f"column numbers start at 1, got {number}")
    letters = []
    while number > 0:
        number, rem = divmod(number, 26)
        letters.append(chr(ord("A") + rem))
    return "".join(reversed(letters))


def column_number(label: str) -> int:
    """Inverse of column_label (case-insensitive)."""
    if not label.isalpha() or not label.isascii():
        raise ValueError(f"not a column label: {label!r}")
    number = 0
    for ch in label.upper():
        number = number * 26 + (ord(ch) - ord("A") + 1)
    return number


def cell_name(row: int, column: int) -> str:
    """The name of the cell at a 1-based row and column: (7, 3) -> "C7"."""
    if row < 1:
        raise ValueError(f"row numbers start at 1, got {row}")
    return f"{column_label(column)}{row}"


def parse_cell(name: str) -> tuple[int, int]:
    """(row, column) of a cell name such as "ab12"."""
    match = _CELL.fullmatch(name.strip())
    if not match:
        raise ValueError(f"not a cell name: {name!r}")
    return int(match.group(2)), column_number(match.group(1))
