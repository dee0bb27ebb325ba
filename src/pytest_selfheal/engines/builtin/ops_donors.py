"""Missing statements copied from a twin: SimFix's donor code from similar methods.

- ``twin-statement``: a method lacks a statement its twin has. `ship(sku, qty)` and
  `receive(sku, qty)` share their parameters and their steps; `receive` logs the movement
  after `item.on_hand += qty` and `ship` does not. The twin's statement is inserted next
  to the suspect when every name it reads is bound there. Where the two methods differ
  by a mirrored step (`+= qty` against `-= qty`), the copy is mirrored too (`-qty`).
- ``stale-attribute``: a method reads `self.updated` beside a fresh local (`now =
  self.clock.now()`) and never stores it back, so the state goes stale:
  `self.updated = now` after the statement. Only attributes the class sets once
  (in `__init__`) are candidates, and a local computed the way `__init__` computed the
  attribute comes first.
- ``unread-flag``: a bool field nothing reads (`Subscription.once`), at a loop over such
  objects: `if sub.once: self.unsubscribe(sub)`, the flag's lost handling.
"""

from __future__ import annotations

import ast
import builtins
import re
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    FuncDef,
    declared_fields,
    function_params,
    line_insertion,
    module_names,
    starts_line,
    walk_own,
)
from pytest_selfheal.engines.builtin.srctext import self_attributes, statements_of

MAX_TWINS = 2  # sibling functions a statement may borrow from
MAX_DONORS = 6  # statements borrowed from one twin
_FLOW = (ast.Return, ast.Raise, ast.Continue, ast.Break)
_MIRROR = {ast.Add: ast.Sub, ast.Sub: ast.Add}


def twin_statement(ctx: EditContext) -> Iterator[Edit]:
    func, stmt = ctx.func, ctx.stmt
    if func is None or not _simple(stmt) or not starts_line(ctx, stmt):
        return
    here = {ast.unparse(s) for s in statements_of(func)}
    bound = _bound_at(ctx, func, stmt)
    for twin, similarity in _twins(ctx, func):
        mirrored = _mirrored_names(func, twin)
        count = 0
        for donor, after in _donor_statements(twin):
            flipped = _mirror(donor, mirrored)
            if {ast.unparse(donor), flipped} & here or count >= MAX_DONORS or \
                    not _reads(donor) <= bound:
                continue
            count += 1
            aligned = after is not None and _aligned(after, stmt)
            weight = similarity * (1.0 if aligned else 0.5)
            variants = [(ast.unparse(donor), weight)]
            if flipped is not None:
                variants.insert(0, (flipped, weight * (1.1 if aligned else 0.9)))
            for code, w in variants:
                yield from _insert_near(ctx, stmt, code, "twin-statement", w,
                                        f"from `{twin.name}`")


def stale_attribute(ctx: EditContext) -> Iterator[Edit]:
    func, stmt = ctx.func, ctx.stmt
    if func is None or not _simple(stmt) or not starts_line(ctx, stmt):
        return
    params = function_params(func)
    if not params or params[0] != "self" or func.name == "__init__":
        return
    cls = ctx.parent_of.get(func)
    if not isinstance(cls, ast.ClassDef):
        return
    stored = set(self_attributes(stmt, store=True))
    read = [a for a in dict.fromkeys(self_attributes(stmt)) if a not in stored]
    init_values = _set_once(cls)
    fresh = _locals_before(func, stmt)
    for attr in read:
        if attr not in init_values:
            continue
        for name, value in fresh.items():
            alike = _alike(init_values[attr], value)
            yield from _insert_near(ctx, stmt, f"self.{attr} = {name}", "stale-attribute",
                                    1.0 if alike else 0.3, "store it back")


def _insert_near(ctx: EditContext, stmt: ast.stmt, code: str, operator: str, weight: float,
                 why: str, before: bool = False) -> Iterator[Edit]:
    """`code` as a new line after `stmt` (before it, when asked or when `stmt` ends the
    flow)."""
    indent = ctx.src.indent(stmt.lineno)
    if before or isinstance(stmt, _FLOW):
        line, where = stmt.lineno, "before"
    else:
        line, where = (stmt.end_lineno or stmt.lineno) + 1, "after"
    offset, new = line_insertion(ctx, line, indent, code)
    shown = stmt.lineno if where == "before" else stmt.end_lineno or stmt.lineno
    yield Edit(operator, ctx.line, [(offset, offset, new)],
               f"{where} line {shown}: insert `{code}` ({why})", f"{offset}:{code}", weight)


def _simple(stmt: ast.stmt) -> bool:
    return isinstance(stmt, (ast.Expr, ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Return))


def _twins(ctx: EditContext, func: FuncDef) -> list[tuple[FuncDef, float]]:
    """Sibling functions (same class, else same module) most like `func`: shared
    parameters and shared statements, best first."""
    holder = ctx.parent_of.get(func)
    body = getattr(holder, "body", [])
    mine = set(function_params(func)) - {"self", "cls"}
    steps = _shapes(ctx, func)
    out: list[tuple[float, str, FuncDef]] = []
    for node in body:
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) or node is func:
            continue
        shared = len(mine & (set(function_params(node)) - {"self", "cls"}))
        common = len(steps & _shapes(ctx, node))
        if shared + common == 0:
            continue
        score = min(1.0, 0.4 + 0.2 * shared + 0.1 * common)
        out.append((score, node.name, node))
    out.sort(key=lambda item: (-item[0], item[1]))
    return [(node, score) for score, _, node in out[:MAX_TWINS]]


def _shapes(ctx: EditContext, func: FuncDef) -> set[str]:
    """The shapes of a function's statements, once per function (a class of a library
    has many methods, and every suspect of it compares them)."""
    key = ("shapes", ctx.path, func.lineno, func.col_offset)
    if key not in ctx.project.memo:
        ctx.project.memo[key] = {_shape(s) for s in statements_of(func)}
    return ctx.project.memo[key]  # type: ignore[return-value]


def _shape(stmt: ast.stmt) -> str:
    """A statement's text with `+=`/`-=` folded together: mirrored steps look alike."""
    if isinstance(stmt, ast.AugAssign) and type(stmt.op) in _MIRROR:
        return f"{ast.unparse(stmt.target)} +-= {ast.unparse(stmt.value)}"
    return ast.unparse(stmt) if not isinstance(stmt, (ast.If, ast.For, ast.While, ast.With,
                                                      ast.Try)) else type(stmt).__name__


def _donor_statements(twin: FuncDef) -> Iterator[tuple[ast.stmt, ast.stmt | None]]:
    """(statement, the statement before it in its block) for the twin's side effects:
    a call on its own, an augmented assignment, an assignment to an attribute or item,
    a `del`."""
    for node in walk_own(twin):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        for field in ("body", "orelse", "finalbody"):
            block = getattr(node, field, None)
            if not isinstance(block, list):
                continue
            for i, stmt in enumerate(block):
                if _side_effect(stmt):
                    yield stmt, block[i - 1] if i else None
    for i, stmt in enumerate(twin.body):
        if _side_effect(stmt):
            yield stmt, twin.body[i - 1] if i else None


def _side_effect(stmt: object) -> bool:
    if isinstance(stmt, ast.Expr):
        return isinstance(stmt.value, ast.Call)
    if isinstance(stmt, (ast.AugAssign, ast.Delete)):
        return True
    if isinstance(stmt, ast.Assign):
        return all(isinstance(t, (ast.Attribute, ast.Subscript)) for t in stmt.targets)
    return False


def _reads(stmt: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(stmt) if isinstance(n, ast.Name)}


def _bound_at(ctx: EditContext, func: FuncDef, stmt: ast.stmt) -> set[str]:
    """Names a statement inserted next to `stmt` may read."""
    names = set(function_params(func)) | set(module_names(ctx.info.tree)) | set(dir(builtins))
    for node in walk_own(func):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store) and \
                node.lineno <= (stmt.end_lineno or stmt.lineno):
            names.add(node.id)
    return names


def _aligned(before: ast.stmt, stmt: ast.stmt) -> bool:
    """The twin's statement before the donor is the suspect itself (or its mirror)."""
    return _shape(before) == _shape(stmt)


def _mirrored_names(func: FuncDef, twin: FuncDef) -> set[str]:
    """Names the two functions add in one and subtract in the other (`+= qty`/`-= qty`)."""
    ops: dict[str, type[ast.operator]] = {}
    for stmt in statements_of(twin):
        if isinstance(stmt, ast.AugAssign) and isinstance(stmt.value, ast.Name):
            ops[f"{ast.unparse(stmt.target)}:{stmt.value.id}"] = type(stmt.op)
    out: set[str] = set()
    for stmt in statements_of(func):
        if isinstance(stmt, ast.AugAssign) and isinstance(stmt.value, ast.Name):
            theirs = ops.get(f"{ast.unparse(stmt.target)}:{stmt.value.id}")
            if theirs is not None and _MIRROR.get(theirs) is type(stmt.op):
                out.add(stmt.value.id)
    return out


def _mirror(donor: ast.stmt, names: set[str]) -> str | None:
    """The donor with each mirrored name negated in the values it passes."""
    if not names:
        return None
    copy = ast.parse(ast.unparse(donor)).body[0]
    changed = False
    for node in ast.walk(copy):
        if isinstance(node, ast.Call):
            for i, arg in enumerate(node.args):
                if isinstance(arg, ast.Name) and arg.id in names:
                    node.args[i] = ast.UnaryOp(ast.USub(), arg)
                    changed = True
    return ast.unparse(copy) if changed else None


def _set_once(cls: ast.ClassDef) -> dict[str, ast.expr]:
    """Attributes `__init__` assigns and no other method stores -> their initial value."""
    init: dict[str, ast.expr] = {}
    elsewhere: set[str] = set()
    for node in cls.body:
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for stmt in statements_of(node):
            if node.name == "__init__" and isinstance(stmt, ast.Assign) and \
                    len(stmt.targets) == 1:
                attrs = set(self_attributes(stmt.targets[0], store=True))
                for attr in attrs:
                    init.setdefault(attr, stmt.value)
            elif node.name != "__init__":
                elsewhere.update(self_attributes(stmt, store=True))
    return {a: v for a, v in init.items() if a not in elsewhere}


def _locals_before(func: FuncDef, stmt: ast.stmt) -> dict[str, ast.expr]:
    """Plain locals the function computes (`now = ...`) before `stmt`, not loop variables."""
    out: dict[str, ast.expr] = {}
    for node in func.body:
        if node.lineno >= stmt.lineno:
            break
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(
                node.targets[0], ast.Name) and not isinstance(node.value, ast.Constant):
            out[node.targets[0].id] = node.value
    return out


def _alike(init: ast.expr, value: ast.expr) -> bool:
    """`clock.now()` and `self.clock.now()`: the same call, reached another way."""
    def tail(node: ast.expr) -> str | None:
        if isinstance(node, ast.Call):
            node = node.func
        return node.attr if isinstance(node, ast.Attribute) else \
            node.id if isinstance(node, ast.Name) else None
    return isinstance(init, ast.Call) == isinstance(value, ast.Call) and \
        tail(init) is not None and tail(init) == tail(value)


def unread_flag(ctx: EditContext) -> Iterator[Edit]:
    """`for sub in targets:` whose `Subscription.once` flag nothing reads: `if sub.once:
    self.unsubscribe(sub)` before the statement. A flag declared and passed around but
    never read is a feature whose handling was lost; its likeliest handling is a method
    of this class that takes one such object."""
    func, stmt = ctx.func, ctx.stmt
    if func is None or not starts_line(ctx, stmt):
        return
    loop = ctx.parent_of.get(stmt)
    if not isinstance(loop, (ast.For, ast.AsyncFor)) or not isinstance(loop.target, ast.Name):
        return
    if not _simple(stmt) and stmt is not loop.body[0]:
        return  # a compound statement only at the loop's top: the flag is handled first
    var = loop.target.id
    used = {n.attr for s in loop.body for n in ast.walk(s) if isinstance(n, ast.Attribute)
            and isinstance(n.value, ast.Name) and n.value.id == var}
    cls = ctx.parent_of.get(func)
    handlers = [m for m in getattr(cls, "body", []) if isinstance(m, ast.FunctionDef)
                and m is not func and len(function_params(m)) == 2
                and function_params(m)[0] == "self"]
    for owner, fields in _flag_classes(ctx).items():
        if not used & set(fields):
            continue  # the loop's variable is not one of these objects
        for flag in (f for f, note in fields.items() if note == "bool"):
            if flag in used or _read_anywhere(ctx, flag):
                continue
            options = [(f"self.{m.name}({var})", 1.0 if _takes(m, owner, var) else 0.3)
                       for m in handlers[:4]] + [("continue", 0.4)]
            for body, weight in options:
                code = f"if {var}.{flag}:\n{ctx.src.indent(stmt.lineno)}    {body}"
                yield from _insert_near(ctx, stmt, code, "unread-flag", weight,
                                        f"`{owner}.{flag}` is never read", before=True)


def _takes(method: ast.FunctionDef, owner: str, var: str) -> bool:
    """The method's one parameter is annotated with `owner` or named like `var`."""
    param = method.args.args[1]
    note = ast.unparse(param.annotation) if param.annotation is not None else ""
    return param.arg == var or note.strip("'\"") == owner


def _flag_classes(ctx: EditContext) -> dict[str, dict[str, str]]:
    """The project's classes that declare a bool field (`once: bool`, or `self.once =
    False` in `__init__`) -> all their fields (memoized: one pass over the files that
    mention `: bool`, `= False` or `= True`)."""
    key = ("flag_classes",)
    if key not in ctx.project.memo:
        out: dict[str, dict[str, str]] = {}
        for path in ctx.project.source_files():
            text = ctx.project.text(path) or ""
            hint = ": bool" in text or "= False" in text or "= True" in text
            info = ctx.project.get(path) if hint else None
            for cls in ast.walk(info.tree) if info is not None else []:
                if not isinstance(cls, ast.ClassDef):
                    continue
                fields = {**_init_fields(cls), **declared_fields(cls)}
                if "bool" in fields.values():
                    out[cls.name] = fields
        ctx.project.memo[key] = out
    return ctx.project.memo[key]  # type: ignore[return-value]


def _init_fields(cls: ast.ClassDef) -> dict[str, str]:
    """The `self` fields a class's `__init__` sets -> "bool" where the value is `True` or
    `False`, else ""."""
    init = next((m for m in cls.body if isinstance(m, ast.FunctionDef)
                 and m.name == "__init__"), None)
    out: dict[str, str] = {}
    for stmt in statements_of(init) if init is not None else []:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
            target = stmt.targets[0]
            if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) \
                    and target.value.id == "self":
                flag = isinstance(stmt.value, ast.Constant) and isinstance(stmt.value.value, bool)
                out[target.attr] = "bool" if flag else out.get(target.attr, "")
    return out


def _read_anywhere(ctx: EditContext, attr: str) -> bool:
    """Does any project module read `.attr` (a store or a keyword does not count)?"""
    key = ("reads_attr", attr)
    if key not in ctx.project.memo:
        pattern = re.compile(rf"\.{re.escape(attr)}\b(?!\s*=[^=])")
        ctx.project.memo[key] = any(pattern.search(ctx.project.text(p) or "")
                                    for p in ctx.project.source_files())
    return bool(ctx.project.memo[key])
