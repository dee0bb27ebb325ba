"""Word tokens with their character offsets."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from .abbrev import is_abbreviation

TOKEN = re.compile(
    r"""
    (?P<number>\d+(?:[.,]\d+)*%?)
  | (?P<word>[A-Za-z]+(?:['’-][A-Za-z]+)*\.?)
  | (?P<punct>[^\sA-Za-z0-9])
    """,
    re.VERBOSE,
)


@dataclass(frozen=True)
class Token:
    text: str
    kind: str
    start: int

    @property
    def end(self) -> int:
        return self.start + len(self.text)


def tokenize(text: str) -> list[Token]:
    tokens = []
    for match in TOKEN.finditer(text):
        kind = match.lastgroup or "punct"
        value = match.group()
        if kind == "word" and value.endswith(".") and not is_abbreviation(value[:-1]):
            tokens.append(Token(value[:-1], "word", match.start()))
            tokens.append(Token(".", "punct", match.end() - 1))
            continue
        tokens.append(Token(value, kind, match.start()))
    return tokens


def word_counts(text: str, top: int | None = None) -> list[tuple[str, int]]:
    counts = Counter(t.text.lower().rstrip(".") for t in tokenize(text) if t.kind == "word")
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:top]


def ngrams(text: str, n: int = 2) -> list[tuple[str, ...]]:
    """Word n-grams in order (punctuation breaks nothing; numbers count as words)."""
    if n < 1:
        raise ValueError("n must be at least 1")
    words = [t.text.lower() for t in tokenize(text) if t.kind != "punct"]
    return [tuple(words[i : i + n]) for i in range(len(words) - n + 1)]


def concordance(text: str, word: str, width: int = 10) -> list[str]:
    """Keyword-in-context lines for every occurrence of word (case-insensitive)."""
    lines = []
    for token in tokenize(text):
        if token.kind == "word" and token.text.lower().rstrip(".") == word.lower():
            left = text[max(token.start - width, 0) : token.start].rjust(width)
            right = text[token.end : token.end + width].ljust(width)
            lines.append(f"{left}[{token.text}]{right}")
    return lines


def reading_time(text: str, words_per_minute: int = 230) -> int:
    """Whole minutes needed to read text, at least one for any text with words."""
    words = sum(1 for t in tokenize(text) if t.kind == "word")
    return -(-words // words_per_minute) if words else 0
