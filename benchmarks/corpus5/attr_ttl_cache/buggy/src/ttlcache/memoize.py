"""A memoizing decorator on top of LRUCache."""

from __future__ import annotations

import functools
from typing import Any, Callable, Hashable, Optional, Tuple

from .cache import LRUCache

_KWD_MARK = ("__kwargs__",)


def make_key(args: Tuple[Any, ...], kwargs: dict, typed: bool = False) -> Hashable:
    """A hashable key for a call; keyword order does not matter."""
    key: Tuple[Any, ...] = tuple(args)
    if kwargs:
        key += _KWD_MARK + tuple(sorted(kwargs.items()))
    if typed:
        key += tuple(type(v) for v in args) + tuple(type(v) for _, v in sorted(kwargs.items()))
    return key


def cached(
    cache: Optional[LRUCache] = None, *, typed: bool = False
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Memoize a function in ``cache`` (a fresh 128-entry LRUCache by default)."""

    def decorate(func: Callable[..., Any]) -> Callable[..., Any]:
        store = cache if cache is not None else LRUCache(128)
        missing = object()

        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            key = make_key(args, kwargs, typed)
            value = store.get(key, missing)
            if value is missing:
                value = func(*args, **kwargs)
                store[key] = value
            return value

        wrapper.cache = store  # type: ignore[attr-defined]
        wrapper.cache_clear = store.clear  # type: ignore[attr-defined]
        return wrapper

    return decorate
