"""Classic bit tricks on non-negative integers."""

from __future__ import annotations


def popcount(value: int) -> int:
    if value < 0:
        raise ValueError("popcount of a negative number")
    return bin(value).count("1")


def next_power_of_two(value: int) -> int:
    """The smallest power of two >= value (1 for value <= 1)."""
    return 1 if value <= 1 else 1 << (value - 1).bit_length()


def reverse_bits(value: int, width: int) -> int:
    result = 0
    for _ in range(width):
        result = (result << 1) | (value & 1)
        value >>= 1
    return result


def rotate_left(value: int, shift: int, width: int) -> int:
    mask = (1 << width) - 1
    shift %= width
    value &= mask
    return ((value << shift) | (value >> (width - shift))) & mask


def gray_encode(value: int) -> int:
    return value ^ (value >> 1)


def gray_decode(code: int) -> int:
    value = 0
    while code:
        value ^= code
        code >>= 1
    return value
