"""Natural ("human") ordering of strings, so that file2 sorts before file10."""

from __future__ import annotations

from collections.abc import Iterable

DIGIT, OTHER = 0, 1  # digit runs sort before other characters, as in ASCII


def natural_key(text: str) -> list[tuple[int, int, str]]:
    """A sort key: runs of digits compare by value, other characters case-insensitively.

    Equal numbers written differently ("7", "007") are told apart by their spelling.
    """
    key: list[tuple[int, int, str]] = []
    i, n = 0, len(text)
    while i < n:
        if text[i].isdigit():
            j = i
            while j < n and text[j].isdigit():
                j += 1
            run = text[i:j]
            key.append((DIGIT, int(run), run))
            i = j
        else:
            key.append((OTHER, 0, text[i].casefold()))
            i += 1
    return key


def natural_sorted(items: Iterable[str], reverse: bool = False) -> list[str]:
    """The items in natural order (stable for equal keys)."""
    return sorted(items, key=natural_key, reverse=reverse)


def natural_compare(a: str, b: str) -> int:
    """-1, 0 or 1 as a sorts before, with or after b."""
    ka, kb = natural_key(a), natural_key(b)
    return (ka > kb) - (ka < kb)
