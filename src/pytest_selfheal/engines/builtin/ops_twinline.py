"""A line copied from its neighbour and adapted only in part (``twin-line``).

Pairs of lines written alike are written by copying: `dist_left = abs(x - F(*left))`
then `dist_right = ...`, `graph[node(-a)].append(node(b))` then its mirror for `b`. The
copy is the commonest place for a wrong name: the author renames the target but not the
value (`dist_right = abs(x - F(*left))`), or swaps one name of a pair and not the other
(`graph[node(-b)].append(node(b))`). For a statement shaped exactly like the one before
or after it (the same tree with other names), two adaptations are offered:

- **finish the rename**: the names that differ say what the copy was for (`dist_left` ->
  `dist_right`: `left` -> `right`); a name of the copy that is the old part is renamed to
  the new one;
- **finish the swap**: one name of the neighbour changed into another that the neighbour
  also reads (`a` -> `b` while `b` stays): the copy was the neighbour with the two
  swapped (`graph[node(-b)].append(node(a))`).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    block_of,
    function_params,
    starts_line,
)

OPERATOR = "twin-line"
_NAME = re.compile(r"Name\(id='\w+'")
# a constant's value in an AST dump: a quoted string (escapes included) or a bare literal
_CONSTANT = re.compile(r"""Constant\(value=(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|[^,)]*)""")
_SIMPLE = (ast.Assign, ast.AugAssign, ast.Expr, ast.AnnAssign, ast.Return)


def twin_line(ctx: EditContext) -> Iterator[Edit]:
    stmt = ctx.stmt
    if not isinstance(stmt, _SIMPLE) or not starts_line(ctx, stmt):
        return
    block = block_of(ctx, stmt) or []
    if stmt not in block:
        return
    at = block.index(stmt)
    seen: set[str] = set()
    for other in [block[i] for i in (at - 1, at + 1) if 0 <= i < len(block)]:
        if not isinstance(other, type(stmt)) or _shape(other) != _shape(stmt):
            continue
        mine, theirs = _names(stmt), _names(other)
        if len(mine) != len(theirs):
            continue
        changed = [(t.id, m) for m, t in zip(mine, theirs, strict=True) if m.id != t.id]
        scope = _scope(ctx)
        for new_names, why in (*_finish_rename(changed, mine), *_finish_swap(changed, mine,
                                                                            theirs),
                               *_finish_affix(changed, mine, scope)):
            edit = _rename(ctx, new_names, why)
            if edit is not None and edit.detail not in seen:
                seen.add(edit.detail)
                yield edit
    for new_names, why in _finish_run(block, at):
        edit = _rename(ctx, new_names, why)
        if edit is not None and edit.detail not in seen:
            seen.add(edit.detail)
            yield edit


RUN = (2, 3, 4)  # lengths of a run of statements copied right after itself


def _finish_run(block: list[ast.stmt], at: int) -> Iterator[tuple[dict[int, str], str]]:
    """`i = slot(0, key); entry = t[0][i]; ...` then `j = slot(1, key); entry = t[1][i]`:
    a run of statements written again right after itself with names replaced (`i` ->
    `j`), where this statement kept an old name its copy elsewhere in the run replaced.
    The replacements are read off the run's other pairs of statements; constants may
    differ too (`0` -> `1`)."""
    stmt = block[at]
    for d in RUN:
        if at - d < 0 or _loose(block[at - d]) != _loose(stmt):
            continue
        mapping: dict[str, str] = {}
        clash = False
        for i in range(max(0, at - 2 * d + 1), min(len(block) - d, at + d)):
            if i + d == at or i == at or _loose(block[i]) != _loose(block[i + d]):
                continue
            for x, y in zip(_names(block[i]), _names(block[i + d]), strict=True):
                if x.id != y.id:
                    clash |= mapping.setdefault(x.id, y.id) != y.id
        if clash or not mapping:
            continue
        theirs, mine = _names(block[at - d]), _names(stmt)
        renames = {id(m): mapping[t.id] for t, m in zip(theirs, mine, strict=True)
                   if t.id == m.id and t.id in mapping}
        if renames:
            pairs = ", ".join(f"`{k}` -> `{v}`" for k, v in mapping.items())
            yield renames, (f"copied from the statement {d} before it with {pairs}, "
                            f"one old name kept")


def _loose(stmt: ast.stmt) -> str:
    """The statement's tree with every plain name and constant blanked."""
    return _CONSTANT.sub("Constant(value=", _shape(stmt))


def _finish_rename(changed: list[tuple[str, ast.Name]], mine: list[ast.Name]
                   ) -> Iterator[tuple[dict[int, str], str]]:
    """`dist_left` -> `dist_right` in the target: `left` in the value becomes `right`."""
    for old, new_node in changed:
        new = new_node.id
        for part_old, part_new in _parts(old, new):
            renames = {id(n): part_new for n in mine if n.id == part_old}
            if renames:
                yield renames, f"`{old}` became `{new}`: `{part_old}` -> `{part_new}`"


def _finish_affix(changed: list[tuple[str, ast.Name]], mine: list[ast.Name], scope: set[str]
                  ) -> Iterator[tuple[dict[int, str], str]]:
    """`r += dr` then `c += dr`: the target `r` became `c`, so the value's `dr` (the old
    name with a prefix or suffix) becomes `dc` when that name is in scope."""
    for old, new_node in changed:
        new = new_node.id
        renames: dict[int, str] = {}
        for n in mine:
            if n is new_node or n.id in (old, new) or len(n.id) <= len(old):
                continue
            for swapped in (n.id[:-len(old)] + new if n.id.endswith(old) else None,
                            new + n.id[len(old):] if n.id.startswith(old) else None):
                if swapped and swapped in scope:
                    renames[id(n)] = swapped
                    break
        if renames:
            yield renames, f"`{old}` became `{new}`: so do the names made from it"


def _scope(ctx: EditContext) -> set[str]:
    """Parameters and locals of the suspect's function."""
    if ctx.func is None:
        return set()
    return set(function_params(ctx.func)) | {
        n.id for n in ast.walk(ctx.func) if isinstance(n, ast.Name)
        and isinstance(n.ctx, ast.Store)}


def _finish_swap(changed: list[tuple[str, ast.Name]], mine: list[ast.Name],
                 theirs: list[ast.Name]) -> Iterator[tuple[dict[int, str], str]]:
    """One name turned into another that stayed elsewhere: swap the two throughout."""
    if len({(old, n.id) for old, n in changed}) != 1:
        return
    old, new = changed[0][0], changed[0][1].id
    if not any(t.id == new and m.id == new for m, t in zip(mine, theirs, strict=True)):
        return
    renames = {id(m): (new if t.id == old else old) for m, t in zip(mine, theirs, strict=True)
               if t.id in (old, new)}
    yield renames, f"the line beside it with `{old}` and `{new}` swapped"


def _parts(old: str, new: str) -> Iterator[tuple[str, str]]:
    """`dist_left`/`dist_right` -> (`left`, `right`): the differing `_` parts."""
    a, b = old.split("_"), new.split("_")
    if len(a) != len(b) or len(a) < 2:
        return
    diff = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
    if len(diff) == 1 and diff[0][0] and diff[0][1]:
        yield diff[0]


def _rename(ctx: EditContext, renames: dict[int, str], why: str) -> Edit | None:
    spans = []
    for node in ctx.nodes:
        if isinstance(node, ast.Name) and id(node) in renames and renames[id(node)] != node.id:
            a, b = ctx.src.span(node)
            spans.append((a, b, renames[id(node)]))
    if not spans:
        return None
    detail = ";".join(f"{a}:{t}" for a, _, t in sorted(spans))
    return Edit(OPERATOR, ctx.line, sorted(spans), f"line {ctx.line}: {why}", detail, 1.0)


def _names(stmt: ast.stmt) -> list[ast.Name]:
    return sorted((n for n in ast.walk(stmt) if isinstance(n, ast.Name)),
                  key=lambda n: (n.lineno, n.col_offset))


def _shape(stmt: ast.stmt) -> str:
    """The statement's tree with every plain name blanked."""
    return _NAME.sub("Name(id=''", ast.dump(stmt))
