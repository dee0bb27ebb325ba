"""A hand-written lexer for arithmetic expressions."""

from typing import NamedTuple

OPERATORS = {"+", "-", "*", "/", "%", "(", ")", ",", "=", "**", "//"}


class Token(NamedTuple):
    kind: str  # "NUMBER", "NAME" or "OP"
    text: str
    pos: int


class LexError(ValueError):
    """Raised on a character that starts no token."""


class Lexer:
    """Splits an expression into tokens, skipping blanks and # comments."""

    def __init__(self, text):
        self.text = text
        self.pos = 0

    def _peek(self, offset=0):
        i = self.pos + offset
        return self.text[i] if i < len(self.text) else ""

    def _read_while(self, predicate):
        start = self.pos
        while self.pos < len(self.text) and predicate(self.text[self.pos]):
            self.pos += 1
        return self.text[start:self.pos]

    def _number(self):
        start = self.pos
        self._read_while(str.isdigit)
        if self._peek() == "." and self._peek(1).isdigit():
            self.pos += 1
            self._read_while(str.isdigit)
        return Token("NUMBER", self.text[start:self.pos], start)

    def next_token(self):
        """The next token, or None at the end of the text."""
        while self.pos < len(self.text):
            ch = self.text[self.pos]
            if ch.isspace():
                continue
            if ch == "#":
                self._read_while(lambda c: c != "\n")
                continue
            if ch.isdigit():
                return self._number()
            start = self.pos
            if ch.isalpha() or ch == "_":
                return Token("NAME", self._read_while(lambda c: c.isalnum() or c == "_"), start)
            op = self.text[start:start + 2]
            if op not in OPERATORS:
                op = ch
            if op not in OPERATORS:
                raise LexError(f"unexpected {ch!r} at {start}")
            self.pos += len(op)
            return Token("OP", op, start)
        return None

    def __iter__(self):
        while (token := self.next_token()) is not None:
            yield token


def tokenize(text):
    """All tokens of text as a list."""
    return list(Lexer(text))


def kinds_and_texts(text):
    """(kind, text) pairs of the tokens, without positions."""
    return [(t.kind, t.text) for t in tokenize(text)]
