"""A missing early exit: ``early-exit``, PySStuBs' "missing if" that ends a case early.

A function that handles a boundary case with `if <case>: return <value>` before its
general code (no days late: no fee; no free cell left: a draw) fails only on that case
when the check is lost. The check is inserted before the suspect statement, on a value
that statement reads, in the form its kind suggests:

- a number: `x <= 0`, `x == 0`, `x < 0`;
- a string, sequence or mapping: `not x`;
- anything else: `x is None`, `not x`.

A sibling method's leading guard is a check of its own: `query(self, area: Rect)` opens
with `if not self.boundary.intersects(area): return []`, so `insert(self, point: Point)`
may open with `if not self.boundary.contains(point): return False`. The guard is adapted
to the function's parameter and to a `-> bool` method of the same attribute's class
that takes the parameter's type. A donor's check beats a generic one at the function's
opening statement.

The exit returns what the function returns elsewhere as a constant (`return False`,
`return ZERO`), else the neutral value of its return annotation (`tuple[int, int | None]`
gives `0, None`; `Decimal` the module's zero constant or `Decimal(0)`), or, in a loop,
`continue`. Unlike the None/empty guards of ops_guard (which only keep an exception
away), the exit gives the boundary case its own result.

``interval-exit`` is the base case of a recursion over intervals that has the case where
its interval lies inside the query (`if left <= lo and hi <= right: return tree[node]`)
but lost the one where the two are disjoint (`if right < lo or hi < left: return 0`), so
it splits intervals outside the query without end. The exit returns the identity of how
the recursion combines its halves (`0` for a sum, `1` for a product, infinities for
`min` and `max`).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    function_locals,
    function_params,
    in_loop,
    starts_line,
    walk_own,
)
from pytest_selfheal.engines.builtin.ops_kinds import kinds_of
from pytest_selfheal.engines.builtin.srctext import callee_name, calls_itself

MAX_NAMES = 3  # values of the statement checked
TWINS_WEIGHT = 0.9  # `if ra == rb: return False` before a union of two roots
MAX_RESULTS = 3  # values returned by the exit
_NUMBER_CHECKS = (("<= 0", 1.0), ("== 0", 0.8), ("< 0", 0.7))
_NEUTRAL = {"int": "0", "float": "0.0", "str": '""', "bool": "False", "list": "[]",
            "dict": "{}", "set": "set()", "tuple": "()", "None": "None", "Fraction": "0"}
_NUMERIC = {"int", "float", "Decimal", "Fraction"}


def early_exit(ctx: EditContext) -> Iterator[Edit]:
    stmt = ctx.stmt
    func = ctx.func
    if func is None or not starts_line(ctx, stmt) or isinstance(
            stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return
    if ctx.parent_of.get(stmt) is not func and not in_loop(ctx):
        return  # inside a branch: the branch is the boundary case's own code already
    loop = in_loop(ctx)
    results = ["continue"] if loop else exit_values(ctx)
    if not results:
        return
    kinds = kinds_of(ctx)
    notes = _annotations(func)
    indent = ctx.src.indent(stmt.lineno)
    unit = "\t" if indent.startswith("\t") else ctx.src.indent_unit()
    nl = ctx.src.newline()
    pos = ctx.src.line_start(stmt.lineno)
    if not loop:
        opening = stmt is _first_statement(func)
        # the sibling's exit is its empty result: this function's empty result first
        neutral = _neutral(ctx, func.returns)
        ordered = sorted(results, key=lambda r: r != neutral)
        for cond in _sibling_conditions(ctx, func):
            for i, result in enumerate(ordered[:MAX_RESULTS]):
                text = f"{indent}if {cond}:{nl}{indent}{unit}return {result}{nl}"
                yield Edit("early-exit", stmt.lineno, [(pos, pos, text)],
                           f"line {stmt.lineno}: insert `if {cond}: return {result}` "
                           f"(a sibling's guard)", f"{pos}:{cond}:return {result}",
                           (1.1 if opening else 0.5) * (1.0 - 0.1 * i))
    checks = [(cond, TWINS_WEIGHT, " (the twins agree)") for cond in _twins_equal(ctx)]
    arithmetic = _in_arithmetic(ctx)
    for name in _checked(ctx):
        note = notes.get(name)
        kind = kinds.get(name) or (_kind_of_note(note) or "obj" if note is not None else (
            "num" if name in arithmetic else None))
        if kind == "num":
            conds = [(f"{name} {c}", w) for c, w in _NUMBER_CHECKS]
        elif kind in ("seq", "str", "map"):
            conds = [(f"not {name}", 1.0)]
        elif kind == "bool":
            conds = [(f"not {name}", 0.8), (name, 0.8)]
        else:
            conds = [(f"{name} is None", 0.7), (f"not {name}", 0.6)]
        checks += [(cond, weight, "") for cond, weight in conds]
    for cond, weight, why in checks:
        for i, result in enumerate(results[:MAX_RESULTS]):
            action = result if result == "continue" else f"return {result}"
            text = f"{indent}if {cond}:{nl}{indent}{unit}{action}{nl}"
            yield Edit("early-exit", stmt.lineno, [(pos, pos, text)],
                       f"line {stmt.lineno}: insert `if {cond}: {action}`{why}",
                       f"{pos}:{cond}:{action}", weight * (1.0 - 0.1 * i))


_IDENTITY = {ast.Add: "0", ast.Mult: "1", ast.BitOr: "0", ast.BitXor: "0"}
_EXTREMES = {"min": 'float("inf")', "max": 'float("-inf")'}


def interval_exit(ctx: EditContext) -> Iterator[Edit]:
    """`if right < lo or hi < left: return 0` before a recursion's containment case
    `if left <= lo and hi <= right: ...`; offered at every statement of the function."""
    func = ctx.func
    if func is None or not calls_itself(func):
        return
    for stmt in func.body:
        if not (isinstance(stmt, ast.If) and isinstance(stmt.test, ast.BoolOp)
                and isinstance(stmt.test.op, ast.And) and len(stmt.test.values) == 2):
            continue
        pairs = [_at_most(c) for c in stmt.test.values]
        if None in pairs:
            continue
        (outer_lo, lo), (hi, outer_hi) = pairs  # type: ignore[misc]
        if len({outer_lo, lo, hi, outer_hi}) < 4:
            continue
        cond = f"{outer_hi} < {lo} or {hi} < {outer_lo}"
        if any(" ".join(ast.unparse(n).split()) in (cond, f"{hi} < {outer_lo} or {outer_hi} "
                                                    f"< {lo}") for n in walk_own(func)):
            return
        indent = ctx.src.indent(stmt.lineno)
        nl, unit = ctx.src.newline(), ctx.src.indent_unit()
        pos = ctx.src.line_start(stmt.lineno)
        for i, result in enumerate(_identities(func)[:MAX_RESULTS]):
            text = f"{indent}if {cond}:{nl}{indent}{unit}return {result}{nl}"
            yield Edit("interval-exit", stmt.lineno, [(pos, pos, text)],
                       f"line {stmt.lineno}: insert `if {cond}: return {result}` (the "
                       "intervals are disjoint)", f"{pos}:{cond}:{result}", 1.0 - 0.2 * i)
        return


def _at_most(node: ast.expr) -> tuple[str, str] | None:
    """(a, b) of `a <= b` or `b >= a` between two names or fields."""
    if not (isinstance(node, ast.Compare) and len(node.ops) == 1 and all(
            isinstance(x, (ast.Name, ast.Attribute)) for x in (node.left, *node.comparators))):
        return None
    left, right = ast.unparse(node.left), ast.unparse(node.comparators[0])
    if isinstance(node.ops[0], ast.LtE):
        return left, right
    if isinstance(node.ops[0], ast.GtE):
        return right, left
    return None


def _identities(func: ast.FunctionDef | ast.AsyncFunctionDef) -> list[str]:
    """What an empty part contributes to how the function combines its recursive calls
    (`f(a) + f(b)`: 0, `min(f(a), f(b))`: inf), then the constants it returns, then 0."""
    out: list[str] = []
    for node in walk_own(func):
        if not isinstance(node, ast.Return) or node.value is None:
            continue
        value = node.value
        if isinstance(value, ast.BinOp) and type(value.op) in _IDENTITY:
            out.append(_IDENTITY[type(value.op)])
        elif isinstance(value, ast.Call) and callee_name(value.func) in _EXTREMES:
            out.append(_EXTREMES[callee_name(value.func)])
        elif isinstance(value, ast.Constant) and len(repr(value.value)) < 20:
            out.append(repr(value.value))
    return list(dict.fromkeys([*out, "0"]))


def _first_statement(func: ast.FunctionDef | ast.AsyncFunctionDef) -> ast.stmt:
    """The first statement after the docstring."""
    body = func.body
    doc = isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) and \
        isinstance(body[0].value.value, str)
    return body[1] if doc and len(body) > 1 else body[0]


def _sibling_conditions(ctx: EditContext, func: ast.FunctionDef | ast.AsyncFunctionDef
                        ) -> list[str]:
    """Conditions of the sibling methods' leading guards (`if not self.boundary.
    intersects(area): return ...`), rewritten for this function's typed parameters."""
    cls = ctx.parent_of.get(func)
    if not isinstance(cls, ast.ClassDef):
        return []
    mine = {p: ast.unparse(n).strip("'\"") for p, n in _annotations(func).items()
            if p in function_params(func)}
    if not mine:
        return []
    attr_types = _attribute_types(cls)
    out: list[str] = []
    for node in cls.body:
        if node is func or not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        first = _first_statement(node)
        if not (isinstance(first, ast.If) and not first.orelse and len(first.body) == 1
                and isinstance(first.body[0], ast.Return)):
            continue
        for call in ast.walk(first.test):
            if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
                    and len(call.args) == 1 and not call.keywords):
                continue
            owner = ast.unparse(call.func.value)
            type_name = attr_types.get(owner)
            if type_name is None:
                continue
            for method in _bool_methods(ctx, type_name):
                for param, note in mine.items():
                    if method[1] != note:
                        continue
                    new = ast.unparse(first.test).replace(
                        ast.unparse(call), f"{owner}.{method[0]}({param})")
                    if new != ast.unparse(first.test) and new not in out:
                        out.append(new)
    return out[:MAX_NAMES]


def _attribute_types(cls: ast.ClassDef) -> dict[str, str]:
    """`self.boundary` -> `Rect`, from `__init__`'s `self.boundary = boundary` and the
    parameter's annotation (or an annotated assignment)."""
    out: dict[str, str] = {}
    for node in cls.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and \
                node.name == "__init__":
            notes = {p: ast.unparse(n).strip("'\"") for p, n in _annotations(node).items()}
            for stmt in walk_own(node):
                if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Attribute):
                    out[ast.unparse(stmt.target)] = ast.unparse(stmt.annotation).strip("'\"")
                elif isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Name) and \
                        stmt.value.id in notes:
                    for t in stmt.targets:
                        if isinstance(t, ast.Attribute):
                            out[ast.unparse(t)] = notes[stmt.value.id]
    return out


def _bool_methods(ctx: EditContext, type_name: str) -> list[tuple[str, str]]:
    """(method, its one parameter's annotation) of a project class's `-> bool` methods
    that take one argument (memoized per class name)."""
    key = ("bool_methods", type_name)
    if key not in ctx.project.memo:
        found: list[tuple[str, str]] = []
        # the suspect's own module first, then the others
        holders = sorted(ctx.project.find_classes(type_name), key=lambda pc: pc[0] != ctx.path)
        holder = holders[0][1] if holders else None
        for m in getattr(holder, "body", []):
            if isinstance(m, ast.FunctionDef) and m.returns is not None and \
                    ast.unparse(m.returns) == "bool" and len(m.args.args) == 2:
                note = m.args.args[1].annotation
                found.append((m.name, ast.unparse(note).strip("'\"") if note else ""))
        ctx.project.memo[key] = found
    return ctx.project.memo[key]  # type: ignore[return-value]


def _checked(ctx: EditContext) -> list[str]:
    """Locals and parameters the statement reads, the last bound first."""
    assert ctx.func is not None
    scope = set(function_params(ctx.func)) | set(function_locals(ctx.func))
    read = [n.id for n in ctx.nodes if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)
            and n.id in scope and n.id not in ("self", "cls")]
    bound: dict[str, int] = {}
    for node in walk_own(ctx.func):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store) and \
                node.lineno < ctx.line:
            bound[node.id] = max(bound.get(node.id, 0), node.lineno)
    names = sorted(dict.fromkeys(read), key=lambda n: -bound.get(n, 0))
    return names[:MAX_NAMES]


def _twins_equal(ctx: EditContext) -> list[str]:
    """`ra == rb` for two names the statement reads that one assignment binds from the
    same call (`ra, rb = self.find(a), self.find(b)`): the case where both sides are
    one and the same (already joined, same node, same cell) ends early."""
    assert ctx.func is not None
    read = {n.id for n in ctx.nodes if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
    out: list[str] = []
    for node in walk_own(ctx.func):
        if not (isinstance(node, ast.Assign) and node.lineno < ctx.line
                and len(node.targets) == 1 and isinstance(node.targets[0], ast.Tuple)
                and isinstance(node.value, ast.Tuple)
                and len(node.targets[0].elts) == len(node.value.elts) == 2):
            continue
        names = [t.id for t in node.targets[0].elts if isinstance(t, ast.Name)]
        calls = [ast.dump(v.func) for v in node.value.elts if isinstance(v, ast.Call)]
        if len(names) == 2 == len(calls) and calls[0] == calls[1] and set(names) <= read:
            out.append(f"{names[0]} == {names[1]}")
    return out[:2]


def _in_arithmetic(ctx: EditContext) -> set[str]:
    """Names the statement computes with as numbers (`rate * days`, `a - b`)."""
    out: set[str] = set()
    for node in ctx.nodes:
        if isinstance(node, ast.BinOp) and isinstance(node.op, (
                ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Pow)):
            sides = (node.left, node.right)
            if any(isinstance(x, ast.Constant) and isinstance(x.value, str) for x in sides):
                continue  # `"-" * width`
            out |= {x.id for x in sides if isinstance(x, ast.Name)}
    return out


def exit_values(ctx: EditContext) -> list[str]:
    """Constants the function returns elsewhere, then the neutral value of its return
    annotation."""
    assert ctx.func is not None
    found: list[str] = []
    for node in walk_own(ctx.func):
        if isinstance(node, ast.Return) and node.value is not None and _constant(node.value):
            text = ctx.text(node.value)
            if text not in found and len(text) < 40:
                found.append(text)
    neutral = _neutral(ctx, ctx.func.returns)
    if neutral is not None and neutral not in found:
        found.append(neutral)
    if found in (["True"], ["False"]):  # a predicate that always says the same: the other
        found.append("False" if found == ["True"] else "True")
    return found


def _constant(node: ast.expr) -> bool:
    """A literal or a module constant (`ZERO`), or a tuple of them."""
    if isinstance(node, ast.Tuple):
        return all(_constant(e) for e in node.elts)
    if isinstance(node, ast.Name):
        return node.id.isupper()
    if isinstance(node, ast.UnaryOp):
        return isinstance(node.operand, ast.Constant)
    return isinstance(node, (ast.Constant, ast.List, ast.Dict)) and not (
        getattr(node, "elts", None) or getattr(node, "keys", None))


def _neutral(ctx: EditContext, note: ast.expr | None) -> str | None:
    """The neutral value of a return annotation: `0` for `int`, `0, None` for
    `tuple[int, int | None]`, the module's zero constant for `Decimal`."""
    if note is None:
        return None
    if isinstance(note, ast.BinOp) and isinstance(note.op, ast.BitOr):
        return "None"  # `int | None`: nothing found
    if isinstance(note, ast.Subscript):
        base = getattr(note.value, "id", getattr(note.value, "attr", ""))
        if base in ("Optional",):
            return "None"
        if base in ("tuple", "Tuple"):
            elts = note.slice.elts if isinstance(note.slice, ast.Tuple) else [note.slice]
            parts = [_neutral(ctx, e) for e in elts]
            if all(p is not None for p in parts) and len(parts) > 1:
                return ", ".join(p for p in parts if p is not None)
            return None
        return _NEUTRAL.get(base)
    name = getattr(note, "id", getattr(note, "attr", ""))
    if isinstance(note, ast.Constant) and note.value is None:
        return "None"
    if name == "Decimal":
        return _zero_constant(ctx) or "Decimal(0)"
    return _NEUTRAL.get(name)


def _zero_constant(ctx: EditContext) -> str | None:
    """A module constant holding zero (`ZERO = Decimal("0.00")`)."""
    for stmt in ctx.info.tree.body:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(
                stmt.targets[0], ast.Name) and stmt.targets[0].id.isupper():
            value = stmt.value
            if isinstance(value, ast.Call) and len(value.args) == 1 and isinstance(
                    value.args[0], ast.Constant):
                try:
                    zero = float(value.args[0].value) == 0  # type: ignore[arg-type]
                except (TypeError, ValueError):
                    continue
                if zero:
                    return stmt.targets[0].id
    return None


def _annotations(func: ast.FunctionDef | ast.AsyncFunctionDef) -> dict[str, ast.expr]:
    a = func.args
    out = {p.arg: p.annotation for p in [*a.posonlyargs, *a.args, *a.kwonlyargs]
           if p.annotation is not None}
    for node in walk_own(func):
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            out[node.target.id] = node.annotation
    return out


def _kind_of_note(note: ast.expr | None) -> str | None:
    if note is None:
        return None
    base = note.value if isinstance(note, ast.Subscript) else note
    name = getattr(base, "id", getattr(base, "attr", ""))
    if name in _NUMERIC:
        return "num"
    if name in ("list", "tuple", "set", "frozenset", "Sequence", "List"):
        return "seq"
    if name in ("dict", "Mapping", "Dict"):
        return "map"
    return "str" if name == "str" else None
