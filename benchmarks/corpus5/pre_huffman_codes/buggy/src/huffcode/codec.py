"""Encoding and decoding bit strings, and packing them into bytes."""

from __future__ import annotations

from typing import Dict, Hashable, Iterable, List, Tuple

from .tables import canonical_codes, code_lengths
from .tree import build_tree


def encode(symbols: Iterable[Hashable]) -> Tuple[str, Dict[Hashable, str]]:
    """The bit string of the symbols and the canonical code table used."""
    items = list(symbols)
    table = canonical_codes(code_lengths(build_tree(items)))
    return "".join(table[s] for s in items), table


def decode(bits: str, table: Dict[Hashable, str]) -> List[Hashable]:
    reverse = {code: symbol for symbol, code in table.items()}
    longest = max(map(len, reverse))
    out: List[Hashable] = []
    current = ""
    for bit in bits:
        if bit not in "01":
            raise ValueError(f"not a bit: {bit!r}")
        current += bit
        if current in reverse:
            out.append(reverse[current])
            current = ""
        elif len(current) >= longest:
            raise ValueError(f"invalid code {current!r}")
    if current:
        raise ValueError("trailing bits do not form a code")
    return out


def pack_bits(bits: str) -> bytes:
    """Bits to bytes; the first byte says how many padding bits the last byte has."""
    padding = -len(bits) % 8
    padded = bits + "0" * padding
    return bytes([padding]) + bytes(int(padded[i:i + 8], 2) for i in range(0, len(padded), 8))


def unpack_bits(data: bytes) -> str:
    if not data:
        raise ValueError("no data")
    padding, body = data[0], data[1:]
    if padding > 7 or (padding and not body):
        raise ValueError("corrupt padding byte")
    bits = "".join(format(byte, "08b") for byte in body)
    return bits[: len(bits) - padding]
