"""``carry-value``: a value set before a loop, read after it, that the loop never moves.

`start = i`, then `while stack and ...: index, height = stack.pop(); ...`, then
`stack.append((start, h))`: the loop pops what it passes over, but `start` still holds
its value from before the loop, where the algorithm carries it back (`start = index`).
For a loop of the suspect (the loop itself or a statement of its body), each local bound
right before the loop and read after it, but never stored inside it, is offered an
update at the end of the loop's body from a name the body binds.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import Edit, EditContext, block_of, line_insertion

OPERATOR = "carry-value"
LIMIT = 6
BEFORE = 3  # statements before the loop searched for the carried value


def carry_value(ctx: EditContext) -> Iterator[Edit]:
    if ctx.func is None:
        return
    loop = _loop_of(ctx)
    if loop is None or not loop.body:
        return
    block = block_of(ctx, loop)
    if block is None:
        return
    at = next(i for i, s in enumerate(block) if s is loop)
    stored_in = _stores(loop)
    read_after = {n.id for s in block[at + 1:] for n in ast.walk(s)
                  if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
    body_names = [n for n in _bound_in(loop.body) if n not in ("_",)]
    count = 0
    last = loop.body[-1]
    indent = ctx.src.indent(last.lineno)
    for stmt in reversed(block[max(0, at - BEFORE):at]):
        if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
                and isinstance(stmt.targets[0], ast.Name)):
            continue
        carried = stmt.targets[0].id
        if carried in stored_in or carried not in read_after:
            continue
        for name in body_names:
            if name == carried or count >= LIMIT:
                continue
            count += 1
            code = f"{carried} = {name}"
            offset, new = line_insertion(ctx, (last.end_lineno or last.lineno) + 1, indent,
                                         code)
            yield Edit(OPERATOR, ctx.line, [(offset, offset, new)],
                       f"end of the loop at line {loop.lineno}: insert `{code}` (`{carried}` "
                       "is read after the loop, which never moves it)", f"{offset}:{code}",
                       1.0 if count == 1 else 0.7)


def _loop_of(ctx: EditContext) -> ast.While | ast.For | None:
    node: ast.AST | None = ctx.stmt
    for _ in range(2):  # the loop itself, or a statement of its body
        if isinstance(node, (ast.While, ast.For)):
            return node
        node = ctx.parent_of.get(node) if node is not None else None
    return None


def _stores(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)
            and isinstance(n.ctx, ast.Store)}


def _bound_in(body: list[ast.stmt]) -> list[str]:
    """Names the body binds by assignment, in order (unpacked ones too)."""
    out: list[str] = []
    for stmt in body:
        if isinstance(stmt, ast.Assign):
            for target in stmt.targets:
                out += [n.id for n in ast.walk(target) if isinstance(n, ast.Name)]
    return list(dict.fromkeys(out))
