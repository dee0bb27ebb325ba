"""``mark-saved``: a backtracking mark lost between a save and its restore.

`letter = board[r][c]` ... `board[r][c] = letter`: a cell saved and put back, but never
changed in between, is the trace of a lost mark (`board[r][c] = USED`, `seen[v] = True`)
that keeps a search from visiting the cell again. At the save or the restore, the
template inserts a mark right after the save: the module's constants first (a sentinel
such as `USED = "#"`), then the usual ones (`None`, `True`, `False`, `0`, `""`).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import Edit, EditContext, starts_line, walk_own
from pytest_selfheal.engines.builtin.ops_donors import _insert_near

OPERATOR = "mark-saved"
LIMIT = 6
_COMMON = ("None", "True", "False", "0", '""')


def mark_saved(ctx: EditContext) -> Iterator[Edit]:
    stmt, func = ctx.stmt, ctx.func
    if func is None or not isinstance(stmt, ast.Assign) or not starts_line(ctx, stmt):
        return
    for save, place in _pairs(func):
        if stmt is not save and not _restores(stmt, save):
            continue
        count = 0
        for value, weight in _marks(ctx):
            if count >= LIMIT:
                return
            count += 1
            yield from _insert_near(ctx, save, f"{place} = {value}", OPERATOR, weight,
                                    f"`{place}` is saved and restored but never changed")
        return


def _pairs(func: ast.AST) -> Iterator[tuple[ast.Assign, str]]:
    """(save, saved place) for `s = place` ... `place = s` with no store to `place` between."""
    assigns = sorted((n for n in walk_own(func) if isinstance(n, ast.Assign)
                      and len(n.targets) == 1), key=lambda n: (n.lineno, n.col_offset))
    for i, save in enumerate(assigns):
        if not (isinstance(save.targets[0], ast.Name)
                and isinstance(save.value, (ast.Subscript, ast.Attribute))):
            continue
        place = ast.unparse(save.value)
        for later in assigns[i + 1:]:
            if ast.unparse(later.targets[0]) != place:
                continue
            if _restores(later, save):
                yield save, ast.unparse(save.value)
            break  # the first store to the place decides


def _restores(stmt: ast.stmt, save: ast.Assign) -> bool:
    return isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and \
        ast.unparse(stmt.targets[0]) == ast.unparse(save.value) and \
        isinstance(stmt.value, ast.Name) and isinstance(save.targets[0], ast.Name) and \
        stmt.value.id == save.targets[0].id


def _marks(ctx: EditContext) -> list[tuple[str, float]]:
    constants = [t.id for n in ctx.info.tree.body if isinstance(n, ast.Assign)
                 for t in n.targets if isinstance(t, ast.Name) and t.id.isupper()
                 and isinstance(n.value, ast.Constant)]
    out = [(c, 1.0) for c in constants[:3]]
    return out + [(c, 0.6) for c in _COMMON]
