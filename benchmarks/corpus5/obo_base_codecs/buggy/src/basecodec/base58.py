"""Base58 as used by Bitcoin, with the optional four-byte checksum."""

from __future__ import annotations

import hashlib

from .alphabets import B58


class ChecksumError(ValueError):
    pass


def b58encode(data: bytes) -> str:
    number = int.from_bytes(data, "big")
    chars = []
    while number:
        number, digit = divmod(number, 58)
        chars.append(B58[digit])
    zeros = len(data) - len(data.lstrip(b"\0"))
    return B58[0] * zeros + "".join(reversed(chars))


def b58decode(text: str) -> bytes:
    number = 0
    for ch in text:
        number = number * 58 + B58.value(ch)
    zeros = len(text) - len(text.lstrip(B58[0]))
    body = number.to_bytes((number.bit_length() + 7) // 8, "big") if number else b""
    return b"\0" * zeros + body


def _checksum(payload: bytes) -> bytes:
    return hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]


def b58check_encode(payload: bytes) -> str:
    return b58encode(payload + _checksum(payload))


def b58check_decode(text: str) -> bytes:
    raw = b58decode(text)
    if len(raw) < 4:
        raise ChecksumError("too short for a checksum")
    payload, checksum = raw[:-4], raw[-4:]
    if _checksum(payload) != checksum:
        raise ChecksumError("checksum mismatch")
    return payload
