"""``use-dead-local``: the lost statement that used a value, mined from the module.

`values = super().setdefault(k, [])` and nothing reads `values`; `evicted =
self._evict_last(key, value)` and nothing reads `evicted`. A local bound for nothing is
the trace of a deleted statement that used it, and the module usually shows how such a
value is used:

- **as a receiver:** another function binds a local the same way (`values =
  super().setdefault(k, [])`, a `[]`, a `dict()`) and calls a method on it
  (`values.extend(v)`): the call is offered on the dead local, with the method's
  singular or plural twin too (`append`/`extend`, `add`/`update` on a set);
- **as an argument:** a side effect of the class or module takes one of its function's
  parameters (`super().__delitem__(key)`, `self._unlink(key)`, `del self._index[key]`):
  it is offered with the dead local in the parameter's place.

Each is inserted after the suspect statement, when the suspect is the dead local's
assignment or a later statement of the same block, and every other name it reads is
bound there.

``merge-overwritten``: a parameter's value is dropped unread. `kwargs = _kwargs`, where
the function fills `_kwargs` with `_kwargs.update(...)` and never read the incoming
`kwargs`: the merge of the caller's value was lost, `_kwargs.update(kwargs)` before it
(with each method the function fills the local with).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    FuncDef,
    block_of,
    dead_locals,
    function_params,
    starts_line,
    walk_own,
)
from pytest_selfheal.engines.builtin.ops_donors import _bound_at, _insert_near
from pytest_selfheal.engines.builtin.srctext import callee_name

OPERATOR = "use-dead-local"
MERGE = "merge-overwritten"
_FILLERS = ("update", "extend", "append", "add")
LIMIT = 8  # edits per suspect statement
RECEIVER = 1.0  # a method called on a local bound the same way elsewhere
TWIN_METHOD = 0.9  # its singular or plural twin
ARGUMENT = 0.6  # a side effect of the same class taking the local for a parameter
ELSEWHERE = 0.7  # factor for a donor outside the suspect's class
_TWINS = {"append": "extend", "extend": "append"}
_SET_TWINS = {"add": "update", "update": "add"}
_CONTAINERS = {ast.List: "list", ast.ListComp: "list", ast.Dict: "dict",
               ast.DictComp: "dict", ast.Set: "set", ast.SetComp: "set"}


def use_dead_local(ctx: EditContext) -> Iterator[Edit]:
    stmt, func = ctx.stmt, ctx.func
    if func is None or not starts_line(ctx, stmt) or isinstance(
            stmt, (ast.If, ast.For, ast.While, ast.With, ast.Try, ast.FunctionDef,
                   ast.AsyncFunctionDef, ast.ClassDef)):
        return
    dead = _dead_bindings(ctx, func, stmt)
    if not dead:
        return
    here = {ast.unparse(s) for s in walk_own(func) if isinstance(s, ast.stmt)}
    bound = _bound_at(ctx, func, stmt)
    seen: set[str] = set()
    edits: list[tuple[float, str, str]] = []
    for name, value in dead.items():
        for code, weight, why in _uses(ctx, name, value, func):
            reads = {n.id for n in ast.walk(ast.parse(code)) if isinstance(n, ast.Name)}
            if code in here or code in seen or not reads - {name} <= bound:
                continue
            seen.add(code)
            edits.append((weight, code, why))
    edits.sort(key=lambda e: -e[0])
    for weight, code, why in edits[:LIMIT]:
        yield from _insert_near(ctx, stmt, code, OPERATOR, weight, why)


def _dead_bindings(ctx: EditContext, func: FuncDef, stmt: ast.stmt) -> dict[str, ast.expr]:
    """Dead locals bound by a plain assignment that is `stmt` or an earlier statement of
    its block -> their values."""
    names = set(dead_locals(func))
    if not names:
        return {}
    block = block_of(ctx, stmt) or []
    out: dict[str, ast.expr] = {}
    for node in block:
        if node.lineno > stmt.lineno:
            break
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and \
                isinstance(node.targets[0], ast.Name) and node.targets[0].id in names:
            out[node.targets[0].id] = node.value
    return out


def _kind(value: ast.expr | None) -> str | None:
    """How a value is made: the callee's name (`setdefault`, `factory`, `list`), or the
    container a literal builds (`[]` is a `list` too)."""
    if type(value) in _CONTAINERS:
        return _CONTAINERS[type(value)]
    if isinstance(value, ast.Call):
        return callee_name(value.func) or None
    return None


def _uses(ctx: EditContext, name: str, value: ast.expr, func: FuncDef
          ) -> Iterator[tuple[str, float, str]]:
    kind = _kind(value)
    cls = ctx.parent_of.get(func)
    for donor, owner, bindings in _module_calls(ctx):
        near = 1.0 if ctx.parent_of.get(owner) is cls else ELSEWHERE
        if isinstance(donor, ast.Expr) and isinstance(donor.value, ast.Call) and \
                isinstance(donor.value.func, ast.Attribute):
            call = donor.value
            recv = call.func.value  # type: ignore[attr-defined]
            if kind is not None and isinstance(recv, ast.Name) and \
                    _kind(bindings.get(recv.id)) == kind:
                yield from _receiver_uses(name, kind, call, near, owner.name)
                continue
        params = set(function_params(owner)) - {"self", "cls"}
        swapped = _with_argument(donor, params, name)
        if swapped is not None:
            why = f"`{name}` is bound and never read; as `{owner.name}` does"
            yield swapped, ARGUMENT * near, why


def _receiver_uses(name: str, kind: str, call: ast.Call, near: float, owner: str
                   ) -> Iterator[tuple[str, float, str]]:
    assert isinstance(call.func, ast.Attribute)
    method = call.func.attr
    args = ", ".join(ast.unparse(a) for a in [*call.args, *call.keywords])
    why = f"`{name}` is bound and never read; `{owner}` calls `.{method}` on one made alike"
    yield f"{name}.{method}({args})", RECEIVER * near, why
    twin = _TWINS.get(method) or (_SET_TWINS.get(method) if kind == "set" else None)
    if twin is not None:
        yield f"{name}.{twin}({args})", TWIN_METHOD * near, why


def _with_argument(donor: ast.stmt, params: set[str], name: str) -> str | None:
    """The donor with its one parameter argument replaced by `name`: a call's argument,
    or a deleted item's key."""
    if isinstance(donor, ast.Expr) and isinstance(donor.value, ast.Call):
        slots = [a for a in donor.value.args if isinstance(a, ast.Name) and a.id in params]
    elif isinstance(donor, ast.Delete) and len(donor.targets) == 1 and \
            isinstance(donor.targets[0], ast.Subscript):
        key = donor.targets[0].slice
        slots = [key] if isinstance(key, ast.Name) and key.id in params else []
    else:
        return None
    if len(slots) != 1:
        return None
    copy = ast.parse(ast.unparse(donor)).body[0]
    old = slots[0].id
    hits = 0
    for node in ast.walk(copy):
        if isinstance(node, ast.Name) and node.id == old:
            node.id = name
            hits += 1
    return ast.unparse(copy) if hits == 1 else None


def _module_calls(ctx: EditContext) -> list[tuple[ast.stmt, FuncDef, dict[str, ast.expr]]]:
    """Every call statement and `del` of the module's functions, with the function and
    its plain local bindings; once per module."""
    key = ("dead-use donors", ctx.path)
    if key not in ctx.project.memo:
        out: list[tuple[ast.stmt, FuncDef, dict[str, ast.expr]]] = []
        for owner in ast.walk(ctx.info.tree):
            if not isinstance(owner, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            bindings: dict[str, ast.expr] = {}
            stmts = [n for n in walk_own(owner) if isinstance(n, ast.stmt)]
            for node in stmts:
                if isinstance(node, ast.Assign) and len(node.targets) == 1 and \
                        isinstance(node.targets[0], ast.Name):
                    bindings.setdefault(node.targets[0].id, node.value)
            for node in stmts:
                if (isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)) or \
                        isinstance(node, ast.Delete):
                    out.append((node, owner, bindings))
        ctx.project.memo[key] = out
    return ctx.project.memo[key]  # type: ignore[return-value]


def merge_overwritten(ctx: EditContext) -> Iterator[Edit]:
    stmt, func = ctx.stmt, ctx.func
    if func is None or not isinstance(stmt, ast.Assign) or len(stmt.targets) != 1 or \
            not isinstance(stmt.targets[0], ast.Name) or not isinstance(stmt.value, ast.Name) \
            or not starts_line(ctx, stmt):
        return
    param, local = stmt.targets[0].id, stmt.value.id
    if param not in function_params(func) or any(
            isinstance(n, ast.Name) and n.id == param and isinstance(n.ctx, ast.Load)
            and n.lineno < stmt.lineno for n in walk_own(func)):
        return
    fills = [n.func.attr for n in walk_own(func) if isinstance(n, ast.Call)
             and isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Name)
             and n.func.value.id == local and n.func.attr in _FILLERS]
    for method in dict.fromkeys(fills):
        yield from _insert_near(ctx, stmt, f"{local}.{method}({param})", MERGE, 1.0,
                                f"the incoming `{param}` is overwritten unread", before=True)
