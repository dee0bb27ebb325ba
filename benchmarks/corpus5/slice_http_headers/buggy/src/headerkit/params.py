"""Lists and parameters in header values (RFC 9110 section 5.6)."""

from __future__ import annotations

from typing import Dict, List, Tuple


def unquote(value: str) -> str:
    """Strip the quotes of a quoted-string and undo its backslash escapes."""
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] == '"':
        inner, out, escaped = value[1:], [], False
        for ch in inner:
            if escaped:
                out.append(ch)
                escaped = False
            elif ch == "\\":
                escaped = True
            else:
                out.append(ch)
        return "".join(out)
    return value


def _split(text: str, separator: str) -> List[str]:
    """Split on separator outside quoted strings."""
    parts, current, quoted, escaped = [], [], False, False
    for ch in text:
        if escaped:
            escaped = False
        elif ch == "\\" and quoted:
            escaped = True
        elif ch == '"':
            quoted = not quoted
        elif ch == separator and not quoted:
            parts.append("".join(current))
            current = []
            continue
        current.append(ch)
    parts.append("".join(current))
    return parts


def split_list(header: str) -> List[str]:
    """'a, "b, c", d' -> ['a', '"b, c"', 'd'] (empty elements dropped)."""
    return [item.strip() for item in _split(header, ",") if item.strip()]


def parse_params(element: str) -> Tuple[str, Dict[str, str]]:
    """'text/html; charset="utf-8"; Q=0.5' -> ('text/html', {'charset': 'utf-8', 'q': '0.5'})."""
    head, *rest = _split(element, ";")
    params: Dict[str, str] = {}
    for piece in rest:
        name, eq, value = piece.partition("=")
        name = name.strip().lower()
        if not name:
            continue
        params[name] = unquote(value) if eq else ""
    return head.strip(), params
