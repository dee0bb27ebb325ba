"""Calls the other methods make and this one lost (``helper-call``, ``undo-call``).

Defects4J's commonest missing statement is a method call: `self._sift_up(len(self.heap) -
1)` after an append that `push` makes and `push_many` forgot, `self._touch(key)` after a
store, `self._fix_height(node)` after a rotation. The class says what was meant: the
other methods call the helper, as a statement of its own, after a statement like the
suspect. ``twin-statement`` borrows from the two most similar methods only; this
template looks at every method of the class (every function of the module, for a module
function) but takes only calls of the class's own methods (or the module's functions).

The call is inserted after the suspect statement, with its arguments as the donor wrote
them when every name they read is bound there; else one name it reads that is not bound
is replaced by a local or parameter that is: the names the suspect statement binds first,
then the locals bound before it, the nearest first, then the function's parameters. A
donor whose previous statement touches what the suspect touches (the same `self.x`, or
the same local's method) weighs twice the rest.

``undo-call``: a step another method takes, undone (`cancel` releasing what `__init__`
reserved); see ``undo_call``.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    FuncDef,
    function_params,
    line_insertion,
    starts_line,
    walk_own,
)
from pytest_selfheal.engines.builtin.ops_donors import _bound_at, _insert_near, _reads, _simple
from pytest_selfheal.engines.builtin.srctext import assigned_targets, renamed, self_attributes

OPERATOR = "helper-call"
LIMIT = 6  # calls offered per statement
ALIGNED = 1.0  # weight when the donor follows a statement touching what the suspect touches
OTHER = 0.5
REBOUND = 0.6  # of the weight, when one argument name is replaced
SPARE = 3  # names tried in place of one the donor reads that is not bound


def helper_call(ctx: EditContext) -> Iterator[Edit]:
    func, stmt = ctx.func, ctx.stmt
    if func is None or not _simple(stmt) or not starts_line(ctx, stmt):
        return
    holder = ctx.parent_of.get(func)
    method = isinstance(holder, ast.ClassDef) and function_params(func)[:1] == ["self"]
    body = holder.body if method and isinstance(holder, ast.ClassDef) else ctx.info.tree.body
    helpers = {n.name for n in body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
    made_here = {_callee(n.value, method) for n in walk_own(func)
                 if isinstance(n, ast.Expr) and isinstance(n.value, ast.Call)}
    bound = _bound_at(ctx, func, stmt)
    spare = _spare_names(func, stmt)
    touched = _touches(stmt)
    offers: dict[str, float] = {}
    for other in body:
        if not isinstance(other, (ast.FunctionDef, ast.AsyncFunctionDef)) or other is func:
            continue
        for name, call, before in _helper_calls(ctx, other, method, helpers):
            if name in made_here or name == func.name:
                continue
            weight = ALIGNED if before & touched else OTHER
            for code, factor in _bindings(call, bound, spare):
                offers[code] = max(offers.get(code, 0.0), weight * factor)
    ranked = sorted(offers.items(), key=lambda item: -item[1])[:LIMIT]
    for code, weight in ranked:
        yield from _insert_near(ctx, stmt, code, OPERATOR, weight, "as the other methods do")


def _callee(call: ast.Call, method: bool) -> str:
    func = call.func
    if method:
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and \
                func.value.id == "self":
            return func.attr
        return ""
    return func.id if isinstance(func, ast.Name) else ""


def _helper_calls(ctx: EditContext, func: FuncDef, method: bool, helpers: set[str]
                  ) -> list[tuple[str, ast.Call, set[str]]]:
    """(helper, call, what the statement before it touches) for the helper calls a
    function makes as statements (memoized: every suspect of a class asks for them)."""
    key = ("helper_calls", ctx.path, func.lineno, func.col_offset)
    if key not in ctx.project.memo:
        found = []
        for call, before in _call_statements(func):
            name = _callee(call, method)
            if name in helpers:
                found.append((name, call, _touches(before) if before is not None else set()))
        ctx.project.memo[key] = found
    return ctx.project.memo[key]  # type: ignore[return-value]


def _call_statements(func: FuncDef) -> Iterator[tuple[ast.Call, ast.stmt | None]]:
    """(call, the statement before it in its block) for each call made as a statement."""
    for node in [func, *walk_own(func)]:
        for field in ("body", "orelse", "finalbody"):
            block = getattr(node, field, None)
            if not isinstance(block, list) or (node is not func and isinstance(
                    node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))):
                continue
            for i, item in enumerate(block):
                if isinstance(item, ast.Expr) and isinstance(item.value, ast.Call):
                    yield item.value, block[i - 1] if i else None


def _spare_names(func: FuncDef, stmt: ast.stmt) -> list[str]:
    """What may stand for a name the donor's arguments read: the names the suspect binds,
    the locals bound before it (the nearest first), then the function's parameters."""
    params = [p for p in function_params(func) if p not in ("self", "cls")]
    earlier = sorted(((n.lineno, n.id) for n in walk_own(func) if isinstance(n, ast.Name)
                      and isinstance(n.ctx, ast.Store) and n.lineno < stmt.lineno),
                     reverse=True)
    return list(dict.fromkeys(_bound_names(stmt) + [name for _, name in earlier] + params))


def _bindings(call: ast.Call, bound: set[str], spare: list[str]) -> Iterator[tuple[str, float]]:
    code = ast.unparse(call)
    unbound = sorted(_reads(ast.Expr(call)) - bound)
    if not unbound:
        yield code, 1.0
        return
    if len(unbound) > 1:
        return
    missing = unbound[0]
    for i, name in enumerate(spare[:SPARE]):
        yield ast.unparse(renamed(call, missing, name)), REBOUND * 0.9 ** i


def _touches(stmt: ast.stmt) -> set[str]:
    """What a statement changes: `self.x` it stores or calls a method of, names it binds."""
    out = {f"self.{a}" for a in self_attributes(stmt, store=True)}
    for node in ast.walk(stmt):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            target = node.func.value
            if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) and \
                    target.value.id == "self":
                out.add(f"self.{target.attr}")
            elif isinstance(target, ast.Name) and target.id != "self":
                out.add(target.id)
    return out | set(_bound_names(stmt))


def _bound_names(stmt: ast.stmt) -> list[str]:
    return [n.id for t in assigned_targets(stmt) for n in ast.walk(t)
            if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)]


# ------------------------------------------------------------------ undo-call

UNDO_OPERATOR = "undo-call"
UNDO_WEIGHT = 0.8
# methods that undo each other (besides the prefixes un-, dis-, de-): what one method of
# a class does, its undoing method (`cancel`, `close`, `remove`) often undoes
UNDO_PAIRS = [
    ("reserve", "release"), ("acquire", "release"), ("hold", "release"), ("claim", "release"),
    ("retain", "release"), ("add", "remove"), ("add", "discard"), ("push", "pop"),
    ("open", "close"), ("start", "stop"), ("enter", "exit"), ("allocate", "free"),
    ("increment", "decrement"), ("incr", "decr"), ("deposit", "withdraw"),
    ("credit", "debit"), ("borrow", "give_back"), ("check_out", "check_in"),
    ("checkout", "checkin"), ("insert", "delete"), ("put", "take"), ("attach", "detach"),
    ("enable", "disable"), ("show", "hide"), ("pause", "resume"), ("freeze", "thaw"),
    ("grant", "revoke"), ("enqueue", "dequeue"), ("lease", "release"),
]
_UNDO_PREFIXES = ("un", "dis", "de")


def undo_partners(name: str) -> list[str]:
    """The methods that undo `name` (and that `name` undoes)."""
    out = [b if a == name else a for a, b in UNDO_PAIRS if name in (a, b)]
    for prefix in _UNDO_PREFIXES:
        out.append(prefix + name)
        if name.startswith(prefix) and len(name) > len(prefix) + 2:
            out.append(name[len(prefix):])
    return list(dict.fromkeys(out))


def undo_call(ctx: EditContext) -> Iterator[Edit]:
    """A step another method takes, undone here: `cancel` releases what `__init__`
    reserved (`for sku, quantity in self.lines.items(): self.room.release(sku,
    quantity)`). The statement (a call, or a loop around one call) is copied from the
    other method with the method named for its undoing partner, which some project
    class defines and this method does not call yet. A name the copy reads that is not
    bound here but that `__init__` stores (`self.room = room`) reads the attribute."""
    func, stmt = ctx.func, ctx.stmt
    if func is None or not _simple(stmt) or not starts_line(ctx, stmt):
        return
    cls = ctx.parent_of.get(func)
    if not isinstance(cls, ast.ClassDef) or function_params(func)[:1] != ["self"]:
        return
    defined = _project_methods(ctx)
    called_here = {n.func.attr for n in walk_own(func) if isinstance(n, ast.Call)
                   and isinstance(n.func, ast.Attribute)}
    bound = _bound_at(ctx, func, stmt)
    stored = _stored_params(cls)
    nl, indent = ctx.src.newline(), ctx.src.indent(stmt.lineno)
    count = 0
    for other in cls.body:
        if not isinstance(other, (ast.FunctionDef, ast.AsyncFunctionDef)) or other is func:
            continue
        key = ("undo_steps", ctx.path, other.lineno, other.col_offset)
        if key not in ctx.project.memo:
            ctx.project.memo[key] = list(_call_steps(other))
        steps: list[tuple[ast.stmt, ast.Call]] = ctx.project.memo[key]  # type: ignore[assignment]
        for step, call in steps:
            method = call.func.attr  # type: ignore[attr-defined]
            for partner in undo_partners(method):
                if partner not in defined or partner in called_here or count >= LIMIT:
                    continue
                code = _undone(step, call, partner, bound, stored)
                if code is None:
                    continue
                count += 1
                line = (stmt.end_lineno or stmt.lineno) + 1
                offset, text = line_insertion(ctx, line, indent, code.replace("\n", nl + indent))
                yield Edit(UNDO_OPERATOR, ctx.line, [(offset, offset, text)],
                           f"after line {stmt.end_lineno or stmt.lineno}: undo `{method}` "
                           f"of `{other.name}` with `{partner}`", f"{offset}:{code}",
                           UNDO_WEIGHT)


_METHOD = re.compile(r"^[ \t]+(?:async[ \t]+)?def[ \t]+(\w+)[ \t]*\([ \t]*self\b", re.M)


def _project_methods(ctx: EditContext) -> set[str]:
    """Names of the methods the project's classes define, read from the text (memoized;
    parsing every file of a large project for this cost seconds)."""
    key = ("project_methods",)
    if key not in ctx.project.memo:
        names: set[str] = set()
        for path in ctx.project.source_files():
            names.update(_METHOD.findall(ctx.project.text(path) or ""))
        ctx.project.memo[key] = names
    return ctx.project.memo[key]  # type: ignore[return-value]


def _call_steps(func: FuncDef) -> Iterator[tuple[ast.stmt, ast.Call]]:
    """Statements of a method that call a method of an object: `x.m(...)` on its own,
    or a `for` loop whose body is just that."""
    looped: set[int] = set()
    for node in walk_own(func):
        if isinstance(node, ast.For) and not node.orelse and len(node.body) == 1:
            call = _method_call(node.body[0])
            if call is not None:
                looped.add(id(node.body[0]))
                yield node, call
        elif isinstance(node, ast.Expr) and id(node) not in looped:
            call = _method_call(node)
            if call is not None:
                yield node, call


def _method_call(stmt: ast.stmt) -> ast.Call | None:
    if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) and isinstance(
            stmt.value.func, ast.Attribute) and not (
            isinstance(stmt.value.func.value, ast.Name) and stmt.value.func.value.id == "self"):
        return stmt.value
    return None


def _stored_params(cls: ast.ClassDef) -> dict[str, str]:
    """`__init__`'s `self.room = room`: parameter -> the attribute holding it."""
    init = next((n for n in cls.body if isinstance(n, ast.FunctionDef)
                 and n.name == "__init__"), None)
    out: dict[str, str] = {}
    for node in walk_own(init) if init is not None else []:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(
                node.value, ast.Name):
            target = node.targets[0]
            if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) and \
                    target.value.id == "self":
                out.setdefault(node.value.id, f"self.{target.attr}")
    return out


def _undone(step: ast.stmt, call: ast.Call, partner: str, bound: set[str],
            stored: dict[str, str]) -> str | None:
    """The step's code with the call renamed and its unbound names rebound, or None."""
    loop_names = {n.id for n in ast.walk(step.target) if isinstance(n, ast.Name)} \
        if isinstance(step, ast.For) else set()
    missing = _reads(step) - bound - loop_names
    if any(name not in stored for name in missing):
        return None

    class Undo(ast.NodeTransformer):
        def visit_Name(self, node: ast.Name) -> ast.expr:  # noqa: N802 - ast's visitor name
            if node.id in missing:
                return ast.parse(stored[node.id], mode="eval").body
            return node

    copy = ast.parse(ast.unparse(step)).body[0]
    for node in ast.walk(copy):
        if isinstance(node, ast.Call) and ast.dump(node) == ast.dump(call):
            node.func.attr = partner  # type: ignore[attr-defined]
            break
    return ast.unparse(Undo().visit(copy))
