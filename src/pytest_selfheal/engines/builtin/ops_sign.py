"""``alternate-sign``: a sum whose terms should alternate in sign lost its `(-1) ** k`.

Cofactor expansions, alternating series, inclusion-exclusion and finite differences all
add `(-1) ** k * term` in a loop over `k`; drop the factor and only the cases where the
odd terms vanish stay right. For an augmented sum inside a loop over an index (`for k in
range(...)`, `for k, x in enumerate(...)`), the term is offered with the factor; first
when the module writes `(-1) **` elsewhere.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import Edit, EditContext, enclosing_for, paren

OPERATOR = "alternate-sign"


def alternate_sign(ctx: EditContext) -> Iterator[Edit]:
    stmt = ctx.stmt
    if not (isinstance(stmt, ast.AugAssign) and isinstance(stmt.op, (ast.Add, ast.Sub))):
        return
    index = _loop_index(ctx)
    if index is None or index in {n.id for n in ast.walk(stmt.value)
                                  if isinstance(n, ast.Name)} and "(-1)" in ctx.text(stmt):
        return
    weight = 1.0 if "(-1) **" in ctx.src.text else 0.5
    value = stmt.value
    # a product or quotient takes the factor in front as it is: `(-1) ** k * a * b`
    bare = isinstance(value, ast.BinOp) and isinstance(value.op, (ast.Mult, ast.Div, ast.Pow))
    text = ctx.text(value) if bare else paren(ctx, value)
    yield ctx.replace(value, f"(-1) ** {index} * {text}", OPERATOR, weight)


def _loop_index(ctx: EditContext) -> str | None:
    """The index the nearest enclosing for loop counts with, if it counts."""
    loop = enclosing_for(ctx)
    if loop is None:
        return None
    it, target = loop.iter, loop.target
    if not (isinstance(it, ast.Call) and isinstance(it.func, ast.Name)):
        return None
    if it.func.id == "range" and isinstance(target, ast.Name):
        return target.id
    if it.func.id == "enumerate" and isinstance(target, ast.Tuple) and \
            target.elts and isinstance(target.elts[0], ast.Name):
        return target.elts[0].id
    return None
