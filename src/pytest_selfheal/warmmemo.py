"""Lookups every forked pytest run repeats with the same answer, made once in the server.

A warm server's child runs ``pytest.main`` from the start: it scans the installed
distributions for plugins, reads their file lists to mark them for assertion rewriting,
and has pluggy read the signature of every hook implementation of every plugin it
registers. None of that can change while a heal runs (candidates edit the project's
sources, never what is installed, and a function's signature is fixed by its code), so
the server answers from memory. Everything a candidate can change (the project's
modules, its tests, conftest.py files) is still read afresh by each child.
"""

from __future__ import annotations

import inspect
import weakref
from collections.abc import Callable
from typing import Any


def freeze_metadata() -> None:
    """Read the installed distributions' metadata once, here, for every forked run.

    Each ``pytest.main`` scans every distribution for ``pytest11`` entry points and
    reads each plugin distribution's file list to mark it for assertion rewriting:
    about 13 ms of a small project's 70 ms candidate run (measured 2026-11-25),
    re-reading files that cannot change while a heal runs. The server answers those
    reads from memory in its children, and since 2026-11-27 the parsed entry points and
    file lists too (another 10 ms of a 90 ms run).
    """
    import importlib.metadata as md

    found = list(md.distributions())
    plain = md.distributions
    texts: dict[tuple[str, str], str | None] = {}
    read = md.PathDistribution.read_text

    def distributions(**kwargs: Any) -> Any:
        return iter(found) if not kwargs else plain(**kwargs)

    def read_text(self: Any, filename: str) -> str | None:
        key = (str(getattr(self, "_path", id(self))), filename)
        if key not in texts:
            texts[key] = read(self, filename)
        return texts[key]

    md.distributions = distributions
    md.PathDistribution.read_text = read_text  # type: ignore[method-assign,assignment]
    for name in ("files", "entry_points"):  # parsed once per distribution, not per run
        setattr(md.Distribution, name, property(_memo(getattr(md.Distribution, name))))
    for dist in found:  # read now, before the fork: the children share the pages
        # pytest reads the file lists of plugin distributions only (to mark them for
        # assertion rewriting); reading every one cost 0.6 s of the server's start-up
        if any(ep.group == "pytest11" for ep in dist.entry_points):
            dist.files  # noqa: B018


def _memo(prop: Any) -> Callable[[Any], Any]:
    """A Distribution property, computed once per distribution object."""
    memo: dict[int, tuple[Any, Any]] = {}  # id(dist) -> (dist, value): dists stay alive

    def get(self: Any) -> Any:
        hit = memo.get(id(self))
        if hit is None or hit[0] is not self:
            hit = memo[id(self)] = (self, prop.fget(self))
        value = hit[1]
        return type(value)(value) if isinstance(value, list) else value  # callers may edit

    return get


def memo_varnames() -> None:
    """pluggy's hook-argument names, read once per function rather than per registration.

    Every ``pytest.main`` registers some forty built-in plugins and every installed one,
    and pluggy reads each hook implementation's signature with ``inspect.signature``:
    about 12 ms of a 90 ms candidate run (measured 2026-11-27). The answer depends only
    on the function (its code, defaults and name), the method it is bound as, or the
    class; plain functions are memoized weakly (a test module's functions, new in every
    child, are read as before), anything else is passed through.
    """
    try:
        from pluggy import _hooks
    except ImportError:  # pragma: no cover - pytest always brings pluggy
        return
    plain = _hooks.varnames
    if getattr(plain, "selfheal_memo", False):
        return
    memo: weakref.WeakKeyDictionary[Any, tuple[tuple[str, ...], tuple[str, ...]]] = \
        weakref.WeakKeyDictionary()
    bound: weakref.WeakKeyDictionary[Any, tuple[tuple[str, ...], tuple[str, ...]]] = \
        weakref.WeakKeyDictionary()

    def varnames(func: object) -> tuple[tuple[str, ...], tuple[str, ...]]:
        if inspect.isfunction(func):
            table, key = memo, func
        elif inspect.ismethod(func) and inspect.isfunction(func.__func__):
            table, key = bound, func.__func__
        else:
            return plain(func)
        try:
            return table[key]
        except KeyError:
            got = table[key] = plain(func)
            return got

    varnames.selfheal_memo = True  # type: ignore[attr-defined]
    varnames.__wrapped__ = plain  # type: ignore[attr-defined]
    _hooks.varnames = varnames
