"""Flatten nested dicts and lists to dotted keys, and back again."""

from __future__ import annotations

from typing import Any

ESCAPE = "\\"


def escape(part: str, sep: str) -> str:
    return part.replace(sep, ESCAPE + sep)


def flatten(data: Any, sep: str = ".", prefix: str = "") -> dict[str, Any]:
    """{'a': {'b': 1}, 'c': [2]} -> {'a.b': 1, 'c.0': 2}; empty containers are kept."""
    if isinstance(data, dict):
        items = [(escape(str(k), sep), v) for k, v in data.items()]
    elif isinstance(data, list):
        items = [(str(i), v) for i, v in enumerate(data)]
    else:
        return {prefix: data}
    if not items and prefix:
        return {prefix: type(data)()}
    flat: dict[str, Any] = {}
    for key, value in items:
        flat.update(flatten(value, sep, f"{prefix}{sep}{key}" if prefix else key))
    return flat


def split_key(key: str, sep: str = ".") -> list[str]:
    """Split on sep, except where it is escaped with a backslash."""
    parts: list[str] = []
    begin = start = 0
    while True:
        idx = key.find(sep, start)
        if idx == -1:
            parts.append(key[begin:])
            break
        if idx > 0 and key[idx - 1] == ESCAPE:
            start = idx + len(sep)
            continue
        parts.append(key[begin:idx])
        begin = start = idx + len(sep)
    return [part.replace(ESCAPE + sep, sep) for part in parts]


def _insert(target: dict, parts: list[str], value: Any) -> None:
    head, *rest = parts
    if not rest:
        if head in target and isinstance(target[head], dict) and target[head]:
            raise ValueError(f"key {head!r} is both a value and a container")
        target[head] = value
        return
    child = target.setdefault(head, {})
    if not isinstance(child, dict):
        raise ValueError(f"key {head!r} is both a value and a container")
    _insert(child, rest, value)


def _listify(node: Any) -> Any:
    """Turn dicts whose keys are exactly 0..n-1 back into lists."""
    if not isinstance(node, dict):
        return node
    converted = {k: _listify(v) for k, v in node.items()}
    if converted and sorted(converted) == [str(i) for i in range(len(converted))]:
        return [converted[str(i)] for i in range(len(converted))]
    return converted


def unflatten(flat: dict[str, Any], sep: str = ".") -> Any:
    root: dict = {}
    for key, value in flat.items():
        _insert(root, split_key(key, sep), value)
    return _listify(root)


def get_path(data: Any, key: str, default: Any = None, sep: str = ".") -> Any:
    """Look up a flattened key in nested data; list indices are given as numbers."""
    node = data
    for part in split_key(key, sep):
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return default
    return node
