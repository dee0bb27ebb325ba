"""Encoding."""

from __future__ import annotations

import struct
from typing import Any, List

from . import formats as f

MAX_DEPTH = 512


class PackError(TypeError):
    pass


def _int(value: int, out: List[bytes]) -> None:
    if 0 <= value < 0x80:
        out.append(bytes([value]))
    elif -32 <= value < 0:
        out.append(struct.pack(">b", value))
    elif value >= 0:
        for code, fmt in f.UNSIGNED.items():
            if value < 1 << (8 * struct.calcsize(fmt)):
                out.append(bytes([code]) + struct.pack(fmt, value))
                return
        raise PackError(f"integer {value} is too large")
    else:
        for code, fmt in f.SIGNED.items():
            if value >= -(1 << (8 * struct.calcsize(fmt) - 1)):
                out.append(bytes([code]) + struct.pack(fmt, value))
                return
        raise PackError(f"integer {value} is too small")


def _header(length: int, fix: int, fix_limit: int, codes: List[int], out: List[bytes]) -> None:
    if fix and length < fix_limit:
        out.append(bytes([fix | length]))
        return
    for code, size in zip(codes, (1, 2, 4) if len(codes) == 3 else (2, 4)):
        if length < 1 << (8 * size):
            out.append(bytes([code]) + struct.pack(f.LENGTHS[size], length))
            return
    raise PackError(f"length {length} is too large")


def _pack(value: Any, out: List[bytes], depth: int) -> None:
    if depth > MAX_DEPTH:
        raise PackError("nesting is too deep")
    if value is None:
        out.append(bytes([f.NIL]))
    elif value is True or value is False:
        out.append(bytes([f.TRUE if value else f.FALSE]))
    elif isinstance(value, int):
        _int(value, out)
    elif isinstance(value, float):
        out.append(bytes([f.FLOAT64]) + struct.pack(">d", value))
    elif isinstance(value, str):
        data = value.encode("utf-8")
        _header(len(data), f.FIXSTR, 32, [f.STR8, f.STR16, f.STR32], out)
        out.append(data)
    elif isinstance(value, (bytes, bytearray)):
        _header(len(value), 0, 0, [f.BIN8, f.BIN16, f.BIN32], out)
        out.append(bytes(value))
    elif isinstance(value, (list, tuple)):
        _header(len(value), f.FIXARRAY, 16, [f.ARRAY16, f.ARRAY32], out)
        for item in value:
            _pack(item, out, depth + 1)
    elif isinstance(value, dict):
        _header(len(value), f.FIXMAP, 16, [f.MAP16, f.MAP32], out)
        for key, item in value.items():
            _pack(key, out, depth + 1)
            _pack(item, out, depth + 1)
    else:
        raise PackError(f"cannot pack a {type(value).__name__}")


def packb(value: Any) -> bytes:
    out: List[bytes] = []
    _pack(value, out, 0)
    return b"".join(out)
