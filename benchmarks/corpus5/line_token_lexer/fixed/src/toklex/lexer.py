"""The lexer."""

from __future__ import annotations

from typing import Iterator, List

from .tokens import KEYWORDS, OPERATORS, Token, TokenType

ESCAPES = {"n": "\n", "t": "\t", "\\": "\\", '"': '"', "'": "'", "0": "\0"}


class LexError(SyntaxError):
    def __init__(self, message: str, line: int, col: int) -> None:
        super().__init__(f"{message} at {line}:{col}")
        self.line = line
        self.col = col


class Lexer:
    """Turns source text into tokens; NEWLINE tokens are emitted when ``newlines``."""

    def __init__(self, source: str, *, newlines: bool = False) -> None:
        self.src = source
        self.newlines = newlines
        self.pos = 0
        self.line = 1
        self.col = 1

    def _peek(self, offset: int = 0) -> str:
        index = self.pos + offset
        return self.src[index] if index < len(self.src) else ""

    def _advance(self, count: int = 1) -> str:
        text = self.src[self.pos:self.pos + count]
        for ch in text:
            if ch == "\n":
                self.line += 1
                self.col = 1
            else:
                self.col += 1
        self.pos += count
        return text

    def _skip_blanks(self) -> None:
        """Skip spaces, tabs and comments (and newlines unless they are tokens)."""
        while self.pos < len(self.src):
            ch = self.src[self.pos]
            if ch in " \t\r" or (ch == "\n" and not self.newlines):
                self._advance()
            elif ch == "#":
                end = self.src.find("\n", self.pos)
                self._advance((len(self.src) if end == -1 else end) - self.pos)
            else:
                break

    def _number(self) -> Token:
        line, col, start = self.line, self.col, self.pos
        while self._peek().isdigit() or self._peek() == "_":
            self._advance()
        is_float = False
        if self._peek() == "." and self._peek(1).isdigit():
            is_float = True
            self._advance()
            while self._peek().isdigit() or self._peek() == "_":
                self._advance()
        if self._peek() in ("e", "E") and (self._peek(1).isdigit() or self._peek(1) in "+-" and self._peek(2).isdigit()):
            is_float = True
            self._advance(2)
            while self._peek().isdigit():
                self._advance()
        text = self.src[start:self.pos]
        if text.endswith("_") or "__" in text:
            raise LexError(f"bad number {text!r}", line, col)
        return Token(TokenType.NUMBER, float(text) if is_float else int(text.replace("_", "")), line, col)

    def _string(self) -> Token:
        line, col = self.line, self.col
        quote = self._advance()
        chars: List[str] = []
        while True:
            ch = self._peek()
            if ch == "" or ch == "\n":
                raise LexError("unterminated string", line, col)
            self._advance()
            if ch == quote:
                return Token(TokenType.STRING, "".join(chars), line, col)
            if ch == "\\":
                code = self._advance()
                if code not in ESCAPES:
                    raise LexError(f"unknown escape \\{code}", self.line, self.col - 2)
                chars.append(ESCAPES[code])
            else:
                chars.append(ch)

    def _name(self) -> Token:
        line, col, start = self.line, self.col, self.pos
        while self._peek().isalnum() or self._peek() == "_":
            self._advance()
        word = self.src[start:self.pos]
        return Token(TokenType.KEYWORD if word in KEYWORDS else TokenType.NAME, word, line, col)

    def tokens(self) -> Iterator[Token]:
        while True:
            self._skip_blanks()
            ch = self._peek()
            if ch == "":
                yield Token(TokenType.EOF, None, self.line, self.col)
                return
            if ch == "\n":
                yield Token(TokenType.NEWLINE, "\n", self.line, self.col)
                self._advance()
            elif ch.isdigit():
                yield self._number()
            elif ch in "\"'":
                yield self._string()
            elif ch.isalpha() or ch == "_":
                yield self._name()
            else:
                op = next((o for o in OPERATORS if self.src.startswith(o, self.pos)), None)
                if op is None:
                    raise LexError(f"unexpected character {ch!r}", self.line, self.col)
                yield Token(TokenType.OP, op, self.line, self.col)
                self._advance(len(op))


def tokenize(source: str, *, newlines: bool = False) -> List[Token]:
    return list(Lexer(source, newlines=newlines).tokens())
