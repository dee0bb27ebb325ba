"""Calls that lack something: an argument ("same function, more args"), carry one too many
("less args"), or are missing altogether after a membership test.

- ``add-argument``: a project function called without a parameter it accepts gets it,
  as `p=p` when a local has the parameter's name (the commonest form: a value not
  passed through), or a flag flipped from its default; a missing required argument the
  TypeError names is filled from the scope. A few builtins' optional arguments that
  change results: `sorted(x, reverse=True)`, `enumerate(x, 1)`, `d.get(k, 0)`,
  `round(x, n)`, `range(1, n)`.
- ``drop-argument``: one optional argument removed (a project callee's defaulted
  parameter, a keyword, or any argument of a call with several).
- ``membership-update``: a collection that the function tests with `in` but never adds
  to gets the update after the test: `if x in seen: continue` -> `seen.add(x)` after it.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    FuncDef,
    function_locals,
    function_params,
    in_loop,
    starts_line,
    walk_own,
)

MAX_PER_CALL = 6
_MUTATORS = {"add", "append", "extend", "update", "insert", "setdefault", "discard", "remove",
             "pop", "appendleft", "clear", "add_node", "push"}
_MISSING_ARG = re.compile(r"missing \d+ required (?:positional|keyword-only) arguments?: (.+)")


def _callee_name(call: ast.Call) -> str:
    func = call.func
    return func.id if isinstance(func, ast.Name) else (
        func.attr if isinstance(func, ast.Attribute) else "")


def _callee_def(ctx: EditContext, call: ast.Call) -> FuncDef | None:
    """The project function a call reaches, when its name picks exactly one."""
    name = _callee_name(call)
    if not name or name.startswith("__"):
        return None
    key = ("callee-def", name)
    if key not in ctx.project.memo:
        defs = ctx.project.find_defs(name)
        ctx.project.memo[key] = defs[0][1] if len(defs) == 1 else None
    found = ctx.project.memo[key]
    return found if isinstance(found, (ast.FunctionDef, ast.AsyncFunctionDef)) else None


def _params(func: FuncDef, bound: bool) -> tuple[list[ast.arg], list[ast.expr | None]]:
    """Positional-or-keyword and keyword-only parameters, each with its default (or None)."""
    a = func.args
    positional = [*a.posonlyargs, *a.args]
    defaults: list[ast.expr | None] = [None] * (len(positional) - len(a.defaults))
    defaults += list(a.defaults)
    params, dflts = positional + list(a.kwonlyargs), defaults + list(a.kw_defaults)
    if bound and params and params[0].arg in ("self", "cls"):
        params, dflts = params[1:], dflts[1:]
    return params, dflts


def _is_bound(call: ast.Call, func: FuncDef) -> bool:
    return isinstance(call.func, ast.Attribute) or func.name in ("__init__", "__call__")


def _insert_arg(ctx: EditContext, call: ast.Call, text: str) -> tuple[int, int, str]:
    """A span adding `text` as the call's last argument (before `**kw` keeps it valid)."""
    items = [*call.args, *call.keywords]
    if not items:
        end = ctx.src.span(call)[1]
        return end - 1, end - 1, text
    last = max(items, key=lambda n: ctx.src.span(n)[1])
    end = ctx.src.span(last)[1]
    return end, end, f", {text}"


def _required_missing(ctx: EditContext) -> set[str]:
    out: set[str] = set()
    for _, msg in ctx.messages:
        m = _MISSING_ARG.search(msg)
        if m:
            out |= set(re.findall(r"'(\w+)'", m.group(1)))
    return out


def add_argument(ctx: EditContext) -> Iterator[Edit]:
    scope = list(dict.fromkeys(function_params(ctx.func) + function_locals(ctx.func)))
    missing = _required_missing(ctx)
    for call in ctx.nodes:
        if not isinstance(call, ast.Call) or any(isinstance(a, ast.Starred) for a in call.args) \
                or any(k.arg is None for k in call.keywords):
            continue
        yield from _range_start(ctx, call)
        yielded = 0
        for text, weight in [*_project_args(ctx, call, scope, missing), *_builtin_args(ctx, call)]:
            if yielded >= MAX_PER_CALL:
                break
            yielded += 1
            start, end, new = _insert_arg(ctx, call, text)
            yield Edit("add-argument", ctx.line, [(start, end, new)],
                       f"line {call.lineno}: pass `{text}` to `{_callee_name(call)}`",
                       f"{start}:{text}", weight)


def _project_args(ctx: EditContext, call: ast.Call, scope: list[str], missing: set[str]
                  ) -> Iterator[tuple[str, float]]:
    func = _callee_def(ctx, call)
    if func is None:
        return
    params, defaults = _params(func, _is_bound(call, func))
    given = {k.arg for k in call.keywords} | {p.arg for p in params[:len(call.args)]}
    positional_next = len(call.args)
    for i, (param, default) in enumerate(zip(params, defaults, strict=True)):
        name = param.arg
        if name in given:
            continue
        as_kw = i != positional_next or call.keywords
        if default is None and name not in missing:
            continue  # a required parameter not passed would fail on every call
        if name in scope:
            yield (f"{name}={name}" if as_kw else name), 1.0
        if isinstance(default, ast.Constant) and isinstance(default.value, bool):
            yield f"{name}={not default.value}", 0.7
        if name in missing:
            for other in scope[:4]:
                if other != name:
                    yield (f"{name}={other}" if as_kw else other), 0.6


_BUILTIN_EXTRA: dict[str, list[tuple[int, str, float]]] = {
    # callee: (positional args it has, argument added, weight)
    "sorted": [(1, "reverse=True", 0.7)],
    "sort": [(0, "reverse=True", 0.7)],
    "enumerate": [(1, "1", 0.6)],
    "get": [(1, "0", 0.5), (1, "[]", 0.3), (1, '""', 0.3)],
    "round": [(1, "2", 0.5), (1, "1", 0.3)],
    "split": [(1, "1", 0.3)],
    "rsplit": [(1, "1", 0.3)],
    "pop": [(0, "0", 0.6)],
}


def _builtin_args(ctx: EditContext, call: ast.Call) -> Iterator[tuple[str, float]]:
    name = _callee_name(call)
    if _callee_def(ctx, call) is not None:
        return
    is_method = isinstance(call.func, ast.Attribute)
    if name in ("sort", "get", "split", "rsplit", "pop") and not is_method:
        return
    if name in ("sorted", "enumerate", "round") and is_method:
        return
    given = {k.arg for k in call.keywords}
    for count, text, weight in _BUILTIN_EXTRA.get(name, []):
        if len(call.args) == count and text.split("=")[0] not in given:
            yield text, weight


def _range_start(ctx: EditContext, call: ast.Call) -> Iterator[Edit]:
    """`range(n)` -> `range(1, n)`: a loop that should skip its first index."""
    if isinstance(call.func, ast.Name) and call.func.id == "range" and len(call.args) == 1:
        start = ctx.src.span(call.args[0])[0]
        yield Edit("add-argument", ctx.line, [(start, start, "1, ")],
                   f"line {call.lineno}: `range({ctx.text(call.args[0])})` -> "
                   f"`range(1, {ctx.text(call.args[0])})`", f"{start}:range1", 0.5)


def drop_argument(ctx: EditContext) -> Iterator[Edit]:
    for call in ctx.nodes:
        if not isinstance(call, ast.Call):
            continue
        items: list[ast.AST] = sorted([*call.args, *call.keywords],
                                      key=lambda n: ctx.src.span(n)[0])
        if not items:
            continue
        func = _callee_def(ctx, call)
        optional: set[str] | None = None
        if func is not None:
            params, defaults = _params(func, _is_bound(call, func))
            optional = {p.arg for p, d in zip(params, defaults, strict=True) if d is not None}
        for i, item in enumerate(items[:MAX_PER_CALL]):
            if isinstance(item, ast.Starred) or (isinstance(item, ast.keyword)
                                                 and item.arg is None):
                continue
            weight = _drop_weight(call, item, items, optional, func)
            if weight <= 0:
                continue
            a, b = ctx.src.span(item)
            if i + 1 < len(items):
                span = (a, ctx.src.span(items[i + 1])[0], "")
            elif i > 0:
                span = (ctx.src.span(items[i - 1])[1], b, "")
            else:
                span = (a, b, "")
            label = ctx.text(item)
            yield Edit("drop-argument", ctx.line, [span],
                       f"line {call.lineno}: drop `{label[:40]}` from `{_callee_name(call)}`",
                       f"{a}:drop", weight)


# builtin methods whose one argument is optional
_OPTIONAL_ARG = {"pop", "split", "rsplit", "strip", "lstrip", "rstrip", "sort", "index",
                 "popitem", "readline", "encode", "decode"}


def _drop_weight(call: ast.Call, item: ast.AST, items: list[ast.AST],
                 optional: set[str] | None, func: FuncDef | None) -> float:
    if func is not None and optional is not None:
        if isinstance(item, ast.keyword):
            return 1.0 if item.arg in optional else 0.0
        params, defaults = _params(func, _is_bound(call, func))
        index = call.args.index(item)  # type: ignore[arg-type]
        return 0.9 if index < len(params) and defaults[index] is not None else 0.0
    if isinstance(item, ast.keyword):
        return 0.7
    if len(items) == 1 and isinstance(call.func, ast.Attribute) and \
            call.func.attr in _OPTIONAL_ARG:
        return 0.6  # `stack.pop(0)` for `stack.pop()`
    return 0.5 if len(items) >= 2 else 0.0


def _kind_of(ctx: EditContext, coll: str) -> str | None:
    """set, list or dict: how the collection is made in the function, its class or module."""
    for tree in (ctx.func, ctx.info.tree):
        if tree is None:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and any(ctx.text(t) == coll for t in node.targets):
                value = node.value
                if isinstance(value, (ast.Set, ast.SetComp)) or (
                        isinstance(value, ast.Call) and ctx.text(value.func) in ("set",)):
                    return "set"
                if isinstance(value, (ast.List, ast.ListComp)) or (
                        isinstance(value, ast.Call) and ctx.text(value.func) == "list"):
                    return "list"
                if isinstance(value, (ast.Dict, ast.DictComp)) or (
                        isinstance(value, ast.Call) and ctx.text(value.func) in (
                            "dict", "defaultdict", "OrderedDict")):
                    return "dict"
    return None


def membership_update(ctx: EditContext) -> Iterator[Edit]:
    """`if x in seen: continue` with `seen` never added to -> `seen.add(x)` after the test
    (or first in the body of `if x not in seen:`)."""
    stmt = ctx.stmt
    if ctx.func is None or not isinstance(stmt, ast.If) or not starts_line(ctx, stmt):
        return
    mutated = _mutated(ctx, ctx.func)
    nl = ctx.src.newline()
    for test in ast.walk(stmt.test):
        if not (isinstance(test, ast.Compare) and len(test.ops) == 1
                and isinstance(test.ops[0], (ast.In, ast.NotIn))):
            continue
        coll_node = test.comparators[0]
        if not isinstance(coll_node, (ast.Name, ast.Attribute)):
            continue
        coll, elem = ctx.text(coll_node), ctx.text(test.left)
        if coll in mutated or "\n" in elem:
            continue
        # a local bound once and tested inside a loop: a `seen` meant to grow, whose test
        # can never succeed again (rare and telling, and where a walk loops forever)
        grows = SEEN if in_loop(ctx) and isinstance(coll_node, ast.Name) and \
            _bound_once(ctx.func, coll_node.id) else 1.0
        kind = _kind_of(ctx, coll)
        updates = {"set": [(f"{coll}.add({elem})", 1.0)],
                   "list": [(f"{coll}.append({elem})", 1.0)],
                   "dict": [(f"{coll}[{elem}] = True", 0.6)]}.get(
            kind or "", [(f"{coll}.add({elem})", 0.8), (f"{coll}.append({elem})", 0.6)])
        spots = []
        if isinstance(test.ops[0], ast.NotIn) and stmt.test is test:
            first = stmt.body[0]
            spots.append((ctx.src.line_start(first.lineno), ctx.src.indent(first.lineno),
                          f"start of the body of line {stmt.lineno}", 1.0))
        end = stmt.end_lineno or stmt.lineno
        offset = ctx.src.line_start(end + 1)
        prefix = nl if offset == len(ctx.src.text) and not ctx.src.text.endswith(
            ("\n", "\r")) else ""
        spots.append((offset, prefix + ctx.src.indent(stmt.lineno), f"after line {end}", 0.9))
        for where_offset, indent, where, sw in spots:
            for text, weight in updates:
                yield Edit("membership-update", stmt.lineno,
                           [(where_offset, where_offset, f"{indent}{text}{nl}")],
                           f"{where}: insert `{text}`", f"{where_offset}:{text}",
                           weight * sw * grows)


SEEN = 3.0


def _bound_once(func: FuncDef, name: str) -> bool:
    return sum(isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Store)
               for n in walk_own(func)) == 1


def _mutated(ctx: EditContext, func: FuncDef) -> set[str]:
    """Receivers the function adds to, stores into or rebinds with an augmented assignment."""
    out: set[str] = set()
    for node in walk_own(func):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                node.func.attr in _MUTATORS:
            out.add(ctx.text(node.func.value))
        elif isinstance(node, ast.Subscript) and isinstance(node.ctx, (ast.Store, ast.Del)):
            out.add(ctx.text(node.value))
        elif isinstance(node, ast.AugAssign):
            out.add(ctx.text(node.target))
    return out


_TWO_ARGS = {"range", "round", "pow", "divmod", "Fraction", "complex", "max", "min",
             "getattr", "slice", "isclose", "gcd", "log", "atan2", "hypot", "comb", "perm"}


def split_argument(ctx: EditContext) -> Iterator[Edit]:
    """`Fraction(a * b)` -> `Fraction(a, b)`: two arguments written as one expression (an
    operator typed for the comma), where the callee takes a second positional argument."""
    for call in ctx.nodes:
        if not (isinstance(call, ast.Call) and len(call.args) == 1 and not call.keywords
                and isinstance(call.args[0], ast.BinOp)):
            continue
        name = _callee_name(call)
        func = _callee_def(ctx, call)
        if func is not None:
            params, _ = _params(func, _is_bound(call, func))
            takes = len([p for p in params if p not in func.args.kwonlyargs]) >= 2
        else:
            takes = name in _TWO_ARGS
        if not takes:
            continue
        arg = call.args[0]
        text = f"{ctx.text(arg.left)}, {ctx.text(arg.right)}"
        yield ctx.replace(arg, text, "split-argument", 1.0)
