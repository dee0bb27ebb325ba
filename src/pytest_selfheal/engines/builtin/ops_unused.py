"""A private helper that nothing calls: the call the author lost (``call-unused``).

A module function or a method whose name starts with one underscore is an internal
helper: it exists to be called from its own module. When nothing in the project refers
to it, the likeliest story is a missing call (PySStuBs' "add function around
expression", Defects4J's missing method call), and the helper itself says what was
meant: `_escape(text)` around the value a template renders, `amount = self._rounded(amount)`
before it is stored, `self._check(order)` before an order is accepted.

Edits, at the suspect statement:
- its value (or a compared operand, or a call's argument) wrapped in the helper, when
  the helper takes one argument;
- the helper called as a statement before it, with the names in scope its parameters
  are named after (`x = helper(x)` when the helper returns a value of its one argument).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    FuncDef,
    function_params,
    line_insertion,
    starts_line,
)

OPERATOR = "call-unused"
WRAP = 1.0  # weight of the helper wrapped around a value
CALL = 0.9  # of the helper called as a statement before the suspect
LIMIT = 3  # helpers tried per statement


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _params(func: FuncDef, method: bool) -> list[str] | None:
    """Required positional parameters (without self/cls), or None when the helper
    takes *args, keyword-only arguments without defaults, or nothing can fill it."""
    a = func.args
    positional = [p.arg for p in [*a.posonlyargs, *a.args]]
    if method:
        if not positional:
            return None
        positional = positional[1:]
    required = positional[:len(positional) - len(a.defaults)] if a.defaults else positional
    if a.vararg is not None or any(d is None for d in a.kw_defaults):
        return None
    return required


def _returns_value(func: FuncDef) -> bool:
    return any(isinstance(n, ast.Return) and n.value is not None for n in ast.walk(func))


def unused_helpers(ctx: EditContext) -> list[tuple[str, FuncDef, bool]]:
    """(how to call it, its def, is a method) for the private helpers nothing refers to:
    module functions, and methods of the suspect's class (called through `self`)."""
    key = ("unused_helpers", ctx.path)
    found = ctx.project.memo.get(key)
    if not isinstance(found, list):
        found = ctx.project.memo[key] = _unused_defs(ctx)
    cls = _class_of(ctx)
    out: list[tuple[str, FuncDef, bool]] = []
    for owner, func in found:
        if owner is None:
            out.append((func.name, func, False))
        elif owner is cls and ctx.func is not None and function_params(ctx.func)[:1] == ["self"]:
            out.append((f"self.{func.name}", func, True))  # undecorated (_unused_defs)
    return [h for h in out if h[1] is not ctx.func]


def _class_of(ctx: EditContext) -> ast.ClassDef | None:
    parent = ctx.parent_of.get(ctx.func) if ctx.func is not None else None
    return parent if isinstance(parent, ast.ClassDef) else None


def _unused_defs(ctx: EditContext) -> list[tuple[ast.ClassDef | None, FuncDef]]:
    tree = ctx.info.tree
    defs: list[tuple[ast.ClassDef | None, FuncDef]] = []
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and _private(node.name):
            defs.append((None, node))
        elif isinstance(node, ast.ClassDef):
            defs += [(node, m) for m in node.body
                     if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef))
                     and _private(m.name) and not m.decorator_list]
    if not defs:
        return []
    used: set[str] = set()
    for item in ast.walk(tree):
        if isinstance(item, ast.Name):
            used.add(item.id)
        elif isinstance(item, ast.Attribute):
            used.add(item.attr)
        elif isinstance(item, ast.Constant) and isinstance(item.value, str):
            used.update(re.findall(r"\w+", item.value))  # getattr names, __all__
    defs = [(owner, f) for owner, f in defs if f.name not in used]
    if not defs:
        return []
    others = _other_sources(ctx)
    return [(owner, f) for owner, f in defs
            if not re.search(rf"\b{re.escape(f.name)}\b", others)]


def _other_sources(ctx: EditContext) -> str:
    """The text of the project's other source files (a helper imported elsewhere is used)."""
    key = ("other_sources", ctx.path)
    text = ctx.project.memo.get(key)
    if not isinstance(text, str):
        texts = (ctx.project.text(p) for p in ctx.project.source_files() if p != ctx.path)
        text = ctx.project.memo[key] = "\n".join(t for t in texts if t)
    return text


def _in_scope(ctx: EditContext) -> set[str]:
    """Names readable at the statement: parameters and locals bound on earlier lines."""
    names = set(function_params(ctx.func))
    if ctx.func is not None:
        for node in ast.walk(ctx.func):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store) and \
                    node.lineno < ctx.line:
                names.add(node.id)
    return names


def call_unused(ctx: EditContext) -> Iterator[Edit]:
    from pytest_selfheal.engines.builtin.ops_wrap import (
        _as_argument,
        _inner_targets,
        _wrap_targets,
    )

    helpers = unused_helpers(ctx)[:LIMIT]
    if not helpers:
        return
    targets = _wrap_targets(ctx)
    inner = _inner_targets(ctx, targets)
    scope = _in_scope(ctx)
    for call, func, method in helpers:
        params = _params(func, method)
        if params is None:
            continue
        if len(params) == 1:
            for target in [*targets, *inner][:6]:
                if ctx.text(target).startswith(f"{call}("):
                    continue
                yield ctx.replace(target, f"{call}({_as_argument(ctx, target)})", OPERATOR,
                                  WRAP if target in targets else WRAP * 0.8,
                                  detail=f"{ctx.src.span(target)[0]}:{call}")
        if ctx.func is None or not all(p in scope for p in params) or \
                not starts_line(ctx, ctx.stmt):
            continue
        args = ", ".join(params)
        code = f"{call}({args})"
        if len(params) == 1 and _returns_value(func):
            code = f"{params[0]} = {code}"
        elif _returns_value(func) and not params:
            continue  # a value of nothing, thrown away
        offset, text = line_insertion(ctx, ctx.line, ctx.src.indent(ctx.line), code)
        yield Edit(OPERATOR, ctx.line, [(offset, offset, text)],
                   f"before line {ctx.line}: insert `{code}` (`{func.name}` is never called)",
                   f"{offset}:{code}", CALL)
