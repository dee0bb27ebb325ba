"""Text normalization helpers."""

from __future__ import annotations

import re
import unicodedata

from .translit import LETTERS, PUNCTUATION, translate

_SPACES = re.compile(r"\s+")


def strip_accents(text: str) -> str:
    """Remove combining marks: 'Crème Brûlée' -> 'Creme Brulee'."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def to_ascii(text: str) -> str:
    """Best-effort ASCII: transliterate, strip accents, drop what is left."""
    text = translate(text, LETTERS, PUNCTUATION)
    return strip_accents(text).encode("ascii", "ignore").decode("ascii")


def collapse_whitespace(text: str) -> str:
    return _SPACES.sub(" ", text).strip()


def same_text(a: str, b: str, *, ignore_accents: bool = True) -> bool:
    """Compare as a search box would: case, spacing and (optionally) accents ignored."""

    def key(s: str) -> str:
        s = collapse_whitespace(s).casefold()
        return strip_accents(s) if ignore_accents else unicodedata.normalize("NFC", s)

    return key(a) == key(b)
