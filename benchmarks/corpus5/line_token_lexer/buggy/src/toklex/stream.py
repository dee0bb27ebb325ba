"""A cursor over tokens for hand-written parsers."""

from __future__ import annotations

from typing import Any, Iterable, List, Optional

from .tokens import Token, TokenType


class ParseError(SyntaxError):
    def __init__(self, message: str, token: Token) -> None:
        super().__init__(f"{message} at {token.line}:{token.col}")
        self.token = token


class TokenStream:
    def __init__(self, tokens: Iterable[Token]) -> None:
        self._tokens: List[Token] = list(tokens)
        if not self._tokens or self._tokens[-1].type is not TokenType.EOF:
            raise ValueError("a token stream must end with EOF")
        self._index = 0

    def peek(self, offset: int = 0) -> Token:
        return self._tokens[min(self._index + offset, len(self._tokens) - 1)]

    def next(self) -> Token:
        token = self.peek()
        if token.type is not TokenType.EOF:
            self._index += 1
        return token

    def at_end(self) -> bool:
        return self.peek().type is TokenType.EOF

    def accept(self, type_: TokenType, value: Any = None) -> Optional[Token]:
        if self.peek().is_(type_, value):
            return self.next()
        return None

    def expect(self, type_: TokenType, value: Any = None) -> Token:
        token = self.peek()
        if not token.is_(type_, value):
            wanted = repr(value) if value is not None else type_.value
            found = repr(token.value) if token.type is not TokenType.EOF else "end of input"
            raise ParseError(f"expected {wanted}, found {found}", token)
        return self.next()
