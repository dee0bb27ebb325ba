"""How good is a packing?"""

from __future__ import annotations

import math

from .model import Bin


def lower_bound(sizes: list[int], capacity: int) -> int:
    """No packing can use fewer bins than the total size divided by the capacity."""
    return math.ceil(sum(sizes) / capacity) if sizes else 0


def utilisation(bins: list[Bin]) -> float:
    if not bins:
        return 0.0
    return sum(b.used for b in bins) / sum(b.capacity for b in bins)


def summary(bins: list[Bin]) -> str:
    lines = []
    for number, b in enumerate(bins, 1):
        bar = "#" * round(10 * b.used / b.capacity)
        lines.append(f"bin {number}: {bar:<10} {b.used}/{b.capacity} {', '.join(b.names())}")
    lines.append(f"{len(bins)} bins, {utilisation(bins):.0%} full")
    return "\n".join(lines)
