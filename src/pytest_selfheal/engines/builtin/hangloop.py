"""Localization for a test that hung: the loop it hung in, and what should move it.

A test stopped by a timeout points at whatever line happened to run at that moment,
usually the loop's condition or a statement in its body. An endless loop is rarely
the fault of that line: it is the statement that should change the loop's condition
and does not (`lo = mid` for `hi = mid`, a `pos += 1` missing before `continue`). So
the statements of the innermost `while` loop around the deepest project frame that
assign a variable its condition reads rank above the frame line, and the loop header
itself (where a missing update is inserted) ranks with them.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from pytest_selfheal.engines.builtin.project import is_test_path
from pytest_selfheal.engines.builtin.srctext import parents, statements_of
from pytest_selfheal.records import Failure

if TYPE_CHECKING:
    from pytest_selfheal.engines.builtin.localize import _Ranker

W_HANG = 1.1  # above a frame line (1.0): the statement that should move the hung loop


def rank_hang(ranker: _Ranker, failure: Failure) -> None:
    for frame in reversed(failure.project_frames()):  # the deepest project frame first
        if is_test_path(frame.path):
            continue
        info = ranker.project.get(frame.path)
        if info is None or frame.lineno not in info.owner:
            continue
        loop = _innermost_while(info.tree, info.owner[frame.lineno])
        if loop is None:
            continue
        read = {n.id for n in ast.walk(loop.test) if isinstance(n, ast.Name)}
        ranker.add(frame.path, loop.lineno, "hang", W_HANG, "the loop the test hung in")
        for stmt in statements_of(loop):
            if _assigns(stmt) & read:
                ranker.add(frame.path, stmt.lineno, "hang", W_HANG,
                           f"moves the condition of the loop at line {loop.lineno}")
            elif isinstance(stmt, (ast.Continue, ast.Break)):
                ranker.add(frame.path, stmt.lineno, "hang", W_HANG * 0.8,
                           f"leaves an iteration of the loop at line {loop.lineno}")
        return


def _innermost_while(tree: ast.Module, stmt: ast.stmt) -> ast.While | None:
    parent_of = parents(tree)
    cur: ast.AST | None = stmt
    while cur is not None and not isinstance(cur, (ast.FunctionDef, ast.AsyncFunctionDef)):
        if isinstance(cur, ast.While):
            return cur
        cur = parent_of.get(cur)
    return None


def _assigns(stmt: ast.stmt) -> set[str]:
    if isinstance(stmt, ast.Assign):
        return {n.id for t in stmt.targets for n in ast.walk(t) if isinstance(n, ast.Name)}
    if isinstance(stmt, (ast.AugAssign, ast.AnnAssign)) and isinstance(stmt.target, ast.Name):
        return {stmt.target.id}
    return set()
