"""Columns: the argument of one call in a series that reads less than its siblings do.

Calls of one function written as a series pass, position by position, arguments built
alike: `k1 = f(t, y)`, `k2 = f(h / 2, ...)`, `k3 = f(t + h / 2, ...)`, `k4 = f(t + h,
...)`. When every other call of the series passes at one position an argument that reads
a name (`t`) and one call's argument there does not, that argument most likely lost a
term: `h / 2` for `t + h / 2`. The spectrum cannot tell the calls' lines apart (they all
run), so such a statement ranks higher (the "column" part of localization), and the
`column-argument` template (ops_columns) writes the argument as its siblings are built.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pytest_selfheal.engines.builtin.srctext import own_nodes

if TYPE_CHECKING:
    from pytest_selfheal.engines.builtin.localize import _Ranker

W_COLUMN = 0.5  # like a copied line's deviation (copies.W_COPY)
MIN_SERIES = 3  # calls of one function: with two, either could be the odd one
MAX_SERIES = 12  # beyond this the calls are not one series written together


@dataclass(frozen=True)
class OddArgument:
    """`arg` (of `call`, at `position`) reads none of `missing`, which every sibling's
    argument at that position reads; `siblings` are those arguments."""

    call: ast.Call
    first: bool  # the series' first call, in source order: its seed, often written plainly
    position: int
    arg: ast.expr
    missing: frozenset[str]
    siblings: tuple[ast.expr, ...]


def _names(node: ast.AST) -> set[str]:
    """The names an argument reads as values (not the functions it calls)."""
    called = {id(n.func) for n in ast.walk(node) if isinstance(n, ast.Call)}
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and id(n) not in called}


def holds(outer: ast.AST, inner: ast.AST) -> bool:
    """True when `inner` is a proper part of `outer` (`h / 2` of `t + h / 2`)."""
    want = ast.dump(inner)
    return any(ast.dump(n) == want for n in ast.walk(outer) if n is not outer)


def shaped(sibling: ast.expr, missing: frozenset[str]) -> tuple[str, bool] | None:
    """`(name, left)` when the sibling is a binary operation with one operand a missing
    name (`t + h`: `("t", True)`), the shape the odd argument takes with that name."""
    if not isinstance(sibling, ast.BinOp):
        return None
    if isinstance(sibling.left, ast.Name) and sibling.left.id in missing:
        return sibling.left.id, True
    if isinstance(sibling.right, ast.Name) and sibling.right.id in missing:
        return sibling.right.id, False
    return None


def _series(func: ast.AST) -> list[list[ast.Call]]:
    """The calls of the function grouped by callee text and argument count."""
    groups: dict[tuple[str, int], list[ast.Call]] = {}
    for node in ast.walk(func):
        if isinstance(node, ast.Call) and node.args and not node.keywords and \
                not any(isinstance(a, ast.Starred) for a in node.args) and \
                isinstance(node.func, (ast.Name, ast.Attribute)):
            groups.setdefault((ast.dump(node.func), len(node.args)), []).append(node)
    return [calls for calls in groups.values() if MIN_SERIES <= len(calls) <= MAX_SERIES]


def odd_arguments(func: ast.AST | None) -> list[OddArgument]:
    """Every argument of the function's call series that lacks a name all its siblings
    at the same position read, when a sibling there holds it whole or is that name combined
    with an operand (the shape it lost); the siblings must not be one text copied."""
    if func is None:
        return []
    out: list[OddArgument] = []
    for calls in _series(func):
        calls.sort(key=lambda c: (c.lineno, c.col_offset))
        for position in range(len(calls[0].args)):
            args = [c.args[position] for c in calls]
            reads = [_names(a) for a in args]
            for i, (call, arg) in enumerate(zip(calls, args, strict=True)):
                others = [r for j, r in enumerate(reads) if j != i]
                common = set.intersection(*others) - reads[i]
                if not common or not reads[i]:
                    continue  # nothing lost, or a constant in a series of names
                siblings = tuple(a for j, a in enumerate(args) if j != i)
                if len({ast.dump(a) for a in siblings}) < 2:
                    continue  # the siblings are one text copied: no shape to follow
                missing = frozenset(common)
                if not any(holds(s, arg) or shaped(s, missing) for s in siblings):
                    continue  # no sibling says how the argument was built
                out.append(OddArgument(call, i == 0, position, arg, missing, siblings))
    return out


def odd_in(stmt: ast.stmt, func: ast.AST | None) -> list[OddArgument]:
    """The odd arguments of calls the statement itself makes (not its nested blocks)."""
    mine = {id(n) for n in own_nodes(stmt)} | {id(stmt)}
    return [odd for odd in odd_arguments(func) if id(odd.call) in mine]


def rank_columns(ranker: _Ranker) -> None:
    """The column part for the statements with evidence that make an odd call."""
    for path, line, stmt, found in ranker.in_functions(odd_arguments):
        mine = {id(n) for n in own_nodes(stmt)} | {id(stmt)}
        odd = [o for o in found if id(o.call) in mine and not o.first]
        if odd:
            names = ", ".join(sorted(odd[0].missing))
            ranker.add(path, line, "column", W_COLUMN,
                       f"one call of a series passes an argument without {names}")
