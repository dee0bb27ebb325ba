"""A small hand-written lexer for arithmetic expressions."""

from __future__ import annotations

from dataclasses import dataclass

TWO_CHAR_OPS = {"**", "//", "==", "!=", "<=", ">="}
ONE_CHAR_OPS = set("+-*/%()=<>,")


class LexError(ValueError):
    """Raised on a character that starts no token."""


@dataclass(frozen=True)
class Token:
    kind: str  # "NUMBER", "NAME" or "OP"
    text: str
    pos: int


class Lexer:
    """Split source text into NUMBER, NAME and OP tokens, skipping whitespace."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def _peek(self, offset: int = 0) -> str:
        index = self.pos + offset
        return self.text[index] if index < len(self.text) else ""

    def _read_while(self, predicate) -> str:
        start = self.pos
        while self.pos < len(self.text) and predicate(self.text[self.pos]):
            self.pos += 1
        return self.text[start:self.pos]

    def next_token(self) -> Token | None:
        """The next token, or None once the text is used up."""
        while self.pos < len(self.text):
            ch = self.text[self.pos]
            if ch.isspace():
                self.pos += 1
                continue
            start = self.pos
            if ch.isdigit():
                text = self._read_while(str.isdigit)
                if self._peek() == "." and self._peek(1).isdigit():
                    self.pos += 1
                    text += "." + self._read_while(str.isdigit)
                return Token("NUMBER", text, start)
            if ch.isalpha() or ch == "_":
                name = self._read_while(lambda c: c.isalnum() or c == "_")
                return Token("NAME", name, start)
            pair = self.text[self.pos:self.pos + 2]
            if pair in TWO_CHAR_OPS:
                self.pos += 2
                return Token("OP", pair, start)
            if ch in ONE_CHAR_OPS:
                self.pos += 1
                return Token("OP", ch, start)
            raise LexError(f"unexpected character {ch!r} at position {start}")
        return None

    def tokens(self) -> list[Token]:
        """All remaining tokens, in order."""
        found = []
        while (token := self.next_token()) is not None:
            found.append(token)
        return found


def tokenize(text: str) -> list[Token]:
    """Tokenize a whole expression."""
    return Lexer(text).tokens()
