"""A loop whose way out waits on fields that nothing in it changes: the lost refill.

`while True: newline = self._buf.find(b"\\n"); if newline >= 0: break; if self._eof:
break; ...`: the exits test `self._buf` and `self._eof`, and the body neither assigns
them nor calls anything on `self`, so the loop that did not leave on its first pass
never will. The class has a method that moves those fields (`_fill` appends to
`self._buf` and sets `self._eof`), and the call of it was lost. For a `while` loop of a
method whose condition and exit tests (the `if`s around its `break`s and `return`s) read
fields of `self`, with no assignment of them and no call on `self` in its body, each
method of the class that assigns one of those fields and takes no argument is called
at the end of the body (a `loop-progress` edit, boosted at a hung loop).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.aliasing import MUTATORS
from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    function_params,
    line_insertion,
)

OPERATOR = "loop-progress"
CALL = 1.0
MAX_CALLS = 3
_EXITS = (ast.Break, ast.Return, ast.Raise)


def stuck_field_calls(ctx: EditContext, loop: ast.While) -> Iterator[Edit]:
    fields = _exit_fields(loop)
    if not fields or _moves_self(loop):
        return
    cls = _class_of(ctx)
    if cls is None:
        return
    movers = [m for m in cls.body if isinstance(m, ast.FunctionDef) and m is not ctx.func
              and not m.name.startswith("__") and function_params(m) == ["self"]
              and _assigns(m) & fields][:MAX_CALLS]
    last = loop.body[-1]
    end = last.end_lineno or last.lineno
    indent = ctx.src.indent(loop.body[0].lineno)
    for method in movers:
        code = f"self.{method.name}()"
        offset, new = line_insertion(ctx, end + 1, indent, code)
        moved = ", ".join(sorted(_assigns(method) & fields))
        yield Edit(OPERATOR, ctx.line, [(offset, offset, new)],
                   f"end of the loop at line {loop.lineno}: insert `{code}` (it moves "
                   f"{moved}, which the loop's exits wait on)", f"{offset}:{code}", CALL)


def _self_fields(node: ast.AST) -> set[str]:
    return {n.attr for n in ast.walk(node) if isinstance(n, ast.Attribute)
            and isinstance(n.value, ast.Name) and n.value.id == "self"}


def _exit_fields(loop: ast.While) -> set[str]:
    """Fields of `self` read by the loop's condition and by the tests of the `if`s whose
    body leaves the loop, or by the values of the locals those tests read."""
    tests = [loop.test, *(node.test for node in ast.walk(loop) if isinstance(node, ast.If)
                          and any(isinstance(s, _EXITS) for s in node.body))]
    fields: set[str] = set()
    names: set[str] = set()
    for test in tests:
        fields |= _self_fields(test)
        names |= {n.id for n in ast.walk(test) if isinstance(n, ast.Name)}
    for node in ast.walk(loop):  # `newline = self._buf.find(...)`, then `if newline >= 0`
        if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id in names for t in node.targets):
            fields |= _self_fields(node.value)
    return fields


def _moves_self(loop: ast.While) -> bool:
    """The body assigns a field of `self` or calls a method of it."""
    for stmt in loop.body:
        for node in ast.walk(stmt):
            if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                if any(_self_fields(t) for t in targets):
                    return True
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                owner = node.func.value
                if isinstance(owner, ast.Name) and owner.id == "self":
                    return True  # a method of its own may move anything
                if _self_fields(owner) and node.func.attr in MUTATORS:
                    return True  # `self._items.pop()`
    return False


def _assigns(method: ast.FunctionDef) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(method):
        if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) \
                        and target.value.id == "self":
                    out.add(target.attr)
    return out


def _class_of(ctx: EditContext) -> ast.ClassDef | None:
    node = ctx.parent_of.get(ctx.func) if ctx.func is not None else None
    return node if isinstance(node, ast.ClassDef) else None
