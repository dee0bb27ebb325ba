"""Syntax-tree helpers shared by the cheat checks (``cheats``, ``weakened_tests``)."""

from __future__ import annotations

import ast


class _Nothing:
    """Not a literal (None is one)."""


NOTHING = _Nothing()


def parse(text: str) -> ast.Module | None:
    try:
        return ast.parse(text)
    except (SyntaxError, ValueError):
        return None


def literal(node: ast.AST) -> object:
    if not isinstance(node, (ast.Constant, ast.List, ast.Tuple, ast.Set, ast.Dict, ast.UnaryOp)):
        return NOTHING
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return NOTHING


Func = ast.FunctionDef | ast.AsyncFunctionDef


def functions(tree: ast.AST, prefix: str = "") -> dict[str, Func]:
    out: dict[str, Func] = {}
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            out[prefix + node.name] = node
            out.update(functions(node, prefix + node.name + "."))
        elif isinstance(node, ast.ClassDef):
            out.update(functions(node, prefix + node.name + "."))
    return out


def call_name(node: ast.Call) -> str:
    parts: list[str] = []
    cur: ast.expr = node.func
    while isinstance(cur, ast.Attribute):
        parts.append(cur.attr)
        cur = cur.value
    if isinstance(cur, ast.Name):
        parts.append(cur.id)
    return ".".join(reversed(parts))
