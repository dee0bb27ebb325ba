"""Token types and the token record."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any


class TokenType(enum.Enum):
    NUMBER = "number"
    STRING = "string"
    NAME = "name"
    KEYWORD = "keyword"
    OP = "op"
    NEWLINE = "newline"
    EOF = "eof"


KEYWORDS = frozenset({"if", "else", "while", "and", "or", "not", "true", "false", "let", "fn", "return"})

# longest first, so that '**' wins over '*'
OPERATORS = tuple(
    sorted(
        ["+", "-", "*", "/", "%", "**", "//", "==", "!=", "<", "<=", ">", ">=", "=", "(", ")", "[", "]",
         "{", "}", ",", ":", ".", "->"],
        key=len,
        reverse=True,
    )
)


@dataclass(frozen=True)
class Token:
    type: TokenType
    value: Any
    line: int
    col: int

    def __repr__(self) -> str:
        return f"{self.type.name}({self.value!r})@{self.line}:{self.col}"

    def is_(self, type_: TokenType, value: Any = None) -> bool:
        return self.type is type_ and (value is None or self.value == value)
