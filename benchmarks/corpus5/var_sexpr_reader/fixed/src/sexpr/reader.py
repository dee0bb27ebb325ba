"""Tokenizer and recursive reader."""

from __future__ import annotations

import re
from typing import Any, List, Tuple

_TOKEN = re.compile(r"""\s*(?:(;[^\n]*)|([()'])|("(?:\\.|[^"\\])*")|([^\s()'";]+)|(\S))""")
_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


class Symbol(str):
    """A symbol (as opposed to a string literal)."""

    def __repr__(self) -> str:
        return f"Symbol({str.__repr__(self)})"


class ReadError(ValueError):
    pass


def tokenize(text: str) -> List[str]:
    tokens = []
    for comment, paren, string, atom, junk in _TOKEN.findall(text):
        if junk:
            raise ReadError(f"unexpected character {junk!r}")
        token = paren or string or atom
        if token:
            tokens.append(token)
    return tokens


def _atom(token: str) -> Any:
    if token.startswith('"'):
        body = token[1:-1]
        return re.sub(r"\\(.)", lambda m: _ESCAPES.get(m.group(1), m.group(1)), body)
    if token in ("#t", "#f"):
        return token == "#t"
    if token == "nil":
        return None
    for convert in (int, float):
        try:
            return convert(token)
        except ValueError:
            pass
    return Symbol(token)


def _read(tokens: List[str], start: int) -> Tuple[Any, int]:
    if start >= len(tokens):
        raise ReadError("unexpected end of input")
    token = tokens[start]
    if token == "(":
        items: List[Any] = []
        pos = start + 1
        while True:
            if pos >= len(tokens):
                raise ReadError("missing ')'")
            if tokens[pos] == ")":
                return items, pos + 1
            item, pos = _read(tokens, pos)
            items.append(item)
    if token == ")":
        raise ReadError("unexpected ')'")
    if token == "'":
        quoted, pos = _read(tokens, start + 1)
        return [Symbol("quote"), quoted], pos
    return _atom(token), start + 1


def loads(text: str, many: bool = False) -> Any:
    """One expression (or, with many=True, a list of all of them)."""
    tokens = tokenize(text)
    values, pos = [], 0
    while pos < len(tokens):
        value, pos = _read(tokens, pos)
        values.append(value)
    if many:
        return values
    if len(values) != 1:
        raise ReadError(f"expected one expression, found {len(values)}")
    return values[0]
