"""bitkit: work with bits without numpy."""

from .bitset import BitSet
from .fields import BitLayout, Field
from .twiddle import gray_decode, gray_encode, next_power_of_two, popcount, reverse_bits, rotate_left

__all__ = [
    "BitLayout",
    "BitSet",
    "Field",
    "gray_decode",
    "gray_encode",
    "next_power_of_two",
    "popcount",
    "reverse_bits",
    "rotate_left",
]
