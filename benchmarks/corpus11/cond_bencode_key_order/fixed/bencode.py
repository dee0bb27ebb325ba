"""Bencode (the BitTorrent serialization format) over text strings."""


def encode(obj) -> str:
    """Serialize ints, strings, lists/tuples and string-keyed dicts."""
    if isinstance(obj, bool):
        raise TypeError("booleans cannot be bencoded")
    if isinstance(obj, int):
        return f"i{obj}e"
    if isinstance(obj, str):
        return f"{len(obj)}:{obj}"
    if isinstance(obj, (list, tuple)):
        return "l" + "".join(encode(item) for item in obj) + "e"
    if isinstance(obj, dict):
        parts = []
        for key in sorted(obj):
            if not isinstance(key, str):
                raise TypeError(f"dictionary key {key!r} is not a string")
            parts.append(encode(key) + encode(obj[key]))
        return "d" + "".join(parts) + "e"
    raise TypeError(f"cannot bencode {type(obj).__name__}")


def _decode_int(text: str, pos: int) -> tuple[int, int]:
    end = text.find("e", pos)
    if end == -1:
        raise ValueError("unterminated integer")
    body = text[pos + 1:end]
    if not body or body == "-" or not body.lstrip("-").isdigit() or body.count("-") > 1:
        raise ValueError(f"malformed integer {body!r}")
    if body.startswith("-0") or (body.startswith("0") and len(body) > 1):
        raise ValueError(f"non-canonical integer {body!r}")
    return int(body), end + 1


def _decode_str(text: str, pos: int) -> tuple[str, int]:
    colon = text.find(":", pos)
    if colon == -1 or not text[pos:colon].isdigit():
        raise ValueError(f"malformed string length at {pos}")
    length = int(text[pos:colon])
    start = colon + 1
    if start + length > len(text):
        raise ValueError("string runs past end of input")
    return text[start:start + length], start + length


def _decode(text: str, pos: int):
    """Decode one value starting at ``pos``; return (value, next position)."""
    if pos >= len(text):
        raise ValueError("unexpected end of input")
    ch = text[pos]
    if ch == "i":
        return _decode_int(text, pos)
    if ch.isdigit():
        return _decode_str(text, pos)
    if ch == "l":
        items = []
        pos += 1
        while pos < len(text) and text[pos] != "e":
            item, pos = _decode(text, pos)
            items.append(item)
        if pos >= len(text):
            raise ValueError("unterminated list")
        return items, pos + 1
    if ch == "d":
        result = {}
        last_key = None
        pos += 1
        while pos < len(text) and text[pos] != "e":
            key, pos = _decode(text, pos)
            if not isinstance(key, str):
                raise ValueError("dictionary keys must be strings")
            if last_key is not None and key <= last_key:
                raise ValueError(f"dictionary key {key!r} out of order")
            value, pos = _decode(text, pos)
            result[key] = value
            last_key = key
        if pos >= len(text):
            raise ValueError("unterminated dictionary")
        return result, pos + 1
    raise ValueError(f"unexpected character {ch!r} at {pos}")


def decode_prefix(text: str):
    """Decode the first value of ``text``; return (value, remaining text)."""
    value, pos = _decode(text, 0)
    return value, text[pos:]


def decode(text: str):
    """Decode exactly one bencoded value; trailing data is an error."""
    value, rest = decode_prefix(text)
    if rest:
        raise ValueError(f"trailing data: {rest[:10]!r}")
    return value


def is_valid(text: str) -> bool:
    """True when ``text`` is exactly one well-formed, canonical value."""
    try:
        decode(text)
    except ValueError:
        return False
    return True


def canonical(text: str) -> str:
    """Re-encode ``text``; equal to ``text`` for every valid input."""
    return encode(decode(text))
