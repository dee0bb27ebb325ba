"""The ingredients of a missing term: what `add-term` and `shift-argument` may add.

A missing arithmetic expression (`hours - REGULAR_HOURS`, `index - self.weight`,
`idx + len(sep)`, `... * 1000 + int(ms)`) adds a value the function can already reach.
SimFix and CapGen draw such ingredients from the fault's context; here they are, best
first:

1. a local that nothing reads (a value computed for nothing is the likeliest to be
   missing somewhere), converted the way its siblings are where the statement converts
   them (`h, m, s, ms = ...` and `int(h)` in the statement: `int(ms)`), and a
   parameter nothing reads: both weigh three times a slip's weight;
2. the function's numeric locals and parameters, the nearest bound first;
3. the module's numeric constants (`REGULAR_HOURS = 40`, or an upper-case name the
   module imports and uses in arithmetic);
4. the class's numeric fields read as `self.x` in arithmetic somewhere in the class;
5. `len(x)` of a string or sequence the function holds (an offset past a separator).
"""

from __future__ import annotations

import ast

from pytest_selfheal.engines.builtin.ops_base import (
    EditContext,
    dead_locals,
    function_params,
    walk_own,
)

NUMERIC_OPS = (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow)
MAX_INGREDIENTS = 8
# A value computed for nothing (or a parameter nothing reads) is rare and telling: the
# term it should have been is tried before the slips of equal suspicion.
UNUSED_WEIGHT = 3.0


def ingredients(ctx: EditContext, numeric: list[str], used: set[str]) -> list[tuple[str, float]]:
    """(term text, weight) for a term missing from the statement, best first. `numeric`:
    the function's numeric names, nearest first; `used`: names the target already reads."""
    out: dict[str, float] = {}

    def add(text: str, weight: float) -> None:
        if text not in out and text not in used:
            out[text] = weight

    for name in dead_locals(ctx.func):
        add(_converted_like_siblings(ctx, name), UNUSED_WEIGHT)
    for name in _unused_params(ctx):
        cells = _cells_of(ctx, name)
        for cell in cells:
            add(cell, UNUSED_WEIGHT * 0.8)
        if not cells:
            add(name, UNUSED_WEIGHT * 0.8)
    for name in numeric:
        add(name, 0.9)
    for name in module_numbers(ctx):
        if name in _module_reads(ctx):
            add(name, 0.8)
    for attr in self_numbers(ctx):
        add(f"self.{attr}", 0.7)
    for name in _sized(ctx):
        add(f"len({name})", 0.6)
    texts = [(t, w) for t, w in out.items() if t not in used]
    return texts[:MAX_INGREDIENTS]


def _unused_params(ctx: EditContext) -> list[str]:
    """Parameters the function never reads (not `self`, `_x`, `*args`, `**kwargs`); a
    recursive function that only hands one on to itself, in its own place, never reads it
    either (`_solve(adj, weights, child, node, table)` inside `_solve`)."""
    func = ctx.func
    if func is None:
        return []
    a = func.args
    names = [x.arg for x in [*a.posonlyargs, *a.args, *a.kwonlyargs]]
    forwarded = _forwarded(func, names)
    read = {n.id for n in ast.walk(func) if isinstance(n, ast.Name) and isinstance(
        n.ctx, ast.Load) and id(n) not in forwarded}
    return [n for n in names if n not in read and n not in ("self", "cls")
            and not n.startswith("_")]


def _forwarded(func: ast.FunctionDef | ast.AsyncFunctionDef, names: list[str]) -> set[int]:
    """ids of the Name nodes that pass a parameter unchanged to a recursive call of the
    function, in the parameter's own position (or by its own keyword)."""
    out: set[int] = set()
    method = bool(names) and names[0] in ("self", "cls")
    for node in ast.walk(func):
        if not isinstance(node, ast.Call):
            continue
        callee = node.func
        if isinstance(callee, ast.Name) and callee.id == func.name:
            offset = 0
        elif (method and isinstance(callee, ast.Attribute) and callee.attr == func.name
              and isinstance(callee.value, ast.Name) and callee.value.id == names[0]):
            offset = 1
        else:
            continue
        for i, arg in enumerate(node.args):
            at = i + offset
            if isinstance(arg, ast.Name) and at < len(names) and names[at] == arg.id:
                out.add(id(arg))
        for kw in node.keywords:
            if isinstance(kw.value, ast.Name) and kw.arg == kw.value.id:
                out.add(id(kw.value))
    return out


def _cells_of(ctx: EditContext, name: str) -> list[str]:
    """`weights[node]`: a cell of an unread parameter the module treats as a table (it
    subscripts or iterates a name so spelled elsewhere), at an index the function reads
    other tables at (`table[node]`, `adj[node]`), in scope at the statement."""
    func = ctx.func
    if func is None:
        return []
    tabled = any(
        (isinstance(n, ast.Subscript) and isinstance(n.value, ast.Name) and n.value.id == name)
        or (isinstance(n, (ast.For, ast.comprehension)) and isinstance(n.iter, ast.Name)
            and n.iter.id == name)
        for n in ast.walk(ctx.info.tree))
    if not tabled:
        return []
    params = set(function_params(func))
    bound_before = {t.id for s in ast.walk(func) if isinstance(s, (ast.Assign, ast.For))
                    and s.lineno < ctx.stmt.lineno
                    for t in ast.walk(s.targets[0] if isinstance(s, ast.Assign) else s.target)
                    if isinstance(t, ast.Name)}
    indexes: list[str] = []
    for node in walk_own(func):
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Name):
            index = node.slice.id
            if index in params | bound_before and index not in indexes:
                indexes.append(index)
    return [f"{name}[{index}]" for index in indexes[:2]]


def _converted_like_siblings(ctx: EditContext, name: str) -> str:
    """`int(ms)` when `ms` was unpacked beside names the statement reads as `int(h)`."""
    siblings: set[str] = set()
    for node in walk_own(ctx.func) if ctx.func is not None else []:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(
                node.targets[0], ast.Tuple):
            names = [e.id for e in node.targets[0].elts if isinstance(e, ast.Name)]
            if name in names:
                siblings |= set(names) - {name}
    for node in ctx.nodes:
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and len(
                node.args) == 1 and isinstance(node.args[0], ast.Name) and \
                node.args[0].id in siblings:
            return f"{node.func.id}({name})"
    return name


def module_numbers(ctx: EditContext) -> list[str]:
    """Upper-case module constants bound to a number, and upper-case imports the module
    uses in arithmetic (memoized per module)."""
    key = ("module_numbers", ctx.path)
    found = ctx.project.memo.get(key)
    if isinstance(found, list):
        return found
    names: list[str] = []
    tree = ctx.info.tree
    for stmt in tree.body:
        if isinstance(stmt, (ast.Assign, ast.AnnAssign)) and stmt.value is not None:
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            value = stmt.value
            number = isinstance(value, ast.Constant) and type(value.value) in (int, float) or (
                isinstance(value, ast.Call) and isinstance(value.func, ast.Name)
                and value.func.id in ("Decimal", "Fraction", "float", "int"))
            names += [t.id for t in targets if isinstance(t, ast.Name) and t.id.isupper()
                      and number]
    imported = {a.asname or a.name for s in tree.body if isinstance(s, ast.ImportFrom)
                for a in s.names if (a.asname or a.name).isupper()}
    for node in ast.walk(tree):
        if isinstance(node, ast.BinOp) and isinstance(node.op, NUMERIC_OPS):
            names += [n.id for n in (node.left, node.right)
                      if isinstance(n, ast.Name) and n.id in imported]
    found = list(dict.fromkeys(names))
    ctx.project.memo[key] = found
    return found


def _module_reads(ctx: EditContext) -> set[str]:
    key = ("module_reads", ctx.path)
    found = ctx.project.memo.get(key)
    if not isinstance(found, set):
        found = {n.id for n in ast.walk(ctx.info.tree) if isinstance(n, ast.Name)}
        ctx.project.memo[key] = found
    return found


def self_numbers(ctx: EditContext) -> list[str]:
    """Fields of the suspect's class read as `self.x` in arithmetic or numeric comparisons
    in its methods."""
    cls = ctx.parent_of.get(ctx.func) if ctx.func is not None else None
    if not isinstance(cls, ast.ClassDef):
        return []
    key = ("self_numbers", ctx.path, cls.lineno)
    found = ctx.project.memo.get(key)
    if isinstance(found, list):
        return found
    out: list[str] = []
    methods = {f.name for f in cls.body if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))
               and not any(getattr(d, "id", "") == "property" for d in f.decorator_list)}
    for node in ast.walk(cls):
        sides: list[ast.expr] = []
        if isinstance(node, ast.BinOp) and isinstance(node.op, NUMERIC_OPS):
            sides = [node.left, node.right]
        elif isinstance(node, ast.AugAssign) and isinstance(node.op, NUMERIC_OPS):
            sides = [node.target]
        elif isinstance(node, ast.Compare) and any(
                isinstance(op, (ast.Lt, ast.LtE, ast.Gt, ast.GtE)) for op in node.ops):
            sides = [node.left, *node.comparators]
        elif isinstance(node, ast.AnnAssign) and node in cls.body and isinstance(
                node.target, ast.Name) and _numeric_note(node.annotation):
            out.append(node.target.id)  # a dataclass field `hours: Decimal`
        for side in sides:
            if isinstance(side, ast.Attribute) and isinstance(side.value, ast.Name) and \
                    side.value.id == "self" and side.attr not in out and \
                    side.attr not in methods:
                out.append(side.attr)
    ctx.project.memo[key] = out
    return out


def _numeric_note(note: ast.expr) -> bool:
    base = note.value if isinstance(note, ast.Subscript) else note
    name = base.attr if isinstance(base, ast.Attribute) else getattr(base, "id", "")
    return name in ("int", "float", "Decimal", "Fraction", "complex")


def _sized(ctx: EditContext) -> list[str]:
    """Names of the function that hold a string or sequence (`len(x)` is an offset)."""
    if ctx.func is None:
        return []
    from pytest_selfheal.engines.builtin.ops_kinds import kinds_of

    kinds = kinds_of(ctx)
    args = ctx.func.args
    params = [a.arg for a in [*args.posonlyargs, *args.args, *args.kwonlyargs]]
    read = {n.id for n in ctx.nodes if isinstance(n, ast.Name)}
    sized = [n for n in params + list(kinds) if kinds.get(n) in ("str", "seq")]
    sized.sort(key=lambda n: n not in read)  # what the statement itself reads first
    return list(dict.fromkeys(sized))[:3]
