"""Selecting items."""

from __future__ import annotations

from itertools import filterfalse, groupby, islice
from typing import Any, Callable, Hashable, Iterable, Iterator, List, Optional, TypeVar

T = TypeVar("T")


def take(n: int, iterable: Iterable[T]) -> List[T]:
    return list(islice(iterable, n))


def nth(iterable: Iterable[T], n: int, default: Any = None) -> Any:
    return next(islice(iterable, n, None), default)


def first_true(iterable: Iterable[T], default: Any = None, pred: Optional[Callable[[T], Any]] = None) -> Any:
    return next(filter(pred, iterable), default)


def unique_everseen(iterable: Iterable[T], key: Optional[Callable[[T], Any]] = None) -> Iterator[T]:
    """Unique items in order of first appearance; unhashable keys are compared slowly."""
    seen_set: set = set()
    seen_list: list = []
    for item in iterable:
        k = item if key is None else key(item)
        try:
            if k not in seen_set:
                seen_set.add(k)
                yield item
        except TypeError:
            if k not in seen_list:
                seen_list.append(k)
                yield item


def unique_justseen(iterable: Iterable[T], key: Optional[Callable[[T], Hashable]] = None) -> Iterator[T]:
    """Drop consecutive duplicates: 'AAABBA' -> A B A."""
    return (next(group) for _, group in groupby(iterable, key))


def duplicates_everseen(iterable: Iterable[T]) -> Iterator[T]:
    """Items that were seen before, each time they repeat."""
    seen: set = set()
    return filterfalse(lambda x: x not in seen and not seen.add(x), iterable)  # type: ignore[func-returns-value]
