"""Values written with the wrong variable, sign or type: five PySStuBs shapes.

- ``negate-value``: `offset = offset` -> `offset = -offset` ("change unary operator"): a
  value's sign lost. A self-assignment computes nothing, so there it is the likely slip.
- ``swap-names``: `int(tzh) + int(tzm) * 60` -> `int(tzm) + int(tzh) * 60`: two variables
  exchanged everywhere in one statement ("swap arguments" beyond one call).
- ``literal-to-name``: `next(it, None)` -> `next(it, default)`: a constant where a variable
  was meant ("change identifier used"). A parameter the function never reads is the
  likeliest one: the author passed it in to be used.
- ``replace-target``: `lo = mid` -> `hi = mid`: the wrong variable assigned ("change identifier
  used" on the left of `=`).
- ``isinstance-types``: `isinstance(x, int)` -> `isinstance(x, (int, slice))` and back
  ("more/less specific if"): a type missing from, or extra in, a type check.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    EVIDENCE,
    Edit,
    EditContext,
    function_params,
    is_callee,
    loaded_names,
    paren,
)
from pytest_selfheal.engines.builtin.ops_kinds import conflict, kinds_of
from pytest_selfheal.engines.builtin.ops_shapes import MAX_VARIANTS, numeric_names, scope_names

_SELF = ("self", "cls")
# parameter names that conventionally hold a count or an index
_INT_NAME = re.compile(r"[nkijm]|n_\w+|num\w*|\w*_?(count|size|len|length|index|idx|width)"
                       r"|start|stop|end|step|limit")
_VALUE_TYPES = {"slice", "tuple", "list", "dict", "set", "frozenset", "int", "float", "str",
                "bytes", "bool", "complex", "bytearray"}


def negate_value(ctx: EditContext) -> Iterator[Edit]:
    stmt = ctx.stmt
    value = getattr(stmt, "value", None)
    if not isinstance(stmt, (ast.Assign, ast.AnnAssign, ast.Return)) or not isinstance(
            value, (ast.Name, ast.Attribute, ast.Subscript, ast.Call, ast.BinOp)):
        return
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id in (
            "str", "repr", "list", "dict", "set", "tuple", "sorted", "bool"):
        return  # not a number
    targets = stmt.targets if isinstance(stmt, ast.Assign) else [getattr(stmt, "target", None)]
    noop = any(t is not None and ctx.text(t) == ctx.text(value) for t in targets)
    yield ctx.replace(value, f"-{paren(ctx, value)}", "negate-value", EVIDENCE if noop else 0.4)


def swap_names(ctx: EditContext) -> Iterator[Edit]:
    names: dict[str, list[ast.Name]] = {}
    for node in ctx.nodes:
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            names.setdefault(node.id, []).append(node)
    scope = set(scope_names(ctx))
    pool = [n for n in names if n in scope]
    kinds = kinds_of(ctx)
    count = 0
    for i, a in enumerate(pool):
        for b in pool[i + 1:]:
            if count >= MAX_VARIANTS:
                return
            if conflict(kinds.get(a), kinds.get(b)):
                continue  # `values[j]` -> `j[values]`: no author exchanged those
            spans = [(*ctx.src.span(n), b) for n in names[a]]
            spans += [(*ctx.src.span(n), a) for n in names[b]]
            spans.sort()
            # the two in like places (`int(a) + int(b) * 60`): the exchange reads naturally
            alike = _role(ctx, names[a][0]) == _role(ctx, names[b][0])
            count += 1
            yield Edit("swap-names", ctx.line, spans, f"line {ctx.line}: exchange `{a}` and "
                       f"`{b}`", f"{spans[0][0]}:{a}<->{b}", 1.0 if alike else 0.5)


def _role(ctx: EditContext, node: ast.AST) -> str:
    parent = ctx.parent_of.get(node)
    if isinstance(parent, ast.Call):
        return f"arg of {ctx.text(parent.func)}"
    return type(parent).__name__


def literal_to_name(ctx: EditContext) -> Iterator[Edit]:
    if ctx.func is None:
        return
    read = loaded_names(ctx.func)
    unused = [p for p in function_params(ctx.func) if p not in read and p not in _SELF
              and not p.startswith("_")]
    numeric = list(dict.fromkeys(numeric_names(ctx) + [
        p for p in function_params(ctx.func) if _INT_NAME.fullmatch(p)]))
    count = 0
    for node in ctx.nodes:
        if not isinstance(node, ast.Constant) or isinstance(
                ctx.parent_of.get(node), (ast.JoinedStr, ast.FormattedValue)):
            continue
        value = node.value
        options = [(p, EVIDENCE) for p in unused]
        if type(value) is int:
            options += [(n, 0.5) for n in numeric if n not in unused]
        for name, weight in options:
            if count >= MAX_VARIANTS:
                return
            count += 1
            yield ctx.replace(node, name, "literal-to-name", weight)
    for node in ctx.nodes:  # a variable read where the unused parameter was meant
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id not in \
                _SELF and not is_callee(ctx, node):
            for name in unused[:2]:
                yield ctx.replace(node, name, "literal-to-name", 1.0)


def isinstance_types(ctx: EditContext) -> Iterator[Edit]:
    known = _checked_types(ctx)
    for node in ctx.nodes:
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in ("isinstance", "issubclass") and len(node.args) == 2):
            continue
        kinds = node.args[1]
        have = [ctx.text(e) for e in kinds.elts] if isinstance(kinds, ast.Tuple) else [
            ctx.text(kinds)]
        for i, extra in enumerate([k for k in known if k not in have][:MAX_VARIANTS]):
            yield ctx.replace(kinds, f"({', '.join([*have, extra])})", "isinstance-types",
                              1.0 - 0.05 * i)
        if len(have) > 1:
            for drop in have:
                rest = [h for h in have if h != drop]
                text = rest[0] if len(rest) == 1 else f"({', '.join(rest)})"
                yield ctx.replace(kinds, text, "isinstance-types", 0.8)


def _checked_types(ctx: EditContext) -> list[str]:
    """Types the module checks or builds elsewhere, then the usual partners of a check;
    in a subscript method (`__getitem__`), `slice` first: an index or a slice."""
    found = _module_types(ctx)
    usual = ["slice", "tuple", "list", "float", "str", "bytes", "type(None)"]
    if ctx.func is not None and ctx.func.name in ("__getitem__", "__setitem__", "__delitem__"):
        found = ["slice", *found]
    return list(dict.fromkeys([*found, *usual]))


def _module_types(ctx: EditContext) -> list[str]:
    key = ("module_types", ctx.path)
    if key in ctx.project.memo:
        return ctx.project.memo[key]  # type: ignore[return-value]
    classes = {n.name for n in ast.walk(ctx.info.tree) if isinstance(n, ast.ClassDef)}
    out: list[str] = []
    for node in ast.walk(ctx.info.tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            name = node.func.id
            if name in ("isinstance", "issubclass") and len(node.args) == 2:
                kinds = node.args[1]
                elts = kinds.elts if isinstance(kinds, ast.Tuple) else [kinds]
                out += [ast.unparse(e) for e in elts]
            elif name in _VALUE_TYPES or name in classes:
                out.append(name)  # a type the module constructs, `slice(a, b)`
    out = [o for o in dict.fromkeys(out) if o not in ("object", "super", "type", "print")]
    ctx.project.memo[key] = out
    return out


STUCK_TARGET = 2.0  # weight of a loop-condition variable the loop body never assigns


def replace_target(ctx: EditContext) -> Iterator[Edit]:
    """`lo = mid` -> `hi = mid`: the wrong variable assigned. The other branch of the same
    `if` assigning a name is the likeliest mix-up (a binary search sets `lo` in one branch
    and `hi` in the other); then the names the loop's condition reads."""
    stmt = ctx.stmt
    if not isinstance(stmt, (ast.Assign, ast.AugAssign)) or ctx.func is None:
        return
    target = stmt.targets[0] if isinstance(stmt, ast.Assign) else stmt.target
    if not isinstance(target, ast.Name) or (isinstance(stmt, ast.Assign)
                                            and len(stmt.targets) != 1):
        return
    options: list[tuple[str, float]] = []
    parent = ctx.parent_of.get(stmt)
    if isinstance(parent, ast.If):
        other = parent.orelse if stmt in parent.body else parent.body
        options += [(n, 1.0) for n in _assigned(other)]
    loop = parent
    while loop is not None and not isinstance(loop, (ast.While, ast.For, ast.FunctionDef)):
        loop = ctx.parent_of.get(loop)
    if isinstance(loop, ast.While):  # a variable the condition reads, not what it calls
        # one the body never moves, first: a loop whose variable never changes stops only
        # by accident (`while j < n and s[j] == s[i]: i += 1` for `j += 1`)
        moved = {n.id for s in loop.body for n in ast.walk(s)
                 if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
        counters = _counters(loop.test)
        options += [(n.id, STUCK_TARGET if n.id in counters and n.id not in moved else 0.6)
                    for n in ast.walk(loop.test) if isinstance(n, ast.Name)
                    and not is_callee(ctx, n) and not n.id.isupper()]
    done = {target.id}
    start, end = ctx.src.span(target)
    for name, weight in options:
        if name in done or name in _SELF:
            continue
        done.add(name)
        yield Edit("replace-target", ctx.line, [(start, end, name)],
                   f"line {ctx.line}: assign `{name}`, not `{target.id}`", f"{start}:{name}",
                   weight)


def _counters(test: ast.expr) -> set[str]:
    """Names a loop condition compares or indexes with: what the loop should move."""
    out: set[str] = set()
    for node in ast.walk(test):
        if isinstance(node, ast.Compare):
            out |= {n.id for n in [node.left, *node.comparators] if isinstance(n, ast.Name)}
        elif isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Name):
            out.add(node.slice.id)
    return out


def _assigned(block: list[ast.stmt]) -> list[str]:
    out = []
    for stmt in block:
        if isinstance(stmt, ast.Assign):
            out += [t.id for t in stmt.targets if isinstance(t, ast.Name)]
        elif isinstance(stmt, ast.AugAssign) and isinstance(stmt.target, ast.Name):
            out.append(stmt.target.id)
    return out
