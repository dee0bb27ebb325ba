"""Documents: tables, arrays of tables and key/value lines."""

from __future__ import annotations

from typing import Any, Dict, List

from .values import ValueError_, assign, parse_key, parse_value, skip_space


class TomlError(ValueError):
    def __init__(self, message: str, line: int, column: int = 0) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line
        self.column = column


def _strip_comment(line: str) -> str:
    quote = None
    for index, ch in enumerate(line):
        if quote:
            if ch == quote:
                quote = None
        elif ch in "\"'":
            quote = ch
        elif ch == "#":
            return line[:index]
    return line


def _descend(root: Dict[str, Any], keys: List[str], line: int) -> Dict[str, Any]:
    node: Any = root
    for key in keys:
        node = node.setdefault(key, {})
        if isinstance(node, list):
            node = node[-1]
        if not isinstance(node, dict):
            raise TomlError(f"key {key!r} is not a table", line)
    return node


def loads(text: str) -> Dict[str, Any]:
    root: Dict[str, Any] = {}
    current = root
    defined = set()
    for number, raw in enumerate(text.splitlines(), start=1):
        line = _strip_comment(raw).strip()
        if not line:
            continue
        try:
            if line.startswith("[["):
                if not line.endswith("]]"):
                    raise TomlError("unclosed array-of-tables header", number)
                keys, _ = parse_key(line[2:-2], 0)
                parent = _descend(root, keys[:-1], number)
                tables = parent.setdefault(keys[-1], [])
                if not isinstance(tables, list):
                    raise TomlError(f"{'.'.join(keys)!r} is not an array of tables", number)
                tables.append({})
                current = tables[-1]
            elif line.startswith("["):
                if not line.endswith("]"):
                    raise TomlError("unclosed table header", number)
                keys, _ = parse_key(line[1:-1], 0)
                name = ".".join(keys)
                if name in defined:
                    raise TomlError(f"table {name!r} defined twice", number)
                defined.add(name)
                current = _descend(root, keys, number)
            else:
                keys, pos = parse_key(line, 0)
                if line[pos:pos + 1] != "=":
                    raise TomlError("expected '=' after key", number, pos)
                value, pos = parse_value(line, pos + 1)
                if skip_space(line, pos) != len(line):
                    raise TomlError(f"unexpected text after value: {line[pos:].strip()!r}", number, pos)
                assign(current, keys, value)
        except ValueError_ as exc:
            raise TomlError(str(exc), number, exc.column) from None
    return root
