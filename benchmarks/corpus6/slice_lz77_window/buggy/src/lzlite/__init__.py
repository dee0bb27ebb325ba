"""LZ77 compression: tokens, bit packing and a byte-level codec."""

from .codec import CorruptStream, compress, decompress, ratio
from .lz77 import Token, decode_tokens, encode_tokens

__all__ = [
    "CorruptStream",
    "Token",
    "compress",
    "decode_tokens",
    "decompress",
    "encode_tokens",
    "ratio",
]
