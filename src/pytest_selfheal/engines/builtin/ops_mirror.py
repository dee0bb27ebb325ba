"""Branches and normalizations lost whole: the other half of a symmetric case analysis.

- ``mirror-branch``: `if key < node.key: node.left = self._delete(node.left, key)` and
  then `elif node.left is None: ...`: the search goes left when the key is smaller and
  never right when it is larger. A chain of branches whose first one tests `a < b` (or
  `a > b`) and none tests the reverse gets `elif a > b:` with the first body mirrored
  (left and right, lo and hi, start and end, ... swapped), right after that body.
- ``order-pair``: `if len(a) > len(b): a, b = b, a` at the top of a function that takes
  two sequences and treats them unequally (a binary search over the shorter one, a
  merge that walks the first): the normalization that makes the first the shorter. It
  is offered for two parameters the function measures alike (`len(a)`, `len(b)`), and
  for two numbers it compares (`lo`, `hi`), at the top of the body.
- ``helper-branch``: `if key in self._protected: ... else: miss` in a class whose
  `_promote(self, key)` nothing calls, and which reads `self._probation[key]`: the
  branch for the other table was lost with the call. `elif key in self._probation:
  value = self._promote(key)` goes before the `else`, binding what the first branch
  binds.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    function_params,
    line_insertion,
)

MIRROR = "mirror-branch"
ORDER = "order-pair"
MAX_BODY = 3  # statements of a branch that is mirrored
_PAIRS = {"left": "right", "lo": "hi", "low": "high", "start": "end", "begin": "end",
          "first": "last", "head": "tail", "prev": "next", "min": "max", "smaller": "larger",
          "less": "greater", "before": "after", "up": "down", "top": "bottom",
          "lower": "upper", "minimum": "maximum", "l": "r"}
_PAIRS.update({v: k for k, v in list(_PAIRS.items()) if v != "end"})
_REVERSE = {ast.Lt: ">", ast.Gt: "<"}


def mirror_branch(ctx: EditContext) -> Iterator[Edit]:
    chain = _chain_at(ctx)
    if chain is None:
        return
    head = chain[0]
    test = head.test
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1
            and type(test.ops[0]) in _REVERSE) or not head.body or len(head.body) > MAX_BODY:
        return
    left, right = ast.unparse(test.left), ast.unparse(test.comparators[0])
    reverse = _REVERSE[type(test.ops[0])]
    for branch in chain:
        t = branch.test
        if isinstance(t, ast.Compare) and len(t.ops) == 1 and type(t.ops[0]) in _REVERSE and (
                {ast.unparse(t.left), ast.unparse(t.comparators[0])} == {left, right}):
            if branch is not head:
                return  # the other half is there
    body = _mirrored(ctx, head.body)
    if body is None:
        return
    cond = f"{left} {reverse} {right}"
    end = head.body[-1].end_lineno or head.body[-1].lineno
    offset, new = line_insertion(ctx, end + 1, ctx.src.indent(head.lineno), f"elif {cond}:")
    nl = ctx.src.newline()
    text = new + nl.join(body) + nl
    yield Edit(MIRROR, ctx.line, [(offset, offset, text)],
               f"after line {end}: insert `elif {cond}:` with the branch above mirrored",
               f"{offset}:{cond}", 1.0)


def _chain_at(ctx: EditContext) -> list[ast.If] | None:
    """The `if`/`elif` chain the suspect heads, or whose first branch holds it."""
    node: ast.AST | None = ctx.stmt
    if not isinstance(node, ast.If):
        parent = ctx.parent_of.get(node) if node is not None else None
        if not (isinstance(parent, ast.If) and node in parent.body):
            return None
        node = parent
    assert isinstance(node, ast.If)
    up = ctx.parent_of.get(node)
    if isinstance(up, ast.If) and up.orelse == [node]:
        return None  # an `elif`: the chain's head is the one to mirror
    chain = [node]
    while len(chain[-1].orelse) == 1 and isinstance(chain[-1].orelse[0], ast.If):
        chain.append(chain[-1].orelse[0])
    return chain


def _mirrored(ctx: EditContext, body: list[ast.stmt]) -> list[str] | None:
    """The body's lines with every paired name and field swapped; None when none is."""
    start = ctx.src.line_start(body[0].lineno)
    last = body[-1].end_lineno or body[-1].lineno
    stop = ctx.src.line_start(last + 1) if last < len(ctx.src.lines) else len(ctx.src.text)
    spans: list[tuple[int, int, str]] = []
    for stmt in body:
        for node in ast.walk(stmt):
            if isinstance(node, ast.Name) and node.id in _PAIRS:
                a, b = ctx.src.span(node)
                spans.append((a, b, _PAIRS[node.id]))
            elif isinstance(node, ast.Attribute) and node.attr in _PAIRS:
                b = ctx.src.span(node)[1]
                spans.append((b - len(node.attr), b, _PAIRS[node.attr]))
    if not spans:
        return None
    text = ctx.src.text[start:stop]
    for a, b, other in sorted(spans, reverse=True):
        text = text[:a - start] + other + text[b - start:]
    return text.rstrip("\r\n").splitlines()


def order_pair(ctx: EditContext) -> Iterator[Edit]:
    func = ctx.func
    if func is None or not func.body:
        return
    body = func.body
    first = body[1] if len(body) > 1 and isinstance(body[0], ast.Expr) and isinstance(
        body[0].value, ast.Constant) and isinstance(body[0].value.value, str) else body[0]
    if ctx.stmt is not first and ctx.stmt not in body[:4]:
        return
    params = [p for p in function_params(func) if p not in ("self", "cls")]
    measured = [p for p in params if any(
        isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "len"
        and len(n.args) == 1 and isinstance(n.args[0], ast.Name) and n.args[0].id == p
        for n in ast.walk(func))]
    pairs: list[tuple[str, str, str]] = []
    if len(measured) == 2:
        a, b = measured
        pairs.append((f"len({a}) > len({b})", a, b))
    for a, b in zip(params, params[1:], strict=False):
        if _PAIRS.get(a) == b and not any(
                isinstance(n, ast.Assign) and isinstance(n.targets[0], ast.Tuple)
                and {ast.unparse(e) for e in n.targets[0].elts} == {a, b}
                for n in ast.walk(func)):
            pairs.append((f"{a} > {b}", a, b))
    indent = ctx.src.indent(first.lineno)
    for cond, a, b in pairs[:2]:
        if any(isinstance(n, ast.If) and ast.unparse(n.test) == cond for n in ast.walk(func)):
            continue
        offset, new = line_insertion(ctx, first.lineno, indent, f"if {cond}:")
        nl = ctx.src.newline()
        swap = f"{indent}    {a}, {b} = {b}, {a}{nl}"
        yield Edit(ORDER, ctx.line, [(offset, offset, new + swap)],
                   f"line {first.lineno}: insert `if {cond}: {a}, {b} = {b}, {a}`",
                   f"{offset}:{cond}", 1.0)


HELPER = "helper-branch"


def helper_branch(ctx: EditContext) -> Iterator[Edit]:
    from pytest_selfheal.engines.builtin.ops_unused import unused_helpers

    chain = _chain_at(ctx)
    if chain is None or ctx.func is None:
        return
    head, last = chain[0], chain[-1]
    test = head.test
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1
            and isinstance(test.ops[0], ast.In)) or not last.orelse:
        return
    key, table = ast.unparse(test.left), ast.unparse(test.comparators[0])
    bound = [t.id for s in head.body if isinstance(s, ast.Assign) for t in s.targets
             if isinstance(t, ast.Name)]
    for call, helper, _method in unused_helpers(ctx):
        params = [a.arg for a in helper.args.args if a.arg not in ("self", "cls")]
        if len(params) != 1:
            continue
        param = params[0]
        others = {ast.unparse(n.value) for n in ast.walk(helper) if isinstance(n, ast.Subscript)
                  and ast.unparse(n.slice) == param}
        others |= {ast.unparse(n.func.value) for n in ast.walk(helper)
                   if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
                   and n.args and ast.unparse(n.args[0]) == param}
        for other in sorted(o for o in others if o != table and o.startswith(
                table.split(".")[0]))[:2]:
            cond = f"{key} in {other}"
            body = f"{bound[-1]} = {call}({key})" if bound else f"{call}({key})"
            else_line = last.orelse[0].lineno - 1  # the `else:` line
            while else_line > last.lineno and not ctx.src.lines[else_line - 1].strip(
                    ).startswith("else"):
                else_line -= 1
            indent = ctx.src.indent(head.lineno)
            offset, new = line_insertion(ctx, else_line, indent, f"elif {cond}:")
            nl = ctx.src.newline()
            text = new + f"{indent}{ctx.src.indent_unit()}{body}{nl}"
            yield Edit(HELPER, ctx.line, [(offset, offset, text)],
                       f"before line {else_line}: insert `elif {cond}: {body}` "
                       f"(`{helper.name}` is never called)", f"{offset}:{cond}", 1.0)
