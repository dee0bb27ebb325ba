"""Values taken from the wrong place: a default, a starting value, a truth value's sense.

- ``flip-default``: `def satisfies(v, allow_pre=True)` -> `allow_pre=False`: a flag's
  default written the wrong way round ("swap boolean literal" in a signature). Offered
  at the `def` line and at the statements that read the flag (the `def` line is a
  suspect only when it changed).
- ``initial-value``: `min(payment, self.principal + interest)` -> `min(payment, balance +
  interest)` in a loop after `balance = self.principal`: the starting value read where
  the running one was meant ("change identifier used").
- ``negate-item``: `(major, minor, self.pre)` -> `(major, minor, not self.pre)`: one item
  of a returned tuple (a sort key) whose sense is reversed ("change unary operator").
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    in_loop,
    param_defaults,
    walk_own,
)
from pytest_selfheal.engines.builtin.srctext import statements_of

MAX_ITEMS = 6  # tuple items negated per statement


def flip_default(ctx: EditContext) -> Iterator[Edit]:
    func: ast.FunctionDef | ast.AsyncFunctionDef | None = ctx.func
    read = {n.id for n in ctx.nodes if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
    if isinstance(ctx.stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
        func = ctx.stmt  # the `def` line itself is the suspect (a changed signature)
        read = {n.id for n in walk_own(func) if isinstance(n, ast.Name)}
    if func is None:
        return
    for param, default in param_defaults(func):
        if param.arg in read and isinstance(default, ast.Constant) and isinstance(
                default.value, bool):
            start, end = ctx.src.span(default)
            new = str(not default.value)
            yield Edit("flip-default", ctx.line, [(start, end, new)],
                       f"line {default.lineno}: default `{param.arg}={default.value}` -> "
                       f"`{new}`", f"{start}:{new}", 1.0)


def initial_value(ctx: EditContext) -> Iterator[Edit]:
    func = ctx.func
    if func is None:
        return
    starts = _running_locals(func, ctx.stmt)
    if not starts:
        return
    weight = 1.0 if in_loop(ctx) else 0.5
    for node in ctx.nodes:
        if isinstance(node, (ast.Attribute, ast.Name, ast.Subscript)) and isinstance(
                getattr(node, "ctx", None), ast.Load):
            for name in starts.get(ast.unparse(node), []):
                yield ctx.replace(node, name, "initial-value", weight)


def _running_locals(func: ast.AST, stmt: ast.stmt) -> dict[str, list[str]]:
    """Text of a starting value -> the locals that start from it (`balance = self.principal`)
    and change afterwards, for assignments before `stmt`."""
    firsts: dict[str, tuple[int, str]] = {}
    changed: set[str] = set()
    for node in statements_of(func):  # in source order: the first assignment is the start
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(
                node.targets[0], ast.Name):
            name = node.targets[0].id
            if name not in firsts and node.lineno < stmt.lineno and isinstance(
                    node.value, (ast.Attribute, ast.Name, ast.Subscript)):
                firsts[name] = (node.lineno, ast.unparse(node.value))
            elif name in firsts and node.lineno > firsts[name][0]:
                changed.add(name)
        elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name):
            changed.add(node.target.id)
    out: dict[str, list[str]] = {}
    for name, (_, text) in firsts.items():
        if name in changed:
            out.setdefault(text, []).append(name)
    return out


def negate_item(ctx: EditContext) -> Iterator[Edit]:
    if not isinstance(ctx.stmt, ast.Return) or not isinstance(ctx.stmt.value, ast.Tuple):
        return
    items = [e for e in ctx.stmt.value.elts
             if isinstance(e, (ast.Name, ast.Attribute, ast.Call, ast.Subscript))]
    if len(ctx.stmt.value.elts) < 2:
        return
    for item in items[:MAX_ITEMS]:
        yield ctx.replace(item, f"not {ctx.text(item)}", "negate-item", 1.0)
