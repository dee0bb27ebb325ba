"""A hand-written UTF-8 encoder/decoder and UTF-16 surrogate helpers."""

MAX_CODEPOINT = 0x10FFFF
_MIN_FOR_LENGTH = {1: 0x0, 2: 0x80, 3: 0x800, 4: 0x10000}


class Utf8Error(ValueError):
    """Raised for malformed UTF-8 input or unencodable code points."""


def _check_codepoint(cp):
    if cp < 0 or cp > MAX_CODEPOINT or 0xD800 <= cp <= 0xDFFF:
        raise Utf8Error(f"cannot encode code point {cp:#x}")


def encode_codepoint(cp):
    """UTF-8 bytes of one code point."""
    _check_codepoint(cp)
    if cp < 0x80:
        return bytes([cp])
    if cp < 0x800:
        return bytes([0xC0 | (cp >> 6), 0x80 | (cp & 0x3F)])
    if cp < 0x10000:
        return bytes([0xE0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3F), 0x80 | (cp & 0x3F)])
    return bytes([0xF0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3F),
                  0x80 | ((cp >> 6) & 0x3F), 0x80 | (cp & 0x3F)])


def encode(text):
    return b"".join(encode_codepoint(ord(ch)) for ch in text)


def sequence_length(first):
    """Number of bytes in the sequence that starts with the byte first."""
    if first < 0x80:
        return 1
    if 0xC2 <= first <= 0xDF:
        return 2
    if 0xE0 <= first <= 0xEF:
        return 3
    if 0xF0 <= first <= 0xF4:
        return 4
    raise Utf8Error(f"invalid start byte {first:#04x}")


def _decode_one(data, i):
    """Decode the sequence at data[i]; return (code point, index after it)."""
    length = sequence_length(data[i])
    if i + length > len(data):
        raise Utf8Error(f"truncated sequence at offset {i}")
    cp = data[i] & (0xFF >> (length + 1)) if length > 1 else data[i]
    for byte in data[i + 1:i + length]:
        if byte & 0xC0 != 0x80:
            raise Utf8Error(f"bad continuation byte {byte:#04x} at offset {i}")
        cp = (cp >> 6) | (byte & 0x3F)
    if cp < _MIN_FOR_LENGTH[length]:
        raise Utf8Error(f"overlong encoding at offset {i}")
    _check_codepoint(cp)
    return cp, i + length


def decode(data):
    chars = []
    i = 0
    while i < len(data):
        cp, i = _decode_one(data, i)
        chars.append(chr(cp))
    return "".join(chars)


def to_utf16_units(cp):
    """UTF-16 code units of a code point (a surrogate pair above U+FFFF)."""
    _check_codepoint(cp)
    if cp < 0x10000:
        return [cp]
    v = cp - 0x10000
    return [0xD800 + (v >> 10), 0xDC00 + (v & 0x3FF)]


def from_utf16_units(units):
    """Combine UTF-16 code units back into a string."""
    chars = []
    i = 0
    while i < len(units):
        unit = units[i]
        if 0xD800 <= unit <= 0xDBFF and i + 1 < len(units) and 0xDC00 <= units[i + 1] <= 0xDFFF:
            chars.append(chr(0x10000 + ((unit - 0xD800) << 10) + (units[i + 1] - 0xDC00)))
            i += 2
        elif 0xD800 <= unit <= 0xDFFF:
            raise Utf8Error(f"unpaired surrogate {unit:#x}")
        else:
            chars.append(chr(unit))
            i += 1
    return "".join(chars)
