"""Binary search primitives over sorted sequences (like bisect, with a key function)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any


def lower_bound(items: Sequence[Any], target: Any, key: Callable[[Any], Any] = lambda x: x) -> int:
    """First index whose key is not less than target (len(items) if none)."""
    lo, hi = 0, len(items)
    while lo < hi:
        mid = (lo + hi) // 2
        if key(items[mid]) < target:
            lo = mid + 1
        else:
            hi = mid
    return lo


def upper_bound(items: Sequence[Any], target: Any, key: Callable[[Any], Any] = lambda x: x) -> int:
    """First index whose key is greater than target (len(items) if none)."""
    lo, hi = 0, len(items)
    while lo < hi:
        mid = (lo + hi) // 2
        if target < key(items[mid]):
            hi = mid
        else:
            lo = mid + 1
    return lo
