"""Localization for a test that hung: the loop it hung in, and what should move it.

A test stopped by a timeout points at whatever line happened to run at that moment,
usually the loop's condition or a statement in its body. An endless loop is rarely
the fault of that line: it is the statement that should change the loop's condition
and does not (`lo = mid` for `hi = mid`, a `pos += 1` missing before `continue`). So
the statements of the innermost `while` loop around the deepest project frame that
assign a variable its condition reads rank above the frame line, and the loop header
itself (where a missing update is inserted) ranks with them.

Among the edits of such an update, those that can move the loop come first: when the
value it assigns reads nothing the loop changes (`k = pi[i - 1]` inside
`while k > 0 ...`, where only `k` changes), every iteration assigns the same value
and the loop cannot end once entered. An edit that brings in a name the loop
changes (`pi[k - 1]`) can; another constant-in-the-loop value (`pi[i - 2]`) cannot.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from pytest_selfheal.engines.builtin.project import is_test_path
from pytest_selfheal.engines.builtin.srctext import parents, statements_of
from pytest_selfheal.grouping import innermost_while_at, innermost_while_holding
from pytest_selfheal.records import Failure

if TYPE_CHECKING:
    from pytest_selfheal.engines.builtin.localize import _Ranker

W_HANG = 1.1  # above a frame line (1.0): the statement that should move the hung loop
MOVES_LOOP = 3.0  # rank factor of an edit that makes a stuck update depend on the loop
STAYS_STUCK = 0.25  # rank factor of an edit that leaves it assigning the same value each time


def rank_hang(ranker: _Ranker, failure: Failure,
              stuck: tuple[str, str, tuple[int, ...]] | None = None) -> None:
    """Rank the loop the test hung in. ``stuck`` (the coverage run's stack samples:
    ``Spectrum.hangs``) names the call that never returned and the lines sampled in it,
    so the loop holding them all is the endless one; without it, the innermost loop
    around the deepest project frame of the failure (wherever the timer fired)."""
    if stuck is not None:
        path, function, lines = stuck
        info = ranker.project.get(path)
        loop = (innermost_while_holding(info.tree, lines, function)
                if info is not None else None)
        if info is not None and loop is not None:
            _rank_loop(ranker, path, loop, info.tree)
            return
    for frame in reversed(failure.project_frames()):  # the deepest project frame first
        if is_test_path(frame.path):
            continue
        info = ranker.project.get(frame.path)
        if info is None or frame.lineno not in info.owner:
            continue
        # the loop grouping found for this test (one group per hung loop)
        loop = innermost_while_at(info.tree, frame.lineno, frame.function)
        if loop is None:
            continue
        _rank_loop(ranker, frame.path, loop, info.tree)
        return


def _rank_loop(ranker: _Ranker, path: str, loop: ast.While, tree: ast.Module) -> None:
    parent_of = parents(tree)
    read = {n.id for n in ast.walk(loop.test) if isinstance(n, ast.Name)}
    ranker.add(path, loop.lineno, "hang", W_HANG, "the loop the test hung in")
    for stmt in statements_of(loop):
        if _assigns(stmt) & read:
            stuck = stuck_update(stmt, parent_of) is not None
            ranker.add(path, stmt.lineno, "hang", W_HANG * (2 if stuck else 1),
                       f"{'assigns the same value on every pass of' if stuck else 'moves'}"
                       f" the condition of the loop at line {loop.lineno}")
        elif isinstance(stmt, (ast.Continue, ast.Break)):
            ranker.add(path, stmt.lineno, "hang", W_HANG * 0.8,
                       f"leaves an iteration of the loop at line {loop.lineno}")


def _innermost_while(stmt: ast.stmt, parent_of: dict[ast.AST, ast.AST]) -> ast.While | None:
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


def stuck_update(stmt: ast.stmt, parent_of: dict[ast.AST, ast.AST]) -> set[str] | None:
    """The names the innermost `while` around stmt changes, when stmt assigns a name its
    condition reads a value computed only from names the loop never changes (a literal
    alone is a flag set, not a stuck update); else None."""
    if not isinstance(stmt, (ast.Assign, ast.AnnAssign)) or stmt.value is None:
        return None
    loop = _innermost_while(stmt, parent_of)
    if loop is None:
        return None
    read = {n.id for n in ast.walk(loop.test) if isinstance(n, ast.Name)}
    if not _assigns(stmt) & read:
        return None
    value_reads = {n.id for n in ast.walk(stmt.value) if isinstance(n, ast.Name)}
    changing = _changed_in(loop)
    return changing if value_reads and not value_reads & changing else None


def progress_factor(stmt: ast.stmt, changing: set[str], operator: str,
                    introduced: set[str], removed: set[str]) -> float:
    """For an edit of a stuck update (`stuck_update` gave the names its loop changes):
    MOVES_LOOP when the edited value reads one of them (or the edit makes it `+=`-style),
    else STAYS_STUCK."""
    value = getattr(stmt, "value", None)
    reads = {n.id for n in ast.walk(value) if isinstance(n, ast.Name)} if value else set()
    reads = (reads - removed) | introduced
    if operator == "aug-assign" or reads & changing:
        return MOVES_LOOP
    return STAYS_STUCK


def _changed_in(loop: ast.While) -> set[str]:
    """Names the loop's body rebinds or mutates (`a[j] = x` and `a.pop()` change `a`)."""
    out: set[str] = set()
    for stmt in statements_of(loop):
        targets: list[ast.expr] = []
        if isinstance(stmt, ast.Assign):
            targets = list(stmt.targets)
        elif isinstance(stmt, (ast.AugAssign, ast.AnnAssign, ast.For, ast.AsyncFor)):
            targets = [stmt.target]
        for target in targets:
            out |= _bound(target)
    for node in ast.walk(loop):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            out |= _bound(node.func.value)  # a method call may change its receiver
        elif isinstance(node, ast.NamedExpr):
            out.add(node.target.id)
    return out


def _bound(target: ast.expr) -> set[str]:
    if isinstance(target, ast.Name):
        return {target.id}
    if isinstance(target, (ast.Tuple, ast.List)):
        return set().union(*(_bound(t) for t in target.elts)) if target.elts else set()
    if isinstance(target, ast.Starred):
        return _bound(target.value)
    if isinstance(target, (ast.Subscript, ast.Attribute)):
        return _bound(target.value)
    return set()
