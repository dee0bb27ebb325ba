"""Base64 encoding and decoding (RFC 4648), written out by hand."""

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_VALUE = {ch: i for i, ch in enumerate(ALPHABET)}


def encode(data):
    """Base64 text for bytes: each 3 bytes become 4 characters, '=' pads the last group."""
    chars = []
    for i in range(0, len(data), 3):
        chunk = data[i:i + 3]
        pad = 3 - len(chunk)
        bits = int.from_bytes(chunk + bytes(pad), "big")
        group = [ALPHABET[(bits >> shift) & 0x3F] for shift in (18, 12, 6, 0)]
        chars.extend(group[:4 - pad] + ["="] * pad)
    return "".join(chars)


def decode(text):
    """The bytes behind Base64 text; whitespace is ignored, bad input raises ValueError."""
    text = "".join(text.split())
    if len(text) % 4:
        raise ValueError("Base64 text must come in groups of 4 characters")
    out = bytearray()
    for i in range(0, len(text), 4):
        quad = text[i:i + 4]
        body = quad.rstrip("=")
        pad = 4 - len(body)
        if pad > 2 or (pad and i + 4 < len(text)):
            raise ValueError("misplaced padding")
        bits = 0
        for ch in body:
            if ch not in _VALUE:
                raise ValueError(f"invalid Base64 character {ch!r}")
            bits = (bits << 6) | _VALUE[ch]
        bits <<= 6 * pad
        out += bits.to_bytes(3, "big")[:3 - pad]
    return bytes(out)


def encode_urlsafe(data):
    """Like encode(), with '-' and '_' in place of '+' and '/'."""
    return encode(data).translate(str.maketrans("+/", "-_"))


def decode_urlsafe(text):
    return decode(text.translate(str.maketrans("-_", "+/")))


def encoded_length(n):
    """Length of the Base64 text for n bytes."""
    return 4 * ((n + 2) // 3)
