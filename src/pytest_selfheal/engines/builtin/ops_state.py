"""State a method forgot to update: the missing statement of a stateful class.

- ``state-assign``: `self.now = event.time` after `event = heapq.heappop(self._queue)`.
  A method binds an object and never moves the class's state to it. The attribute is
  state the class sets in `__init__` from a scalar; the value is a field of a local (or
  parameter) object whose class declares it. A field the class itself builds from the
  attribute (`Event(self.now + delay, ...)` fills `Event.time` from `self.now`) ranks first;
  then a field of the attribute's type (`time: float` for `self.now = 0.0`).
- ``merge-update``: `self._size[ra] += self._size[rb]` after `self._parent[rb] = ra`. A
  method compares two entries of a numeric table (`self._size[ra] < self._size[rb]`) and
  never updates either: the union of two groups that forgets to add their counts. The
  entry the method makes the other's owner (`ra`, stored as a value) takes the sum.
- ``count-grows``: `node.size += 1` before `return node` in a recursive insert that links
  a new node below `node` (`node.left = self._insert(node.left, key)`), where the node's
  class starts a count at a constant (`self.size = 1`) that nothing ever changes.
- ``count-moves``: `self._consumed += size` before `return (result, size)`. A class
  starts a counter at an int in `__init__` (`self._consumed = 0`), reads it, and no code
  ever adds to it; a method that returns beside a count of its own (`size += len(label)`)
  is where it moves, by that count (else by one).
- ``count-shrinks``: `self._size -= 1` before `return root.key` in `pop`. A class keeps a
  count that its methods add to (`self._size += 1` in `push`) and none ever takes from:
  the method that takes an item out lost its half of the bookkeeping. It goes before a
  `return` of a method other than the adders (or after its last statement), by what the
  adders add; a method named for taking out (`pop`, `remove`, `discard`, ...) first.
- ``store-back``: `self.n = n` after `n = self.n + other.n` and the statements that still
  read the old `self.n`. A method computes the new value of a field in a local of the
  field's own name and never stores it, on that path.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    FuncDef,
    block_of,
    declared_fields,
    function_params,
    line_insertion,
    starts_line,
)
from pytest_selfheal.engines.builtin.srctext import (
    assigned_targets,
    callee_name,
    init_constants,
    self_attributes,
    statements_of,
)

MAX_EDITS = 8  # per statement and form
_SIMPLE = (ast.Expr, ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Return)
_FLOW = (ast.Return, ast.Raise, ast.Continue, ast.Break)
_NUMBERS = {"int", "float", "complex", "Decimal", "Fraction"}


def state_assign(ctx: EditContext) -> Iterator[Edit]:
    spot = _method_spot(ctx)
    if spot is None:
        return
    func, stmt, cls = spot
    state = _scalar_state(cls)
    stored_here = {t.attr for s in statements_of(func) for t in _self_targets(s)}
    attrs = {a: kind for a, kind in state.items() if a not in stored_here}
    if not attrs:
        return
    builds = _built_from(cls)
    count = 0
    for var, binding_line, weight in _objects_at(ctx, func, stmt):
        for owner, fields in _classes_of(ctx, func, var):
            for attr, kind in attrs.items():
                for i, (field, note) in enumerate(fields.items()):
                    if {(owner, field, attr), (owner, f"#{i}", attr)} & builds:
                        w = 1.0
                    elif _same_kind(kind, note):
                        w = 0.4
                    else:
                        continue
                    if count >= MAX_EDITS:
                        return
                    count += 1
                    near = 1.0 if binding_line == stmt.lineno else 0.8
                    yield from _insert_after(ctx, stmt, f"self.{attr} = {var}.{field}",
                                             "state-assign", w * weight * near,
                                             f"`{var}` is a `{owner}`")


def store_back(ctx: EditContext) -> Iterator[Edit]:
    func = ctx.func
    if func is None or not starts_line(ctx, ctx.stmt):
        return
    block = block_of(ctx, ctx.stmt)
    if block is None:
        return
    for i, stmt in enumerate(block):
        if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(
                stmt.targets[0], ast.Name)):
            continue
        name = stmt.targets[0].id
        if name not in self_attributes(stmt.value):
            continue  # `n = self.n + other.n`: the field's new value, by its own name
        rest = block[i + 1:]
        if any(name in self_attributes(s, store=True) for s in rest):
            continue
        readers = [s for s in rest if name in self_attributes(s)]
        last = readers[-1] if readers else stmt
        if isinstance(last, _FLOW):
            continue
        yield from _insert_after(ctx, last, f"self.{name} = {name}", "store-back", 1.0,
                                 f"`{name}` holds the new `self.{name}`")


def count_grows(ctx: EditContext) -> Iterator[Edit]:
    func = ctx.func
    if func is None:
        return
    key = ("frozen-counts", ctx.path)  # once per module: a library's are long
    if key not in ctx.project.memo:
        ctx.project.memo[key] = _frozen_counts(ctx.info.tree)[:2]
    counts: list[str] = ctx.project.memo[key]  # type: ignore[assignment]
    if not counts:
        return
    for ret in (s for s in func.body if isinstance(s, ast.Return)):
        if not isinstance(ret.value, ast.Name) or ret.value.id not in _linked_below(func):
            continue
        node = ret.value.id
        for field in counts:
            yield from _insert_after(ctx, ret, f"{node}.{field} += 1", "count-grows", 1.0,
                                     f"`{field}` counts the nodes below")


def count_moves(ctx: EditContext) -> Iterator[Edit]:
    func, stmt = ctx.func, ctx.stmt
    if func is None or not isinstance(stmt, ast.Return) or func.name == "__init__" or \
            function_params(func)[:1] != ["self"]:
        return
    cls = ctx.parent_of.get(func)
    if not isinstance(cls, ast.ClassDef):
        return
    key = ("idle-counters", ctx.path, cls.name, cls.lineno)
    if key not in ctx.project.memo:
        ctx.project.memo[key] = _idle_counters(ctx.info.tree, cls)
    counters: list[str] = ctx.project.memo[key]  # type: ignore[assignment]
    if not counters:
        return
    counts = list(dict.fromkeys(n.target.id for n in ast.walk(func) if isinstance(
        n, ast.AugAssign) and isinstance(n.op, ast.Add) and isinstance(n.target, ast.Name)))
    for field in counters:
        for name in counts[:3]:
            yield from _insert_after(ctx, stmt, f"self.{field} += {name}", "count-moves",
                                     1.0, f"`self.{field}` starts at a count nothing moves")
        yield from _insert_after(ctx, stmt, f"self.{field} += 1", "count-moves", 0.5,
                                 f"`self.{field}` starts at a count nothing moves")


TAKERS = ("pop", "remove", "discard", "delete", "popleft", "popitem", "dequeue", "extract",
          "take", "get", "evict", "drop", "poll", "pull", "shift", "clear", "cancel")


def count_shrinks(ctx: EditContext) -> Iterator[Edit]:
    func, stmt = ctx.func, ctx.stmt
    if func is None or func.name == "__init__" or function_params(func)[:1] != ["self"] or \
            stmt not in func.body[-1:] and not isinstance(stmt, ast.Return):
        return
    cls = ctx.parent_of.get(func)
    if not isinstance(cls, ast.ClassDef):
        return
    key = ("grow-only", ctx.path, cls.name, cls.lineno)
    if key not in ctx.project.memo:
        ctx.project.memo[key] = _grow_only(cls)
    counters: dict[str, tuple[str, set[str]]] = ctx.project.memo[key]  # type: ignore[assignment]
    name = func.name.lower().lstrip("_")
    taker = any(name == t or name.startswith(t + "_") or name.endswith("_" + t)
                for t in TAKERS)
    for field, (step, adders) in counters.items():
        if func.name in adders:
            continue
        yield from _insert_after(ctx, stmt, f"self.{field} -= {step}", "count-shrinks",
                                 1.0 if taker else 0.4,
                                 f"`self.{field}` is added to and never taken from")


def _grow_only(cls: ast.ClassDef) -> dict[str, tuple[str, set[str]]]:
    """Fields of `self` that the class's methods only ever add to (`self.n += 1`; a
    constant reset is no change), read by another method -> (what they add, the adders)."""
    adds: dict[str, list[str]] = {}
    adders: dict[str, set[str]] = {}
    changed: set[str] = set()
    readers: dict[str, set[str]] = {}  # field -> the methods that read it
    for method in cls.body:
        if not isinstance(method, ast.FunctionDef):
            continue
        for node in ast.walk(method):
            if isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Attribute) and \
                    isinstance(node.target.value, ast.Name) and node.target.value.id == "self":
                field = node.target.attr
                if isinstance(node.op, ast.Add) and method.name != "__init__":
                    adds.setdefault(field, []).append(ast.unparse(node.value))
                    adders.setdefault(field, set()).add(method.name)
                else:
                    changed.add(field)
            elif isinstance(node, ast.Assign):
                for t in node.targets:
                    if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and \
                            t.value.id == "self" and not isinstance(node.value, ast.Constant) \
                            and method.name != "__init__":
                        changed.add(t.attr)
            elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load) and \
                    isinstance(node.value, ast.Name) and node.value.id == "self":
                readers.setdefault(node.attr, set()).add(method.name)
    out: dict[str, tuple[str, set[str]]] = {}
    for field, steps in adds.items():
        if field in changed or not readers.get(field, set()) - adders[field]:
            continue
        step = "1" if "1" in steps else steps[0]
        if len(step) <= 20:
            out[field] = (step, adders[field])
    return out


def _idle_counters(tree: ast.Module, cls: ast.ClassDef) -> list[str]:
    """The class's frozen counts (its `__init__` starts them, nothing in the module
    changes them) that another of its methods reads."""
    init = next((n for n in cls.body if isinstance(n, ast.FunctionDef)
                 and n.name == "__init__"), None)
    if init is None:
        return []
    read = {n.attr for m in cls.body if isinstance(m, ast.FunctionDef) and m is not init
            for n in ast.walk(m) if isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Load)}
    return [f for f in _frozen_counts(tree, [init]) if f in read][:2]


def _linked_below(func: FuncDef) -> set[str]:
    """Names the function hangs its own result on: `node` of `node.left = f(node.left)`."""
    return {t.value.id for s in statements_of(func) if isinstance(s, ast.Assign)
            and isinstance(s.value, ast.Call) and callee_name(s.value.func) == func.name
            for t in s.targets if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name)}


def _frozen_counts(tree: ast.Module, inits: list[ast.FunctionDef] | None = None
                   ) -> list[str]:
    """Fields an `__init__` (every one of the module, or those of `inits`) sets to an int
    constant that no other code ever changes (a constant reset is no change)."""
    if inits is None:
        inits = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)
                 and n.name == "__init__"]
    started = [t.attr for init in inits for node in ast.walk(init)
               if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)
               and type(node.value.value) is int
               for t in node.targets if isinstance(t, ast.Attribute)]
    changed: set[str] = set()
    for node in ast.walk(tree):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if \
            isinstance(node, (ast.AugAssign, ast.AnnAssign)) else []
        for t in targets:
            if isinstance(t, ast.Attribute) and not (
                    isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)):
                changed.add(t.attr)
    return [f for f in dict.fromkeys(started) if f not in changed]


def merge_update(ctx: EditContext) -> Iterator[Edit]:
    spot = _method_spot(ctx)
    if spot is None:
        return
    func, stmt, cls = spot
    tables = _numeric_tables(cls)
    written = {ast.unparse(t.value) for s in statements_of(func)
               for t in _subscript_targets(s)}
    owners = _owner_values(func)
    bound = _bound_by(func, stmt)
    # right after the step that makes one entry the other's owner, else weaker
    place = 1.0 if _stores_owner(stmt, owners) or isinstance(stmt, _FLOW) else 0.6
    count = 0
    for table, keys in _compared_entries(func).items():
        if table not in tables or table in written or len(keys) < 2:
            continue
        for a in keys:
            for b in keys:
                if a == b or not {a, b} <= bound:
                    continue
                if count >= MAX_EDITS:
                    return
                count += 1
                w = 1.0 if a in owners and b not in owners else 0.5
                yield from _insert_after(ctx, stmt, f"{table}[{a}] += {table}[{b}]",
                                         "merge-update", w * place, f"`{a}` absorbs `{b}`")


def _method_spot(ctx: EditContext) -> tuple[FuncDef, ast.stmt, ast.ClassDef] | None:
    """(method, statement, class) for a simple statement starting its line in a method
    other than `__init__`; None elsewhere."""
    func, stmt = ctx.func, ctx.stmt
    if func is None or func.name == "__init__" or not isinstance(stmt, _SIMPLE) or \
            not starts_line(ctx, stmt):
        return None
    params = function_params(func)
    cls = ctx.parent_of.get(func)
    if not params or params[0] != "self" or not isinstance(cls, ast.ClassDef):
        return None
    return func, stmt, cls


def _insert_after(ctx: EditContext, stmt: ast.stmt, code: str, operator: str, weight: float,
                  why: str) -> Iterator[Edit]:
    """`code` on a new line after `stmt`, or before it when `stmt` ends the flow."""
    indent = ctx.src.indent(stmt.lineno)
    if isinstance(stmt, _FLOW):
        line, where, shown = stmt.lineno, "before", stmt.lineno
    else:
        shown = stmt.end_lineno or stmt.lineno
        line, where = shown + 1, "after"
    offset, new = line_insertion(ctx, line, indent, code)
    yield Edit(operator, ctx.line, [(offset, offset, new)],
               f"{where} line {shown}: insert `{code}` ({why})", f"{offset}:{code}", weight)


def _self_targets(stmt: ast.stmt) -> list[ast.Attribute]:
    """`self.x` attributes a statement assigns (plain, augmented or annotated)."""
    return [n for t in assigned_targets(stmt) for n in ast.walk(t) if isinstance(n, ast.Attribute)
            and isinstance(n.value, ast.Name) and n.value.id == "self"
            and isinstance(n.ctx, ast.Store)]


def _subscript_targets(stmt: ast.stmt) -> list[ast.Subscript]:
    return [n for t in assigned_targets(stmt) for n in ast.walk(t) if isinstance(n, ast.Subscript)
            and isinstance(n.ctx, ast.Store)]


def _init(cls: ast.ClassDef) -> FuncDef | None:
    return next((n for n in cls.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
                 and n.name == "__init__"), None)


def _scalar_state(cls: ast.ClassDef) -> dict[str, str]:
    """Attributes `__init__` sets to a scalar constant (`self.now = 0.0`) -> its type name
    ('NoneType' for None)."""
    return {attr: type(value).__name__ for attr, value in init_constants(cls).items()}


def _same_kind(kind: str, note: str) -> bool:
    """A field annotated `note` can hold the value of an attribute initialised as `kind`."""
    note = note.replace("Optional[", "").replace("]", "").replace(" ", "")
    parts = set(note.split("|"))
    if kind == "NoneType":
        return bool(note)
    if kind in ("int", "float"):
        return bool(parts & _NUMBERS)
    return kind in parts


def _built_from(cls: ast.ClassDef) -> set[tuple[str, str, str]]:
    """(class, field, attribute) for each `Owner(..., self.attr + x, ...)` the class builds:
    a field the class fills from one of its attributes."""
    out: set[tuple[str, str, str]] = set()
    for node in ast.walk(cls):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
            continue
        owner = node.func.id
        for i, arg in enumerate(node.args):
            for attr in self_attributes(arg):
                out.add((owner, f"#{i}", attr))
        for kw in node.keywords:
            if kw.arg is not None:
                out.update((owner, kw.arg, attr) for attr in self_attributes(kw.value))
    return out


def _objects_at(ctx: EditContext, func: FuncDef, stmt: ast.stmt
                ) -> list[tuple[str, int, float]]:
    """(name, line bound, weight) of the objects a statement after `stmt` may read: the
    locals its block bound up to it (`event = heappop(...)`) and the parameters."""
    parent = ctx.parent_of.get(stmt)
    block: list[ast.stmt] = next((getattr(parent, f) for f in ("body", "orelse", "finalbody")
                                  if stmt in (getattr(parent, f, None) or [])), [])
    out: dict[str, tuple[int, float]] = {}
    for p in function_params(func)[1:]:
        out[p] = (func.lineno, 0.7)
    for node in block:
        if node.lineno > stmt.lineno:
            break
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(
                node.targets[0], ast.Name):
            out[node.targets[0].id] = (node.lineno, 1.0)
    if isinstance(parent, (ast.For, ast.AsyncFor)) and isinstance(parent.target, ast.Name):
        out.setdefault(parent.target.id, (parent.lineno, 0.8))
    return [(name, line, w) for name, (line, w) in out.items()]


def _classes_of(ctx: EditContext, func: FuncDef, var: str
                ) -> list[tuple[str, dict[str, str]]]:
    """The classes `var` may be: the one its annotation names, else those of the module
    declaring every attribute the function reads off it (at least one)."""
    known = _module_classes(ctx)
    note = next((ast.unparse(a.annotation) for a in func.args.args + func.args.kwonlyargs
                 if a.arg == var and a.annotation is not None), None)
    if note is not None:
        name = note.strip("'\"")
        return [(name, known[name])] if name in known else []
    read = {n.attr for n in ast.walk(func) if isinstance(n, ast.Attribute)
            and isinstance(n.value, ast.Name) and n.value.id == var}
    if not read:
        return []
    return [(name, fields) for name, fields in known.items() if read <= set(fields)][:2]


def _module_classes(ctx: EditContext) -> dict[str, dict[str, str]]:
    """Classes of this module -> their fields in the order a call passes them (declared
    `x: T`, else set in `__init__` as `self.x = param`, with the parameter's annotation)."""
    key = ("module_classes", ctx.path)
    if key not in ctx.project.memo:
        out: dict[str, dict[str, str]] = {}
        for cls in ctx.info.tree.body:
            if isinstance(cls, ast.ClassDef):
                out[cls.name] = _fields(cls)
        ctx.project.memo[key] = out
    return ctx.project.memo[key]  # type: ignore[return-value]


def _fields(cls: ast.ClassDef) -> dict[str, str]:
    fields = declared_fields(cls)
    init = _init(cls)
    if fields or init is None:
        return fields
    params = init.args.args[1:]
    notes = {a.arg: ast.unparse(a.annotation) if a.annotation is not None else ""
             for a in params}
    stored: dict[str, str] = {}
    for stmt in statements_of(init):
        value = stmt.value if isinstance(stmt, (ast.Assign, ast.AnnAssign)) else None
        for target in _self_targets(stmt):
            if isinstance(value, ast.Name) and value.id in notes:
                stored.setdefault(value.id, target.attr)
    # in the order of the parameters that fill them, so `Owner(a, b)` maps by position
    ordered = {stored[a.arg]: notes[a.arg] for a in params if a.arg in stored}
    return ordered


def _numeric_tables(cls: ast.ClassDef) -> set[str]:
    """`self.x` tables of numbers: some method stores a number constant in an entry
    (`self._size[x] = 1`) or adds to one (`self.count[k] += n`)."""
    out: set[str] = set()
    for node in cls.body:
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for stmt in statements_of(node):
            for target in _subscript_targets(stmt):
                table = target.value
                if not (isinstance(table, ast.Attribute) and isinstance(table.value, ast.Name)
                        and table.value.id == "self"):
                    continue
                number = isinstance(stmt, ast.AugAssign) or (
                    isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Constant)
                    and type(stmt.value.value) in (int, float))
                if number:
                    out.add(ast.unparse(table))
    return out


def _compared_entries(func: FuncDef) -> dict[str, list[str]]:
    """`self.t` -> the names indexing it in the function's comparisons
    (`self._size[ra] < self._size[rb]` -> `self._size`: [ra, rb])."""
    out: dict[str, list[str]] = {}
    for node in ast.walk(func):
        if not isinstance(node, ast.Compare):
            continue
        for side in [node.left, *node.comparators]:
            if isinstance(side, ast.Subscript) and isinstance(side.slice, ast.Name) and \
                    isinstance(side.value, ast.Attribute):
                keys = out.setdefault(ast.unparse(side.value), [])
                if side.slice.id not in keys:
                    keys.append(side.slice.id)
    return out


def _owner_values(func: FuncDef) -> set[str]:
    """Names a function stores as values into a table (`self._parent[rb] = ra` -> ra)."""
    return {stmt.value.id for stmt in statements_of(func)
            if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Name)
            and any(isinstance(t, ast.Subscript) for t in stmt.targets)}


def _stores_owner(stmt: ast.stmt, owners: set[str]) -> bool:
    return isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Name) and \
        stmt.value.id in owners and any(isinstance(t, ast.Subscript) for t in stmt.targets)


def _bound_by(func: FuncDef, stmt: ast.stmt) -> set[str]:
    """Parameters and the names assigned up to the end of `stmt`."""
    names = set(function_params(func))
    end = stmt.end_lineno or stmt.lineno
    for node in ast.walk(func):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store) and node.lineno <= end:
            names.add(node.id)
    return names
