"""A block written as a copy of another lost one of the copied statements (``twin-block``).

Code that handles a first step before a loop and the rest inside it repeats the same
statements twice: cycle sort's `pos = _position(...)`, `pos = _past_equals(...)`,
`items[pos], item = item, items[pos]`, `writes += 1` come once for the cycle's start and
again in the `while` that follows it round. When one copy lacks a statement the other
has between two statements both share, the copy most likely lost it: the statements are
aligned (a longest common subsequence over their syntax trees) and each statement of the
other block's gap is offered, verbatim, at the same place in the suspect's block.

The suspect's own block is aligned with every other statement list of its function
(the ones around it too: a loop body repeats the steps before the loop). An alignment
counts when at least two statements match and they are at least half of the suspect's
block. Only gaps next to the suspect are filled, so the edit stays at the statement
localization ranked; a suspect that is a loop or `if` header fills gaps in its own body.
"""

from __future__ import annotations

import ast
import itertools
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    FuncDef,
    line_insertion,
    walk_own,
)
from pytest_selfheal.engines.builtin.srctext import block_holding

OPERATOR = "twin-block"
MIN_MATCHED = 2
MAX_GAP = 3  # statements of one gap offered; a longer gap is no lost line
ALONE = 1.0  # the gap is one statement
SHARED = 0.7  # one of a gap of two or three
JUMP = 0.5  # a statement that jumps (`continue`, `return`, ...) changes the copy's flow
TRAILING = 0.8  # the other block goes on past the last statement both share
_JUMPS = (ast.Return, ast.Continue, ast.Break, ast.Raise)


def twin_block(ctx: EditContext) -> Iterator[Edit]:
    func = ctx.func
    if func is None:
        return
    targets: list[tuple[list[ast.stmt], set[int]]] = []
    holder = block_holding(ctx.parent_of, ctx.stmt)
    if holder is not None:
        at = holder.index(ctx.stmt)
        targets.append((holder, {at, at + 1}))
    for field in ("body", "orelse"):
        own = getattr(ctx.stmt, field, None)
        if isinstance(own, list) and own and isinstance(own[0], ast.stmt):
            targets.append((own, set(range(len(own) + 1))))
    others = _blocks(func)
    seen: set[str] = set()
    for block, spots in targets:
        keys = [_key(s) for s in block]
        for other in others:
            if other is block:
                continue
            for position, stmt, weight in _gaps(keys, other):
                if position not in spots or _key(stmt) in keys or any(
                        n is block[0] for n in ast.walk(stmt)):
                    continue  # not where the suspect is, already there, or around it
                yield from _insert(ctx, block, position, stmt, weight, seen)


def _blocks(func: FuncDef) -> list[list[ast.stmt]]:
    out: list[list[ast.stmt]] = [func.body]
    for node in walk_own(func):
        for field in ("body", "orelse", "finalbody"):
            block = getattr(node, field, None)
            if isinstance(node, ast.stmt) and isinstance(block, list) and block and \
                    isinstance(block[0], ast.stmt):
                out.append(block)
    return out


def _key(stmt: ast.stmt) -> str:
    return ast.dump(stmt)


def _gaps(keys: list[str], other: list[ast.stmt]) -> Iterator[tuple[int, ast.stmt, float]]:
    """(position in the suspect's block, statement of `other`, weight) for each statement
    of `other` that falls between two aligned statements, or after the last one."""
    theirs = [_key(s) for s in other]
    pairs = _lcs(keys, theirs)
    if len(pairs) < MIN_MATCHED or 2 * len(pairs) < len(keys):
        return
    for (b1, a1), (b2, a2) in itertools.pairwise(pairs):
        if b2 == b1 + 1 and 0 < a2 - a1 - 1 <= MAX_GAP:
            gap = other[a1 + 1:a2]
            for stmt in gap:
                yield b1 + 1, stmt, _weight(stmt, len(gap))
    b_last, a_last = pairs[-1]
    if b_last == len(keys) - 1 and 0 < len(other) - a_last - 1 <= MAX_GAP:
        gap = other[a_last + 1:]
        for stmt in gap:
            yield b_last + 1, stmt, _weight(stmt, len(gap)) * TRAILING


def _weight(stmt: ast.stmt, gap: int) -> float:
    weight = ALONE if gap == 1 else SHARED
    if any(isinstance(n, _JUMPS) for n in ast.walk(stmt)):
        weight *= JUMP
    return weight


def _lcs(a: list[str], b: list[str]) -> list[tuple[int, int]]:
    """Index pairs of a longest common subsequence of `a` and `b`."""
    n, m = len(a), len(b)
    table = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            table[i][j] = table[i + 1][j + 1] + 1 if a[i] == b[j] else \
                max(table[i + 1][j], table[i][j + 1])
    pairs: list[tuple[int, int]] = []
    i = j = 0
    while i < n and j < m:
        if a[i] == b[j]:
            pairs.append((i, j))
            i, j = i + 1, j + 1
        elif table[i + 1][j] >= table[i][j + 1]:
            i += 1
        else:
            j += 1
    return pairs


def _insert(ctx: EditContext, block: list[ast.stmt], position: int, stmt: ast.stmt,
            weight: float, seen: set[str]) -> Iterator[Edit]:
    """`stmt`'s lines, re-indented, at `position` of `block`."""
    anchor = block[position] if position < len(block) else None
    line = anchor.lineno if anchor is not None else (block[-1].end_lineno or
                                                      block[-1].lineno) + 1
    indent = ctx.src.indent(block[0].lineno)
    base = len(ctx.src.indent(stmt.lineno))
    lines = [ctx.src.line(i)[base:] for i in range(stmt.lineno, (stmt.end_lineno or
                                                                  stmt.lineno) + 1)]
    text = f"{ctx.src.newline()}{indent}".join(lines)
    offset, new = line_insertion(ctx, line, indent, text)
    if f"{offset}:{text}" in seen:
        return
    seen.add(f"{offset}:{text}")
    where = f"before line {line}" if anchor is not None else f"after line {line - 1}"
    shown = " ".join(ctx.text(stmt).split())[:60]
    yield Edit(OPERATOR, ctx.line, [(offset, offset, new)],
               f"{where}: insert `{shown}` (as line {stmt.lineno} of its twin block)",
               f"{offset}:{text}", weight)
