"""Guard templates: a missing None/empty check as a statement or as an `or` default."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    function_locals,
    function_params,
    in_loop,
    starts_line,
    walk_own,
)

_EMPTY_HINTS = ("empty", "out of range", "ZeroDivisionError", "division by zero",
                "DivisionUndefined", "DivisionByZero", "InvalidOperation")

def _guarded_names(ctx: EditContext) -> list[tuple[str, float]]:
    """Expressions worth guarding, with a weight from how they are used and the failures."""
    scope = set(function_params(ctx.func)) | set(function_locals(ctx.func))
    none_msg = ctx.mentions("NoneType", "None")
    empty_msg = ctx.mentions(*_EMPTY_HINTS)
    out: dict[str, float] = {}
    for node in ctx.nodes:
        base: ast.expr | None = None
        weight = 0.5
        if isinstance(node, (ast.Attribute, ast.Subscript)):
            base = node.value
            weight = 1.0 if none_msg else 0.5
        elif isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Div, ast.FloorDiv, ast.Mod)):
            base = _sized(node.right)
            weight = 1.0 if empty_msg else 0.5
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in (
                "max", "min", "len", "sum", "iter", "next") and node.args:
            base = node.args[0]
            weight = 0.9 if empty_msg or none_msg else 0.4
        elif isinstance(node, ast.Name) and node.id in scope and isinstance(node.ctx, ast.Load):
            returned = isinstance(ctx.stmt, ast.Return) and ctx.stmt.value is node
            base, weight = node, 1.0 if returned and _none_result(ctx) else 0.3
        if isinstance(base, ast.Name) and base.id in scope and base.id not in ("self", "cls"):
            out[base.id] = max(out.get(base.id, 0.0), weight)
        elif isinstance(base, ast.Attribute) and isinstance(base.value, ast.Name):
            text = ctx.text(base)
            out[text] = max(out.get(text, 0.0), weight)
    return sorted(out.items(), key=lambda kv: (-kv[1], kv[0]))[:3]


def _none_result(ctx: EditContext) -> bool:
    """The failing assertion shows a call that returned None (`assert None == 7`)."""
    return any(re.search(r"\bassert None (?:==|!=|is\b|in\b)|where None = ", m)
               for _, m in ctx.messages)


def _sized(node: ast.expr) -> ast.expr:
    """`len(x)` -> x: a zero divisor that is a length is guarded through its collection."""
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "len"
            and len(node.args) == 1):
        return node.args[0]
    return node


def _defaults(ctx: EditContext) -> list[str]:
    """Values to return from a guard: what the function already returns as a constant or a
    parameter elsewhere, then parameters that have a default value, then None/0/[]."""
    found: list[str] = []
    params = set(function_params(ctx.func))
    for node in walk_own(ctx.func) if ctx.func else []:
        if isinstance(node, ast.Return) and node.value is not None and (isinstance(
                node.value, (ast.Constant, ast.List, ast.Dict, ast.Tuple)) or (
                isinstance(node.value, ast.Name) and node.value.id in params)):
            text = ctx.text(node.value)
            if text not in found and len(text) < 30:
                found.append(text)
    if ctx.func is not None:
        args = ctx.func.args
        positional = [*args.posonlyargs, *args.args]
        with_default = positional[len(positional) - len(args.defaults):] + [
            a for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=False) if d is not None]
        found += [a.arg for a in with_default if a.arg not in found]
    return [*found, *[d for d in ("None", "0", "[]") if d not in found]][:5]


def add_none_guard(ctx: EditContext) -> Iterator[Edit]:
    """PAR's null/range checker: `if x is None: return d` (or `continue` in a loop) before the
    statement, and after an assignment of x from a call that may give None."""
    stmt = ctx.stmt
    if ctx.func is None or not starts_line(ctx, stmt) or isinstance(stmt, ast.FunctionDef):
        return
    indent = ctx.src.indent(stmt.lineno)
    unit = "\t" if indent.startswith("\t") else ctx.src.indent_unit()
    nl = ctx.src.newline()
    pos = ctx.src.line_start(stmt.lineno)
    loop = in_loop(ctx) and not isinstance(stmt, (ast.For, ast.While))
    defaults = _defaults(ctx)
    spots = [(pos, f"line {stmt.lineno}", name, weight) for name, weight in _guarded_names(ctx)]
    target = _assigned_from_call(stmt)
    if target is not None:
        after = ctx.src.line_start((stmt.end_lineno or stmt.lineno) + 1)
        spots.append((after, f"after line {stmt.end_lineno or stmt.lineno}", target, 0.6))
    for offset, where, name, weight in spots:
        guards = [(f"{name} is None", f"return {d}", weight * (1.0 if i == 0 else 0.95))
                  for i, d in enumerate(defaults)]
        falsy = 0.9 if ctx.mentions(*_EMPTY_HINTS) else 0.7  # `not x` also catches 0 and ""
        guards += [(f"not {name}", f"return {d}", weight * falsy) for d in defaults[:3]]
        if loop:
            guards = [(f"{name} is None", "continue", weight), (f"not {name}", "continue", weight),
                      *[(c, a, w * 0.7) for c, a, w in guards if a != "return None"]]
        for cond, action, w in guards:
            text = f"{indent}if {cond}:{nl}{indent}{unit}{action}{nl}"
            yield Edit("add-none-guard", stmt.lineno, [(offset, offset, text)],
                       f"{where}: insert `if {cond}: {action}`", f"{offset}:{cond}:{action}", w)


def _assigned_from_call(stmt: ast.stmt) -> str | None:
    """x for `x = <... call ...>` (a lookup that may return None), else None."""
    if (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
            and isinstance(stmt.targets[0], ast.Name)
            and any(isinstance(n, ast.Call) for n in ast.walk(stmt.value))):
        return stmt.targets[0].id
    return None


_STR_METHODS = {n for n in dir(str) if not n.startswith("_")}
_LIST_METHODS = {"append", "extend", "insert", "remove", "index", "count", "sort", "reverse"}
_DICT_METHODS = {"get", "items", "keys", "values", "setdefault", "update"}
_ITER_CALLS = {"len", "sorted", "list", "set", "tuple", "sum", "max", "min", "any", "all"}


def _empty_for(method: str) -> str | None:
    if method in _DICT_METHODS:
        return "{}"
    if method in _STR_METHODS:
        return '""'
    if method in _LIST_METHODS:
        return "[]"
    return None


def coalesce(ctx: EditContext) -> Iterator[Edit]:
    """Guard a value instead of the control flow: `x.strip()` -> `(x or "").strip()`,
    `a / d` -> `a / (d or 1)`, `for v in xs` -> `for v in xs or []` (the `or`-default idiom)."""
    none_msg = ctx.mentions("NoneType")
    empty_msg = ctx.mentions(*_EMPTY_HINTS)
    seen: set[int] = set()

    def wrap(node: ast.expr, empty: str, weight: float) -> Iterator[Edit]:
        if id(node) in seen or isinstance(node, (ast.Constant, ast.BoolOp)):
            return
        if isinstance(node, ast.Name) and node.id in ("self", "cls"):
            return
        seen.add(id(node))
        yield ctx.replace(node, f"({ctx.text(node)} or {empty})", "coalesce", weight)

    for node in ctx.nodes:
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and isinstance(node.func.value, (ast.Name, ast.Attribute, ast.Subscript))):
            empty = _empty_for(node.func.attr)
            if empty is not None:
                hit = none_msg and ctx.mentions(f"attribute '{node.func.attr}'")
                yield from wrap(node.func.value, empty, 1.0 if hit else 0.3)
        elif isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Div, ast.FloorDiv, ast.Mod)):
            yield from wrap(node.right, "1", 1.0 if empty_msg else 0.4)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in _ITER_CALLS and len(node.args) == 1):
            yield from wrap(node.args[0], "[]", 0.9 if none_msg else 0.2)
    if isinstance(ctx.stmt, (ast.For, ast.AsyncFor)):
        yield from wrap(ctx.stmt.iter, "[]", 1.0 if none_msg and ctx.mentions("iterable") else 0.2)
