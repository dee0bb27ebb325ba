"""``use-dead-store``: a value computed for nothing, put back into the state it left.

`oldest = self._window.popleft()` and nothing reads `oldest`: the statement that should
use it was lost. The commonest lost use is the inverse of an update the function makes:
`self._total += value` adds what comes in, so `self._total -= oldest` takes out what
goes. For a suspect that binds a local nothing reads, each augmented update of the
function (`target op= value`) is offered after it with the dead local as its value,
the inverse operator first. So is each one-argument fill of a container the function
makes elsewhere (`node.children.append(text)` beside `child = self.element()` and
nothing reads `child`): `node.children.append(child)`.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    dead_locals,
    starts_line,
    walk_own,
)
from pytest_selfheal.engines.builtin.ops_donors import _insert_near

OPERATOR = "use-dead-store"
LIMIT = 6  # edits per statement
_INVERSE = {ast.Add: "-=", ast.Sub: "+=", ast.Mult: "/=", ast.Div: "*=", ast.BitOr: "^=",
            ast.BitXor: "^="}
_FILLS = ("append", "appendleft", "add", "put", "push")  # a container's one-item fills
_SAME = {ast.Add: "+=", ast.Sub: "-=", ast.Mult: "*=", ast.Div: "/=", ast.BitOr: "|=",
         ast.BitXor: "^="}


def use_dead_store(ctx: EditContext) -> Iterator[Edit]:
    stmt, func = ctx.stmt, ctx.func
    if func is None or not isinstance(stmt, ast.Assign) or len(stmt.targets) != 1 or \
            not isinstance(stmt.targets[0], ast.Name) or not starts_line(ctx, stmt):
        return
    dead = stmt.targets[0].id
    if dead not in dead_locals(func):
        return
    count = 0
    seen: set[str] = set()
    for node in walk_own(func):
        if not isinstance(node, ast.AugAssign) or type(node.op) not in _SAME or \
                isinstance(node.value, ast.Constant) or node is stmt:
            continue
        target = ast.unparse(node.target)
        if dead in {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}:
            continue
        for op, weight in ((_INVERSE[type(node.op)], 1.0), (_SAME[type(node.op)], 0.5)):
            code = f"{target} {op} {dead}"
            if code in seen or count >= LIMIT:
                continue
            seen.add(code)
            count += 1
            yield from _insert_near(ctx, stmt, code, OPERATOR, weight,
                                    f"`{dead}` is computed and never read")
    for node in walk_own(func):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute) or \
                node.func.attr not in _FILLS or len(node.args) != 1 or node.keywords:
            continue
        if dead in {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}:
            continue
        code = f"{ast.unparse(node.func)}({dead})"
        if code in seen or count >= LIMIT:
            continue
        seen.add(code)
        count += 1
        yield from _insert_near(ctx, stmt, code, OPERATOR, 0.8,
                                f"`{dead}` is computed and never read")
