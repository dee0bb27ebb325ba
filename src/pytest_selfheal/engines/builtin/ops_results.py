"""Missing statements around calls: a result thrown away, a step never undone.

- ``use-result``: `find(child, pred)` as a bare statement, though `find` returns a value:
  the result was meant to be kept (`found.extend(...)`, `total += ...`, `return ...`).
  A recursive call whose result is dropped is the classic case.
- ``memo-store``: a memoized function that looks `n` up in `memo` and never stores it:
  `memo[n] = value` before its return.
- ``memo-lookup``: the reverse: a function that stores what it computed in a table
  (`memo[(lo, hi)] = cost`) and never looks it up, so every call computes again (an
  exponential recursion): `if (lo, hi) in memo: return memo[(lo, hi)]` after its base
  cases.
- ``memo-decorator``: a recursive function, undecorated, in a module that imports
  `lru_cache`: `@lru_cache(maxsize=None)` restored.
- ``undo-step``: a backtracking step taken and never undone: `board.place(q)` without
  `board.unplace()`, `path.append(x)` without `path.pop()`, `used[i] = True` without
  `used[i] = False`, `sums[b] += x` without `sums[b] -= x`, inserted at the end of the
  loop body (after the recursive call).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    function_locals,
    function_params,
    line_insertion,
    starts_line,
    walk_own,
)
from pytest_selfheal.engines.builtin.ops_stmt import stale_locals
from pytest_selfheal.engines.builtin.srctext import callee_name, calls_itself, returns_value

# a step and the call that undoes it; `None` arguments: the undo takes none
UNDO: dict[str, list[tuple[str, bool]]] = {
    "append": [("pop", False)], "push": [("pop", False)], "add": [("remove", True),
                                                                   ("discard", True)],
    "place": [("unplace", True), ("remove", True)], "visit": [("unvisit", True)],
    "mark": [("unmark", True)], "acquire": [("release", False)], "do": [("undo", False)],
    "apply": [("revert", False), ("undo", False)], "enter": [("exit", False)],
    "open": [("close", False)], "set": [("unset", True)], "select": [("deselect", True)],
    "choose": [("unchoose", True)], "assign": [("unassign", True)],
}


def use_result(ctx: EditContext) -> Iterator[Edit]:
    stmt = ctx.stmt
    if not (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)
            and starts_line(ctx, stmt) and ctx.func is not None):
        return
    call = stmt.value
    callee = call.func.id if isinstance(call.func, ast.Name) else None
    if callee is None or not _returns_value(ctx, callee):
        return
    text = ctx.text(call)
    recursive = callee == ctx.func.name
    kinds = stale_locals(ctx.func)
    options: list[tuple[str, float]] = []
    for var in _collections(ctx):
        options += [(f"{var}.extend({text})", 1.0), (f"{var}.append({text})", 0.7)]
    for var, kind in kinds.items():
        if kind in ("num", "str"):
            options.append((f"{var} += {text}", 0.9))
    if any(isinstance(n, ast.Return) and n.value is not None for n in walk_own(ctx.func)):
        options.append((f"return {text}", 0.8 if recursive else 0.6))
    start, end = ctx.src.span(call)
    for new, weight in options[:8]:
        yield Edit("use-result", ctx.line, [(start, end, new)],
                   f"line {ctx.line}: keep the result: `{new[:60]}`", f"{start}:{new}",
                   weight * (1.0 if recursive else 0.7))


def _returns_value(ctx: EditContext, name: str) -> bool:
    """The module's function `name` returns a value somewhere (not only `return`)."""
    for node in ast.walk(ctx.info.tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == name:
            return returns_value(node)
    return False


def _collections(ctx: EditContext) -> list[str]:
    """Locals of the function initialised as an empty list (`found = []`)."""
    out = []
    for node in walk_own(ctx.func) if ctx.func else []:
        target = node.targets[0] if isinstance(node, ast.Assign) and len(
            node.targets) == 1 else node.target if isinstance(node, ast.AnnAssign) else None
        value = getattr(node, "value", None)
        if isinstance(target, ast.Name) and isinstance(value, ast.List) and not value.elts:
            out.append(target.id)
    return [n for n in dict.fromkeys(out) if n in function_locals(ctx.func)][:3]


def memo_store(ctx: EditContext) -> Iterator[Edit]:
    """`return value` in a function that looks `n` up in `memo` but never stores it:
    `memo[n] = value` first (a memoized recursion that forgets what it computed)."""
    stmt = ctx.stmt
    if not isinstance(stmt, ast.Return) or stmt.value is None or ctx.func is None or \
            not starts_line(ctx, stmt) or isinstance(stmt.value, ast.Constant):
        return
    for table, key in _lookups(ctx.func):
        if ctx.text(stmt.value) == f"{table}[{key}]":
            continue
        nl = ctx.src.newline()
        indent = ctx.src.indent(stmt.lineno)
        if isinstance(stmt.value, ast.Name):
            offset = ctx.src.line_start(stmt.lineno)
            text = f"{table}[{key}] = {stmt.value.id}"
            yield Edit("memo-store", ctx.line, [(offset, offset, f"{indent}{text}{nl}")],
                       f"before line {stmt.lineno}: insert `{text}`", f"{offset}:{text}", 1.0)
        else:
            start, end = ctx.src.span(stmt)
            text = f"{table}[{key}] = {ctx.text(stmt.value)}{nl}{indent}return {table}[{key}]"
            yield Edit("memo-store", ctx.line, [(start, end, text)],
                       f"line {stmt.lineno}: store in `{table}[{key}]` before returning",
                       f"{start}:memo:{table}", 0.9)


def memo_lookup(ctx: EditContext) -> Iterator[Edit]:
    """`if key in table: return table[key]` in a function that stores `table[key] = ...`
    with a key made of its parameters and never tests the table: after the leading base
    cases (`if hi - lo <= 1: return 0`), else first. The table must outlive the call: a
    dict bound outside the function (an enclosing function's, the module's, `self._memo`)
    or a parameter. Offered at every statement of the function."""
    func = ctx.stmt if isinstance(ctx.stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) \
        else ctx.func
    if func is None or not returns_value(func) or not func.body:
        return
    stores = _unread_stores(ctx, func)
    if not stores:
        return
    recursive = calls_itself(func)
    body = func.body[1:] if ast.get_docstring(func) is not None and len(func.body) > 1 \
        else func.body
    spots = [body[0]]
    after = next((s for s in body if not _base_case(s)), None)
    if after is not None and after is not body[0]:
        spots.insert(0, after)
    nl, unit = ctx.src.newline(), ctx.src.indent_unit()
    returned = {ast.unparse(n.value) for n in walk_own(func)
                if isinstance(n, ast.Return) and n.value is not None}
    stores.sort(key=lambda s: not {s[2], s[3]} & returned)
    for table, key, place, value in stores[:2]:
        kept = 1.0 if {place, value} & returned else 0.5  # the table of results
        for rank, spot in enumerate(spots):
            indent = ctx.src.indent(spot.lineno)
            code = f"if {key} in {table}:{nl}{indent}{unit}return {table}[{key}]"
            offset, new = line_insertion(ctx, spot.lineno, indent, code)
            yield Edit("memo-lookup", ctx.line, [(offset, offset, new)],
                       f"before line {spot.lineno}: insert `if {key} in {table}: return "
                       f"{table}[{key}]` (a table filled and never read)",
                       f"{offset}:{table}[{key}]",
                       kept * (1.0 if recursive else 0.7) * (1.0 - 0.2 * rank))


def _unread_stores(ctx: EditContext, func: ast.AST) -> list[tuple[str, str, str, str]]:
    """(table, key, place, value) of `table[key] = ...` in the function whose key reads only its
    parameters, where the table is a dict that outlives the call and the function never
    tests or looks it up (`key in table`, `table.get`, `table[key]` before the store)."""
    params = set(function_params(func))  # type: ignore[arg-type]
    own = set(function_locals(func)) - params  # type: ignore[arg-type]
    stores: dict[str, tuple[str, str, str, int]] = {}
    for node in walk_own(func):
        if isinstance(node, (ast.Assign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for t in targets:
                if isinstance(t, ast.Subscript) and _outlives(ctx, t.value, own, params) and \
                        {n.id for n in ast.walk(t.slice) if isinstance(n, ast.Name)} <= params \
                        and not any(isinstance(n, ast.Call) for n in ast.walk(t.slice)):
                    stores.setdefault(ast.unparse(t.value), (
                        ast.unparse(t.slice), ast.unparse(t), ast.unparse(node.value),
                        node.lineno))
    out = []
    for table, (key, place, value, line) in stores.items():
        read = False
        for node in walk_own(func):
            if isinstance(node, ast.Compare) and any(
                    ast.unparse(c) == table for c in node.comparators):
                read = True
            elif isinstance(node, ast.Attribute) and node.attr in ("get", "setdefault") and \
                    ast.unparse(node.value) == table:
                read = True
            elif isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load) and \
                    ast.unparse(node.value) == table and node.lineno < line:
                read = True
        if not read:
            out.append((table, key, place, value))
    return out


def _outlives(ctx: EditContext, table: ast.expr, own: set[str], params: set[str]) -> bool:
    """A dict the call does not make: a parameter, or a name or `self.field` bound to a
    dict display or `dict()` outside the function."""
    if isinstance(table, ast.Name):
        if table.id in params:
            return True
        if table.id in own:
            return False
        name = table.id
    elif isinstance(table, ast.Attribute) and isinstance(table.value, ast.Name) and \
            table.value.id == "self":
        name = table.attr
    else:
        return False
    for node in ast.walk(ctx.info.tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            bound = target.id if isinstance(target, ast.Name) else target.attr if isinstance(
                target, ast.Attribute) else None
            if bound == name and _is_dict(node.value):
                return True
    return False


def _is_dict(value: ast.expr) -> bool:
    return isinstance(value, ast.Dict) and not value.keys or isinstance(
        value, ast.Call) and callee_name(value.func) == "dict" and not value.args


def _base_case(stmt: ast.stmt) -> bool:
    """`if <test>: return ...` (or raise) with no else: a case the function ends early."""
    return isinstance(stmt, ast.If) and not stmt.orelse and isinstance(
        stmt.body[-1], (ast.Return, ast.Raise))


CACHES = {"lru_cache": ["@lru_cache(maxsize=None)", "@lru_cache"], "cache": ["@cache"]}


def memo_decorator(ctx: EditContext) -> Iterator[Edit]:
    """A recursive function with no decorator in a module that imports `lru_cache` (or
    `cache`) from functools: `@lru_cache(maxsize=None)` on it (a memo decorator lost, so
    the recursion takes exponential time); first when the import is otherwise unused.
    Offered at its statements and at its changed `def` line."""
    func = ctx.stmt if isinstance(ctx.stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) \
        else ctx.func
    if func is None or func.decorator_list or not any(
            isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == func.name
            for n in walk_own(func)):
        return
    from pytest_selfheal.engines.builtin.ops_wrap import module_unused_imports

    imported = {a.asname or a.name for n in ctx.info.tree.body if isinstance(n, ast.ImportFrom)
                and n.module == "functools" for a in n.names}
    unused = module_unused_imports(ctx)
    offset = ctx.src.line_start(func.lineno)
    indent = ctx.src.indent(func.lineno)
    for name in (n for n in CACHES if n in imported):
        weight = 1.0 if name in unused else 0.7  # unused: imported for this very function
        for i, text in enumerate(CACHES[name]):
            yield Edit("memo-decorator", ctx.line,
                       [(offset, offset, f"{indent}{text}{ctx.src.newline()}")],
                       f"line {func.lineno}: `{text}` on the recursive `{func.name}`",
                       f"{offset}:{text}", weight * (1.0 - 0.1 * i))


def _lookups(func: ast.AST) -> list[tuple[str, str]]:
    """(table, key) for `key in table` tests of the function whose table it never stores
    into."""
    tested: list[tuple[str, str]] = []
    stored: set[str] = set()
    for node in walk_own(func):
        if isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(
                node.ops[0], ast.In) and isinstance(node.comparators[0], (ast.Name, ast.Attribute)):
            tested.append((ast.unparse(node.comparators[0]), ast.unparse(node.left)))
        elif isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Store):
            stored.add(ast.unparse(node.value))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                node.func.attr in ("setdefault", "update", "__setitem__"):
            stored.add(ast.unparse(node.func.value))
    return [(t, k) for t, k in dict.fromkeys(tested) if t not in stored][:2]


def undo_step(ctx: EditContext) -> Iterator[Edit]:
    stmt = ctx.stmt
    if ctx.func is None or not starts_line(ctx, stmt):
        return
    steps = [stmt]
    parent = ctx.parent_of.get(stmt)
    body = getattr(parent, "body", None)
    if isinstance(body, list) and stmt in body and _recurses(ctx, stmt):
        steps += body[:body.index(stmt)]  # the recursive call: the steps taken before it
    for step in steps:
        yield from _undo_edits(ctx, step)


def _recurses(ctx: EditContext, stmt: ast.stmt) -> bool:
    """`stmt` calls the enclosing function (or a function nested in it): a recursive step."""
    if ctx.func is None:
        return False
    names = {ctx.func.name} | {n.name for n in walk_own(ctx.func)
                               if isinstance(n, ast.FunctionDef)}
    return any(isinstance(n, ast.Call) and (
        isinstance(n.func, ast.Name) and n.func.id in names
        or isinstance(n.func, ast.Attribute) and n.func.attr == ctx.func.name)
        for n in ast.walk(stmt))


def _undo_edits(ctx: EditContext, stmt: ast.stmt) -> Iterator[Edit]:
    undos = list(_undos(ctx, stmt))
    step = isinstance(stmt, ast.AugAssign) and isinstance(
        stmt.op, (ast.Add, ast.Sub)) and not isinstance(stmt.target, ast.Attribute)
    if not undos and not step:
        return
    block = _enclosing_block(ctx, stmt)
    if block is None:
        return
    body, later = block
    if step and later:
        # `sums[b] += x` before the recursive call: taken back after it (`sums[b] -= x`)
        assert isinstance(stmt, ast.AugAssign)
        inverse = "-=" if isinstance(stmt.op, ast.Add) else "+="
        undos.append((f"{ctx.text(stmt.target)} {inverse} {ctx.text(stmt.value)}", 1.0))
    if not undos:
        return
    if any(ctx.text(s).strip() in {u for u, _ in undos} for s in body):
        return  # already undone
    indent = ctx.src.indent(stmt.lineno)
    spots = [(body[-1].end_lineno or body[-1].lineno, 1.0 if later else 0.6)]
    if later and later[0] is not body[-1]:
        spots.append((later[0].end_lineno or later[0].lineno, 0.7))
    for line, where_weight in spots:
        for text, weight in undos:
            offset, new = line_insertion(ctx, line + 1, indent, text)
            yield Edit("undo-step", ctx.line, [(offset, offset, new)],
                       f"after line {line}: insert `{text}`", f"{offset}:{text}",
                       weight * where_weight)


def _undos(ctx: EditContext, stmt: ast.stmt) -> Iterator[tuple[str, float]]:
    if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) and isinstance(
            stmt.value.func, ast.Attribute):
        call = stmt.value
        func = call.func
        assert isinstance(func, ast.Attribute)
        receiver = ctx.text(func.value)
        args = ", ".join(ctx.text(a) for a in call.args)
        pairs = UNDO.get(func.attr, [])
        if f"un{func.attr}" in _defined(ctx):
            pairs = [(f"un{func.attr}", True), *pairs]
        if not pairs:
            return
        for undo, with_args in dict.fromkeys(pairs):
            takes = _takes_arguments(ctx, undo)  # the project's own undo says what it takes
            if takes is not None:
                with_args = takes
            yield f"{receiver}.{undo}({args if with_args else ''})", 1.0
            if with_args and args and takes is None:
                yield f"{receiver}.{undo}()", 0.6
    elif isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(
            stmt.targets[0], ast.Subscript) and isinstance(stmt.value, ast.Constant) and \
            isinstance(stmt.value.value, bool):
        yield f"{ctx.text(stmt.targets[0])} = {not stmt.value.value}", 1.0


def _takes_arguments(ctx: EditContext, name: str) -> bool | None:
    """Whether the project's method or function `name` takes arguments besides `self`
    (None when the project does not define it)."""
    defs = ctx.project.find_defs(name)
    if not defs:
        return None
    a = defs[0][1].args
    params = [p.arg for p in [*a.posonlyargs, *a.args] if p.arg not in ("self", "cls")]
    return bool(params or a.vararg)


def _defined(ctx: EditContext) -> set[str]:
    """Every function and method name the project defines (memoized)."""
    key = ("defined", "")
    if key not in ctx.project.memo:
        names: set[str] = set()
        for path in ctx.project.source_files():
            info = ctx.project.get(path)
            if info is not None:
                names |= {n.name for n in ast.walk(info.tree)
                          if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
        ctx.project.memo[key] = names
    return ctx.project.memo[key]  # type: ignore[return-value]


def _enclosing_block(ctx: EditContext, stmt: ast.stmt
                     ) -> tuple[list[ast.stmt], list[ast.stmt]] | None:
    """The block holding `stmt` inside a loop, and the statements after it there that
    recurse (the undo belongs after them)."""
    parent = ctx.parent_of.get(stmt)
    body = next((b for b in (getattr(parent, "body", None), getattr(parent, "orelse", None))
                 if isinstance(b, list) and stmt in b), None)
    if body is None or not isinstance(parent, (ast.For, ast.While, ast.If, ast.With)):
        return None
    cur: ast.AST | None = stmt
    while cur is not None and not isinstance(cur, (ast.For, ast.While)):
        if isinstance(cur, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            return None
        cur = ctx.parent_of.get(cur)
    if cur is None:
        return None
    later = [s for s in body[body.index(stmt) + 1:] if _recurses(ctx, s)]
    return body, later
