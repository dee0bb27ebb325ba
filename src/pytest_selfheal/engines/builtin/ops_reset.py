"""``reset-after-use``: a buffer consumed inside a loop and never started again.

`field = []` before the loop, `field.append(ch)` in it, and `fields.append("".join(field))`
when a delimiter comes: the characters of the next field pile onto the last one, because
the buffer is never emptied after it is used. The same slip with a running count (`run
+= 1` ... `runs.append(run)`) or a string (`word += ch` ... `words.append(word)`). The
reset goes right after the statement that consumes the buffer, with the value the
buffer started with: `field = []`.

The buffer must be a local bound once before the loop to an empty value (`[]`, `""`, `0`,
`set()`, `{}`), grown in the loop (a method call on it, `+=`) and never bound again in
the loop; the consuming statement reads it whole (`"".join(field)`, `out.append(run)`),
not as the receiver of its own growth.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    enclosing_loop,
    line_insertion,
    starts_line,
    walk_own,
)

OPERATOR = "reset-after-use"
_GROW = {"append", "extend", "add", "update", "insert", "write"}


def reset_after_use(ctx: EditContext) -> Iterator[Edit]:
    stmt, func = ctx.stmt, ctx.func
    if func is None or not starts_line(ctx, stmt) or isinstance(stmt, (
            ast.If, ast.For, ast.While, ast.With, ast.Try, ast.FunctionDef)):
        return
    loop = enclosing_loop(ctx)
    if not isinstance(loop, (ast.For, ast.While)):
        return
    starts = _empty_before(func, loop)
    rebound = {n.id for s in loop.body for n in ast.walk(s)
               if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    grown = _grown(loop)
    for name, initial in starts.items():
        if name in rebound or name not in grown or not _consumes(stmt, name):
            continue
        code = f"{name} = {initial}"
        offset, new = line_insertion(ctx, (stmt.end_lineno or stmt.lineno) + 1,
                                     ctx.src.indent(stmt.lineno), code)
        yield Edit(OPERATOR, ctx.line, [(offset, offset, new)],
                   f"after line {stmt.lineno}: insert `{code}` (`{name}` is used there and "
                   "never started again)", f"{offset}:{code}", 1.0)


def _empty_before(func: ast.AST, loop: ast.stmt) -> dict[str, str]:
    """Locals bound to an empty value before the loop (and nowhere else before it)."""
    out: dict[str, str] = {}
    seen: set[str] = set()
    for node in walk_own(func):
        if getattr(node, "lineno", loop.lineno) >= loop.lineno:
            continue
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            value = node.value
            for target in targets:
                if not isinstance(target, ast.Name) or value is None:
                    continue
                empty = _empty(value)
                if empty is None or target.id in seen:
                    out.pop(target.id, None)  # bound to something else, or twice
                else:
                    out[target.id] = empty
                seen.add(target.id)
    return out


def _empty(value: ast.expr) -> str | None:
    if isinstance(value, ast.List) and not value.elts:
        return "[]"
    if isinstance(value, ast.Dict) and not value.keys:
        return "{}"
    if isinstance(value, ast.Constant) and value.value in ("", 0) and not isinstance(
            value.value, bool):
        return ast.unparse(value)
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id in (
            "list", "set", "dict", "str") and not value.args and not value.keywords:
        return f"{value.func.id}()"
    return None


def _grown(loop: ast.stmt) -> set[str]:
    """Names the loop grows: `name.append(...)`, `name += ...`."""
    out: set[str] = set()
    for node in ast.walk(loop):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                node.func.attr in _GROW and isinstance(node.func.value, ast.Name):
            out.add(node.func.value.id)
        elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name) and \
                isinstance(node.op, ast.Add):
            out.add(node.target.id)
    return out


def _consumes(stmt: ast.stmt, name: str) -> bool:
    """The statement reads `name` whole, not as the receiver of a method call and not as
    the target of its own growth."""
    receivers = {id(n.func.value) for n in ast.walk(stmt) if isinstance(n, ast.Call)
                 and isinstance(n.func, ast.Attribute)}
    if isinstance(stmt, ast.AugAssign) and isinstance(stmt.target, ast.Name) and \
            stmt.target.id == name:
        return False
    return any(isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Load)
               and id(n) not in receivers for n in ast.walk(stmt))
