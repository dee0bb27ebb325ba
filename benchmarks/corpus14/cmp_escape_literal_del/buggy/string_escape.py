"""Escape and unescape C-style string literals, and find them in source lines."""

SIMPLE_ESCAPES = {"\a": "a", "\b": "b", "\f": "f", "\n": "n", "\r": "r", "\t": "t",
                  "\v": "v", "\\": "\\"}
UNESCAPES = {v: k for k, v in SIMPLE_ESCAPES.items()}
UNESCAPES.update({'"': '"', "'": "'", "?": "?"})
HEX = "0123456789abcdefABCDEF"
OCTAL = "01234567"


def _escape_char(ch, quote):
    """Escape sequence (or the character itself) for one character inside a literal."""
    if ch in SIMPLE_ESCAPES:
        return "\\" + SIMPLE_ESCAPES[ch]
    if ch == quote:
        return "\\" + ch
    code = ord(ch)
    if 0x20 <= code <= 0x7F:
        return ch
    if code < 0x100:
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def escape(text, quote='"'):
    """Escape text so it can be placed between the given quotes."""
    return "".join(_escape_char(ch, quote) for ch in text)


def quote(text, quote_char='"'):
    """Return a complete literal: quotes around the escaped text."""
    return quote_char + escape(text, quote_char) + quote_char


def _read_hex(text, start, count):
    digits = text[start:start + count]
    if len(digits) != count or any(d not in HEX for d in digits):
        raise ValueError(f"expected {count} hex digits at position {start}")
    return chr(int(digits, 16))


def unescape(body):
    """Turn the escape sequences in the body of a literal back into characters."""
    out = []
    i = 0
    while i < len(body):
        ch = body[i]
        if ch != "\\":
            out.append(ch)
            i += 1
            continue
        if i + 1 == len(body):
            raise ValueError("dangling backslash at end of literal")
        kind = body[i + 1]
        if kind in UNESCAPES:
            out.append(UNESCAPES[kind])
            i += 2
        elif kind in "xuU":
            count = {"x": 2, "u": 4, "U": 8}[kind]
            out.append(_read_hex(body, i + 2, count))
            i += 2 + count
        elif kind in OCTAL:
            j = i + 1
            while j < len(body) and j < i + 4 and body[j] in OCTAL:
                j += 1
            out.append(chr(int(body[i + 1:j], 8)))
            i = j
        else:
            raise ValueError(f"unknown escape \\{kind} at position {i}")
    return "".join(out)


def unquote(literal):
    """Inverse of quote: strip matching quotes and unescape the body."""
    if len(literal) < 2 or literal[0] not in "\"'" or literal[-1] != literal[0]:
        raise ValueError("literal must start and end with the same quote")
    return unescape(literal[1:-1])


def find_literals(line):
    """Return (start, end) spans of the double-quoted literals in a source line."""
    spans = []
    i = 0
    while i < len(line):
        if line[i] == '"':
            j = i + 1
            while j < len(line) and line[j] != '"':
                j += 2 if line[j] == "\\" else 1
            if j >= len(line):
                raise ValueError(f"unterminated literal starting at {i}")
            spans.append((i, j + 1))
            i = j + 1
        else:
            i += 1
    return spans
