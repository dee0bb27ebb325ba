"""Statement-level fix templates: inserted/deleted statements, missing returns and missing
updates of stale locals (guards live in ops_guard and are re-exported here)."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    starts_line,
    walk_own,
)
from pytest_selfheal.engines.builtin.ops_guard import add_none_guard as add_none_guard
from pytest_selfheal.engines.builtin.ops_guard import coalesce as coalesce
from pytest_selfheal.engines.builtin.srctext import dropped_recursions, returns_value

_SIMPLE = (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Expr, ast.Return, ast.Raise,
           ast.Delete, ast.Pass, ast.Break, ast.Continue, ast.Assert)


def _donors(ctx: EditContext) -> list[tuple[ast.stmt, float]]:
    if ctx.func is None:
        return []
    out: list[tuple[ast.stmt, float]] = []
    for node in walk_own(ctx.func):
        if node is ctx.stmt or not isinstance(node, ast.stmt):
            continue
        if isinstance(node, ast.If) and _small_block(node):
            out.append((node, 0.6))  # a guarded statement, e.g. a flush repeated after a loop
            continue
        if (node.end_lineno or node.lineno) != node.lineno:
            continue
        if isinstance(node, ast.AugAssign):
            out.append((node, 1.0))
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            out.append((node, 0.8))
        elif isinstance(node, ast.Assign) and len(ctx.text(node)) <= 80:
            out.append((node, 0.5))
    return sorted(out, key=lambda d: (-d[1], abs(d[0].lineno - ctx.stmt.lineno)))[:5]


def _small_block(node: ast.If) -> bool:
    """`if c:` with up to three one-line simple statements and no else."""
    return (not node.orelse and len(node.body) <= 3 and node.body[0].lineno == node.lineno + 1
            and all(isinstance(b, _SIMPLE) and b.end_lineno == b.lineno for b in node.body))


def _donor_text(ctx: EditContext, donor: ast.stmt, indent: str, nl: str) -> str:
    """The donor's lines re-indented to `indent`, each ending in nl."""
    base = len(ctx.src.indent(donor.lineno))
    return "".join(f"{indent}{ctx.src.line(i)[base:]}{nl}"
                   for i in range(donor.lineno, (donor.end_lineno or donor.lineno) + 1))


def insert_statement(ctx: EditContext) -> Iterator[Edit]:
    stmt = ctx.stmt
    if not starts_line(ctx, stmt):
        return
    nl = ctx.src.newline()
    spots: list[tuple[int, str, str, float]] = []  # (offset, indent, where, weight)
    indent = ctx.src.indent(stmt.lineno)
    if isinstance(stmt, (ast.For, ast.While)):
        last = stmt.body[-1]
        end = last.end_lineno or last.lineno
        spots.append((ctx.src.line_start(end + 1), ctx.src.indent(stmt.body[0].lineno),
                      f"end of loop body (after line {end})", 1.0))
    elif isinstance(stmt, _SIMPLE):
        spots.append((ctx.src.line_start(stmt.lineno), indent, f"before line {stmt.lineno}", 0.8))
        if not isinstance(stmt, (ast.Return, ast.Raise, ast.Continue, ast.Break)):
            end = stmt.end_lineno or stmt.lineno
            spots.append((ctx.src.line_start(end + 1), indent, f"after line {end}", 0.9))
    for donor, dw in _donors(ctx):
        text = " ".join(ctx.text(donor).split())
        for offset, ind, where, sw in spots:
            prefix = nl if offset == len(ctx.src.text) and not ctx.src.text.endswith(
                ("\n", "\r")) else ""
            new = prefix + _donor_text(ctx, donor, ind, nl)
            yield Edit("insert-stmt", stmt.lineno, [(offset, offset, new)],
                       f"{where}: insert `{text[:60]}`", f"{offset}:{text}", dw * sw)


def delete_statement(ctx: EditContext) -> Iterator[Edit]:
    stmt = ctx.stmt
    if not isinstance(stmt, _SIMPLE) or isinstance(stmt, ast.Pass) or not starts_line(ctx, stmt):
        return
    end_line = stmt.end_lineno or stmt.lineno
    if ctx.src.line(end_line).encode("utf-8")[stmt.end_col_offset or 0:].strip()[:1] not in (
            b"", b"#"):
        return  # something else follows on the same line
    parent = ctx.parent_of.get(stmt)
    siblings: list[ast.stmt] = next((getattr(parent, f) for f in ("body", "orelse", "finalbody")
                     if stmt in (getattr(parent, f, None) or [])), [])
    start = ctx.src.line_start(stmt.lineno)
    end = ctx.src.line_start(end_line + 1)
    if len(siblings) > 1:
        yield Edit("delete-stmt", stmt.lineno, [(start, end, "")],
                   f"line {stmt.lineno}: delete `{ctx.text(stmt)[:50]}`", "delete")
    else:
        s, e = ctx.src.span(stmt)
        yield Edit("delete-stmt", stmt.lineno, [(s, e, "pass")],
                   f"line {stmt.lineno}: replace `{ctx.text(stmt)[:50]}` with `pass`", "pass")


def add_return(ctx: EditContext) -> Iterator[Edit]:
    """A missing return: `expr` -> `return expr` for a value computed and dropped, or
    `return x` after the last statement for a name the function assigns."""
    func = ctx.func if ctx.func is not None else (
        ctx.stmt if isinstance(ctx.stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) else None)
    if func is None:
        return
    gives_value = returns_value(func)
    yield from _return_dropped_value(ctx, func, gives_value)
    last = func.body[-1]
    if isinstance(last, (ast.Raise, ast.Return)) or not starts_line(ctx, last):
        return
    in_last = {id(n) for n in ast.walk(last)}
    names: dict[str, float] = {}
    stores = sorted((n for n in walk_own(func) if isinstance(n, ast.Name)
                     and isinstance(n.ctx, ast.Store)), key=lambda n: -n.lineno)
    for node in stores:
        if node.id in names:
            continue
        weight = 1.0 if id(node) in in_last else 0.7
        names[node.id] = weight * (0.6 if gives_value else 1.0)
    nl = ctx.src.newline()
    end = last.end_lineno or last.lineno
    offset = ctx.src.line_start(end + 1)
    prefix = nl if offset == len(ctx.src.text) and not ctx.src.text.endswith(("\n", "\r")) else ""
    indent = ctx.src.indent(func.body[0].lineno)
    for name, weight in list(names.items())[:4]:
        yield Edit("add-return", end, [(offset, offset, f"{prefix}{indent}return {name}{nl}")],
                   f"after line {end}: add `return {name}`", f"{func.name}:{name}", weight)


def _return_dropped_value(ctx: EditContext, func: ast.FunctionDef | ast.AsyncFunctionDef,
                          gives_value: bool) -> Iterator[Edit]:
    """`expr` -> `return expr` for an expression statement whose value is thrown away: a
    pure expression (never useful as a statement), a conversion, or a recursive call."""
    stmt = ctx.stmt
    if not isinstance(stmt, ast.Expr) or not starts_line(ctx, stmt):
        return
    value = stmt.value
    if isinstance(value, (ast.Constant, ast.Await, ast.Yield, ast.YieldFrom)):
        return
    if not isinstance(value, ast.Call):
        weight = 1.0
    elif _callee(value) in (func.name, "int", "float", "str", "bool", "list", "dict", "tuple",
                            "set", "sorted", "len", "sum", "max", "min", "round", "abs"):
        weight = 0.9 if gives_value else 0.6
    elif gives_value:
        weight = 0.3
    else:
        return
    start = ctx.src.span(stmt)[0]
    yield Edit("add-return", stmt.lineno, [(start, start, "return ")],
               f"line {stmt.lineno}: return the value of `{ctx.text(value)[:40]}`",
               "return-value", weight)
    twins = [n for n in dropped_recursions(func) if starts_line(ctx, n)]
    if len(twins) > 1 and stmt in twins:
        spans = [(ctx.src.span(n)[0], ctx.src.span(n)[0], "return ") for n in twins]
        yield Edit("add-return", stmt.lineno, spans,
                   f"line {stmt.lineno}: return the value of each of the {len(twins)} "
                   f"recursive calls to `{func.name}` that drop it", "return-twins", weight)


def _callee(call: ast.Call) -> str:
    func = call.func
    return func.id if isinstance(func, ast.Name) else (
        func.attr if isinstance(func, ast.Attribute) else "")


_MUTATORS = {"add", "append", "extend", "update", "insert", "setdefault", "discard", "remove",
             "pop", "appendleft", "clear"}
_PURE_ARG = {"len", "str", "repr", "int", "float", "bool", "print", "isinstance", "round", "abs"}


def _init_kind(value: ast.expr | None) -> str | None:
    if isinstance(value, ast.Constant) and type(value.value) in (int, float) and not value.value:
        return "num"
    if isinstance(value, ast.Constant) and value.value == "":
        return "str"
    if isinstance(value, ast.List) and not value.elts:
        return "list"
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and not value.args:
        return {"set": "set", "list": "list"}.get(value.func.id)
    return None


def stale_locals(func: ast.AST) -> dict[str, str]:
    """Locals set once to an empty or zero value and never updated afterwards (name -> kind):
    an accumulator, counter or `seen` set whose update statement is missing."""
    kinds: dict[str, str] = {}
    binds: dict[str, int] = {}
    updated: set[str] = set()
    passed: set[str] = set()
    for node in walk_own(func):
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for t in targets:
                if isinstance(t, ast.Name):
                    kind = _init_kind(node.value)
                    if kind is not None:
                        kinds[t.id] = kind
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            binds[node.id] = binds.get(node.id, 0) + 1
        elif isinstance(node, (ast.AugAssign, ast.Subscript, ast.Attribute)):
            base = node.target if isinstance(node, ast.AugAssign) else node.value
            if isinstance(base, ast.Name) and (isinstance(node, ast.AugAssign) or isinstance(
                    node.ctx, (ast.Store, ast.Del)) or (isinstance(node, ast.Attribute)
                                                        and node.attr in _MUTATORS)):
                updated.add(base.id)
        elif isinstance(node, ast.Call) and _callee(node) not in _PURE_ARG:
            passed |= {a.id for a in node.args if isinstance(a, ast.Name)}
    return {n: k for n, k in kinds.items() if binds.get(n) == 1 and n not in updated
            and not (k in ("set", "list") and n in passed)}  # a callee may fill a collection


def _enclosing_loop(ctx: EditContext, stmt: ast.AST) -> ast.For | ast.While | None:
    cur = ctx.parent_of.get(stmt)
    while cur is not None and not isinstance(cur, (ast.FunctionDef, ast.AsyncFunctionDef)):
        if isinstance(cur, (ast.For, ast.While)):
            return cur
        cur = ctx.parent_of.get(cur)
    return None


def insert_update(ctx: EditContext) -> Iterator[Edit]:
    """Synthesize the missing update of a stale local inside a loop: `seen.add(key)`,
    `items.append(x)`, `total += value`, `count += 1`, with values in scope at the spot."""
    stmt = ctx.stmt
    if ctx.func is None or not starts_line(ctx, stmt):
        return
    stale = stale_locals(ctx.func)
    if not stale:
        return
    nl = ctx.src.newline()
    spots: list[tuple[int, str, int, str]] = []  # (offset, indent, line before spot, where)
    loop = stmt if isinstance(stmt, (ast.For, ast.While)) else _enclosing_loop(ctx, stmt)
    if loop is None:
        return
    if loop is stmt:
        first, last = stmt.body[0], stmt.body[-1]
        spots.append((ctx.src.line_start(first.lineno), ctx.src.indent(first.lineno),
                      first.lineno, "start of loop body"))
        end = last.end_lineno or last.lineno
        spots.append((ctx.src.line_start(end + 1), ctx.src.indent(first.lineno), end + 1,
                      "end of loop body"))
    else:
        indent = ctx.src.indent(stmt.lineno)
        spots.append((ctx.src.line_start(stmt.lineno), indent, stmt.lineno,
                       f"before line {stmt.lineno}"))
        if not isinstance(stmt, (ast.Return, ast.Raise, ast.Continue, ast.Break)):
            end = stmt.end_lineno or stmt.lineno
            spots.append((ctx.src.line_start(end + 1), indent, end + 1, f"after line {end}"))
    tested = {c.left.id for c in walk_own(ctx.func) if isinstance(c, ast.Compare)
              and isinstance(c.left, ast.Name) and any(isinstance(o, ast.In) for o in c.ops)}
    for offset, indent, line, where in spots:
        values = _values_at(loop, line)
        for var, kind in sorted(stale.items()):
            for text, weight in _updates(var, kind, [v for v in values if v != var], tested):
                yield Edit("insert-update", stmt.lineno, [(offset, offset, f"{indent}{text}{nl}")],
                           f"{where}: insert `{text}`", f"{offset}:{text}", weight)


def _values_at(loop: ast.For | ast.While, line: int) -> list[str]:
    """Names bound by the loop header and by loop-body statements before `line`."""
    out: list[str] = []
    if isinstance(loop, ast.For):
        out += [n.id for n in ast.walk(loop.target) if isinstance(n, ast.Name)]
    for node in ast.walk(loop):
        if (isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store)
                and node.lineno < line and node.id not in out and node.lineno > loop.lineno):
            out.append(node.id)
    return out


def _updates(var: str, kind: str, values: list[str], tested: set[str]
             ) -> Iterator[tuple[str, float]]:
    if kind == "num":
        yield f"{var} += 1", 0.7
    for i, value in enumerate(values[:4]):
        w = 1.0 if i == 0 or value in tested else 0.8
        if kind in ("num", "str"):
            yield f"{var} += {value}", w
        elif kind == "set":
            yield f"{var}.add({value})", w
        elif kind == "list":
            yield f"{var}.append({value})", w * 0.8


_JUMPS = (ast.Return, ast.Raise, ast.Break, ast.Continue)


def insert_jump(ctx: EditContext) -> Iterator[Edit]:
    """A branch that should leave its loop or its function: `break`, `continue` or
    `return v` appended to an if-body that has no jump of its own (a search that goes on
    after it found its answer, a base case that falls through)."""
    stmt = ctx.stmt
    if ctx.func is None or not isinstance(stmt, ast.If) or not starts_line(ctx, stmt):
        return
    last = stmt.body[-1]
    if isinstance(last, _JUMPS) or not starts_line(ctx, last):
        return
    options: list[tuple[str, float]] = []
    if _enclosing_loop(ctx, stmt) is not None:
        options += [("break", 0.8), ("continue", 0.4)]
    returns = [n for n in walk_own(ctx.func) if isinstance(n, ast.Return)]
    if returns:
        assigned = [t.id for s in stmt.body if isinstance(s, (ast.Assign, ast.AugAssign))
                    for t in (s.targets if isinstance(s, ast.Assign) else [s.target])
                    if isinstance(t, ast.Name)]
        options += [(f"return {name}", 0.7) for name in dict.fromkeys(reversed(assigned))][:2]
        seen: set[str] = set()
        for ret in returns:
            value = ret.value
            text = "return" if value is None else (
                f"return {ctx.text(value)}" if isinstance(value, (ast.Constant, ast.Name))
                else "")
            if text and text not in seen:
                seen.add(text)
                options.append((text, 0.5))
    nl = ctx.src.newline()
    end = last.end_lineno or last.lineno
    offset = ctx.src.line_start(end + 1)
    prefix = nl if offset == len(ctx.src.text) and not ctx.src.text.endswith(("\n", "\r")) else ""
    indent = ctx.src.indent(last.lineno)
    for text, weight in options[:6]:
        yield Edit("insert-jump", stmt.lineno, [(offset, offset, f"{prefix}{indent}{text}{nl}")],
                   f"after line {end}: insert `{text}`", f"{offset}:{text}", weight)
