"""``map-store``: a mapping a loop reads but nothing ever writes.

`seen = {0: 1}`, then `for x in nums: prefix += x; count += seen.get(prefix - k, 0)`:
the loop looks prefixes up in `seen` but never records one, so every lookup finds the
start value only. `last = {}` read as `last.get(ch, -1)` and `last[ch] + 1` in a loop
over `enumerate(s)` is the same slip: where each character was last seen is never
stored. The store belongs at the end of the loop's body:

- its key is the key read, when it is a plain name, or a name of the key expression
  that the loop moves (`prefix` of `prefix - k`);
- its value is a count (`seen.get(prefix, 0) + 1`) when the mapping starts with counts
  or is read with a default of 0, else the loop's index (`last[ch] = i`), else `True`.

The mapping must be a local or attribute bound to a dict display or `dict()` (and
`Counter`/`defaultdict` are left alone: they are filled by `+=`, which a template for
augmented assignments already restores).

``fill-store`` is the same slip with a list: `quot = [0] * size` (or `dp = [0] * (n +
1)`) is read or returned but nothing ever writes an element, while a loop over an index
computes a value per step (`factor = rem[shift] / lead`). The store `quot[shift] =
factor` goes right after the value is computed, else at the end of the loop's body.

``advance-cursor`` is the same slip with a table of positions: `taken = [0] * rails` is
read as `rows[row][taken[row]]` in a loop over `row`, and nothing ever moves an entry,
so every read takes the first item again. `taken[row] += 1` goes right after the
statement that reads it.

``diagonal-entry``: `reach[u][u] = True` before `for v in adj[u]: reach[u][v] = True`. A
table filled pair by pair in a loop nested in a loop over the rows often needs its
diagonal too (every vertex reaches itself, `dist[u][u] = 0`): the entry of the row with
itself goes before the inner loop, with the constant the inner loop stores (or 0 where
it stores a weight into a table of infinities).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    enclosing_loop,
    line_insertion,
    starts_line,
    walk_own,
)
from pytest_selfheal.engines.builtin.srctext import own_nodes

OPERATOR = "map-store"
LIMIT = 6


def map_store(ctx: EditContext) -> Iterator[Edit]:
    if ctx.func is None:
        return
    loop = enclosing_loop(ctx)
    if not isinstance(loop, (ast.For, ast.While)) or not loop.body:
        return
    maps = _never_stored(ctx)
    last = loop.body[-1]
    indent = ctx.src.indent(last.lineno)
    index = _index_name(loop)
    moved = _bound_in(loop)
    count = 0
    for name, starts_with_counts in maps.items():
        reads = _reads_of(ctx.nodes, name)
        if not reads:
            continue
        for key in _keys(reads, moved):
            counted = starts_with_counts or any(_default(r) == 0 for r in reads)
            values = [f"{name}.get({key}, 0) + 1"] if counted else []
            values += [index] if index and index != key else []
            values += [] if counted else ["True"]
            for rank, value in enumerate(values):
                if count >= LIMIT:
                    return
                count += 1
                code = f"{name}[{key}] = {value}"
                offset, new = line_insertion(ctx, (last.end_lineno or last.lineno) + 1,
                                             indent, code)
                yield Edit(OPERATOR, ctx.line, [(offset, offset, new)],
                           f"end of the loop at line {loop.lineno}: insert `{code}` (`{name}` "
                           "is read in the loop and never stored)", f"{offset}:{code}",
                           1.0 - 0.2 * rank)


FILL = "fill-store"


def fill_store(ctx: EditContext) -> Iterator[Edit]:
    if ctx.func is None:
        return
    loop = enclosing_loop(ctx, (ast.For,))
    if not isinstance(loop, ast.For):
        return
    index = _index_name(loop)
    if index is None:
        return
    lists = _never_filled(ctx.func)
    values = [(i, stmt.targets[0].id) for i, stmt in enumerate(loop.body)
              if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
              and isinstance(stmt.targets[0], ast.Name) and stmt.targets[0].id != index]
    count = 0
    for name in lists:
        for rank, (at, value) in enumerate(values[:3]):
            stmt = loop.body[at]
            code = f"{name}[{index}] = {value}"
            for where, line in ((f"after line {stmt.lineno}", (stmt.end_lineno or
                                                                stmt.lineno) + 1),
                                (f"end of the loop at line {loop.lineno}", (
                                    loop.body[-1].end_lineno or loop.body[-1].lineno) + 1)):
                if count >= LIMIT:
                    return
                count += 1
                offset, new = line_insertion(ctx, line, ctx.src.indent(stmt.lineno), code)
                yield Edit(FILL, ctx.line, [(offset, offset, new)],
                           f"{where}: insert `{code}` (`{name}` is never filled)",
                           f"{offset}:{code}", (1.0 - 0.2 * rank) * (
                               1.0 if where.startswith("after") else 0.8))


ADVANCE = "advance-cursor"


def advance_cursor(ctx: EditContext) -> Iterator[Edit]:
    """At the statement that reads the table, at the table's binding, or at the header of
    the loop around the read."""
    func = ctx.func
    if func is None or not starts_line(ctx, ctx.stmt):
        return
    zeros = [n for n in _never_filled(func) if _starts_at_zero(func, n)]
    if not zeros:
        return
    count = 0
    for stmt in walk_own(func):
        if not isinstance(stmt, ast.stmt) or isinstance(stmt, (ast.For, ast.While, ast.If)):
            continue
        loop = ctx.parent_of.get(stmt)
        while loop is not None and loop is not func and not isinstance(
                loop, (ast.For, ast.While)):
            loop = ctx.parent_of.get(loop)
        if not isinstance(loop, (ast.For, ast.While)):
            continue
        moved = _bound_in(loop)
        for name in zeros:
            if ctx.stmt is not stmt and ctx.stmt is not loop and not _binds_name(
                    ctx.stmt, name):
                continue
            for read in _reads_of(list(own_nodes(stmt)), name):
                key = _key_of(read)
                if not isinstance(read, ast.Subscript) or not (
                        isinstance(key, ast.Name) and key.id in moved):
                    continue
                code = f"{name}[{key.id}] += 1"
                offset, new = line_insertion(ctx, (stmt.end_lineno or stmt.lineno) + 1,
                                             ctx.src.indent(stmt.lineno), code)
                yield Edit(ADVANCE, ctx.line, [(offset, offset, new)],
                           f"after line {stmt.lineno}: insert `{code}` (`{name}` holds "
                           "positions read here and never moved)", f"{offset}:{code}", 1.0)
                count += 1
                if count >= 2:
                    return


def _binds_name(stmt: ast.stmt, name: str) -> bool:
    return isinstance(stmt, ast.Assign) and any(
        isinstance(t, ast.Name) and t.id == name for t in stmt.targets)


DIAGONAL = "diagonal-entry"


def diagonal_entry(ctx: EditContext) -> Iterator[Edit]:
    stmt = ctx.stmt
    if ctx.func is None or not isinstance(stmt, ast.Assign) or len(stmt.targets) != 1:
        return
    target = stmt.targets[0]
    if not (isinstance(target, ast.Subscript) and isinstance(target.value, ast.Subscript)
            and isinstance(target.slice, ast.Name)
            and isinstance(target.value.slice, ast.Name)):
        return
    row, col = target.value.slice.id, target.slice.id
    inner = enclosing_loop(ctx, (ast.For,))
    if not isinstance(inner, ast.For) or row == col or col not in _bound_in(inner) \
            or row in _bound_in(inner):
        return
    outer = ctx.parent_of.get(inner)
    while outer is not None and outer is not ctx.func and not isinstance(outer, ast.For):
        outer = ctx.parent_of.get(outer)
    if not isinstance(outer, ast.For) or row not in _bound_in(outer):
        return
    value = stmt.value
    if isinstance(value, ast.Constant):
        code_value = ast.unparse(value)
    elif _holds_infinity(ctx.func, ast.unparse(target.value.value)):
        code_value = "0"
    else:
        return
    table = ast.unparse(target.value.value)
    code = f"{table}[{row}][{row}] = {code_value}"
    if any(ast.unparse(n) == code for n in walk_own(ctx.func) if isinstance(n, ast.Assign)):
        return
    offset, new = line_insertion(ctx, inner.lineno, ctx.src.indent(inner.lineno), code)
    yield Edit(DIAGONAL, ctx.line, [(offset, offset, new)],
               f"before line {inner.lineno}: insert `{code}` (the diagonal of a table filled "
               "pair by pair)", f"{offset}:{code}", 1.0)


def _holds_infinity(func: ast.AST, table: str) -> bool:
    """`table` is built from `float("inf")`, `math.inf` or a name such as `INF`."""
    for node in walk_own(func):
        if isinstance(node, ast.Assign) and any(ast.unparse(t) == table for t in node.targets):
            text = ast.unparse(node.value)
            return "inf" in text.lower()
    return False


def _starts_at_zero(func: ast.AST, name: str) -> bool:
    """`name = [0] * n`: a table of positions or counts."""
    for node in walk_own(func):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(
                node.targets[0], ast.Name) and node.targets[0].id == name and isinstance(
                node.value, ast.BinOp):
            sides = (node.value.left, node.value.right)
            return any(isinstance(x, ast.List) and len(x.elts) == 1 and isinstance(
                x.elts[0], ast.Constant) and x.elts[0].value == 0
                and type(x.elts[0].value) is int for x in sides)
    return False


def _never_filled(func: ast.AST) -> list[str]:
    """Locals bound once to `[constant] * size` that nothing stores into, changes by a
    method, hands to a call made for its effect (`fill(xs)`) or binds again, and that the
    function reads."""
    made: dict[str, int] = {}
    touched: set[str] = set()
    for node in walk_own(func):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(
                node.targets[0], ast.Name):
            name = node.targets[0].id
            if name in made or not _placeholders(node.value):
                touched.add(name)
            else:
                made[name] = node.lineno
        elif isinstance(node, ast.Subscript) and isinstance(node.ctx, (ast.Store, ast.Del)):
            touched |= {n.id for n in ast.walk(node.value) if isinstance(n, ast.Name)}
        elif isinstance(node, ast.Call):
            if isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name):
                touched.add(node.func.value.id)  # `xs.append(...)`, `xs.sort()`
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            touched |= {a.id for a in node.value.args if isinstance(a, ast.Name)}  # `fill(xs)`
    read = {n.id for n in walk_own(func) if isinstance(n, ast.Name)
            and isinstance(n.ctx, ast.Load)}
    return [n for n in made if n not in touched and n in read][:2]


def _placeholders(value: ast.expr) -> bool:
    """`[0] * n`, `n * [None]`, `[Fraction(0)] * size`."""
    if not (isinstance(value, ast.BinOp) and isinstance(value.op, ast.Mult)):
        return False
    return any(isinstance(side, ast.List) and len(side.elts) == 1 and not any(
        isinstance(n, (ast.Name, ast.List)) and not isinstance(getattr(n, "ctx", None), ast.Load)
        for n in ast.walk(side.elts[0])) and not isinstance(side.elts[0], ast.List)
        for side in (value.left, value.right))


def _never_stored(ctx: EditContext) -> dict[str, bool]:
    """Names bound once to a dict display or `dict()` and never stored into, changed by
    a method or deleted from -> whether the display starts with counts (`{0: 1}`)."""
    assert ctx.func is not None
    bound: dict[str, bool] = {}
    touched: set[str] = set()
    for node in walk_own(ctx.func):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(
                node.targets[0], ast.Name):
            name, value = node.targets[0].id, node.value
            if isinstance(value, ast.Dict) or (isinstance(value, ast.Call) and isinstance(
                    value.func, ast.Name) and value.func.id == "dict" and not value.args):
                if name in bound:
                    touched.add(name)  # bound twice: a reset, not a table built once
                values = value.values if isinstance(value, ast.Dict) else []
                bound[name] = bool(values) and all(
                    isinstance(v, ast.Constant) and v.value == 1 for v in values)
            elif name in bound:
                touched.add(name)
        elif isinstance(node, ast.Subscript) and isinstance(node.ctx, (ast.Store, ast.Del)):
            if isinstance(node.value, ast.Name):
                touched.add(node.value.id)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and (
                node.func.attr in ("setdefault", "update", "pop", "popitem", "clear")
                and isinstance(node.func.value, ast.Name)):
            touched.add(node.func.value.id)
        elif isinstance(node, ast.Call) and any(
                isinstance(a, ast.Name) and a.id in bound for a in node.args):
            touched |= {a.id for a in node.args if isinstance(a, ast.Name)}  # passed on
    return {n: counts for n, counts in bound.items() if n not in touched}


def _reads_of(nodes: list[ast.AST], name: str) -> list[ast.expr]:
    """`name.get(key...)` and `name[key]` read by the statement: the key expressions'
    owners."""
    out: list[ast.expr] = []
    for node in nodes:
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and (
                node.func.attr == "get" and isinstance(node.func.value, ast.Name)
                and node.func.value.id == name and node.args):
            out.append(node)
        elif isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load) and isinstance(
                node.value, ast.Name) and node.value.id == name:
            out.append(node)
    return out


def _key_of(read: ast.expr) -> ast.expr:
    return read.args[0] if isinstance(read, ast.Call) else read.slice  # type: ignore[attr-defined]


def _default(read: ast.expr) -> object:
    if isinstance(read, ast.Call) and len(read.args) == 2 and isinstance(
            read.args[1], ast.Constant):
        return read.args[1].value
    return None


def _keys(reads: list[ast.expr], moved: set[str]) -> list[str]:
    """The key of the store: a plain-name key read, else the names of a key expression
    that the loop moves."""
    out: list[str] = []
    for read in reads:
        key = _key_of(read)
        if isinstance(key, ast.Name):
            out.append(key.id)
        else:
            out += [n.id for n in ast.walk(key) if isinstance(n, ast.Name) and n.id in moved]
    return list(dict.fromkeys(out))[:2]


def _index_name(loop: ast.For | ast.While) -> str | None:
    """`i` of `for i, ch in enumerate(s)` or of `for i in range(n)`."""
    if not isinstance(loop, ast.For) or not isinstance(loop.iter, ast.Call):
        return None
    func = loop.iter.func
    if isinstance(func, ast.Name) and func.id == "enumerate" and isinstance(
            loop.target, ast.Tuple) and isinstance(loop.target.elts[0], ast.Name):
        return loop.target.elts[0].id
    if isinstance(func, ast.Name) and func.id == "range" and isinstance(loop.target, ast.Name):
        return loop.target.id
    return None


def _bound_in(loop: ast.For | ast.While) -> set[str]:
    """Names the loop binds: its target and what its body assigns."""
    out = {n.id for n in ast.walk(loop.target) if isinstance(n, ast.Name)} if isinstance(
        loop, ast.For) else set()
    for stmt in loop.body:
        for node in ast.walk(stmt):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                out.add(node.id)
    return out
