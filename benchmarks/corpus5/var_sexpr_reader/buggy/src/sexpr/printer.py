"""Writing values back as S-expressions."""

from __future__ import annotations

from typing import Any, List

from .reader import Symbol

_UNESCAPES = {"\n": "\\n", "\t": "\\t", '"': '\\"', "\\": "\\\\"}


def _string(text: str) -> str:
    return '"' + "".join(_UNESCAPES.get(ch, ch) for ch in text) + '"'


def dumps(value: Any) -> str:
    if isinstance(value, list):
        if len(value) == 2 and value[0] == Symbol("quote") and isinstance(value[0], Symbol):
            return "'" + dumps(value[1])
        return "(" + " ".join(dumps(item) for item in value) + ")"
    if isinstance(value, Symbol):
        return str(value)
    if isinstance(value, str):
        return _string(value)
    if value is True:
        return "#t"
    if value is False:
        return "#f"
    if value is None:
        return "nil"
    if isinstance(value, (int, float)):
        return repr(value)
    raise TypeError(f"cannot write a {type(value).__name__}")


def pretty(value: Any, width: int = 40, indent: int = 0) -> str:
    """Break lists that do not fit in ``width`` columns, one item per line."""
    flat = dumps(value)
    if not isinstance(value, list) or len(flat) + indent <= width or not value:
        return flat
    head = dumps(value[0])
    lines: List[str] = []
    inner = indent + 2
    for item in value[1:]:
        lines.append(" " * inner + pretty(item, width, inner))
    return "(" + head + "\n" + "\n".join(lines) + ")"
