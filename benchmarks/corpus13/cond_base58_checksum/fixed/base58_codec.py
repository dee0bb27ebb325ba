"""Base58 and Base58Check encoding with the Bitcoin alphabet."""

import hashlib

ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_INDEX = {ch: i for i, ch in enumerate(ALPHABET)}
CHECKSUM_SIZE = 4


def encode_int(num):
    """Base58 digits of a non-negative integer (0 encodes as '1')."""
    if num < 0:
        raise ValueError("cannot encode a negative number")
    if num == 0:
        return ALPHABET[0]
    digits = []
    while num:
        num, rem = divmod(num, 58)
        digits.append(ALPHABET[rem])
    return "".join(reversed(digits))


def decode_int(text):
    """Integer value of a string of base58 digits."""
    num = 0
    for ch in text:
        if ch not in _INDEX:
            raise ValueError(f"invalid base58 character {ch!r}")
        num = num * 58 + _INDEX[ch]
    return num


def b58encode(data):
    """Encode bytes; every leading zero byte becomes a leading '1'."""
    stripped = data.lstrip(b"\0")
    zeros = len(data) - len(stripped)
    body = encode_int(int.from_bytes(stripped, "big")) if stripped else ""
    return ALPHABET[0] * zeros + body


def b58decode(text):
    """Decode a base58 string back to bytes, restoring leading zero bytes."""
    stripped = text.lstrip(ALPHABET[0])
    zeros = len(text) - len(stripped)
    num = decode_int(stripped)
    body = num.to_bytes((num.bit_length() + 7) // 8, "big")
    return b"\0" * zeros + body


def checksum(data):
    """First four bytes of the double SHA-256 of data."""
    return hashlib.sha256(hashlib.sha256(data).digest()).digest()[:CHECKSUM_SIZE]


def _split_checked(raw):
    """Separate payload and checksum, verifying the checksum."""
    if len(raw) < CHECKSUM_SIZE:
        raise ValueError("data too short to hold a checksum")
    data, check = raw[:-CHECKSUM_SIZE], raw[-CHECKSUM_SIZE:]
    if checksum(data) != check:
        raise ValueError("checksum mismatch")
    return data


def b58encode_check(payload, version=b""):
    """Base58Check: version byte(s), payload and a four byte checksum."""
    data = bytes(version) + bytes(payload)
    return b58encode(data + checksum(data))


def b58decode_check(text, version_size=0):
    """Decode Base58Check text; returns (version, payload)."""
    data = _split_checked(b58decode(text))
    if len(data) < version_size:
        raise ValueError("data too short to hold the version")
    return data[:version_size], data[version_size:]


def is_valid_check(text):
    """True if text is well-formed Base58Check."""
    try:
        b58decode_check(text)
    except ValueError:
        return False
    return True
