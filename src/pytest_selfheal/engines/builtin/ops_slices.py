"""Slices taken from the wrong end: ``slice-end``.

`items[:k]` keeps the first k items and `items[-k:]` the last k; `items[k:]` drops the
first k and `items[:-k]` the last k. Writing one for the other is one slip of a sorted
list's direction (the lowest scores dropped instead of the highest), so each becomes its
mirror: `[:k]` <-> `[-k:]` and `[k:]` <-> `[:-k]`. The idiom `[:-k or None]` (drop the
last k, keep all for k == 0) mirrors to `[k:]`. A slice with both bounds or a step is
left to the other templates.

`[:-k]` with a `k` that may be 0 is empty, not whole (`group[:-pad]` for `group[:4 -
pad]`): it is also offered as `[:len(seq) - k]`, and `[-k:]` (all, not nothing, for k ==
0) as `[len(seq) - k:]`. Not as `[:-k or None]`: shorter, but it reads as a guard.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import Edit, EditContext, paren


def _negated(node: ast.expr) -> ast.expr | None:
    """`k` for `-k`, else None."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return node.operand
    return None


def _drop_idiom(node: ast.expr) -> ast.expr | None:
    """`k` for `-k or None`, else None."""
    if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or) and len(node.values) == 2 \
            and isinstance(node.values[1], ast.Constant) and node.values[1].value is None:
        return _negated(node.values[0])
    return None


def slice_end(ctx: EditContext) -> Iterator[Edit]:
    for node in ctx.nodes:
        if not (isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice)):
            continue
        sl = node.slice
        if sl.step is not None or (sl.lower is None) == (sl.upper is None):
            continue
        bound = sl.lower if sl.lower is not None else sl.upper
        assert bound is not None
        if isinstance(bound, ast.Constant) and bound.value in (0, None):
            continue
        inner = _drop_idiom(bound) if sl.upper is not None else None
        plain = inner if inner is not None else _negated(bound)
        if inner is None and plain is not None:
            yield from _zero_safe(ctx, node, sl, plain)
        if plain is not None:  # `[-k:]` -> `[:k]`, `[:-k]` / `[:-k or None]` -> `[k:]`
            text = ctx.text(plain)
            new = f"{text}:" if sl.upper is not None else f":{text}"
        else:  # `[:k]` -> `[-k:]`, `[k:]` -> `[:-k]`
            text = f"-{paren(ctx, bound)}"
            new = f"{text}:" if sl.upper is not None else f":{text}"
        yield ctx.replace(sl, new, "slice-end", 1.0)


def _zero_safe(ctx: EditContext, node: ast.Subscript, sl: ast.Slice, k: ast.expr
               ) -> Iterator[Edit]:
    """`[:-k]` -> `[:len(seq) - k]`; `[-k:]` -> `[len(seq) - k:]`: a count that may be 0
    read from the end."""
    if not isinstance(k, (ast.Name, ast.Attribute)) or not isinstance(
            node.value, (ast.Name, ast.Attribute, ast.Subscript)):
        return
    seq, count = ctx.text(node.value), ctx.text(k)
    if "\n" in seq:
        return
    if sl.upper is not None:
        yield ctx.replace(sl, f":len({seq}) - {count}", "slice-end", 0.8)
    else:
        yield ctx.replace(sl, f"len({seq}) - {count}:", "slice-end", 0.8)
