"""Stable hashes (independent of PYTHONHASHSEED)."""

from __future__ import annotations

import hashlib
from typing import Tuple, Union

Key = Union[str, bytes, int]
MASK64 = (1 << 64) - 1


def to_bytes(key: Key) -> bytes:
    if isinstance(key, bytes):
        return key
    if isinstance(key, str):
        return key.encode("utf-8")
    if isinstance(key, int) and not isinstance(key, bool):
        return key.to_bytes((key.bit_length() + 8) // 8, "big", signed=True)
    raise TypeError(f"cannot hash a {type(key).__name__}")


def stable_hash(key: Key, salt: bytes = b"") -> int:
    """A 64-bit hash of key."""
    digest = hashlib.blake2b(to_bytes(key), digest_size=8, salt=salt[:16]).digest()
    return int.from_bytes(digest, "big")


def hash_pair(key: Key) -> Tuple[int, int]:
    """Two independent 64-bit hashes for double hashing; the second is odd."""
    digest = hashlib.blake2b(to_bytes(key), digest_size=16).digest()
    return int.from_bytes(digest[:8], "big"), int.from_bytes(digest[8:], "big") | 1
