"""Merging and reshaping iterables."""

from __future__ import annotations

from itertools import chain, cycle, islice, zip_longest
from typing import Any, Iterable, Iterator, Optional, Tuple, Type, TypeVar

T = TypeVar("T")
_MARK = object()
ATOMIC: Tuple[Type, ...] = (str, bytes, bytearray)


def interleave(*iterables: Iterable[T]) -> Iterator[T]:
    """One item from each in turn, stopping when the shortest is exhausted."""
    return chain.from_iterable(zip(*iterables))


def interleave_longest(*iterables: Iterable[T]) -> Iterator[T]:
    """One item from each in turn, skipping exhausted iterables."""
    for group in zip_longest(*iterables, fillvalue=_MARK):
        yield from (x for x in group if x is not _MARK)


def roundrobin(*iterables: Iterable[T]) -> Iterator[T]:
    """The itertools recipe: like interleave_longest but without buffering a row."""
    pending = len(iterables)
    nexts = cycle(iter(it).__next__ for it in iterables)
    while pending:
        try:
            for nxt in nexts:
                yield nxt()
        except StopIteration:
            pending -= 1
            nexts = cycle(islice(nexts, pending))


def intersperse(separator: Any, iterable: Iterable[T], n: int = 1) -> Iterator[Any]:
    """Put separator between every n items."""
    if n < 1:
        raise ValueError("n must be at least 1")
    for index, item in enumerate(iterable):
        if index and index % n == 0:
            yield separator
        yield item


def flatten(iterable: Iterable[Any], levels: Optional[int] = None,
            atomic: Tuple[Type, ...] = ATOMIC) -> Iterator[Any]:
    """Flatten nested iterables, ``levels`` deep (all the way by default).

    Strings and bytes count as single items, as do instances of ``atomic``.
    """
    for item in iterable:
        nested = isinstance(item, Iterable) and not isinstance(item, atomic)
        if nested and (levels is None or levels > 0):
            yield from flatten(item, None if levels is None else levels - 1, atomic)
        else:
            yield item
