"""Decoding."""

from __future__ import annotations

import struct
from typing import Any, Dict, List

from . import formats as f


class UnpackError(ValueError):
    pass


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data = bytes(data)
        self.pos = 0

    def take(self, size: int) -> bytes:
        end = self.pos + size
        if end > len(self.data):
            raise UnpackError(f"truncated data: need {size} bytes at offset {self.pos}")
        chunk = self.data[self.pos:end]
        self.pos = end
        return chunk

    def number(self, fmt: str) -> Any:
        return struct.unpack(fmt, self.take(struct.calcsize(fmt)))[0]

    def text(self, length: int) -> str:
        end = self.pos + length
        if end > len(self.data):
            raise UnpackError(f"truncated string at offset {self.pos}")
        raw = self.data[self.pos:length]
        self.pos = end
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise UnpackError(f"invalid UTF-8 in string: {exc.reason}") from None

    def value(self) -> Any:
        code = self.take(1)[0]
        if code < 0x80:
            return code
        if code >= f.NEGATIVE_FIXINT:
            return code - 0x100
        if f.FIXMAP <= code < f.FIXARRAY:
            return self.mapping(code & 0x0F)
        if f.FIXARRAY <= code < f.FIXSTR:
            return self.array(code & 0x0F)
        if f.FIXSTR <= code < f.NIL:
            return self.text(code & 0x1F)
        if code == f.NIL:
            return None
        if code in (f.FALSE, f.TRUE):
            return code == f.TRUE
        if code in f.UNSIGNED:
            return self.number(f.UNSIGNED[code])
        if code in f.SIGNED:
            return self.number(f.SIGNED[code])
        if code == f.FLOAT64:
            return self.number(">d")
        if code == f.FLOAT32:
            return self.number(">f")
        if code in (f.STR8, f.STR16, f.STR32):
            return self.text(self.number(f.LENGTHS[1 << (code - f.STR8)]))
        if code in (f.BIN8, f.BIN16, f.BIN32):
            return self.take(self.number(f.LENGTHS[1 << (code - f.BIN8)]))
        if code in (f.ARRAY16, f.ARRAY32):
            return self.array(self.number(">H" if code == f.ARRAY16 else ">I"))
        if code in (f.MAP16, f.MAP32):
            return self.mapping(self.number(">H" if code == f.MAP16 else ">I"))
        raise UnpackError(f"unknown type byte 0x{code:02x} at offset {self.pos - 1}")

    def array(self, length: int) -> List[Any]:
        return [self.value() for _ in range(length)]

    def mapping(self, length: int) -> Dict[Any, Any]:
        result: Dict[Any, Any] = {}
        for _ in range(length):
            key = self.value()
            if isinstance(key, (list, dict)):
                raise UnpackError("unhashable map key")
            result[key] = self.value()
        return result


def unpackb(data: bytes) -> Any:
    reader = _Reader(data)
    value = reader.value()
    if reader.pos != len(reader.data):
        raise UnpackError(f"{len(reader.data) - reader.pos} bytes of extra data")
    return value
