"""The byte format: a 4-byte length header, then 25-bit tokens."""

from __future__ import annotations

from .bitio import BitReader, BitWriter
from .lz77 import Token, decode_tokens, encode_tokens

MAGIC = b"LZ"


class CorruptStream(ValueError):
    """Raised for data that was not produced by compress()."""


def compress(data: bytes) -> bytes:
    writer = BitWriter()
    for offset, length, literal in encode_tokens(data):
        writer.write(offset, 12)
        writer.write(length, 4)
        writer.write(0 if literal is None else 1, 1)
        writer.write(literal or 0, 8)
    return MAGIC + len(data).to_bytes(4, "big") + writer.getvalue()


def decompress(blob: bytes) -> bytes:
    if blob[:2] != MAGIC or len(blob) < 6:
        raise CorruptStream("missing header")
    size = int.from_bytes(blob[2:6], "big")
    reader = BitReader(blob[6:])
    tokens: list[Token] = []
    produced = 0
    while produced < size:
        try:
            offset, length, has_literal = reader.read(12), reader.read(4), reader.read(1)
            literal = reader.read(8)
        except EOFError as exc:
            raise CorruptStream("truncated stream") from exc
        tokens.append(Token(offset, length, literal if has_literal else None))
        produced += length + has_literal
    try:
        out = decode_tokens(tokens)
    except ValueError as exc:
        raise CorruptStream(str(exc)) from exc
    if len(out) != size:
        raise CorruptStream("length mismatch")
    return out


def ratio(data: bytes) -> float:
    """Compressed size over original size (lower is better)."""
    return len(compress(data)) / len(data) if data else 1.0
