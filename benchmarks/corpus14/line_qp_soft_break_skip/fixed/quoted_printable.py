"""Quoted-printable content transfer encoding (RFC 2045 style)."""

MAX_LINE = 76
HEX_DIGITS = "0123456789ABCDEF"


def needs_quoting(byte, at_line_end=False):
    """True if byte cannot appear literally in quoted-printable output."""
    if byte == ord("="):
        return True
    if byte in (ord(" "), ord("\t")):
        return at_line_end
    return not 33 <= byte <= 126


def quote_byte(byte):
    """'=XX' with upper-case hex digits."""
    return "=" + HEX_DIGITS[byte >> 4] + HEX_DIGITS[byte & 0x0F]


def encode_line(data):
    """Encode one line of bytes (no line break) into soft-wrapped output lines."""
    pieces = []
    for idx, byte in enumerate(data):
        at_end = idx == len(data) - 1
        pieces.append(quote_byte(byte) if needs_quoting(byte, at_end) else chr(byte))
    lines = []
    current = ""
    for piece in pieces:
        if len(current) + len(piece) > MAX_LINE - 1:
            lines.append(current + "=")
            current = ""
        current += piece
    lines.append(current)
    return lines


def encode(data, encoding="utf-8"):
    """Encode bytes (or text, first encoded with encoding); hard line breaks stay '\\n'."""
    if isinstance(data, str):
        data = data.encode(encoding)
    out = []
    for line in data.split(b"\n"):
        out.extend(encode_line(line))
    return "\n".join(out)


def decode_bytes(text):
    """Decode quoted-printable text to bytes, joining soft line breaks."""
    out = bytearray()
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "=":
            if text.startswith("\r\n", i + 1):
                i += 3
                continue
            if text.startswith("\n", i + 1):
                i += 2
                continue
            digits = text[i + 1:i + 3]
            if len(digits) != 2 or any(d not in "0123456789abcdefABCDEF" for d in digits):
                raise ValueError(f"bad escape {text[i:i + 3]!r} at position {i}")
            out.append(int(digits, 16))
            i += 3
            continue
        if ord(ch) > 127:
            raise ValueError(f"non-ASCII character at position {i}")
        out.append(ord(ch))
        i += 1
    return bytes(out)


def decode(text, encoding="utf-8"):
    """Decode quoted-printable text to a string."""
    return decode_bytes(text).decode(encoding)


def longest_line(encoded):
    """Length of the longest physical line of encoded output."""
    return max((len(line) for line in encoded.split("\n")), default=0)
