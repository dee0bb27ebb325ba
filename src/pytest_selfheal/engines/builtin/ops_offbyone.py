"""Off-by-one: a number, a bound or a count one too high or too low.

Integer literals (first where they index or bound: `xs[1]`, `range(n + 1)`), the bounds
of `range`/`enumerate`, slices and subscripts, a count passed to a call (`m.span(n)` for
`m.span(n + 1)`), a sum or difference one off (`len(s) - pos` for `len(s) - pos - 1`,
`[0] * (high - low)`), and a copied count (`lo = pos` for `lo = pos + 1`).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import Edit, EditContext
from pytest_selfheal.engines.builtin.ops_shapes import numeric_names


def _index_context(ctx: EditContext, node: ast.AST) -> bool:
    cur: ast.AST | None = node
    while cur is not None and cur is not ctx.stmt:
        parent = ctx.parent_of.get(cur)
        if isinstance(parent, (ast.Slice, ast.Compare)):
            return True
        if isinstance(parent, ast.Subscript) and parent.slice is cur:
            return True
        if isinstance(parent, ast.Call) and _is_range(parent):
            return True
        cur = parent
    return False


def _is_range(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in (
        "range", "enumerate")


def off_by_one(ctx: EditContext) -> Iterator[Edit]:
    for node in ctx.nodes:
        if isinstance(node, ast.Constant) and type(node.value) is int:
            if isinstance(ctx.parent_of.get(node), (ast.JoinedStr, ast.FormattedValue)):
                continue
            weight = 1.0 if _index_context(ctx, node) else 0.7
            for delta in (1, -1):
                yield ctx.replace(node, str(node.value + delta), "off-by-one", weight)
    bounds: list[ast.expr] = []
    for node in ctx.nodes:
        if isinstance(node, ast.Call) and _is_range(node):
            bounds += node.args[:2] if node.func.id == "range" else node.args[1:2]  # type: ignore[attr-defined]
        elif isinstance(node, ast.Slice):
            bounds += [b for b in (node.lower, node.upper) if b is not None]
        elif isinstance(node, ast.Subscript) and not isinstance(node.slice, (ast.Slice, ast.Tuple)):
            bounds.append(node.slice)
    weights = {id(b): 0.9 for b in bounds}
    counted = set(numeric_names(ctx)) | _loop_counters(ctx) | _count_names(ctx)
    for node in ctx.nodes:  # `m.span(n)` for `m.span(n + 1)`: a count passed one short
        if isinstance(node, ast.Call) and not _is_range(node):
            for arg in node.args[:3]:
                if id(arg) in weights:
                    continue
                if isinstance(arg, ast.Name) and arg.id in counted or _is_len(arg):
                    bounds.append(arg)
                    weights[id(arg)] = 0.6
    for bound in bounds:
        if isinstance(bound, ast.Constant) or isinstance(
                bound, (ast.BoolOp, ast.IfExp, ast.Lambda, ast.NamedExpr, ast.Compare)):
            continue
        if (isinstance(bound, ast.BinOp) and isinstance(bound.op, (ast.Add, ast.Sub))
                and isinstance(bound.right, ast.Constant) and bound.right.value == 1):
            yield ctx.replace(bound, ctx.text(bound.left), "off-by-one", 0.9)
            continue
        text = ctx.text(bound)
        yield ctx.replace(bound, f"{text} + 1", "off-by-one", weights[id(bound)])
        yield ctx.replace(bound, f"{text} - 1", "off-by-one", weights[id(bound)])
    yield from _value_one_off(ctx, {id(b) for b in bounds})
    yield from _compared_one_off(ctx, {id(b) for b in bounds})


COMPARED = 0.7  # `i >= window` for `i >= window - 1`
# the one shift per order a change of the operator cannot write (`i >= n + 1` is `i > n`)
_SHIFT = {ast.GtE: "-", ast.Gt: "+", ast.LtE: "+", ast.Lt: "-"}


def _compared_one_off(ctx: EditContext, done: set[int]) -> Iterator[Edit]:
    """`if i >= window:` -> `if i >= window - 1:`: the bound a position is compared with,
    one off. Only the shift that no other comparison operator writes; not a literal (the
    literal templates shift those) nor a bound already shifted by one."""
    for node in ctx.nodes:
        if not (isinstance(node, ast.Compare) and len(node.ops) == 1):
            continue
        sign = _SHIFT.get(type(node.ops[0]))
        right = node.comparators[0]
        if sign is None or id(right) in done or isinstance(right, (
                ast.Constant, ast.BoolOp, ast.IfExp, ast.Lambda, ast.Compare, ast.UnaryOp,
                ast.NamedExpr)):
            continue
        if isinstance(right, ast.BinOp) and isinstance(right.right, ast.Constant):
            continue
        yield ctx.replace(right, f"{ctx.text(right)} {sign} 1", "off-by-one", COMPARED)


_COUNTING_CALLS = frozenset({"len", "sum", "abs", "int", "round"})
_COUNTING_METHODS = frozenset({"index", "count", "find", "rfind", "rindex", "bit_length"})


def _is_len(node: ast.AST) -> bool:
    """`len(x)`: a count, the commonest one passed one off (`factorial(len(p))` for
    `factorial(len(p) - 1)`)."""
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
        node.func.id == "len"


def _count_names(ctx: EditContext) -> set[str]:
    """Names of the function that hold a count or a position: compared with an integer
    (`if k != 0`), or bound from a counting call (`len`, `sum`, `s.index(...)`, `max(range(n),
    key=...)`)."""
    out: set[str] = set()
    if ctx.func is None:
        return out
    for node in ast.walk(ctx.func):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if any(isinstance(c, ast.Constant) and type(c.value) is int for c in sides):
                out |= {c.id for c in sides if isinstance(c, ast.Name)}
        elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(
                node.targets[0], ast.Name) and _counting(node.value):
            out.add(node.targets[0].id)
    return out


def _counting(value: ast.expr) -> bool:
    if not isinstance(value, ast.Call):
        return False
    func = value.func
    if isinstance(func, ast.Attribute):
        return func.attr in _COUNTING_METHODS
    if not isinstance(func, ast.Name):
        return False
    if func.id in _COUNTING_CALLS:
        return True
    # `max(range(n), key=...)`: a position
    return func.id in ("max", "min") and bool(value.args) and _is_range(value.args[0])


def _loop_counters(ctx: EditContext) -> set[str]:
    """Names a loop or comprehension of this statement binds from `range`/`enumerate`."""
    out: set[str] = set()
    for node in ctx.nodes:
        if isinstance(node, ast.comprehension) and _is_range(node.iter):
            out |= {n.id for n in ast.walk(node.target) if isinstance(n, ast.Name)}
    return out


def _value_one_off(ctx: EditContext, done: set[int]) -> Iterator[Edit]:
    """`return len(s) - pos` -> `return len(s) - pos - 1`: a computed count one off; also
    a sum or difference inside the statement (`[0] * (high - low)`, `(i + k) % n`) and a
    copied count (`lo = pos` -> `lo = pos + 1`)."""
    value = getattr(ctx.stmt, "value", None)
    counted = isinstance(ctx.stmt, ast.Assign) and isinstance(value, ast.Name) and any(
        isinstance(t, ast.Name) and t.id in numeric_names(ctx) for t in ctx.stmt.targets)
    if counted and isinstance(value, ast.Name):
        for sign in ("+", "-"):
            yield ctx.replace(value, f"{value.id} {sign} 1", "off-by-one", 0.6)
    for node in ctx.nodes:
        if not (isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub))) or \
                isinstance(node.right, ast.Constant) or id(node) in done or isinstance(
                    ctx.parent_of.get(node), ast.BinOp) and isinstance(
                    ctx.parent_of.get(node).op, (ast.Add, ast.Sub)):  # type: ignore[union-attr]
            continue
        text = ctx.text(node)
        weight = 0.5 if node is value else 0.4
        for sign in ("+", "-"):
            yield ctx.replace(node, f"{text} {sign} 1", "off-by-one", weight)
