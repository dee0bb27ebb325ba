"""Turn source text into a list of tokens."""

from __future__ import annotations

from dataclasses import dataclass

OPERATORS = "+-*/()^"


@dataclass(frozen=True)
class Token:
    """A lexical token: kind is 'num', 'name', an operator character, or 'end'."""

    kind: str
    text: str
    pos: int


class LexError(ValueError):
    """Raised on a character the language does not know."""


def tokenize(source: str) -> list[Token]:
    """Split source into tokens, skipping blanks; always ends with an 'end' token."""
    tokens: list[Token] = []
    pos = 0
    while pos < len(source):
        char = source[pos]
        if char.isspace():
            pos += 1
            continue
        if char.isdigit() or char == ".":
            start = pos
            while pos < len(source) and (source[pos].isdigit() or source[pos] == "."):
                pos += 1
            tokens.append(Token("num", source[start:pos], start))
            continue
        if char.isalpha():
            start = pos
            while pos < len(source) and source[pos].isalnum():
                pos += 1
            tokens.append(Token("name", source[start:pos], start))
            continue
        if char in OPERATORS:
            tokens.append(Token(char, char, pos))
            pos += 1
            continue
        raise LexError(f"unexpected {char!r} at {pos}")
    tokens.append(Token("end", "", len(source)))
    return tokens
