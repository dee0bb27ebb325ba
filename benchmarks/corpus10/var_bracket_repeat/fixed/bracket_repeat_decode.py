"""Expand counted bracket notation: "3[ab]2[c]" -> "abababcc", nesting allowed."""

from itertools import groupby


class DecodeError(ValueError):
    """Raised on malformed bracket notation."""


def decode(encoded: str) -> str:
    """Expand every k[block] of encoded, innermost blocks first."""
    text, stop = _decode_from(encoded, 0)
    if stop != len(encoded):
        raise DecodeError(f"unmatched ']' at {stop}")
    return text


def _decode_from(encoded: str, start: int) -> tuple[str, int]:
    """Decode from start up to the first unmatched ']' (or the end).

    Returns the expanded text and the index where decoding stopped.
    """
    parts = []
    i = start
    while i < len(encoded) and encoded[i] != "]":
        if encoded[i].isdigit():
            j = i
            while j < len(encoded) and encoded[j].isdigit():
                j += 1
            count = int(encoded[i:j])
            if j == len(encoded) or encoded[j] != "[":
                raise DecodeError(f"expected '[' at {j}")
            inner, close = _decode_from(encoded, j + 1)
            if close == len(encoded):
                raise DecodeError(f"'[' at {j} is never closed")
            parts.append(inner * count)
            i = close + 1
        else:
            parts.append(encoded[i])
            i += 1
    return "".join(parts), i


def encode_runs(text: str) -> str:
    """Write each run of two or more equal characters as k[c]."""
    if any(ch.isdigit() or ch in "[]" for ch in text):
        raise ValueError("text must not contain digits or brackets")
    pieces = []
    for ch, run in groupby(text):
        n = len(list(run))
        pieces.append(f"{n}[{ch}]" if n > 1 else ch)
    return "".join(pieces)
