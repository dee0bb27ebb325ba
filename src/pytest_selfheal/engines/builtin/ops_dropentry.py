"""``drop-entry``: an object taken out of a structure while a mapping keeps its entry.

A class indexes its objects in a mapping (`self._nodes[key] = node`) and takes them out
of another structure through a helper (`self._unlink(node)`). One method drops the entry
as it unlinks (`node = self._nodes.pop(key)`, then `self._unlink(node)`); another unlinks
(`self._unlink(victim)`) and forgets the entry, so the mapping keeps a key whose object
is gone: an LRU cache's eviction that never frees its slot, a graph's vertex removed
from the adjacency but not from the index. The removal goes right after that call:
`del self._nodes[victim.key]`, the key read from the object's field named like the key
the other method drops (a field some class of the module sets: `self.key = key`).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    line_insertion,
    starts_line,
    walk_own,
)

OPERATOR = "drop-entry"


def drop_entry(ctx: EditContext) -> Iterator[Edit]:
    stmt, func = ctx.stmt, ctx.func
    cls = ctx.parent_of.get(func) if func is not None else None
    if not (isinstance(stmt, ast.Expr) and isinstance(cls, ast.ClassDef)
            and starts_line(ctx, stmt) and func is not None):
        return
    helper = _self_call(stmt.value)
    if helper is None or len(stmt.value.args) != 1 or not isinstance(  # type: ignore[attr-defined]
            stmt.value.args[0], ast.Name):  # type: ignore[attr-defined]
        return
    obj = stmt.value.args[0].id  # type: ignore[attr-defined]
    dropped_here = {table for table, _ in _drops(func)}
    memo_key = ("self-fields", ctx.path)  # once per module
    if memo_key not in ctx.project.memo:
        ctx.project.memo[memo_key] = _fields(ctx.info.tree)
    fields: set[str] = ctx.project.memo[memo_key]  # type: ignore[assignment]
    seen: set[str] = set()
    for method in cls.body:
        if method is func or not isinstance(method, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        if not any(isinstance(n, ast.Call) and _self_call(n) == helper for n in walk_own(method)):
            continue
        for table, key in _drops(method):
            if table in dropped_here or key not in fields or table in seen:
                continue
            seen.add(table)
            indent = ctx.src.indent(stmt.lineno)
            line = (stmt.end_lineno or stmt.lineno) + 1
            for text, weight in ((f"del self.{table}[{obj}.{key}]", 1.0),
                                 (f"self.{table}.pop({obj}.{key}, None)", 0.6)):
                offset, new = line_insertion(ctx, line, indent, text)
                yield Edit(OPERATOR, ctx.line, [(offset, offset, new)],
                           f"after line {stmt.lineno}: insert `{text}` (`{method.name}` "
                           f"drops the entry as it calls `{helper}`)", f"{offset}:{text}",
                           weight)


def _self_call(node: ast.expr) -> str | None:
    """`name` of a call `self.name(...)`."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and isinstance(
            node.func.value, ast.Name) and node.func.value.id == "self":
        return node.func.attr
    return None


def _drops(func: ast.AST) -> list[tuple[str, str]]:
    """(table, key name) of `del self.table[key]` and `self.table.pop(key...)`."""
    out: list[tuple[str, str]] = []
    for node in walk_own(func):
        if isinstance(node, ast.Delete):
            for target in node.targets:
                if isinstance(target, ast.Subscript) and _self_field(target.value) and \
                        isinstance(target.slice, ast.Name):
                    out.append((target.value.attr, target.slice.id))  # type: ignore[attr-defined]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                node.func.attr == "pop" and _self_field(node.func.value) and node.args and \
                isinstance(node.args[0], ast.Name):
            out.append((node.func.value.attr, node.args[0].id))  # type: ignore[attr-defined]
    return out


def _self_field(node: ast.expr) -> bool:
    return isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and \
        node.value.id == "self"


def _fields(tree: ast.Module) -> set[str]:
    """Fields some class of the module sets on `self`."""
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store) and \
                isinstance(node.value, ast.Name) and node.value.id == "self":
            out.add(node.attr)
    return out
