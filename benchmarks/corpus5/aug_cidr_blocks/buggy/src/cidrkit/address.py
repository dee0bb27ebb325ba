"""Dotted-quad IPv4 addresses as integers."""

from __future__ import annotations

from typing import Union

MAX_ADDRESS = 2**32 - 1
PRIVATE_BLOCKS = ((0x0A000000, 8), (0xAC100000, 12), (0xC0A80000, 16))


class AddressError(ValueError):
    pass


def parse_ipv4(text: str) -> int:
    parts = text.strip().split(".")
    if len(parts) != 4:
        raise AddressError(f"expected 4 octets in {text!r}")
    value = 0
    for part in parts:
        if not part.isdigit() or (len(part) > 1 and part.startswith("0")):
            raise AddressError(f"invalid octet {part!r} in {text!r}")
        octet = int(part)
        if octet > 255:
            raise AddressError(f"octet {octet} out of range in {text!r}")
        value = value << 8 | octet
    return value


def format_ipv4(value: int) -> str:
    if not 0 <= value <= MAX_ADDRESS:
        raise AddressError(f"{value} is not an IPv4 address")
    return ".".join(str(value >> shift & 0xFF) for shift in (24, 16, 8, 0))


def as_int(value: Union[int, str]) -> int:
    return parse_ipv4(value) if isinstance(value, str) else value


def is_private(value: Union[int, str]) -> bool:
    address = as_int(value)
    return any(address >> (32 - prefix) == base >> (32 - prefix) for base, prefix in PRIVATE_BLOCKS)
