"""``neighbour-value``: a value computed as the statement next to it computes it.

Two adjacent statements that bind targets of the same shape from the same data are
usually written alike: `w1, _, a = heapq.heappop(heap)` then `w2, _, b =
heapq.heappop(heap)`. When one of them computes its value another way (`heap.pop()`, the
wrong method or function, a different subscript), the fix is often its neighbour's value.
The template offers the value of the statement just before and just after, when both
statements read a common name and every name the neighbour's value reads is bound here.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import Edit, EditContext, block_of, starts_line
from pytest_selfheal.engines.builtin.ops_donors import _bound_at, _reads

OPERATOR = "neighbour-value"
NEXT_TO = 1.0  # weight of the statement right before or after
ONE_APART = 0.6  # with one statement between them


def neighbour_value(ctx: EditContext) -> Iterator[Edit]:
    stmt, func = ctx.stmt, ctx.func
    if func is None or not isinstance(stmt, ast.Assign) or len(stmt.targets) != 1 or \
            not starts_line(ctx, stmt):
        return
    block = block_of(ctx, stmt)
    if block is None:
        return
    at = next(i for i, s in enumerate(block) if s is stmt)
    value = stmt.value
    mine = ast.dump(value)
    reads = _reads(value)
    bound = _bound_at(ctx, func, stmt)
    seen: set[str] = set()
    for i, weight in ((at - 1, NEXT_TO), (at + 1, NEXT_TO), (at - 2, ONE_APART),
                      (at + 2, ONE_APART)):
        if not 0 <= i < len(block):
            continue
        other = block[i]
        if not (isinstance(other, ast.Assign) and len(other.targets) == 1
                and _same_shape(other.targets[0], stmt.targets[0])):
            continue
        theirs = other.value
        dumped = ast.dump(theirs)
        if dumped == mine or dumped in seen or not isinstance(theirs, (ast.Call, ast.Subscript)):
            continue
        if not (_reads(theirs) & reads) or not _reads(theirs) <= bound:
            continue
        if _reads(other.targets[0]) & _reads(theirs):
            continue  # `x = f(x)`: a step of its own, not a twin
        seen.add(dumped)
        yield ctx.replace(value, ast.unparse(theirs), OPERATOR, weight)


def _same_shape(a: ast.expr, b: ast.expr) -> bool:
    if isinstance(a, ast.Tuple) and isinstance(b, ast.Tuple):
        return len(a.elts) == len(b.elts)
    return type(a) is type(b) and not isinstance(a, ast.Tuple)
