"""Expand nested repeat groups: ``3[ab]2[c]`` -> ``abababcc``, ``2[a2[b]]`` -> ``abbabb``."""


def _parse(text, i):
    """Decode text from index i up to the next unmatched ']' or the end.

    Returns the decoded string and the index where decoding stopped.
    """
    parts = []
    while i < len(text) and text[i] != "]":
        if text[i].isdigit():
            j = i
            while j < len(text) and text[j].isdigit():
                j += 1
            if j == len(text) or text[j] != "[":
                raise ValueError(f"expected '[' at index {j}")
            inner, end = _parse(text, j + 1)
            if end == len(text):
                raise ValueError(f"'[' at index {j} is never closed")
            parts.append(inner * int(text[i:j]))
            i = end + 1
        else:
            parts.append(text[i])
            i += 1
    return "".join(parts), i


def decode(text):
    """The expansion of text; raises ValueError if it is malformed."""
    decoded, end = _parse(text, 0)
    if end != len(text):
        raise ValueError(f"unmatched ']' at index {end}")
    return decoded


def encode(text):
    """Compress runs of a repeated letter into k[c] groups (runs of 1 or 2 stay as they are)."""
    if any(ch.isdigit() or ch in "[]" for ch in text):
        raise ValueError("digits and brackets cannot be encoded")
    out = []
    i = 0
    while i < len(text):
        j = i
        while j < len(text) and text[j] == text[i]:
            j += 1
        run = j - i
        out.append(f"{run}[{text[i]}]" if run > 2 else text[i] * run)
        i = j
    return "".join(out)
