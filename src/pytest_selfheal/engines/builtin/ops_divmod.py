"""``divmod-twin``: a remainder whose quotient was lost from a sum (or the reverse).

`total += doubled % 10` for `total += doubled // 10 + doubled % 10` (the digit sum of a
two-digit number, Luhn's doubled digits), `minutes % 60` beside a lost `minutes // 60`.
For an `a % k` (or `a // k`) in the suspect, when the function never takes the other half
of the same division, the sum of both halves is offered in its place.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import Edit, EditContext, walk_own

OPERATOR = "divmod-twin"
_TWIN = {ast.Mod: "//", ast.FloorDiv: "%"}


def divmod_twin(ctx: EditContext) -> Iterator[Edit]:
    if ctx.func is None:
        return
    taken = {(type(n.op), ast.unparse(n.left), ast.unparse(n.right))
             for n in walk_own(ctx.func) if isinstance(n, ast.BinOp)}
    for node in ctx.nodes:
        if not (isinstance(node, ast.BinOp) and type(node.op) in _TWIN):
            continue
        if not isinstance(node.left, (ast.Name, ast.Attribute, ast.Subscript)):
            continue
        left, right = ast.unparse(node.left), ast.unparse(node.right)
        other = ast.Mod if isinstance(node.op, ast.FloorDiv) else ast.FloorDiv
        if (other, left, right) in taken:
            continue  # both halves are there already
        text = ctx.text(node)
        twin = f"{ctx.text(node.left)} {_TWIN[type(node.op)]} {ctx.text(node.right)}"
        first, second = (twin, text) if isinstance(node.op, ast.Mod) else (text, twin)
        parent = ctx.parent_of.get(node)
        tight = isinstance(parent, ast.BinOp) and not isinstance(parent.op, (ast.Add, ast.Sub))
        new = f"({first} + {second})" if tight else f"{first} + {second}"
        yield ctx.replace(node, new, OPERATOR, 1.0)
