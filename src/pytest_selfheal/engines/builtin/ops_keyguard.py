"""A lookup of a key that is not there yet: the lost `if p not in idom: continue`.

A failing test died of `KeyError`. The statement looks a key up in a mapping (`idom[p]`),
or hands both to a helper that does (`_intersect(idom, post, p, new_idom)`, whose body
reads `idom[a]` and `idom[b]`), and nothing checks first that the key is there: an
iterative algorithm that meets an entry it has not computed yet (a predecessor not yet
processed), or a walk off the keys a table covers. PAR's range checker for mappings:
`if <key> not in <mapping>:` before the statement, then `continue` inside a loop, else a
return of what the function returns elsewhere as a constant.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    function_params,
    in_loop,
    starts_line,
    walk_own,
)
from pytest_selfheal.engines.builtin.srctext import plain_target

OPERATOR = "key-guard"
DIRECT = 1.0  # the statement's own lookup
THROUGH = 0.9  # a lookup the helper it calls makes with what it hands over
RETURN = 0.8  # outside a loop, the guard returns instead of skipping
MAX_GUARDS = 6


def key_guard(ctx: EditContext) -> Iterator[Edit]:
    stmt = ctx.stmt
    if ctx.func is None or not starts_line(ctx, stmt) or not any(
            exc.rsplit(".", 1)[-1] == "KeyError" for exc, _ in ctx.messages):
        return
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Return)):
        return
    pairs = list(dict.fromkeys([*_direct(stmt), *_through(ctx, stmt)]))[:MAX_GUARDS]
    if not pairs:
        return
    indent = ctx.src.indent(stmt.lineno)
    unit = "\t" if indent.startswith("\t") else ctx.src.indent_unit()
    nl = ctx.src.newline()
    offset = ctx.src.line_start(stmt.lineno)
    actions = [("continue", 1.0)] if in_loop(ctx) else [
        (f"return {value}", RETURN) for value in _constant_returns(ctx)[:2]]
    for (key, mapping), weight in pairs:
        cond = f"{key} not in {mapping}"
        for action, action_weight in actions:
            text = f"{indent}if {cond}:{nl}{indent}{unit}{action}{nl}"
            yield Edit(OPERATOR, stmt.lineno, [(offset, offset, text)],
                       f"line {stmt.lineno}: insert `if {cond}: {action}` (a KeyError)",
                       f"{offset}:{cond}:{action}", weight * action_weight)


def _own(stmt: ast.stmt) -> list[ast.AST]:
    """The statement's nodes, without the bodies of a compound statement."""
    if isinstance(stmt, (ast.For, ast.AsyncFor)):
        return [*ast.walk(stmt.iter)]
    if isinstance(stmt, (ast.If, ast.While)):
        return [*ast.walk(stmt.test)]
    return [*ast.walk(stmt)]


def _direct(stmt: ast.stmt) -> Iterator[tuple[tuple[str, str], float]]:
    for node in _own(stmt):
        if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load):
            mapping, key = plain_target(node.value), plain_target(node.slice)
            if mapping and key:
                yield (key, mapping), DIRECT


def _through(ctx: EditContext, stmt: ast.stmt) -> Iterator[tuple[tuple[str, str], float]]:
    """(key, mapping) the statement hands a module function (or a method of `self`) that
    looks up one parameter in another."""
    for node in _own(stmt):
        if not isinstance(node, ast.Call):
            continue
        callee = _callee(ctx, node)
        if callee is None:
            continue
        params = function_params(callee)
        skip = 1 if params[:1] in (["self"], ["cls"]) and isinstance(node.func,
                                                                    ast.Attribute) else 0
        bound = {params[i + skip]: arg for i, arg in enumerate(node.args)
                 if i + skip < len(params)}
        for sub in walk_own(callee):
            if not (isinstance(sub, ast.Subscript) and isinstance(sub.value, ast.Name)
                    and isinstance(sub.slice, ast.Name)):
                continue
            mapping, key = bound.get(sub.value.id), bound.get(sub.slice.id)
            if mapping is None or key is None:
                continue
            m, k = plain_target(mapping), plain_target(key)
            if m and k:
                yield (k, m), THROUGH


def _callee(ctx: EditContext, call: ast.Call) -> ast.FunctionDef | None:
    func = call.func
    if isinstance(func, ast.Name):
        name, in_class = func.id, False
    elif isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and \
            func.value.id == "self":
        name, in_class = func.attr, True
    else:
        return None
    for node in ast.walk(ctx.info.tree):
        if isinstance(node, ast.FunctionDef) and node.name == name and (
                in_class or node in ctx.info.tree.body):
            return node
    return None


def _constant_returns(ctx: EditContext) -> list[str]:
    found: list[str] = []
    for node in walk_own(ctx.func) if ctx.func is not None else []:
        if isinstance(node, ast.Return) and isinstance(node.value, ast.Constant):
            text = ast.unparse(node.value)
            if text not in found:
                found.append(text)
    return found or ["None"]
