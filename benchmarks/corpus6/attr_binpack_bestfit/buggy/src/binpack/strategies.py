"""Online and offline packing heuristics."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .model import Bin, Item, PackingError


def _check(items: list[Item], capacity: int) -> None:
    if capacity <= 0:
        raise PackingError("capacity must be positive")
    for item in items:
        if item.size > capacity:
            raise PackingError(f"{item.name} ({item.size}) is larger than a bin ({capacity})")


def next_fit(items: Iterable[Item], capacity: int) -> list[Bin]:
    """Keep one open bin; start a new one when the item does not fit."""
    items = list(items)
    _check(items, capacity)
    bins: list[Bin] = []
    for item in items:
        if not bins or not bins[-1].fits(item):
            bins.append(Bin(capacity))
        bins[-1].add(item)
    return bins


def first_fit(items: Iterable[Item], capacity: int) -> list[Bin]:
    """Put each item into the first bin that has room."""
    items = list(items)
    _check(items, capacity)
    bins: list[Bin] = []
    for item in items:
        target = next((b for b in bins if b.fits(item)), None)
        if target is None:
            target = Bin(capacity)
            bins.append(target)
        target.add(item)
    return bins


def best_fit(items: Iterable[Item], capacity: int) -> list[Bin]:
    """Put each item into the fullest bin that still has room for it."""
    items = list(items)
    _check(items, capacity)
    bins: list[Bin] = []
    for item in items:
        candidates = [b for b in bins if b.fits(item)]
        if candidates:
            target = min(candidates, key=lambda b: b.used)
        else:
            target = Bin(capacity)
            bins.append(target)
        target.add(item)
    return bins


def first_fit_decreasing(items: Iterable[Item], capacity: int) -> list[Bin]:
    ordered = sorted(items, key=lambda item: (-item.size, item.name))
    return first_fit(ordered, capacity)


STRATEGIES: dict[str, Callable[[Iterable[Item], int], list[Bin]]] = {
    "next": next_fit,
    "first": first_fit,
    "best": best_fit,
    "ffd": first_fit_decreasing,
}


def pack(sizes: dict[str, int], capacity: int, strategy: str = "ffd") -> list[list[str]]:
    """Names per bin for {name: size} with the named strategy."""
    try:
        heuristic = STRATEGIES[strategy]
    except KeyError:
        raise PackingError(f"unknown strategy {strategy!r}") from None
    items = [Item(name, size) for name, size in sizes.items()]
    return [b.names() for b in heuristic(items, capacity)]
