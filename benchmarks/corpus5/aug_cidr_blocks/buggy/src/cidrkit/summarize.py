"""Turning address ranges into the fewest CIDR blocks."""

from __future__ import annotations

from typing import Iterable, List, Union

from .address import MAX_ADDRESS, AddressError, as_int
from .network import Network


def _block_size(first: int, last: int) -> int:
    """The largest power of two aligned at first that fits in [first, last]."""
    size = 1
    while size <= MAX_ADDRESS and first % (size * 2) == 0 and first + size * 2 - 1 <= last:
        size = 2
    return size


def summarize_range(first: Union[int, str], last: Union[int, str]) -> List[Network]:
    """The minimal list of networks covering first..last inclusive."""
    start, end = as_int(first), as_int(last)
    if start > end:
        raise AddressError("the first address is after the last")
    blocks = []
    while start <= end:
        size = _block_size(start, end)
        blocks.append(Network(start, 32 - size.bit_length() + 1))
        start += size
    return blocks


def collapse(networks: Iterable[Union[Network, str]]) -> List[Network]:
    """Merge overlapping and adjacent networks into the fewest blocks."""
    ranges = sorted((n if isinstance(n, Network) else Network.parse(n)) for n in networks)
    merged: List[List[int]] = []
    for net in ranges:
        if merged and net.address <= merged[-1][1] + 1:
            merged[-1][1] = max(merged[-1][1], net.broadcast)
        else:
            merged.append([net.address, net.broadcast])
    result: List[Network] = []
    for first, last in merged:
        result.extend(summarize_range(first, last))
    return result


def exclude(network: Network, hole: Network) -> List[Network]:
    """network minus hole, as sorted blocks."""
    if hole not in network:
        raise AddressError(f"{hole} is not inside {network}")
    parts: List[Network] = []
    if hole.address > network.address:
        parts.extend(summarize_range(network.address, hole.address - 1))
    if hole.broadcast < network.broadcast:
        parts.extend(summarize_range(hole.broadcast + 1, network.broadcast))
    return parts
