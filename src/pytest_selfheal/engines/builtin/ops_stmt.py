"""Statement-level fix templates: guards, inserted/deleted statements and missing returns."""

from __future__ import annotations

import ast
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

_SIMPLE = (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Expr, ast.Return, ast.Raise,
           ast.Delete, ast.Pass, ast.Break, ast.Continue, ast.Assert)


def _guarded_names(ctx: EditContext) -> list[tuple[str, float]]:
    """Expressions worth guarding, with a weight from how they are used and the failures."""
    scope = set(function_params(ctx.func)) | set(function_locals(ctx.func))
    none_msg = ctx.mentions("NoneType", "None")
    empty_msg = ctx.mentions("empty", "out of range", "ZeroDivisionError", "division by zero")
    out: dict[str, float] = {}
    for node in ctx.nodes:
        base: ast.expr | None = None
        weight = 0.5
        if isinstance(node, (ast.Attribute, ast.Subscript)):
            base = node.value
            weight = 1.0 if none_msg else 0.5
        elif isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Div, ast.FloorDiv, ast.Mod)):
            base = node.right
            weight = 1.0 if empty_msg else 0.5
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in (
                "max", "min", "len", "sum", "iter", "next") and node.args:
            base = node.args[0]
            weight = 0.9 if empty_msg or none_msg else 0.4
        elif isinstance(node, ast.Name) and node.id in scope and isinstance(node.ctx, ast.Load):
            base, weight = node, 0.3
        if isinstance(base, ast.Name) and base.id in scope and base.id not in ("self", "cls"):
            out[base.id] = max(out.get(base.id, 0.0), weight)
        elif isinstance(base, ast.Attribute) and isinstance(base.value, ast.Name):
            text = ctx.text(base)
            out[text] = max(out.get(text, 0.0), weight)
    return sorted(out.items(), key=lambda kv: (-kv[1], kv[0]))[:3]


def _defaults(ctx: EditContext) -> list[str]:
    found: list[str] = []
    for node in walk_own(ctx.func) if ctx.func else []:
        if isinstance(node, ast.Return) and node.value is not None and isinstance(
                node.value, (ast.Constant, ast.List, ast.Dict, ast.Tuple)):
            text = ctx.text(node.value)
            if text not in found and len(text) < 30:
                found.append(text)
    return [*found, *[d for d in ("None", "0", "[]") if d not in found]][:4]


def add_none_guard(ctx: EditContext) -> Iterator[Edit]:
    stmt = ctx.stmt
    if ctx.func is None or not starts_line(ctx, stmt) or isinstance(stmt, ast.FunctionDef):
        return
    indent = ctx.src.indent(stmt.lineno)
    unit = "\t" if indent.startswith("\t") else ctx.src.indent_unit()
    nl = ctx.src.newline()
    pos = ctx.src.line_start(stmt.lineno)
    loop = in_loop(ctx) and not isinstance(stmt, (ast.For, ast.While))
    for name, weight in _guarded_names(ctx):
        guards = [(f"{name} is None", "return None", weight)]
        guards += [(f"not {name}", f"return {d}", weight * 0.9) for d in _defaults(ctx)]
        if loop:
            guards = [(f"{name} is None", "continue", weight), (f"not {name}", "continue", weight)]
        for cond, action, w in guards:
            text = f"{indent}if {cond}:{nl}{indent}{unit}{action}{nl}"
            yield Edit("add-none-guard", stmt.lineno, [(pos, pos, text)],
                       f"line {stmt.lineno}: insert `if {cond}: {action}`", f"{cond}:{action}", w)


def _donors(ctx: EditContext) -> list[tuple[ast.stmt, float]]:
    if ctx.func is None:
        return []
    out: list[tuple[ast.stmt, float]] = []
    for node in walk_own(ctx.func):
        if node is ctx.stmt or not isinstance(node, ast.stmt):
            continue
        if (node.end_lineno or node.lineno) != node.lineno:
            continue
        if isinstance(node, ast.AugAssign):
            out.append((node, 1.0))
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            out.append((node, 0.8))
        elif isinstance(node, ast.Assign) and len(ctx.text(node)) <= 80:
            out.append((node, 0.5))
    return sorted(out, key=lambda d: (-d[1], abs(d[0].lineno - ctx.stmt.lineno)))[:4]


def insert_statement(ctx: EditContext) -> Iterator[Edit]:
    stmt = ctx.stmt
    if not starts_line(ctx, stmt):
        return
    nl = ctx.src.newline()
    spots: list[tuple[int, str, str, float]] = []  # (offset, indent, where, weight)
    indent = ctx.src.indent(stmt.lineno)
    if isinstance(stmt, (ast.For, ast.While)):
        last = stmt.body[-1]
        end = last.end_lineno or last.lineno
        spots.append((ctx.src.line_start(end + 1), ctx.src.indent(stmt.body[0].lineno),
                      f"end of loop body (after line {end})", 1.0))
    elif isinstance(stmt, _SIMPLE):
        spots.append((ctx.src.line_start(stmt.lineno), indent, f"before line {stmt.lineno}", 0.8))
        if not isinstance(stmt, (ast.Return, ast.Raise, ast.Continue, ast.Break)):
            end = stmt.end_lineno or stmt.lineno
            spots.append((ctx.src.line_start(end + 1), indent, f"after line {end}", 0.9))
    for donor, dw in _donors(ctx):
        text = ctx.text(donor)
        for offset, ind, where, sw in spots:
            prefix = nl if offset == len(ctx.src.text) and not ctx.src.text.endswith(
                ("\n", "\r")) else ""
            yield Edit("insert-stmt", stmt.lineno, [(offset, offset, f"{prefix}{ind}{text}{nl}")],
                       f"{where}: insert `{text}`", f"{offset}:{text}", dw * sw)


def delete_statement(ctx: EditContext) -> Iterator[Edit]:
    stmt = ctx.stmt
    if not isinstance(stmt, _SIMPLE) or isinstance(stmt, ast.Pass) or not starts_line(ctx, stmt):
        return
    end_line = stmt.end_lineno or stmt.lineno
    if ctx.src.line(end_line).encode("utf-8")[stmt.end_col_offset or 0:].strip()[:1] not in (
            b"", b"#"):
        return  # something else follows on the same line
    parent = ctx.parent_of.get(stmt)
    siblings: list[ast.stmt] = next((getattr(parent, f) for f in ("body", "orelse", "finalbody")
                     if stmt in (getattr(parent, f, None) or [])), [])
    start = ctx.src.line_start(stmt.lineno)
    end = ctx.src.line_start(end_line + 1)
    if len(siblings) > 1:
        yield Edit("delete-stmt", stmt.lineno, [(start, end, "")],
                   f"line {stmt.lineno}: delete `{ctx.text(stmt)[:50]}`", "delete")
    else:
        s, e = ctx.src.span(stmt)
        yield Edit("delete-stmt", stmt.lineno, [(s, e, "pass")],
                   f"line {stmt.lineno}: replace `{ctx.text(stmt)[:50]}` with `pass`", "pass")


def add_return(ctx: EditContext) -> Iterator[Edit]:
    func = ctx.func if ctx.func is not None else (
        ctx.stmt if isinstance(ctx.stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) else None)
    if func is None:
        return
    returns_value = any(isinstance(n, ast.Return) and n.value is not None for n in walk_own(func))
    last = func.body[-1]
    if isinstance(last, (ast.Raise, ast.Return)) or not starts_line(ctx, last):
        return
    names: list[tuple[str, float]] = []
    for stmt in reversed(func.body):
        targets: list[ast.AST] = []
        if isinstance(stmt, ast.Assign):
            targets = list(stmt.targets)
        elif isinstance(stmt, (ast.AugAssign, ast.AnnAssign, ast.For)):
            targets = [stmt.target]
        for t in targets:
            if isinstance(t, ast.Name) and t.id not in [n for n, _ in names]:
                weight = 1.0 if stmt is last else 0.7
                names.append((t.id, weight * (0.6 if returns_value else 1.0)))
    nl = ctx.src.newline()
    end = last.end_lineno or last.lineno
    offset = ctx.src.line_start(end + 1)
    prefix = nl if offset == len(ctx.src.text) and not ctx.src.text.endswith(("\n", "\r")) else ""
    indent = ctx.src.indent(last.lineno)
    for name, weight in names[:4]:
        yield Edit("add-return", end, [(offset, offset, f"{prefix}{indent}return {name}{nl}")],
                   f"after line {end}: add `return {name}`", f"{func.name}:{name}", weight)
