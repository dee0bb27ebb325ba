"""Condition clauses: the PySStuBs shapes "more specific if" and "less specific if".

- ``add-clause``: `if a:` -> `if a and c:` (or `if a or c:`). A guard that must be
  evaluated first (a bound or None check protecting what the condition reads) goes in
  front: `while xs[i] > x` -> `while i < len(xs) and xs[i] > x`. The clauses come from
  the function itself (a condition it tests elsewhere, or its negation) or are
  synthesized from what the condition and its body read: a subscript's bounds, a
  receiver's None check, an element not yet in a collection the function tests
  membership of, a comparison between two numbers the condition reads, a number that
  must stay positive, a flag of the function or its object the condition ignores, an
  item of a collection the function fills but never tests (`row + col in anti_diag`).
  A comprehension with no filter gains one over its key and a mapping the function
  takes: `{k: w for k, w in weights.items() if scores.get(k) is not None}`.
- ``drop-clause``: `if a and b:` -> `if a:`, one clause of a boolean operation removed.
- ``else-to-elif``: `if w not in index: ... else: ...` -> `... elif w in on_stack: ...`:
  the `else` of a membership test that should have been a test of its own, against a
  collection the function fills (`on_stack.add(v)`) and never tests.

Both are generic and bounded (``MAX_CLAUSES`` per condition), and weighted below the
single-token slips: a condition has many clauses it could gain.
"""

from __future__ import annotations

import ast
import builtins
import functools
import re
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    declared_fields,
    enclosing_for,
    function_locals,
    function_params,
    module_names,
    param_defaults,
    walk_own,
)
from pytest_selfheal.engines.builtin.ops_tidy import _grouping_parens
from pytest_selfheal.engines.builtin.unusedbound import bound_clauses

MAX_CLAUSES = 10  # clauses tried per condition, per operator (and / or)
OR_WEIGHT = 0.5  # `a or c` is rarer than `a and c`
_FLIP: dict[type[ast.cmpop], str] = {
    ast.In: "not in", ast.NotIn: "in", ast.Is: "is not", ast.IsNot: "is",
    ast.Eq: "!=", ast.NotEq: "==",
}
_NEEDS_PARENS = (ast.BoolOp, ast.IfExp, ast.Lambda, ast.NamedExpr)
_POOLS = {"dict", "Dict", "Mapping", "MutableMapping", "set", "Set", "frozenset", "AbstractSet",
          "Collection", "Container", "defaultdict", "Counter", "OrderedDict"}


def _roots(ctx: EditContext) -> list[tuple[ast.expr, float]]:
    """The conditions of the statement: an if/while test, a conditional expression's test,
    a comprehension filter, a returned or assigned truth value."""
    stmt = ctx.stmt
    out: list[tuple[ast.expr, float]] = []
    if isinstance(stmt, (ast.If, ast.While)):
        out.append((stmt.test, 1.0))
    elif isinstance(stmt, ast.Assert):
        out.append((stmt.test, 0.5))
    value = getattr(stmt, "value", None)
    if isinstance(stmt, (ast.Return, ast.Assign)) and isinstance(value, (ast.BoolOp,
                                                                         ast.Compare)):
        out.append((value, 0.7))
    out += [(n.test, 0.8) for n in ctx.nodes if isinstance(n, ast.IfExp)]
    out += [(c, 0.7) for n in ctx.nodes if isinstance(n, ast.comprehension) for c in n.ifs]
    return out


def _wrap(ctx: EditContext, node: ast.expr) -> str:
    text = ctx.text(node)
    return f"({text})" if isinstance(node, _NEEDS_PARENS) else text


def drop_clause(ctx: EditContext) -> Iterator[Edit]:
    """`a and b` -> `a` / `b`: a clause that makes the condition too specific (or too lax)."""
    for root, weight in _roots(ctx):
        for node in ast.walk(root):
            if not isinstance(node, ast.BoolOp) or len(node.values) < 2:
                continue
            op = " and " if isinstance(node.op, ast.And) else " or "
            for i in range(len(node.values)):
                rest = [v for j, v in enumerate(node.values) if j != i]
                new = op.join(_wrap(ctx, v) for v in rest) if len(rest) > 1 \
                    else ctx.text(rest[0])
                w = weight * (0.9 if i == len(node.values) - 1 else 0.8)
                edit = ctx.replace(node, new, "drop-clause", w,
                                   detail=f"{ctx.src.span(node)[0]}:drop{i}")
                start, end = ctx.src.span(node)
                left, right = _grouping_parens(ctx, node, start, end)
                if left is not None and len(rest) == 1 and not isinstance(rest[0], _NEEDS_PARENS):
                    edit.spans = [(left, right, new)]  # `a and (b)` -> `a and b`
                yield edit


def add_clause(ctx: EditContext) -> Iterator[Edit]:
    """`a` -> `a and c` / `c and a` / `a or c` for the clauses `_clauses` finds; a filter
    for a comprehension that has none."""
    if ctx.func is None:
        return
    yield from _filters(ctx)
    for root, weight in _roots(ctx):
        have = {" ".join(ctx.text(v).split()) for v in ast.walk(root) if isinstance(v, ast.expr)}
        text = _wrap(ctx, root) if not (isinstance(root, ast.BoolOp)
                                        and isinstance(root.op, ast.And)) else ctx.text(root)
        or_text = _wrap(ctx, root) if not (isinstance(root, ast.BoolOp)
                                           and isinstance(root.op, ast.Or)) else ctx.text(root)
        # `if a: continue` skips for one reason more as often as for a narrower one
        skip = isinstance(ctx.stmt, ast.If) and root is ctx.stmt.test and len(
            ctx.stmt.body) == 1 and isinstance(ctx.stmt.body[0], ast.Continue)
        or_weight = 1.0 if skip else OR_WEIGHT
        count = 0
        for clause, cw, first in _clauses(ctx, root):
            if clause in have or count >= MAX_CLAUSES:
                continue
            count += 1
            new = f"{clause} and {text}" if first else f"{text} and {clause}"
            yield ctx.replace(root, new, "add-clause", weight * cw,
                              detail=f"{ctx.src.span(root)[0]}:and:{clause}")
            if not first:
                yield ctx.replace(root, f"{or_text} or {clause}", "add-clause",
                                  weight * cw * or_weight,
                                  detail=f"{ctx.src.span(root)[0]}:or:{clause}")


def else_to_elif(ctx: EditContext) -> Iterator[Edit]:
    stmt = ctx.stmt
    if ctx.func is None or not isinstance(stmt, ast.If) or not stmt.orelse or (
            len(stmt.orelse) == 1 and isinstance(stmt.orelse[0], ast.If)):
        return
    start = ctx.src.line_start(stmt.orelse[0].lineno)
    head = ctx.src.text.rfind("else", ctx.src.span(stmt.body[-1])[1], start)
    if head < 0 or ctx.src.text[head:start].split("#")[0].strip() != "else:":
        return
    items = [ctx.text(c.left) for c in ast.walk(stmt.test) if isinstance(c, ast.Compare)
             and len(c.ops) == 1 and isinstance(c.ops[0], (ast.In, ast.NotIn))]
    tested = {ctx.text(c) for n in ast.walk(ctx.func) if isinstance(n, ast.Compare)
              for c in n.comparators}
    filled: list[str] = []
    node: ast.AST | None = ctx.func
    while node is not None:  # the function's own collections, then its enclosing ones'
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            filled += [coll for coll, _ in _adds(ctx, node)]
        node = ctx.parent_of.get(node)
    memo_key = ("set-names", ctx.path)  # once per module
    if memo_key not in ctx.project.memo:
        ctx.project.memo[memo_key] = {
            t.id for t, v in _bindings(ctx.info.tree) if isinstance(v, ast.Set) or (
                isinstance(v, ast.Call) and isinstance(v.func, ast.Name)
                and v.func.id in ("set", "frozenset"))}
    sets: set[str] = ctx.project.memo[memo_key]  # type: ignore[assignment]
    for item in items[:2]:
        for coll in [c for c in dict.fromkeys(filled) if c not in tested][:3]:
            kind = 1.0 if coll in sets else 0.5  # a set kept for membership tests
            for cond, weight in ((f"{item} in {coll}", 1.0), (f"{item} not in {coll}", 0.5)):
                yield Edit("else-to-elif", ctx.line, [(head, head + 4, f"elif {cond}")],
                           f"line {ctx.line}: `else:` -> `elif {cond}:`",
                           f"{head}:{cond}", weight * kind)


def _bindings(tree: ast.AST) -> Iterator[tuple[ast.Name, ast.expr]]:
    """(name, value) of every `name = value`, tuples unpacked (`a, b = [], set()`)."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.Assign):
            continue
        for target in node.targets:
            if isinstance(target, ast.Name):
                yield target, node.value
            elif isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple) and len(
                    target.elts) == len(node.value.elts):
                yield from ((t, v) for t, v in zip(target.elts, node.value.elts, strict=True)
                            if isinstance(t, ast.Name))


def _scope(ctx: EditContext) -> set[str]:
    names = set(function_params(ctx.func)) | set(function_locals(ctx.func))
    return names | set(module_names(ctx.info.tree)) | set(dir(builtins))


def _reads(node: ast.AST) -> list[str]:
    return list(dict.fromkeys(n.id for n in ast.walk(node)
                              if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)))


def _clauses(ctx: EditContext, root: ast.expr) -> list[tuple[str, float, bool]]:
    """(clause text, weight, goes first) for a condition, best first, deduplicated."""
    scope = _scope(ctx)
    read = set(_reads(root))
    body = [n for s in getattr(ctx.stmt, "body", []) for n in ast.walk(s)]
    found: dict[str, tuple[float, bool]] = {}

    def add(text: str, weight: float, first: bool) -> None:
        text = " ".join(text.split())
        if text and (text not in found or found[text][0] < weight):
            found[text] = (weight, first)

    for clause in _donors(ctx, root):
        names = set(_reads(clause))
        if not names <= scope:
            continue
        shared = bool(names & read)
        add(ctx.text(clause), 1.0 if shared else 0.6, False)
        flip = _flipped(ctx, clause)
        if flip:
            add(flip, 0.7 if shared else 0.4, False)
    for node, where in [(n, 1.0) for n in ast.walk(root)] + [(n, 0.6) for n in body]:
        for text, w in _guards(ctx, node):
            add(text, w * where, True)
    for text, w in _parallel(ctx, root):
        add(text, w, False)
    for text, w in _membership(ctx, read):
        add(text, w, False)
    for text, w in _untested(ctx):
        add(text, w, False)
    for text, w in _unread_flags(ctx, scope):
        add(text, w, False)
    for text, w in _bit_tests(ctx, scope):
        add(text, w, False)
    for text, w in _comparisons(ctx, root):
        add(text, w, False)
    for text, w in _flags(ctx, root):
        add(text, w, False)
    for text, w in _twin_attributes(ctx, root):
        add(text, w, False)
    for text, w in _mirrored(ctx, root):
        add(text, w, False)
    for text, w in _other_axis(ctx, root):
        add(text, w, False)
    for text, w in _opposed(ctx, root):
        add(text, w, False)
    for text, w in _counter_bounds(ctx, root):
        add(text, w, True)
    for text, w in _positions(ctx, root):
        add(text, w, False)
    for text, w in _unread_bounds(ctx, root):
        add(text, w, False)
    for text, w in _cell_tests(ctx, root):
        add(text, w, False)
    ranked = sorted(found.items(), key=lambda kv: -kv[1][0])
    return [(text, w, first) for text, (w, first) in ranked]


def _unread_bounds(ctx: EditContext, root: ast.expr) -> Iterator[tuple[str, float]]:
    """`while node is not None` in `def range(self, lo, hi)` that never reads `hi`: the
    lost clause compared the walked name (or a field of it) with the unread parameter."""
    walked = [n for n in _reads(root) if n not in ("self", "cls", "None")]
    yield from bound_clauses(ctx, walked)


def _cell_tests(ctx: EditContext, root: ast.expr) -> Iterator[tuple[str, float]]:
    """`plan[nr][nc] != WALL` for a grid walk that checks bounds and visits but lost its
    cell test: the module tests a cell of a grid in scope against a module constant
    elsewhere (`if plan[r][c] == WALL:`); the same test at the cell this condition reads
    (`dist[nr][nc]`, the same number of plain indices)."""
    scope = set(function_params(ctx.func)) | set(function_locals(ctx.func))
    key = ("cell-tests", ctx.path)
    if key not in ctx.project.memo:
        consts = set(module_names(ctx.info.tree))
        found: list[tuple[str, int, str]] = []
        for node in ast.walk(ctx.info.tree):
            if not (isinstance(node, ast.Compare) and len(node.ops) == 1
                    and isinstance(node.ops[0], (ast.Eq, ast.NotEq))):
                continue
            for cell, other in ((node.left, node.comparators[0]),
                                (node.comparators[0], node.left)):
                depth, base = _cell_of(cell)
                if base and isinstance(other, ast.Name) and other.id.isupper() and \
                        other.id in consts:
                    found.append((base, depth, other.id))
        ctx.project.memo[key] = list(dict.fromkeys(found))
    tests: list[tuple[str, int, str]] = ctx.project.memo[key]  # type: ignore[assignment]
    if not tests:
        return
    cells: list[tuple[int, str]] = []
    for node in ast.walk(root):
        depth, base = _cell_of(node)
        if base:
            index = node
            names = []
            while isinstance(index, ast.Subscript):
                names.append(ast.unparse(index.slice))
                index = index.value
            cells.append((depth, "".join(f"[{n}]" for n in reversed(names))))
    count = 0
    for base, depth, const in tests:
        if base not in scope:
            continue
        for cell_depth, where in dict.fromkeys(cells):
            if cell_depth != depth or count >= 4:
                continue
            count += 1
            yield f"{base}{where} != {const}", 1.0  # rarer and more telling than a bound
            yield f"{base}{where} == {const}", 0.6


def _cell_of(node: ast.AST) -> tuple[int, str]:
    """(depth, grid name) of `grid[i][j]` with plain-name (or constant) indices, else (0, "")."""
    depth = 0
    while isinstance(node, ast.Subscript) and isinstance(node.slice, (ast.Name, ast.Constant)):
        depth += 1
        node = node.value
    return (depth, node.id) if depth and isinstance(node, ast.Name) else (0, "")


def _twin_attributes(ctx: EditContext, root: ast.expr) -> Iterator[tuple[str, float]]:
    """A test of one field that its sibling field needs too: `node.left is None` lacks
    `node.right is None` (a leaf has neither child), `not child.children` lacks `not
    child.terminal`. Each clause that reads `x.a`, with `a` replaced by another data
    attribute of a class that defines `a`."""
    from pytest_selfheal.engines.builtin.ops_shapes import sibling_attributes

    parts = root.values if isinstance(root, ast.BoolOp) else [root]
    for clause in parts[:4]:
        attrs = [n for n in ast.walk(clause) if isinstance(n, ast.Attribute)
                 and isinstance(n.ctx, ast.Load) and isinstance(n.value, ast.Name)
                 and n.value.id not in ("self", "cls")]
        if len(attrs) != 1 or _is_module(ctx, attrs[0].value.id):  # type: ignore[attr-defined]
            continue
        node = attrs[0]
        text = ctx.text(clause)
        if "\n" in text:
            continue
        base = ctx.src.span(clause)[0]
        end = ctx.src.span(node)[1] - base
        for other in sibling_attributes(ctx, node.attr)[:4]:
            yield text[:end - len(node.attr)] + other + text[end:], 0.8


def _mirrored(ctx: EditContext, root: ast.expr) -> Iterator[tuple[str, float]]:
    """The other half of an overlap test: `start < e` lacks `s < end` (two intervals
    overlap when each starts before the other ends). Each order comparison of two names
    that both have a partner in scope (`s` for `start`, `end` for `e`, `lo2` for `lo1`)
    gains the same comparison between the partners."""
    names = list(dict.fromkeys([*function_params(ctx.func), *function_locals(ctx.func)]))
    parts = root.values if isinstance(root, ast.BoolOp) else [root]
    for clause in parts[:4]:
        if not (isinstance(clause, ast.Compare) and len(clause.ops) == 1 and isinstance(
                clause.ops[0], (ast.Lt, ast.LtE, ast.Gt, ast.GtE))
                and isinstance(clause.left, ast.Name)
                and isinstance(clause.comparators[0], ast.Name)):
            continue
        left, right = clause.left.id, clause.comparators[0].id
        for a in _partners(left, names):
            for b in _partners(right, names):
                if {a, b} != {left, right}:
                    yield ast.unparse(ast.Compare(ast.Name(a), clause.ops, [ast.Name(b)])), 0.8


_ENDS = {"start": "end", "begin": "end", "lo": "hi", "low": "high", "left": "right",
         "first": "last", "head": "tail", "bottom": "top", "lower": "upper"}
_ENDS.update({v: k for k, v in list(_ENDS.items()) if v != "end"})


def _opposite(node: ast.expr, names: set[str], fields: set[str]) -> str | None:
    """`hi` -> `lo`, `node.start` -> `node.end`: the other end of a range, when it is in
    scope (a name) or a field the module reads (an attribute)."""
    if isinstance(node, ast.Name):
        other = _ENDS.get(node.id)
        return other if other in names else None
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        other = _ENDS.get(node.attr)
        return f"{node.value.id}.{other}" if other in fields else None
    return None


def _opposed(ctx: EditContext, root: ast.expr) -> Iterator[tuple[str, float]]:
    """The other half of an overlap test between a range and an object's span:
    `node.start <= hi` lacks `lo <= node.end` (two ranges meet when each starts before
    the other ends). A comparison `a <= b` whose two sides both have an opposite end in
    scope gains `opposite(b) <= opposite(a)`."""
    if ctx.func is None:
        return
    names = set(function_params(ctx.func)) | set(function_locals(ctx.func))
    fields = {n.attr for n in ast.walk(ctx.info.tree) if isinstance(n, ast.Attribute)}
    have = " ".join(ctx.text(root).split())
    for clause in (root.values if isinstance(root, ast.BoolOp) else [root])[:4]:
        if not (isinstance(clause, ast.Compare) and len(clause.ops) == 1 and isinstance(
                clause.ops[0], (ast.Lt, ast.LtE, ast.Gt, ast.GtE))):
            continue
        a, b = clause.left, clause.comparators[0]
        other_a, other_b = _opposite(a, names, fields), _opposite(b, names, fields)
        if other_a is None or other_b is None:
            continue
        op = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">="}[type(clause.ops[0])]
        mirror = f"{other_b} {op} {other_a}"
        if mirror not in have:
            yield mirror, 1.0


_AXES = {"row": "col", "rows": "cols", "r": "c", "x": "y", "w": "h", "width": "height",
         "i": "j", "lat": "lon", "height": "width", "nrows": "ncols"}
_AXES.update({v: k for k, v in list(_AXES.items())})


def _other_axis(ctx: EditContext, root: ast.expr) -> Iterator[tuple[str, float]]:
    """A bound checked on one axis of a grid and not the other: `0 <= nr < self.rows`
    lacks `0 <= nc < self.cols`. Each clause whose names and fields all have a
    counterpart on the other axis in scope (`nr`/`nc`, `rows`/`cols`, `x`/`y`, `width`/
    `height`) gains its mirror, unless the condition tests it already."""
    names = set(function_params(ctx.func)) | set(function_locals(ctx.func))
    cls = ctx.parent_of.get(ctx.func) if ctx.func is not None else None
    fields = {n.attr for n in ast.walk(cls) if isinstance(n, ast.Attribute)} if isinstance(
        cls, ast.ClassDef) else set()
    have = " ".join(ctx.text(root).split())
    for clause in (root.values if isinstance(root, ast.BoolOp) else [root])[:4]:
        if not isinstance(clause, ast.Compare):
            continue
        text = " ".join(ctx.text(clause).split())
        swaps: dict[str, str] = {}
        for node in ast.walk(clause):
            if isinstance(node, ast.Name) and node.id in names and node.id not in (
                    "self", "cls"):
                other = _axis_twin(node.id, names)
            elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and \
                    node.value.id == "self":
                other = _axis_twin(node.attr, fields)
            else:
                continue
            if other is None:
                swaps = {}
                break
            swaps[node.id if isinstance(node, ast.Name) else node.attr] = other
        if not swaps:
            continue
        mirror = re.sub(r"\b(" + "|".join(map(re.escape, swaps)) + r")\b",
                        functools.partial(_swap_word, swaps), text)
        if mirror != text and mirror not in have:
            yield mirror, 1.0


def _swap_word(table: dict[str, str], match: re.Match[str]) -> str:
    return table[match.group(1)]


def _axis_twin(name: str, pool: set[str]) -> str | None:
    """`nr` -> `nc`, `rows` -> `cols`, `max_x` -> `max_y`, when the twin is in `pool`."""
    parts = name.split("_")
    for i, part in enumerate(parts):
        for cut in (part, part[-1:], part[:1]):
            twin = _AXES.get(cut.lower())
            if twin is None or (cut != part and len(part) > 3):
                continue
            new = part.replace(cut, twin) if cut == part else (
                part[:-1] + twin if cut == part[-1:] else twin + part[1:])
            candidate = "_".join([*parts[:i], new, *parts[i + 1:]])
            if candidate != name and candidate in pool:
                return candidate
    return None


def _partners(name: str, names: list[str]) -> list[str]:
    """Names that stand for the same role as `name`: one abbreviates the other (`s` and
    `start`, `hi` and `high`), or they differ in a trailing digit (`lo1`, `lo2`)."""
    out = []
    for other in names:
        if other == name:
            continue
        short, long = sorted((name, other), key=len)
        if len(short) < len(long) and long.startswith(short) and len(short) <= 2:
            out.append(other)
        elif name.rstrip("0123456789") == other.rstrip("0123456789") != name and (
                name[-1:].isdigit() and other[-1:].isdigit()):
            out.append(other)
    return out[:2]


def _counter_bounds(ctx: EditContext, root: ast.expr) -> Iterator[tuple[str, float]]:
    """A while loop that counts its steps (`probes += 1`) but never stops on the count: a
    probe of a full table, a walk around a ring. The count bounded by the ring's size:
    what the body takes a modulus by (`% self.capacity`), else the length of what the
    condition indexes (`len(self._keys)`)."""
    loop = ctx.stmt
    if not isinstance(loop, ast.While) or root is not loop.test:
        return
    tested = set(_reads(root))
    counters = [n.target.id for s in loop.body for n in ast.walk(s)
                if isinstance(n, ast.AugAssign) and isinstance(n.op, ast.Add)
                and isinstance(n.target, ast.Name) and isinstance(n.value, ast.Constant)
                and n.value.value == 1 and n.target.id not in tested]
    bounds: list[str] = []
    for s in loop.body:
        for n in ast.walk(s):
            if isinstance(n, ast.BinOp) and isinstance(n.op, ast.Mod) and isinstance(
                    n.right, (ast.Name, ast.Attribute)):
                bounds.append(ctx.text(n.right))
    for n in ast.walk(root):
        if isinstance(n, ast.Subscript) and isinstance(n.value, (ast.Name, ast.Attribute)):
            bounds.append(f"len({ctx.text(n.value)})")
    for counter in list(dict.fromkeys(counters))[:2]:
        for bound in list(dict.fromkeys(bounds))[:3]:
            yield f"{counter} < {bound}", 0.9


def _positions(ctx: EditContext, root: ast.expr) -> Iterator[tuple[str, float]]:
    """An item allowed only at one place of its sequence: in `for i, ch in enumerate(s)`,
    a test of `ch` that ignores `i` (`ch == "X"`, a check digit that only the last
    position may hold) gains `i == len(s) - 1`, `i == 0`, `i > 0`."""
    loop = enclosing_for(ctx)
    if loop is None or not (isinstance(loop.iter, ast.Call) and isinstance(
            loop.iter.func, ast.Name) and loop.iter.func.id == "enumerate"
            and len(loop.iter.args) == 1  # `enumerate(s, 1)` counts positions from 1
            and isinstance(loop.target, ast.Tuple)
            and len(loop.target.elts) == 2
            and all(isinstance(e, ast.Name) for e in loop.target.elts)):
        return
    index, item = (e.id for e in loop.target.elts)  # type: ignore[attr-defined]
    read = set(_reads(root))
    if item not in read or index in read:
        return
    seq = ctx.text(loop.iter.args[0])
    if "\n" in seq:
        return
    yield f"{index} == len({seq}) - 1", 0.8
    yield f"{index} == 0", 0.6
    yield f"{index} > 0", 0.5


def _donors(ctx: EditContext, root: ast.expr) -> list[ast.expr]:
    """Conditions the function tests elsewhere, and the clauses of its boolean tests."""
    assert ctx.func is not None
    inside = {id(n) for n in ast.walk(root)}
    out: list[ast.expr] = []
    for node in walk_own(ctx.func):
        tests: list[ast.expr] = []
        if isinstance(node, (ast.If, ast.While, ast.IfExp, ast.Assert)):
            tests.append(node.test)
        elif isinstance(node, ast.comprehension):
            tests += node.ifs
        for test in tests:
            if id(test) in inside:
                continue
            parts = test.values if isinstance(test, ast.BoolOp) else [test]
            out += [p for p in parts if id(p) not in inside]
    return out[: 3 * MAX_CLAUSES]


def _flipped(ctx: EditContext, clause: ast.expr) -> str | None:
    """`x in s` -> `x not in s`, `a == b` -> `a != b`, `not c` -> `c`."""
    if isinstance(clause, ast.UnaryOp) and isinstance(clause.op, ast.Not):
        return ctx.text(clause.operand)
    if isinstance(clause, ast.Compare) and len(clause.ops) == 1:
        new = _FLIP.get(type(clause.ops[0]))
        if new is not None:
            return f"{ctx.text(clause.left)} {new} {ctx.text(clause.comparators[0])}"
    return None


def _parallel(ctx: EditContext, root: ast.expr) -> Iterator[tuple[str, float]]:
    """A check made for one variable but not its twin: `r >= rows or c < 0 or c >= cols`
    lacks `r < 0`. Each clause of the boolean test, with one name it reads replaced by
    another name the test reads."""
    if not isinstance(root, ast.BoolOp) or len(root.values) < 2:
        return
    names = [n for n in _reads(root) if n in function_params(ctx.func) + function_locals(
        ctx.func)]
    have = {" ".join(ctx.text(v).split()) for v in root.values}
    for clause in root.values:
        text = " ".join(ctx.text(clause).split())
        for old in _reads(clause):
            if old not in names:
                continue
            for new in names:
                if new == old or re.search(rf"\b{new}\b", text):
                    continue
                twin = re.sub(rf"\b{old}\b", new, text)
                if twin not in have:
                    yield twin, 0.8


def _index_text(ctx: EditContext, index: ast.expr) -> str | None:
    if isinstance(index, ast.Name):
        return index.id
    if isinstance(index, ast.BinOp) and isinstance(index.op, (ast.Add, ast.Sub)) and isinstance(
            index.left, ast.Name) and isinstance(index.right, ast.Constant):
        return ctx.text(index)
    return None


def _guards(ctx: EditContext, node: ast.AST) -> Iterator[tuple[str, float]]:
    """Checks that must hold before `node` can be evaluated: bounds of a subscript, a
    receiver that may be None."""
    if isinstance(node, ast.Subscript) and isinstance(node.value, (ast.Name, ast.Attribute,
                                                                  ast.Subscript)):
        index = _index_text(ctx, node.slice) if isinstance(node.slice, ast.expr) else None
        seq = ctx.text(node.value)
        parent = _parent_index(node.slice)
        if parent is not None:  # `heap[(i - 1) // 2]`: only a node past the root has one
            yield f"{parent} > 0", 0.9
        if index is not None and "\n" not in seq:
            yield f"{index} < len({seq})", 0.9
            yield f"{index} >= 0", 0.6
            yield f"0 <= {index} < len({seq})", 0.6  # a grid walk's two-sided bound
    elif isinstance(node, ast.Attribute) and isinstance(node.value, (ast.Name, ast.Attribute)) \
            and not _is_module(ctx, _base_name(node.value)):
        receiver = ctx.text(node.value)
        if receiver not in ("self", "cls") and "\n" not in receiver:
            yield f"{receiver} is not None", 0.7
            yield receiver, 0.4


def _parent_index(index: ast.AST) -> str | None:
    """`i` for an index `(i - 1) // 2` or `(i - 1) >> 1`."""
    if isinstance(index, ast.BinOp) and isinstance(index.op, (ast.FloorDiv, ast.RShift)) and \
            isinstance(index.left, ast.BinOp) and isinstance(index.left.op, ast.Sub) and \
            isinstance(index.left.left, ast.Name):
        return index.left.left.id
    return None


def _base_name(node: ast.expr) -> str:
    while isinstance(node, ast.Attribute):
        node = node.value
    return node.id if isinstance(node, ast.Name) else ""


def _is_module(ctx: EditContext, name: str) -> bool:
    return module_names(ctx.info.tree).get(name) in ("import", "class")


def _membership(ctx: EditContext, read: set[str]) -> Iterator[tuple[str, float]]:
    """`x not in seen` for a name the condition reads and a collection the function tests
    membership in elsewhere (a visited set, a cache)."""
    assert ctx.func is not None
    colls: list[str] = []
    for node in walk_own(ctx.func):
        if isinstance(node, ast.Compare) and any(isinstance(o, (ast.In, ast.NotIn))
                                                 for o in node.ops):
            for c in node.comparators:
                if isinstance(c, (ast.Name, ast.Attribute)):
                    colls.append(ctx.text(c))
    for coll in list(dict.fromkeys(colls))[:3]:
        for name in sorted(read)[:4]:
            if name != coll:
                yield f"{name} not in {coll}", 0.7
                yield f"{name} in {coll}", 0.4


def _bit_tests(ctx: EditContext, scope: set[str]) -> Iterator[tuple[str, float]]:
    """`mask & bit`: a set kept as the bits of an int (`mask | bit`, `mask & 1`), tested
    for the bit the function computes (`bit = 1 << nxt`) where a condition lost the test
    (the bitmask form of `x in seen`); either sense, since a skip tests `mask & bit` and
    a take `not mask & bit`."""
    assert ctx.func is not None
    masks: list[str] = []
    bits: list[str] = []
    for node in walk_own(ctx.func):
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.BitAnd, ast.BitOr)) \
                and isinstance(node.left, ast.Name):
            masks.append(node.left.id)
        elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(
                node.targets[0], ast.Name) and isinstance(node.value, ast.BinOp) and isinstance(
                node.value.op, ast.LShift) and isinstance(node.value.left, ast.Constant) \
                and node.value.left.value == 1:
            bits.append(node.targets[0].id)
    for mask in [m for m in dict.fromkeys(masks) if m in scope][:2]:
        for bit in [b for b in dict.fromkeys(bits) if b in scope and b != mask][:2]:
            yield f"{mask} & {bit}", 0.8
            yield f"not {mask} & {bit}", 0.8


def _comparisons(ctx: EditContext, root: ast.expr) -> Iterator[tuple[str, float]]:
    """`a < b` style clauses between a number the condition compares and other numeric
    names of the function (at most a few pairs)."""
    assert ctx.func is not None
    compared = [n.id for c in ast.walk(root) if isinstance(c, ast.Compare)
                for n in [c.left, *c.comparators] if isinstance(n, ast.Name)]
    numeric: list[str] = []
    for node in walk_own(ctx.func):
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
            numeric += [n.id for n in (node.left, node.right) if isinstance(n, ast.Name)]
        elif isinstance(node, ast.Compare):
            numeric += [n.id for n in [node.left, *node.comparators] if isinstance(n, ast.Name)]
    pairs = 0
    for a in dict.fromkeys(compared):
        for b in dict.fromkeys(numeric):
            if a == b or pairs >= 3:
                continue
            pairs += 1
            for op in ("<", "<=", "!="):
                yield f"{a} {op} {b}", 0.3
    # an index or counter that must stay positive: the bound of a walk towards zero
    for name in list(dict.fromkeys(compared + numeric))[:3]:
        yield f"{name} > 0", 0.45
        yield f"{name} != 0", 0.25


def _flags(ctx: EditContext, root: ast.expr) -> Iterator[tuple[str, float]]:
    """The function's and its object's flags the condition ignores: `member: bool`
    passed in or kept by `__init__` (`self.member = member`), a dataclass's bool field."""
    assert ctx.func is not None
    said = ctx.text(root)
    found = list(_bool_params(ctx.func))
    cls = ctx.parent_of.get(ctx.func)
    if isinstance(cls, ast.ClassDef) and function_params(ctx.func)[:1] == ["self"]:
        found += [f"self.{name}" for name, note in declared_fields(cls).items()
                  if note == "bool"]
        for node in cls.body:
            if isinstance(node, ast.FunctionDef) and node.name == "__init__":
                flags = set(_bool_params(node))
                for stmt in walk_own(node):
                    if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and \
                            isinstance(stmt.targets[0], ast.Attribute) and (
                            isinstance(stmt.value, ast.Name) and stmt.value.id in flags or
                            isinstance(stmt.value, ast.Constant) and
                            isinstance(stmt.value.value, bool)):
                        found.append(ctx.text(stmt.targets[0]))
    for flag in list(dict.fromkeys(found))[:4]:
        if flag not in said:
            yield flag, 0.6
            yield f"not {flag}", 0.35


def _bool_params(func: ast.FunctionDef | ast.AsyncFunctionDef) -> list[str]:
    a = func.args
    defaults = {p.arg: d for p, d in param_defaults(func)}
    out = []
    for param in [*a.posonlyargs, *a.args, *a.kwonlyargs]:
        note, default = param.annotation, defaults.get(param.arg)
        if isinstance(note, ast.Name) and note.id == "bool" or isinstance(
                default, ast.Constant) and isinstance(default.value, bool):
            out.append(param.arg)
    return out


def _filters(ctx: EditContext) -> Iterator[Edit]:
    """`{k: w for k, w in weights.items()}` -> `... if scores.get(k) is not None`: a
    comprehension with no filter, given one over its key and a mapping or collection the
    function takes (a mapping whose values may be None first). A comprehension that only
    copies is the likeliest to have lost its filter."""
    assert ctx.func is not None
    pools = _mapping_params(ctx.func)
    for node in ctx.nodes:
        if not isinstance(node, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
            continue
        gen = node.generators[-1]
        if gen.ifs or len(node.generators) > 1:
            continue
        names = [n.id for n in ast.walk(gen.target) if isinstance(n, ast.Name)]
        if not names:
            continue
        key = names[0]
        iterated = {n.id for n in ast.walk(gen.iter) if isinstance(n, ast.Name)}
        copy = _copies(node, names)
        end = ctx.src.span(gen.iter)[1]
        count = 0
        for pool, optional in pools:
            if pool in iterated or count >= MAX_CLAUSES:
                continue
            options = [(f"{pool}.get({key}) is not None", 1.0 if optional else 0.5),
                       (f"{key} in {pool}", 0.6), (f"{key} not in {pool}", 0.4)]
            for text, weight in options:
                count += 1
                yield Edit("add-clause", ctx.line, [(end, end, f" if {text}")],
                           f"line {node.lineno}: filter `if {text}`", f"{end}:if:{text}",
                           weight * (1.0 if copy else 0.5))
        for text, weight in bound_clauses(ctx, names)[:MAX_CLAUSES]:
            yield Edit("add-clause", ctx.line, [(end, end, f" if {text}")],
                       f"line {node.lineno}: filter `if {text}`", f"{end}:if:{text}",
                       weight * (1.0 if copy else 0.5))
        for value in names[1:2]:
            yield Edit("add-clause", ctx.line, [(end, end, f" if {value} is not None")],
                       f"line {node.lineno}: filter `if {value} is not None`",
                       f"{end}:if:{value}", 0.4 * (1.0 if copy else 0.5))


def _copies(node: ast.expr, names: list[str]) -> bool:
    """The comprehension's element is its own targets: it copies what it iterates."""
    if isinstance(node, ast.DictComp):
        parts = [node.key, node.value]
    else:
        elt = node.elt  # type: ignore[attr-defined]
        parts = list(elt.elts) if isinstance(elt, ast.Tuple) else [elt]
    return all(isinstance(p, ast.Name) and p.id in names for p in parts)


def _mapping_params(func: ast.FunctionDef | ast.AsyncFunctionDef) -> list[tuple[str, bool]]:
    """(parameter, values may be None) for the function's mapping and collection
    parameters, from their annotations (`dict[str, float | None]`)."""
    out = []
    for param in [*func.args.posonlyargs, *func.args.args, *func.args.kwonlyargs]:
        note = param.annotation
        if isinstance(note, ast.Constant) and isinstance(note.value, str):
            try:  # a string annotation: `"dict[str, int | None]"`
                note = ast.parse(note.value, mode="eval").body
            except SyntaxError:
                continue
        base = note.value if isinstance(note, ast.Subscript) else note
        if isinstance(base, ast.Attribute):
            base = ast.Name(id=base.attr)
        if isinstance(base, ast.Name) and base.id in _POOLS:
            text = ast.unparse(note) if note is not None else ""
            out.append((param.arg, "None" in text or "Optional" in text))
    return out


def _untested(ctx: EditContext) -> Iterator[tuple[str, float]]:
    """`row + col in anti_diagonals`: a collection the function adds to but never tests
    membership in, beside others it does test (a check lost from a chain of them). In a
    method, also a field another method of the class adds to (`self.anti_diagonals.add(row
    + col)` in `place`) that no method tests, with an item the method can compute. The
    sense (`in` / `not in`) follows the condition's own membership tests."""
    assert ctx.func is not None
    tested: set[str] = set()
    added = _adds(ctx, ctx.func)
    for node in walk_own(ctx.func):
        if isinstance(node, ast.Compare) and any(isinstance(o, (ast.In, ast.NotIn))
                                                 for o in node.ops):
            tested |= {ctx.text(c) for c in node.comparators}
    negative = _negative_tests(ctx)
    found = [(coll, item, 1.0) for coll, item in added if coll not in tested]
    cls = ctx.parent_of.get(ctx.func)
    if isinstance(cls, ast.ClassDef):
        scope = set(function_params(ctx.func)) | set(function_locals(ctx.func))
        everywhere = {ast.unparse(c) for n in ast.walk(cls) if isinstance(n, ast.Compare)
                      and any(isinstance(o, (ast.In, ast.NotIn)) for o in n.ops)
                      for c in n.comparators}
        for method in cls.body:
            if method is ctx.func or not isinstance(method, (ast.FunctionDef,
                                                             ast.AsyncFunctionDef)):
                continue
            for coll, item in _adds(ctx, method):
                if coll.startswith("self.") and coll not in everywhere and set(
                        _reads(ast.parse(item, mode="eval"))) <= scope:
                    found.append((coll, item, 0.9))
    for coll, item, w in list(dict.fromkeys(found))[:6]:
        yes, no = (0.9, 0.5) if tested else (0.4, 0.2)
        if negative:
            yes, no = no, yes
        yield f"{item} in {coll}", yes * w
        yield f"{item} not in {coll}", no * w


def _unread_flags(ctx: EditContext, scope: set[str]) -> Iterator[tuple[str, float]]:
    """`not finished[pid]`: a table of flags the function sets (`finished[pid] = True`)
    and never reads is the trace of the test it was kept for, lost from a condition; the
    flag set means "done", so the clause first skips the cells already set."""
    assert ctx.func is not None
    stores: dict[str, list[tuple[str, bool]]] = {}
    for node in walk_own(ctx.func):
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, value = node.targets[0], node.value
            if (isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name)
                    and isinstance(value, ast.Constant) and isinstance(value.value, bool)):
                stores.setdefault(target.value.id, []).append(
                    (ctx.text(target.slice), value.value))
    if not stores:
        return
    for node in walk_own(ctx.func):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id in stores:
            parent = ctx.parent_of.get(node)
            if not (isinstance(parent, ast.Subscript) and parent.value is node
                    and isinstance(parent.ctx, ast.Store)):
                stores.pop(node.id)  # read somewhere: no lost test
    for table, cells in list(stores.items())[:3]:
        for index, flag in list(dict.fromkeys(cells))[:2]:
            if not set(_reads(ast.parse(index, mode="eval"))) <= scope:
                continue
            cell = f"{table}[{index}]"
            yield (f"not {cell}", 1.1) if flag else (cell, 1.1)  # rarer and surer than a donor
            yield (cell, 0.4) if flag else (f"not {cell}", 0.4)


def _adds(ctx: EditContext, func: ast.AST) -> list[tuple[str, str]]:
    """(collection, item) of `coll.add(item)` / `coll.append(item)` in the function."""
    return list(dict.fromkeys(
        (ctx.text(node.func.value), ctx.text(node.args[0])) for node in walk_own(func)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
        and node.func.attr in ("add", "append") and len(node.args) == 1
        and isinstance(node.func.value, (ast.Name, ast.Attribute))))[:4]


def _negative_tests(ctx: EditContext) -> bool:
    """The statement's own membership tests are mostly `not in`."""
    ops = [o for n in ctx.nodes if isinstance(n, ast.Compare) for o in n.ops
           if isinstance(o, (ast.In, ast.NotIn))]
    return sum(isinstance(o, ast.NotIn) for o in ops) * 2 > len(ops)
