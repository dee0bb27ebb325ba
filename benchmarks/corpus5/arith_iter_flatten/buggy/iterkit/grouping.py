"""Splitting iterables into pieces."""

from __future__ import annotations

from collections import deque
from itertools import islice, tee
from typing import Any, Callable, Iterable, Iterator, List, Tuple, TypeVar

T = TypeVar("T")
_FILL = object()


def chunked(iterable: Iterable[T], n: int, strict: bool = False) -> Iterator[List[T]]:
    """Lists of n items; the last may be shorter unless ``strict``."""
    if n < 1:
        raise ValueError("chunk size must be at least 1")
    it = iter(iterable)
    while True:
        chunk = list(islice(it, n))
        if not chunk:
            return
        if strict and len(chunk) != n:
            raise ValueError(f"iterable is not divisible by {n}")
        yield chunk


def windowed(iterable: Iterable[T], n: int, fillvalue: Any = None, step: int = 1) -> Iterator[Tuple[Any, ...]]:
    """Sliding windows of width n moving ``step`` items at a time, padded at the end."""
    if n < 0 or step < 1:
        raise ValueError("n must be >= 0 and step >= 1")
    if n == 0:
        yield ()
        return
    window: deque = deque(maxlen=n)
    pending = n  # items to read before the next window is due
    for item in iterable:
        window.append(item)
        pending -= 1
        if pending == 0:
            yield tuple(window)
            pending = step
    size = len(window)
    if size == 0:
        return
    if size < n:
        yield tuple(window) + (fillvalue,) * (n - size)
    elif 0 < pending < min(step, n):
        window.extend([fillvalue] * pending)
        yield tuple(window)


def partition(pred: Callable[[T], bool], iterable: Iterable[T]) -> Tuple[Iterator[T], Iterator[T]]:
    """(items where pred is false, items where it is true)."""
    left, right = tee((pred(x), x) for x in iterable)
    return (x for ok, x in left if not ok), (x for ok, x in right if ok)


def split_at(iterable: Iterable[T], pred: Callable[[T], bool], maxsplit: int = -1,
             keep_separator: bool = False) -> Iterator[List[T]]:
    """Split around items where pred holds (like str.split)."""
    buf: List[T] = []
    it = iter(iterable)
    for item in it:
        if maxsplit != 0 and pred(item):
            yield buf
            if keep_separator:
                yield [item]
            buf = []
            maxsplit -= 1
        else:
            buf.append(item)
    yield buf
