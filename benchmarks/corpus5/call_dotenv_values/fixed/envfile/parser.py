"""Line-level parsing of .env files."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable, Iterator, Optional

_KEY = re.compile(r"^(?:export\s+)?([A-Za-z_][A-Za-z0-9_.]*)\s*(=)?\s*(.*)$")
_DOUBLE_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "$": "\\$"}


class EnvSyntaxError(ValueError):
    def __init__(self, line_number: int, message: str) -> None:
        super().__init__(f"line {line_number}: {message}")
        self.line_number = line_number


@dataclass(frozen=True)
class Binding:
    key: str
    value: Optional[str]  # None for a bare "KEY" line
    quote: str  # '', "'" or '"'; single-quoted values are never expanded
    line_number: int


def _quoted(text: str, quote: str, line_number: int) -> str:
    chars, i = [], 1
    while i < len(text):
        ch = text[i]
        if ch == quote:
            rest = text[i + 1:].strip()
            if rest and not rest.startswith("#"):
                raise EnvSyntaxError(line_number, f"unexpected text after closing quote: {rest!r}")
            return "".join(chars)
        if ch == "\\" and quote == '"' and i + 1 < len(text):
            following = text[i + 1]
            chars.append(_DOUBLE_ESCAPES.get(following, "\\" + following))
            i += 2
            continue
        chars.append(ch)
        i += 1
    raise EnvSyntaxError(line_number, f"unterminated {quote} quote")


def _unquoted(text: str) -> str:
    """Drop an inline comment (a '#' after whitespace) and surrounding blanks."""
    match = re.search(r"\s#", text)
    if match:
        text = text[: match.start()]
    return text.rstrip()


def parse_lines(lines: Iterable[str]) -> Iterator[Binding]:
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        match = _KEY.match(line)
        if not match:
            raise EnvSyntaxError(number, f"cannot parse {line!r}")
        key, equals, rest = match.groups()
        if not equals:
            if rest:
                raise EnvSyntaxError(number, f"expected '=' after {key}")
            yield Binding(key, None, "", number)
            continue
        if rest[:1] in ("'", '"'):
            yield Binding(key, _quoted(rest, rest[0], number), rest[0], number)
        else:
            yield Binding(key, _unquoted(rest), "", number)
