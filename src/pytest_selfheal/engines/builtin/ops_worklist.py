"""A worklist loop that never takes its item out: the lost `remaining.remove(v)`.

`while remaining: v = max(remaining, key=...); ...` runs until `remaining` is empty,
and nothing in its body ever shrinks it: the statement that took `v` out was lost, and
the loop picks the same `v` forever. For a loop whose condition tests a container
(`while todo:`, `while queue and ...`, `while len(stack) > 0`) that its body never
shrinks (no `.pop`, `.popleft`, `.remove`, `.discard`, `.clear`, `del`, reassignment,
nor a call of the project's own that is handed the container), each local the body
binds from that container gets the step that takes it out, right after it is bound:

- `v = todo[0]` -> `todo.pop(0)` (`todo.popleft()` for a deque), `v = todo[-1]` ->
  `todo.pop()`;
- any other value read from it (`max(remaining, ...)`, `next(iter(todo))`, a loop over
  it) -> `remaining.remove(v)`, then `remaining.discard(v)`.

These are `loop-progress` edits: the hang localization boosts them at the stuck loop.
"""

from __future__ import annotations

import ast
import builtins
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import Edit, EditContext, line_insertion, walk_own
from pytest_selfheal.engines.builtin.srctext import plain_target

OPERATOR = "loop-progress"
REMOVE = 1.0
DISCARD = 0.8
POP = 1.0
_SHRINK = {"pop", "popleft", "popitem", "remove", "discard", "clear"}


def worklist_updates(ctx: EditContext, loop: ast.While) -> Iterator[Edit]:
    for var in _tested_containers(loop.test):
        if _shrinks(loop.body, var):
            continue
        deque = _is_deque(ctx, var)
        for stmt in _body_statements(loop):
            if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
                    and isinstance(stmt.targets[0], ast.Name) and stmt.targets[0].id != var
                    and _reads(stmt.value, var)):
                continue
            item = stmt.targets[0].id
            for code, weight in _steps(stmt.value, var, item, deque):
                indent = ctx.src.indent(stmt.lineno)
                end = stmt.end_lineno or stmt.lineno
                offset, new = line_insertion(ctx, end + 1, indent, code)
                yield Edit(OPERATOR, ctx.line, [(offset, offset, new)],
                           f"after line {end}: insert `{code}` (the worklist `{var}` never "
                           "shrinks)", f"{offset}:{code}", weight)


def _tested_containers(test: ast.expr) -> list[str]:
    """Names the condition tests for emptiness: `x`, `not x` parts of `and`/`or`,
    `len(x)`, `len(x) > 0`, `len(x) != 0`."""
    parts = test.values if isinstance(test, ast.BoolOp) else [test]
    out: list[str] = []
    for part in parts:
        if _plain(part):
            out.append(ast.unparse(part))
        elif _is_len(part):
            out.append(ast.unparse(part.args[0]))  # type: ignore[attr-defined]
        elif isinstance(part, ast.Compare) and len(part.ops) == 1 and _is_len(part.left) and \
                isinstance(part.comparators[0], ast.Constant) and part.comparators[0].value == 0:
            out.append(ast.unparse(part.left.args[0]))  # type: ignore[attr-defined]
    return list(dict.fromkeys(out))


def _plain(node: ast.AST) -> bool:
    """`todo` or `self._queue`."""
    return plain_target(node) is not None


def _is_len(node: ast.expr) -> bool:
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id == "len" and len(node.args) == 1 and _plain(node.args[0]))


def _shrinks(body: list[ast.stmt], var: str) -> bool:
    for stmt in body:
        for node in ast.walk(stmt):
            if isinstance(node, ast.Call):
                func = node.func
                if isinstance(func, ast.Attribute) and _is_name(func.value, var) and \
                        func.attr in _SHRINK:
                    return True
                if not (isinstance(func, ast.Name) and hasattr(builtins, func.id)) and any(
                        _is_name(a, var) for a in node.args):
                    return True  # handed to code that may take items out
            elif isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Delete)):
                targets = node.targets if isinstance(node, (ast.Assign, ast.Delete)) \
                    else [node.target]
                for target in targets:
                    base = target.value if isinstance(target, ast.Subscript) else target
                    if _is_name(base, var):
                        return True
    return False


def _body_statements(loop: ast.While) -> Iterator[ast.stmt]:
    for node in walk_own(loop):
        if isinstance(node, ast.stmt) and node is not loop:
            yield node


def _reads(value: ast.expr, var: str) -> bool:
    return any(_is_name(n, var) for n in ast.walk(value))


def _is_name(node: ast.AST, var: str) -> bool:
    """`node` is the container `var` (a local, or a field of `self`)."""
    return _plain(node) and ast.unparse(node) == var


def _steps(value: ast.expr, var: str, item: str, deque: bool) -> list[tuple[str, float]]:
    if isinstance(value, ast.Subscript) and _is_name(value.value, var) and \
            isinstance(value.slice, (ast.Constant, ast.UnaryOp)):
        index = ast.literal_eval(value.slice) if _is_int(value.slice) else None
        if index == 0:
            return [(f"{var}.popleft()" if deque else f"{var}.pop(0)", POP)]
        if index == -1:
            return [(f"{var}.pop()", POP)]
        return []
    return [(f"{var}.remove({item})", REMOVE), (f"{var}.discard({item})", DISCARD)]


def _is_int(node: ast.expr) -> bool:
    try:
        return type(ast.literal_eval(node)) is int
    except ValueError:
        return False


def _is_deque(ctx: EditContext, var: str) -> bool:
    """`var` is bound from `deque(...)` in the function (a field of `self`: anywhere in
    the module)."""
    if ctx.func is None:
        return False
    scope = ast.walk(ctx.info.tree) if var.startswith("self.") else walk_own(ctx.func)
    for node in scope:
        if isinstance(node, ast.Assign) and any(_is_name(t, var) for t in node.targets) and \
                isinstance(node.value, ast.Call):
            func = node.value.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name == "deque":
                return True
    return False
