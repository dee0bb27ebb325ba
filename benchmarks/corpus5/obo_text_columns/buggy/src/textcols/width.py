"""Display width of text in a terminal (wide CJK characters take two cells)."""

from __future__ import annotations

import unicodedata

ELLIPSIS = "…"


def char_width(ch: str) -> int:
    if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def display_width(text: str) -> int:
    return sum(char_width(ch) for ch in text)


def ljust(text: str, width: int, fill: str = " ") -> str:
    return text + fill * max(0, width - display_width(text))


def rjust(text: str, width: int, fill: str = " ") -> str:
    return fill * max(0, width - display_width(text)) + text


def center(text: str, width: int) -> str:
    spare = max(0, width - display_width(text))
    left = spare // 2
    return " " * left + text + " " * (spare - left)


def truncate(text: str, width: int, placeholder: str = ELLIPSIS) -> str:
    """Cut text to at most ``width`` cells, ending with the placeholder if cut."""
    if display_width(text) <= width:
        return text
    room = width - display_width(placeholder)
    if room < 0:
        return placeholder[:width]
    kept, used = [], 0
    for ch in text:
        w = char_width(ch)
        if used + w > room:
            break
        kept.append(ch)
        used += w
    return "".join(kept) + placeholder
