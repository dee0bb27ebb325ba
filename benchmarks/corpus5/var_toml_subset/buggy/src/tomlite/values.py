"""Scalar, array and inline-table values."""

from __future__ import annotations

import re
from typing import Any, Tuple

_NUMBER = re.compile(r"[+-]?(0x[0-9a-fA-F_]+|0o[0-7_]+|0b[01_]+|[0-9_]+(\.[0-9_]+)?([eE][+-]?[0-9_]+)?|inf|nan)")
_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
ESCAPES = {"b": "\b", "t": "\t", "n": "\n", "f": "\f", "r": "\r", '"': '"', "\\": "\\"}


class ValueError_(ValueError):
    """A value that cannot be parsed; carries the column."""

    def __init__(self, message: str, column: int) -> None:
        super().__init__(message)
        self.column = column


def skip_space(text: str, pos: int) -> int:
    while pos < len(text) and text[pos] in " \t":
        pos += 1
    return pos


def parse_string(text: str, pos: int) -> Tuple[str, int]:
    quote = text[pos]
    pos += 1
    chars = []
    while pos < len(text):
        ch = text[pos]
        if ch == quote:
            return "".join(chars), pos + 1
        if ch == "\\" and quote == '"':
            code = text[pos + 1:pos + 2]
            if code == "u":
                chars.append(chr(int(text[pos + 2:pos + 6], 16)))
                pos += 6
                continue
            if code not in ESCAPES:
                raise ValueError_(f"invalid escape \\{code}", pos)
            chars.append(ESCAPES[code])
            pos += 2
            continue
        chars.append(ch)
        pos += 1
    raise ValueError_("unterminated string", pos)


def parse_key(text: str, pos: int) -> Tuple[list, int]:
    """A dotted key such as ``a."b.c".d``; returns its parts."""
    parts = []
    while True:
        pos = skip_space(text, pos)
        if pos < len(text) and text[pos] in "\"'":
            part, pos = parse_string(text, pos)
        else:
            match = _BARE_KEY.match(text, pos)
            if not match:
                raise ValueError_("expected a key", pos)
            part, pos = match.group(), match.end()
        parts.append(part)
        pos = skip_space(text, pos)
        if pos < len(text) and text[pos] == ".":
            pos += 1
            continue
        return parts, pos


def parse_value(text: str, pos: int) -> Tuple[Any, int]:
    pos = skip_space(text, pos)
    if pos >= len(text):
        raise ValueError_("expected a value", pos)
    ch = text[pos]
    if ch in "\"'":
        return parse_string(text, pos)
    if text.startswith("true", pos):
        return True, pos + 4
    if text.startswith("false", pos):
        return False, pos + 5
    if ch == "[":
        items, pos = [], skip_space(text, pos + 1)
        while text[pos:pos + 1] != "]":
            item, pos = parse_value(text, pos)
            items.append(item)
            pos = skip_space(text, pos)
            if text[pos:pos + 1] == ",":
                pos = skip_space(text, pos + 1)
            elif text[pos:pos + 1] != "]":
                raise ValueError_("expected ',' or ']' in array", pos)
        return items, pos + 1
    if ch == "{":
        table: dict = {}
        pos = skip_space(text, pos + 1)
        while text[pos:pos + 1] != "}":
            keys, pos = parse_key(text, pos)
            if text[pos:pos + 1] != "=":
                raise ValueError_("expected '=' in inline table", pos)
            value, pos = parse_value(text, pos + 1)
            assign(table, keys, value)
            pos = skip_space(text, pos)
            if text[pos:pos + 1] == ",":
                pos = skip_space(text, pos + 1)
        return table, pos + 1
    match = _NUMBER.match(text, pos)
    if match:
        return _number(match.group()), match.end()
    raise ValueError_(f"unexpected {text[pos:pos + 10]!r}", pos)


def _number(token: str) -> Any:
    clean = token.replace("_", "")
    sign = -1 if clean.startswith("-") else 1
    body = clean.lstrip("+-")
    if body in ("inf", "nan"):
        return sign * float(body)
    if body[:2] in ("0x", "0o", "0b"):
        return sign * int(body, 0)
    if any(c in body for c in ".eE"):
        return float(clean)
    return int(clean)


def assign(table: dict, keys: list, value: Any) -> None:
    """Set a dotted key, creating intermediate tables; a key may be set only once."""
    node = table
    for key in keys[:-1]:
        node = node.setdefault(key, {})
        if not isinstance(node, dict):
            raise ValueError_(f"key {key!r} is not a table", 0)
    if keys[-1] in node:
        raise ValueError_(f"duplicate key {'.'.join(keys)!r}", 0)
    table[keys[-1]] = value
