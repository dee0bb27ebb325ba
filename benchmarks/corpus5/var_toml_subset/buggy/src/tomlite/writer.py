"""Writing dictionaries as TOML."""

from __future__ import annotations

import math
import re
from typing import Any, Dict, List

_BARE = re.compile(r"^[A-Za-z0-9_-]+$")


def _key(key: str) -> str:
    return key if _BARE.match(key) else _string(key)


def _string(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{escaped}"'


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_key(k)} = {_value(v)}" for k, v in value.items()) + "}"
    raise TypeError(f"cannot write a {type(value).__name__} as TOML")


def _is_table_array(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(v, dict) for v in value)


def _write(table: Dict[str, Any], path: List[str], out: List[str]) -> None:
    for key, value in table.items():
        if not isinstance(value, dict) and not _is_table_array(value):
            out.append(f"{_key(key)} = {_value(value)}")
    for key, value in table.items():
        sub = path + [_key(key)]
        if isinstance(value, dict):
            out.extend(["", "[" + ".".join(sub) + "]"])
            _write(value, sub, out)
        elif _is_table_array(value):
            for item in value:
                out.extend(["", "[[" + ".".join(sub) + "]]"])
                _write(item, sub, out)


def dumps(data: Dict[str, Any]) -> str:
    out: List[str] = []
    _write(data, [], out)
    return "\n".join(out).lstrip("\n") + "\n"
