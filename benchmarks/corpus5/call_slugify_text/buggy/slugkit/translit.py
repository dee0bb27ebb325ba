"""Characters that Unicode decomposition does not reduce to ASCII."""

from __future__ import annotations

from typing import Dict

LETTERS: Dict[str, str] = {
    "ß": "ss",
    "ẞ": "SS",
    "æ": "ae",
    "Æ": "AE",
    "œ": "oe",
    "Œ": "OE",
    "ø": "o",
    "Ø": "O",
    "đ": "d",
    "Đ": "D",
    "ł": "l",
    "Ł": "L",
    "þ": "th",
    "Þ": "Th",
    "ð": "d",
    "ı": "i",
}

SYMBOLS: Dict[str, str] = {
    "&": " and ",
    "@": " at ",
    "%": " percent ",
    "€": " euro ",
    "$": " dollar ",
    "£": " pound ",
    "+": " plus ",
}

PUNCTUATION: Dict[str, str] = {
    "‘": "'",
    "’": "'",
    "“": '"',
    "”": '"',
    "–": "-",
    "—": "-",
    "…": "...",
    "\u00a0": " ",
}


def translate(text: str, *tables: Dict[str, str]) -> str:
    for table in tables:
        if any(ch in table for ch in text):
            text = "".join(table.get(ch, ch) for ch in text)
    return text
