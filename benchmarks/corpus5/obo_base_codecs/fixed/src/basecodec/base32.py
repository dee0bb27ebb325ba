"""RFC 4648 base32 for bytes, Crockford base32 for integers."""

from __future__ import annotations

from .alphabets import B32, CROCK


def b32encode(data: bytes, padding: bool = True) -> str:
    out = []
    for start in range(0, len(data), 5):
        chunk = data[start:start + 5]
        number = int.from_bytes(chunk.ljust(5, b"\0"), "big")
        used = (len(chunk) * 8 - 1) // 5 + 1  # characters that carry data bits
        out.extend(B32[number >> (35 - 5 * k) & 31] for k in range(used))
        if padding:
            out.append("=" * (8 - used))
    return "".join(out)


def b32decode(text: str) -> bytes:
    body = text.rstrip("=")
    if text.count("=") != len(text) - len(body) or len(body) % 8 in (1, 3, 6):
        raise ValueError(f"malformed base32 text {text!r}")
    out = bytearray()
    for start in range(0, len(body), 8):
        group = body[start:start + 8]
        number = 0
        for ch in group.ljust(8, "A"):
            number = number << 5 | B32.value(ch)
        nbytes = len(group) * 5 // 8
        out.extend(number.to_bytes(5, "big")[:nbytes])
    return bytes(out)


def crockford_encode(number: int, checksum: bool = False, group: int = 0) -> str:
    """Crockford base32 of a non-negative integer; optional mod-37 check symbol."""
    if number < 0:
        raise ValueError("only non-negative integers can be encoded")
    digits = []
    n = number
    while True:
        n, digit = divmod(n, 32)
        digits.append(CROCK[digit])
        if not n:
            break
    text = "".join(reversed(digits))
    if group:
        text = "-".join(text[i:i + group] for i in range(0, len(text), group))
    return text + (CROCK[number % 37] if checksum else "")


def crockford_decode(text: str, checksum: bool = False) -> int:
    clean = text.replace("-", "")
    if checksum:
        clean, check = clean[:-1], clean[-1:]
    if not clean:
        raise ValueError("nothing to decode")
    number = 0
    for ch in clean:
        value = CROCK.value(ch)
        if value >= 32:
            raise ValueError(f"check symbol {ch!r} inside the number")
        number = number * 32 + value
    if checksum and CROCK.value(check) != number % 37:
        raise ValueError("check symbol mismatch")
    return number
