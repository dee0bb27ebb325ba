"""huffcode: Huffman trees, canonical codes and a bit-level codec."""

from .codec import decode, encode, pack_bits, unpack_bits
from .tables import canonical_codes, code_lengths, tree_codes
from .tree import Node, build_tree

__all__ = [
    "Node",
    "build_tree",
    "canonical_codes",
    "code_lengths",
    "decode",
    "encode",
    "pack_bits",
    "tree_codes",
    "unpack_bits",
]
