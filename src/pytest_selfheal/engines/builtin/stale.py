"""Stale state: an attribute the failing assertion reads still holds its first value.

`assert sim.now == 10` fails with `assert 0.0 == 10`, and `Simulation.__init__` says
`self.now = 0.0`: nothing the test ran moved the clock. The bug is an update that is
missing, not a wrong statement, so neither frames nor flow point at it. It belongs in a
method of that class the test ran, after the statement that fetched what the update
needs (`event = heapq.heappop(self._queue)`, then `self.now = event.time`): each such
binding of a local ranks as the spot (ops_state writes the update there).
"""

from __future__ import annotations

import ast
import re
from typing import TYPE_CHECKING

from pytest_selfheal.engines.builtin.srctext import (
    assigned_targets,
    init_constants,
    statements_of,
)
from pytest_selfheal.records import Failure

if TYPE_CHECKING:
    from pytest_selfheal.engines.builtin.localize import _Ranker

W_STALE = 0.7  # like a return of a function the assertion calls
MAX_METHODS = 8
_FRESH = (ast.Constant, ast.List, ast.Dict, ast.Set, ast.Tuple)  # a new value, not a fetched one
_LEFT = re.compile(r"^assert (-?[\w.']+) == ")


def rank_stale(ranker: _Ranker, failure: Failure) -> None:
    from pytest_selfheal.engines.builtin.localize import (
        _called_names,
        _read_attributes,
        _test_function,
        _test_location,
    )

    m = _LEFT.match(failure.message)
    test_path, test_line = _test_location(failure)
    info = ranker.project.get(test_path) if test_path and m else None
    stmt = info.owner.get(test_line) if info is not None and test_line else None
    if info is None or stmt is None or m is None:
        return
    seen = _value(m.group(1))
    if seen is _NOTHING:
        return
    attrs = _read_attributes(stmt)
    test_func = _test_function(info, failure.nodeid, test_line)
    called = set(_called_names(test_func)) if test_func is not None else set()
    for path in ranker.project.source_files():
        text = ranker.project.text(path) or ""
        if not any(f"self.{a} =" in text for a in attrs):
            continue
        module = ranker.project.get(path)
        for cls in ast.walk(module.tree) if module is not None else []:
            if isinstance(cls, ast.ClassDef):
                first = init_constants(cls)
                for attr in attrs:
                    if attr in first and first[attr] == seen:
                        _rank_spots(ranker, path, cls, attr, called)


_NOTHING = object()


def _value(text: str) -> object:
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return _NOTHING
    return value if isinstance(value, (int, float, str, bool)) or value is None else _NOTHING


def _rank_spots(ranker: _Ranker, path: str, cls: ast.ClassDef, attr: str,
                called: set[str]) -> None:
    """The local bindings of the class's methods the test ran (and the methods they call
    on `self`), in methods that never store the attribute."""
    methods = {n.name: n for n in cls.body if isinstance(n, ast.FunctionDef)
               and n.name != "__init__"}
    ran = [name for name in methods if name in called]
    for name in list(ran):
        for sub in ast.walk(methods[name]):
            if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute) and \
                    isinstance(sub.func.value, ast.Name) and sub.func.value.id == "self" and \
                    sub.func.attr in methods and sub.func.attr not in ran:
                ran.append(sub.func.attr)
    for name in ran[:MAX_METHODS]:
        method = methods[name]
        body = statements_of(method)
        if any(isinstance(t, ast.Attribute) and t.attr == attr for s in body
               for t in assigned_targets(s)):
            continue
        for stmt in body:
            if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(
                    stmt.targets[0], ast.Name) and not isinstance(stmt.value, _FRESH):
                ranker.add(path, stmt.lineno, "stale", W_STALE,
                           f"binds `{stmt.targets[0].id}` in {cls.name}.{name}, which never "
                           f"moves .{attr} off its first value")
