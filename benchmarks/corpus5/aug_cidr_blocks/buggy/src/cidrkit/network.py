"""CIDR networks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, Union

from .address import MAX_ADDRESS, AddressError, as_int, format_ipv4, parse_ipv4


@dataclass(frozen=True, order=True)
class Network:
    address: int
    prefix: int

    def __post_init__(self) -> None:
        if not 0 <= self.prefix <= 32:
            raise AddressError(f"prefix /{self.prefix} out of range")
        if self.address & self.hostmask:
            raise AddressError(f"{format_ipv4(self.address)}/{self.prefix} has host bits set")

    @classmethod
    def parse(cls, text: str, strict: bool = True) -> "Network":
        address_text, _, prefix_text = text.partition("/")
        prefix = int(prefix_text) if prefix_text else 32
        address = parse_ipv4(address_text)
        if not strict and 0 <= prefix <= 32:
            address &= MAX_ADDRESS ^ (MAX_ADDRESS >> prefix)
        return cls(address, prefix)

    @property
    def hostmask(self) -> int:
        return MAX_ADDRESS >> self.prefix

    @property
    def netmask(self) -> int:
        return MAX_ADDRESS ^ self.hostmask

    @property
    def broadcast(self) -> int:
        return self.address | self.hostmask

    @property
    def num_addresses(self) -> int:
        return self.hostmask + 1

    def __str__(self) -> str:
        return f"{format_ipv4(self.address)}/{self.prefix}"

    def __repr__(self) -> str:
        return f"Network('{self}')"

    def __contains__(self, item: Union[int, str, "Network"]) -> bool:
        if isinstance(item, Network):
            return item.prefix >= self.prefix and item.address & self.netmask == self.address
        return as_int(item) & self.netmask == self.address

    def overlaps(self, other: "Network") -> bool:
        return other in self or self in other

    def hosts(self) -> Iterator[str]:
        """Usable host addresses (all of them for /31 and /32)."""
        if self.prefix >= 31:
            first, last = self.address, self.broadcast
        else:
            first, last = self.address + 1, self.broadcast - 1
        return (format_ipv4(a) for a in range(first, last + 1))

    def subnets(self, new_prefix: int) -> Iterator["Network"]:
        if not self.prefix <= new_prefix <= 32:
            raise AddressError(f"cannot split /{self.prefix} into /{new_prefix}")
        step = 1 << (32 - new_prefix)
        return (Network(a, new_prefix) for a in range(self.address, self.broadcast + 1, step))

    def supernet(self, new_prefix: int) -> "Network":
        if not 0 <= new_prefix <= self.prefix:
            raise AddressError(f"/{new_prefix} is not a supernet of /{self.prefix}")
        return Network(self.address & (MAX_ADDRESS ^ (MAX_ADDRESS >> new_prefix)), new_prefix)
