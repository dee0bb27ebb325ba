"""Recurrences: a table seeded before a loop that fills it without ever reading it.

`x[-1] = d[-1]` then `for i in range(n - 2, -1, -1): x[i] = d[i] - c[i] * d[i + 1]`:
the loop skips the seeded index, which only makes sense when each step reads the one
before it (`x[i + 1]`): a recurrence (back substitution, a DP table, a prefix sum) whose
step reads another table where it should read its own. The spectrum cannot see it (every
line runs), so the filling statement ranks (the "recurrence" part of localization) and
`recurrence-read` (ops_recurrence) renames a neighbouring read (`d[i + 1]`) to the table.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pytest_selfheal.engines.builtin.localize import _Ranker

W_RECURRENCE = 0.5  # like a copied line's deviation (copies.W_COPY)


@dataclass(frozen=True)
class UnreadTable:
    """`stmt` writes `table[var]` in a loop over `var` that never reads `table`, which
    was seeded before the loop; `reads` are the statement's subscripts of other tables
    at an index off `var` by something (`d[i + 1]`), the reads that could be the table's."""

    stmt: ast.Assign
    table: str
    var: str
    reads: tuple[ast.Subscript, ...]


def _base(node: ast.AST) -> str | None:
    return node.value.id if isinstance(node, ast.Subscript) and \
        isinstance(node.value, ast.Name) else None


def _seeded(func: ast.AST, loop: ast.For, table: str) -> bool:
    """A store `table[...] = ...` before the loop, outside it."""
    for node in ast.walk(func):
        if isinstance(node, ast.Assign) and node.lineno < loop.lineno and any(
                _base(t) == table for t in node.targets):
            return True
    return False


def unread_tables(func: ast.AST | None) -> list[UnreadTable]:
    if func is None:
        return []
    out: list[UnreadTable] = []
    for loop in ast.walk(func):
        if not (isinstance(loop, ast.For) and isinstance(loop.target, ast.Name)
                and isinstance(loop.iter, ast.Call) and isinstance(loop.iter.func, ast.Name)
                and loop.iter.func.id == "range"):
            continue
        var = loop.target.id
        stored = {id(n.value) for s in loop.body for n in ast.walk(s)
                  if isinstance(n, ast.Subscript) and isinstance(n.ctx, (ast.Store, ast.Del))}
        read = {n.id for s in loop.body for n in ast.walk(s) if isinstance(n, ast.Name)
                and isinstance(n.ctx, ast.Load) and id(n) not in stored}
        for stmt in loop.body:
            if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1):
                continue
            target = stmt.targets[0]
            table = _base(target)
            if table is None or table in read or not isinstance(target, ast.Subscript) or \
                    not (isinstance(target.slice, ast.Name) and target.slice.id == var):
                continue
            if not _seeded(func, loop, table):
                continue
            reads = tuple(
                n for n in ast.walk(stmt.value) if isinstance(n, ast.Subscript)
                and _base(n) not in (None, table) and isinstance(n.slice, ast.BinOp)
                and any(isinstance(m, ast.Name) and m.id == var for m in ast.walk(n.slice)))
            if reads:
                out.append(UnreadTable(stmt, table, var, reads))
    return out


def rank_recurrences(ranker: _Ranker) -> None:
    """The recurrence part for the statements with evidence that fill an unread table."""
    for path, line, stmt, found in ranker.in_functions(unread_tables):
        for table in found:
            if table.stmt is stmt:
                ranker.add(path, line, "recurrence", W_RECURRENCE,
                           f"fills {table.table} from its seed without reading it")
