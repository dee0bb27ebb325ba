"""LZ77 tokens: (offset, length, literal) triples over a sliding window."""

from __future__ import annotations

from typing import NamedTuple

WINDOW_SIZE = 4095
MAX_LENGTH = 15


class Token(NamedTuple):
    offset: int
    length: int
    literal: int | None


def longest_match(data: bytes, pos: int, window: int, max_length: int) -> tuple[int, int]:
    """(offset, length) of the longest earlier copy of data[pos:], possibly overlapping."""
    start = max(0, pos - window)
    best_offset = best_length = 0
    length = 1
    while length <= max_length and pos + length < len(data):
        needle = data[pos : pos + length]
        found = data[start : pos + length - 1].rfind(needle)
        if found < 0:
            break
        best_offset, best_length = pos - (start + found), length
        length += 1
    return best_offset, best_length


def encode_tokens(
    data: bytes, window: int = WINDOW_SIZE, max_length: int = MAX_LENGTH
) -> list[Token]:
    tokens: list[Token] = []
    pos = 0
    while pos < len(data):
        offset, length = longest_match(data, pos, window, max_length)
        literal_at = pos + length
        literal = data[literal_at] if literal_at < len(data) else None
        tokens.append(Token(offset, length, literal))
        pos = literal_at + 1
    return tokens


def decode_tokens(tokens: list[Token]) -> bytes:
    out = bytearray()
    for offset, length, literal in tokens:
        if length:
            if not 0 < offset <= len(out):
                raise ValueError(f"offset {offset} reaches before the start")
            for _ in range(length):
                out.append(out[-offset])
        if literal is not None:
            out.append(literal)
    return bytes(out)
