"""``column-argument``: an argument written as its siblings in a call series are built.

columns.py finds the call of a series whose argument at one position reads less than
every sibling's (`f(h / 2, ...)` among `f(t, ...)`, `f(t + h / 2, ...)`, `f(t + h,
...)`). Two edits follow the siblings:

- a sibling's argument that holds this one whole (`t + h / 2` holds `h / 2`) replaces
  it: the copy lost the rest;
- a sibling's argument that is a name it lacks combined with another operand (`t + h`)
  gives its shape with this argument as that operand (`t + h / 2`).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.columns import holds, odd_in, shaped
from pytest_selfheal.engines.builtin.ops_base import Edit, EditContext, paren

OPERATOR = "column-argument"
HOLDS = 1.0  # a sibling's argument that holds this one whole
SHAPE = 0.8  # a sibling's shape with this argument for its other operand
_OPS = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.FloorDiv: "//",
        ast.Mod: "%", ast.BitOr: "|", ast.BitAnd: "&", ast.BitXor: "^"}
_PREC = {ast.BitOr: 1, ast.BitXor: 2, ast.BitAnd: 3, ast.Add: 5, ast.Sub: 5, ast.Mult: 6,
         ast.Div: 6, ast.FloorDiv: 6, ast.Mod: 6, ast.Pow: 8}


def _operand(ctx: EditContext, node: ast.expr, outer: ast.operator, left: bool) -> str:
    """The node's text as an operand of `outer`, parenthesized only where it must be."""
    text = ctx.text(node)
    if not isinstance(node, ast.BinOp):
        return paren(ctx, node) if isinstance(node, (ast.BoolOp, ast.Compare, ast.IfExp,
                                                     ast.Lambda, ast.UnaryOp)) else text
    inner, mine = _PREC.get(type(node.op), 0), _PREC.get(type(outer), 0)
    if inner > mine or (inner == mine and left and not isinstance(outer, ast.Pow)):
        return text
    if isinstance(outer, ast.Add) and isinstance(node.op, (ast.Add, ast.Sub)) or \
            isinstance(outer, ast.Mult) and isinstance(node.op, ast.Mult):
        return text  # `t + (h - 1)` is `t + h - 1`: no parentheses a reviewer would drop
    return paren(ctx, node)


def column_argument(ctx: EditContext) -> Iterator[Edit]:
    if ctx.func is None:
        return
    for odd in odd_in(ctx.stmt, ctx.func):
        done: set[str] = set()
        for sibling in odd.siblings:
            text, weight = None, HOLDS
            shape = shaped(sibling, odd.missing)
            if holds(sibling, odd.arg):
                text = ctx.text(sibling)
            elif shape is not None and isinstance(sibling, ast.BinOp) and \
                    type(sibling.op) in _OPS:
                name, left = shape
                op, weight = _OPS[type(sibling.op)], SHAPE
                if left:
                    text = f"{name} {op} {_operand(ctx, odd.arg, sibling.op, False)}"
                else:
                    text = f"{_operand(ctx, odd.arg, sibling.op, True)} {op} {name}"
            if text and text not in done and text != ctx.text(odd.arg):
                done.add(text)
                yield ctx.replace(odd.arg, text, OPERATOR, weight)
