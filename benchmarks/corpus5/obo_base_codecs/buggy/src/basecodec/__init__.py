"""basecodec: text encodings of binary data and integers."""

from .base32 import b32decode, b32encode, crockford_decode, crockford_encode
from .base58 import ChecksumError, b58check_decode, b58check_encode, b58decode, b58encode

__all__ = [
    "ChecksumError",
    "b32decode",
    "b32encode",
    "b58check_decode",
    "b58check_encode",
    "b58decode",
    "b58encode",
    "crockford_decode",
    "crockford_encode",
]
