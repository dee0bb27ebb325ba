"""Edit shapes from the template-repair literature that the other templates lack.

TBar's and SimFix's "mutate a sibling", PraPR's argument/receiver replacement and the
single-statement patterns of PySStuBs/ManySStuBs4J: a statement inserted as a variant
of its sibling, a call replaced by one of its arguments, a subscript index replaced by
another variable, an expression clamped, a variable added to an argument, a literal's
nesting changed, a constant return made a comparison, an attribute replaced by a
sibling attribute, an operand squared or scaled. Each is generic (no knowledge of one
program), bounded in the edits it yields, and weighted below the commoner slips.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    function_locals,
    function_params,
    in_loop,
    is_property,
    paren,
    starts_line,
    type_members,
    walk_own,
)
from pytest_selfheal.engines.builtin.ops_kinds import expr_kind, kinds_of
from pytest_selfheal.engines.builtin.ops_terms import ingredients, self_numbers

MAX_PACKAGE_FILES = 30  # sibling modules searched for a duck-typed attribute's class
MAX_VARIANTS = 8  # variants of one statement or one node yielded at most
_SKIP_CALLS = {"print", "isinstance", "len", "range", "super", "type", "str", "repr",
               "int", "float", "bool", "list", "dict", "set", "tuple"}
_NUMERIC_OPS = (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow)


def scope_names(ctx: EditContext) -> list[str]:
    """Parameters and locals of the enclosing function, parameters first, `self` left out."""
    names = function_params(ctx.func) + function_locals(ctx.func)
    return [n for n in dict.fromkeys(names) if n not in ("self", "cls", "_")]


def numeric_names(ctx: EditContext) -> list[str]:
    """Scope names the function uses in arithmetic, comparisons with numbers or indices."""
    if ctx.func is None:
        return []
    used: set[str] = set()
    for node in walk_own(ctx.func):
        if isinstance(node, ast.BinOp) and isinstance(node.op, _NUMERIC_OPS):
            used |= {n.id for n in (node.left, node.right) if isinstance(n, ast.Name)}
        elif isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Name):
            used.add(node.slice.id)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                node.func.id == "range":
            used |= {a.id for a in node.args if isinstance(a, ast.Name)}
        elif isinstance(node, (ast.For, ast.comprehension)) and isinstance(
                node.iter, ast.Call) and isinstance(node.iter.func, ast.Name) and \
                node.iter.func.id in ("range", "enumerate"):
            used |= {n.id for n in ast.walk(node.target) if isinstance(n, ast.Name)}
    return [n for n in scope_names(ctx) if n in used]


def _int_constants(ctx: EditContext) -> list[int]:
    found = [0, 1]
    if ctx.func is not None:
        for node in walk_own(ctx.func):
            if isinstance(node, ast.Constant) and type(node.value) is int:
                found.append(node.value)
    return list(dict.fromkeys(found))[:4]


def sibling_variant(ctx: EditContext) -> Iterator[Edit]:
    """`a.append(x)` -> also `b.append(x)` (or `a.append(y)`): a copy of the statement
    with one name varied, inserted after it (the forgotten twin of a pair of updates)."""
    stmt = ctx.stmt
    if not isinstance(stmt, (ast.Expr, ast.Assign, ast.AugAssign)) or not starts_line(ctx, stmt):
        return
    if isinstance(stmt, ast.Expr) and not isinstance(stmt.value, ast.Call):
        return
    receivers = _receivers(ctx)
    pool = list(dict.fromkeys(numeric_names(ctx) + scope_names(ctx)))
    seen = 0
    text = ctx.text(stmt)
    start = ctx.src.span(stmt)[0]
    end_line = stmt.end_lineno or stmt.lineno
    offset = ctx.src.line_start(end_line + 1)
    indent, nl = ctx.src.indent(stmt.lineno), ctx.src.newline()
    prefix = nl if offset == len(ctx.src.text) and not ctx.src.text.endswith(("\n", "\r")) else ""
    for node in ctx.nodes:
        if not isinstance(node, ast.Name) or node.id in ("self", "cls"):
            continue
        a, b = ctx.src.span(node)
        parent = ctx.parent_of.get(node)
        is_receiver = isinstance(parent, ast.Attribute) and parent.value is node
        options = [o for o in (receivers if is_receiver else pool) if o != node.id]
        for other in options[:4]:
            if seen >= 2 * MAX_VARIANTS:
                return
            variant = text[: a - start] + other + text[b - start:]
            if "\n" in variant:
                continue
            seen += 1
            yield Edit("sibling-variant", stmt.lineno,
                       [(offset, offset, f"{prefix}{indent}{variant}{nl}")],
                       f"after line {end_line}: insert `{variant[:60]}`", f"{offset}:{variant}",
                       0.8 if node.id in pool else 0.5)


def _receivers(ctx: EditContext) -> list[str]:
    """Scope names used as method receivers in the function, or bound together with one
    (`small, big = [], []`): the candidates for another receiver of the same call."""
    if ctx.func is None:
        return []
    found: list[str] = []
    for node in walk_own(ctx.func):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            found.append(node.value.id)
        elif isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Tuple):
            found += [e.id for e in node.targets[0].elts if isinstance(e, ast.Name)]
    scope = set(scope_names(ctx))
    return [n for n in dict.fromkeys(found) if n in scope]


def call_to_arg(ctx: EditContext) -> Iterator[Edit]:
    """`f(x, y)` -> `x` (or `y`): a call that should not be there, PraPR's call removal."""
    for node in ctx.nodes:
        if not isinstance(node, ast.Call) or node.keywords:
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else (
            func.attr if isinstance(func, ast.Attribute) else "")
        if not name or name in _SKIP_CALLS or name[:1].isupper():
            continue
        args = [a for a in node.args if not isinstance(a, ast.Starred)]
        for i, arg in enumerate(args[:3]):
            yield ctx.replace(node, paren(ctx, arg), "call-to-arg", 1.0 - 0.2 * i,
                              detail=f"{ctx.src.span(node)[0]}:arg{i}")
        if isinstance(func, ast.Attribute) and not args and isinstance(func.value, ast.Name):
            yield ctx.replace(node, func.value.id, "call-to-arg", 0.6)  # `x.copy()` -> `x`


def index_variable(ctx: EditContext) -> Iterator[Edit]:
    """`a[i]` -> `a[j]`: one index of a subscript replaced by another variable in scope."""
    from pytest_selfheal.engines.builtin.ops_kinds import conflict, kinds_of

    params = [p for p in function_params(ctx.func) if p not in ("self", "cls")]
    kinds = kinds_of(ctx)
    numbers = [n for n in scope_names(ctx) if kinds.get(n) == "num"]
    pool = list(dict.fromkeys(numeric_names(ctx) + params + numbers))
    idle = _idle_loop_vars(ctx)
    pool = [*idle, *(n for n in pool if n not in idle)]
    targets = getattr(ctx.stmt, "targets", None) or [getattr(ctx.stmt, "target", None)]
    places = {id(n) for t in targets if t is not None for n in ast.walk(t)}
    yield from _off_axis(ctx)
    for node in ctx.nodes:
        if not isinstance(node, ast.Subscript):
            continue
        index = node.slice
        parts = index.elts if isinstance(index, ast.Tuple) else [index]
        stored = id(node) in places
        for part in parts:
            if not isinstance(part, ast.Name):
                continue
            fits = [o for o in pool if o != part.id
                    and not conflict(kinds.get(o), kinds.get(part.id))]
            for other in fits[:MAX_VARIANTS]:
                weight = IDLE if other in idle and not stored else 1.0
                yield ctx.replace(part, other, "index-variable",
                                  weight * (STORED if stored and idle else 1.0))


def _off_axis(ctx: EditContext) -> Iterator[Edit]:
    """`min(t[i - 1][j], t[i][i - 1], t[i - 1][j - 1])`: reads of one table whose indices
    keep to one variable per axis (`i` first, `j` second), but for one index that uses the
    other axis's variable: it takes its axis's variable (`t[i][j - 1]`)."""
    reads: dict[str, list[list[ast.expr]]] = {}
    for node in ctx.nodes:
        inner = getattr(node, "value", None)
        if isinstance(node, ast.Subscript) and isinstance(inner, ast.Subscript) and \
                not isinstance(ctx.parent_of.get(node), ast.Subscript):
            reads.setdefault(ast.unparse(inner.value), []).append([inner.slice, node.slice])
    for group in reads.values():
        if len(group) < 3:
            continue
        axes = [[_base_name(idx[k]) for idx in group] for k in (0, 1)]
        usual = [max(set(a), key=a.count) or "" for a in axes]
        if "" in usual or usual[0] == usual[1]:
            continue
        for k in (0, 1):
            for idx, base in zip(group, axes[k], strict=True):
                if base == usual[1 - k] and axes[k].count(base) == 1:
                    for name in (n for n in ast.walk(idx[k]) if isinstance(n, ast.Name)
                                 and n.id == base):
                        yield ctx.replace(name, usual[k], "index-variable", IDLE)


def _base_name(index: ast.expr) -> str | None:
    """`i` of `i`, `i - 1`, `i + k`: the one variable an index is built on."""
    names = {n.id for n in ast.walk(index) if isinstance(n, ast.Name)}
    return names.pop() if len(names) == 1 else None


IDLE = 1.6  # an index replaced by a loop's variable that the value never reads
STORED = 0.6  # an index of the stored place, where the value ignores a loop's variable


def _idle_loop_vars(ctx: EditContext) -> list[str]:
    """Variables of the `for` loops around an assignment that its value never reads:
    `for j in range(p): out[i][j] = sum(a[i][k] * b[k][i] ...)` computes the same value
    for every `j`, so one of its indices should be `j`."""
    stmt = ctx.stmt
    if not isinstance(stmt, (ast.Assign, ast.AugAssign)) or stmt.value is None:
        return []
    reads = {n.id for n in ast.walk(stmt.value) if isinstance(n, ast.Name)}
    out: list[str] = []
    node = ctx.parent_of.get(stmt)
    while node is not None and node is not ctx.func:
        if isinstance(node, ast.For):
            out += [n.id for n in ast.walk(node.target) if isinstance(n, ast.Name)
                    and n.id not in reads and not n.id.startswith("_")]
        node = ctx.parent_of.get(node)
    return out


def clamp(ctx: EditContext) -> Iterator[Edit]:
    """`e` -> `max(e, 0)` / `min(e, k)`: a value that must stay within a bound."""
    targets: list[ast.expr] = []
    stmt = ctx.stmt
    if isinstance(stmt, (ast.Return, ast.Assign, ast.AugAssign)) and stmt.value is not None:
        targets.append(stmt.value)
    for node in ctx.nodes:
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                node.func.id == "range":
            targets += [a for a in node.args if not isinstance(a, ast.Starred)]
        elif isinstance(node, ast.Slice):
            targets += [b for b in (node.lower, node.upper) if b is not None]
    for target in targets[:4]:
        if isinstance(target, ast.Constant) or _is_clamp(target):
            continue
        text = ctx.text(target)
        for k in _int_constants(ctx)[:3]:
            yield ctx.replace(target, f"max({text}, {k})", "clamp", 1.0 if k == 0 else 0.7)
            if k != 0:
                yield ctx.replace(target, f"min({text}, {k})", "clamp", 0.6)


def _is_clamp(node: ast.expr) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in (
        "max", "min")


def shift_argument(ctx: EditContext) -> Iterator[Edit]:
    """`f(a)` -> `f(a + v)` / `f(a - v)` for an ingredient v in reach (ops_terms)."""
    kinds = kinds_of(ctx)
    pool = list(dict.fromkeys(numeric_names(ctx) + [n for n in scope_names(ctx)
                                                     if kinds.get(n) == "num"]))
    count = 0
    for node in ctx.nodes:
        if not isinstance(node, ast.Call) or (isinstance(node.func, ast.Name)
                                               and node.func.id in ("print", "isinstance")):
            continue
        for arg in node.args[:3]:
            if not isinstance(arg, (ast.Name, ast.BinOp, ast.Subscript)):
                continue
            used = {n.id for n in ast.walk(arg) if isinstance(n, ast.Name)}
            if not used & set(pool):
                continue  # a non-numeric argument
            for var, weight in ingredients(ctx, pool, used)[:5]:
                for op in ("+", "-"):
                    if count >= 2 * MAX_VARIANTS:
                        return
                    count += 1
                    yield ctx.replace(arg, f"{paren(ctx, arg)} {op} {var}", "shift-argument",
                                      weight * (1.0 if op == "+" else 0.9))


def literal_nesting(ctx: EditContext) -> Iterator[Edit]:
    """`[a, b]` -> `[[a, b]]`, `[[a, b]]` -> `[a, b]`, `(x,)` -> `x`, `[x]` -> `x`."""
    for node in ctx.nodes:
        if not isinstance(node, (ast.List, ast.Tuple)) or isinstance(node.ctx, ast.Store):
            continue
        if isinstance(ctx.parent_of.get(node), (ast.List, ast.Tuple)):
            continue  # the outer literal is the one to change
        text = ctx.text(node)
        is_list = isinstance(node, ast.List)
        if not is_list and not text.startswith("("):
            continue
        elts = node.elts
        if len(elts) == 1 and isinstance(elts[0], (ast.List, ast.Tuple)):
            yield ctx.replace(node, ctx.text(elts[0]), "literal-nesting", 1.0)
        elif len(elts) == 1 and not isinstance(elts[0], ast.Starred):
            yield ctx.replace(node, paren(ctx, elts[0]), "literal-nesting", 0.8)
        if elts:
            wrapped = f"[{text}]" if is_list else f"({text},)"
            yield ctx.replace(node, wrapped, "literal-nesting", 0.7)


_COMPARISONS = (("==", 1.0), ("<", 0.9), (">", 0.9), ("<=", 0.8), (">=", 0.8), ("!=", 0.7))


def return_comparison(ctx: EditContext) -> Iterator[Edit]:
    """`return True` -> `return a < b`: a constant answer that should depend on the inputs."""
    stmt = ctx.stmt
    if not (isinstance(stmt, ast.Return) and isinstance(stmt.value, ast.Constant)
            and isinstance(stmt.value.value, (bool, int)) and ctx.func is not None):
        return
    params = [p for p in function_params(ctx.func) if p not in ("self", "cls")][:3]
    names = list(dict.fromkeys(params + numeric_names(ctx)))[:4]
    count = 0
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            for op, weight in _COMPARISONS:
                if count >= 2 * MAX_VARIANTS:
                    return
                count += 1
                yield ctx.replace(stmt.value, f"{a} {op} {b}", "return-compare", weight)


def sibling_attribute(ctx: EditContext) -> Iterator[Edit]:
    """`p.width` -> `p.height`: another data attribute of the class that defines `width`.
    An attribute read twice in the statement is also renamed at every read at once
    (`b.item < a.item` -> `b.key < a.key`: the objects compared by the wrong field)."""
    reads: dict[str, list[int]] = {}
    for node in ctx.nodes:
        if not isinstance(node, ast.Attribute) or not isinstance(node.ctx, ast.Load):
            continue
        start = ctx.src.span(node)[1] - len(node.attr)
        reads.setdefault(node.attr, []).append(start)
        for other in sibling_attributes(ctx, node.attr):
            yield Edit("sibling-attribute", ctx.line,
                       [(start, start + len(node.attr), other)],
                       f"line {node.lineno}: `.{node.attr}` -> `.{other}`",
                       f"{start}:{other}", 1.0)
    for attr, starts in reads.items():
        if len(starts) < 2:
            continue
        for other in sibling_attributes(ctx, attr):
            yield Edit("sibling-attribute", ctx.line,
                       [(s, s + len(attr), other) for s in sorted(starts)],
                       f"line {ctx.line}: every `.{attr}` -> `.{other}`",
                       f"all:{attr}:{other}", 1.0)


def sibling_attributes(ctx: EditContext, attr: str) -> list[str]:
    """The other public data attributes of the classes that define `attr` (at most
    MAX_VARIANTS): `right` beside `left`, `terminal` beside `children`."""
    owners = _classes_with(ctx).get(attr, []) or _package_classes_with(ctx, attr)
    options: list[str] = []
    for cls in owners[:2]:
        key = ("type_members", cls)
        if key not in ctx.project.memo:
            ctx.project.memo[key] = type_members(ctx.project, cls)
        members: tuple[list[str], list[str]] = ctx.project.memo[key]  # type: ignore[assignment]
        options += [d for d in members[1] if d != attr and not d.startswith("_")]
    return list(dict.fromkeys(options))[:MAX_VARIANTS]


def _package_classes_with(ctx: EditContext, attr: str) -> list[str]:
    """The classes of the file's package (its directory) that assign or declare `attr`:
    a duck-typed object (`self.clock`) whose class lives in a sibling module."""
    key = ("package_classes_with", ctx.path, attr)
    if key in ctx.project.memo:
        return ctx.project.memo[key]  # type: ignore[return-value]
    folder = ctx.path.rpartition("/")[0]
    pattern = re.compile(rf"(?:self\.{re.escape(attr)}\s*[:=]|^\s+{re.escape(attr)}\s*[:=]"
                         rf"|^\s+def {re.escape(attr)}\s*\()", re.M)  # a property too
    out: list[str] = []
    siblings = [p for p in ctx.project.source_files()
                if p.rpartition("/")[0] == folder and p != ctx.path][:MAX_PACKAGE_FILES]
    for path in siblings:
        text = ctx.project.text(path)
        info = ctx.project.get(path) if text and pattern.search(text) else None
        if info is None:
            continue
        out += [c for c in _classes_with(ctx, path, info.tree).get(attr, []) if c not in out]
    ctx.project.memo[key] = out
    return out


def _classes_with(ctx: EditContext, path: str | None = None, tree: ast.AST | None = None
                  ) -> dict[str, list[str]]:
    """Data attribute -> the classes of a file (this one by default) that assign or declare
    it (memoized per file)."""
    key = ("classes_with", path or ctx.path)
    if key not in ctx.project.memo:
        ctx.project.memo[key] = _assigners(tree or ctx.info.tree)
    return ctx.project.memo[key]  # type: ignore[return-value]


def _assigners(tree: ast.AST) -> dict[str, list[str]]:
    """Data attribute -> the classes of a module that assign or declare it."""
    out: dict[str, list[str]] = {}
    for cls in ast.walk(tree):
        if not isinstance(cls, ast.ClassDef):
            continue
        for node in ast.walk(cls):
            attr: str | None = None
            if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
                attr = node.attr  # `self.tick = tick`
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                attr = node.target.id  # a dataclass field
            elif isinstance(node, ast.Assign) and node in cls.body:
                names = [t.id for t in node.targets if isinstance(t, ast.Name)]
                attr = names[0] if names else None  # a class attribute `tick = 0.01`
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and \
                    node in cls.body and is_property(node):
                attr = node.name  # read like a field: `b.free`
            if attr is not None and cls.name not in out.setdefault(attr, []):
                out[attr].append(cls.name)
    return out


def _unbound_yet(ctx: EditContext, name: str) -> bool:
    """A local of the function bound only from this statement on, outside any loop (`c`
    in `c = a * b`, `d` computed on the next line): not a value the statement can read."""
    if ctx.func is None or name in function_params(ctx.func) or in_loop(ctx):
        return False
    lines = [n.lineno for n in walk_own(ctx.func) if isinstance(n, ast.Name) and isinstance(
        n.ctx, ast.Store) and n.id == name]
    return bool(lines) and min(lines) >= ctx.line


def _last_bound(ctx: EditContext, name: str) -> int:
    """The last line before the statement that binds `name` (0 for a parameter)."""
    lines = [n.lineno for n in walk_own(ctx.func) if isinstance(n, ast.Name) and isinstance(
        n.ctx, ast.Store) and n.id == name and n.lineno < ctx.line] if ctx.func else []
    return max(lines, default=0)


def scale_operand(ctx: EditContext) -> Iterator[Edit]:
    """`x` -> `x ** 2`, `2 * x`, `x / 2`: an operand squared or scaled in arithmetic."""
    count = 0
    for node in ctx.nodes:
        if not isinstance(node, (ast.BinOp, ast.Compare)):
            continue
        operands = [node.left, node.right] if isinstance(node, ast.BinOp) else [
            node.left, *node.comparators]
        if isinstance(node, ast.BinOp) and not isinstance(node.op, _NUMERIC_OPS):
            continue
        for operand in operands:
            if not isinstance(operand, (ast.Name, ast.Attribute, ast.Subscript)):
                continue
            text = ctx.text(operand)
            for new, weight in ((f"{text} ** 2", 1.0), (f"2 * {text}", 0.8),
                                (f"{text} / 2", 0.6)):
                if count >= 2 * MAX_VARIANTS:
                    return
                count += 1
                grouped = isinstance(node, ast.BinOp) and not isinstance(
                    node.op, (ast.Add, ast.Sub))
                yield ctx.replace(operand, f"({new})" if grouped else new, "scale-operand", weight)


def drop_operand(ctx: EditContext) -> Iterator[Edit]:
    """`a + b` -> `a` (or `b`): a term that should not be there, the inverse of a missing
    arithmetic expression (a prepended variable, an extra offset)."""
    count = 0
    running = _running_update(ctx)
    for node in ctx.nodes:
        if not (isinstance(node, ast.BinOp) and isinstance(node.op, _NUMERIC_OPS)):
            continue
        for kept, weight in ((node.left, 1.0), (node.right, 0.8)):
            if node is running and kept is node.right:
                weight = RUNNING
            if count >= MAX_VARIANTS:
                return
            if isinstance(node.op, ast.Sub) and kept is node.right:
                continue  # `a - b` -> `b` flips a sign as well
            count += 1
            parent = ctx.parent_of.get(node)
            tight = isinstance(parent, (ast.BinOp, ast.UnaryOp, ast.Attribute, ast.Subscript))
            yield ctx.replace(node, paren(ctx, kept) if tight else ctx.text(kept),
                              "drop-operand", weight,
                              detail="{}-{}:keep{}".format(*ctx.src.span(node),
                                                           int(kept is node.left)))


RUNNING = 3.0  # `if w > best: best = best + w`: a running best that should take `w`


def _running_update(ctx: EditContext) -> ast.BinOp | None:
    """The value `best + w` of `best = best + w` right under `if w > best:` (a comparison
    of the two): a running maximum or minimum that adds the newcomer to the old best
    instead of taking it."""
    stmt = ctx.stmt
    parent = ctx.parent_of.get(stmt)
    if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(
            stmt.targets[0], ast.Name) and isinstance(stmt.value, ast.BinOp) and isinstance(
            stmt.value.left, ast.Name) and stmt.value.left.id == stmt.targets[0].id
            and isinstance(parent, ast.If) and stmt in parent.body
            and isinstance(parent.test, ast.Compare) and len(parent.test.ops) == 1
            and isinstance(parent.test.ops[0], (ast.Lt, ast.LtE, ast.Gt, ast.GtE))):
        return None
    sides = {ast.unparse(parent.test.left), ast.unparse(parent.test.comparators[0])}
    if sides == {stmt.targets[0].id, ast.unparse(stmt.value.right)}:
        return stmt.value
    return None


def add_term(ctx: EditContext) -> Iterator[Edit]:
    """`return a + b` -> `return a + b + c` (or `- c`, `* c`): a term missing from the
    value a statement computes (or from a call's one computed argument), with an
    ingredient in reach (ops_terms: a value computed for nothing, a numeric local, a
    module constant, a numeric field, a length); or a bare term's twin of another term
    (`k + j // 4` -> `k + k // 4 + j // 4`)."""
    stmt = ctx.stmt
    value = getattr(stmt, "value", None)
    if not isinstance(stmt, (ast.Return, ast.Assign, ast.AugAssign, ast.AnnAssign)):
        return
    if isinstance(value, ast.Call) and len(value.args) == 1 and isinstance(
            value.args[0], ast.BinOp) and isinstance(value.args[0].op, _NUMERIC_OPS):
        value = value.args[0]  # `cls(total * 1000)`: the computed argument
    if not isinstance(value, ast.expr):
        return
    counted = _counted(value)
    if not isinstance(value, (ast.BinOp, ast.Name, ast.Subscript, ast.Attribute)) and not counted:
        return
    compared = {n.id for c in walk_own(ctx.func) if isinstance(c, ast.Compare) and any(
        isinstance(x, ast.Constant) and type(x.value) in (int, float)
        for x in [c.left, *c.comparators])
        for n in [c.left, *c.comparators] if isinstance(n, ast.Name)} if ctx.func else set()
    pool = list(dict.fromkeys(numeric_names(ctx) + [n for n in scope_names(ctx)
                                                     if n in compared]))
    used = {n.id for n in ast.walk(value) if isinstance(n, ast.Name)}
    fields = {f"self.{a}" for a in self_numbers(ctx)}
    numeric = bool(used & set(pool)) or ctx.text(value) in fields or counted or (
        isinstance(value, ast.BinOp) and expr_kind(value, kinds_of(ctx)) == "num")
    if not numeric:
        return  # not arithmetic on numbers this function uses
    yield from _twin_terms(ctx, value)
    yield from _corner_terms(ctx, value)
    yield from _scaled_terms(ctx, value, pool)
    yield from _prefix_difference(ctx, value, pool)
    pool.sort(key=lambda v: -_last_bound(ctx, v))  # the nearest value computed first
    pool = [v for v in pool if not _unbound_yet(ctx, v)]
    text = ctx.text(value)
    count = 0
    for var, weight in ingredients(ctx, pool, used | {ctx.text(value)}):
        for op, factor in (("+", 1.0), ("-", 0.9), ("*", 0.6)):
            if count >= 2 * MAX_VARIANTS:
                return
            if op == "*" and count >= MAX_VARIANTS:
                continue
            count += 1
            left = paren(ctx, value) if op == "*" else text
            yield ctx.replace(value, f"{left} {op} {var}", "add-term", weight * factor)
        if isinstance(value, ast.Name):  # `rest = top` for `rest = total - top`
            yield ctx.replace(value, f"{var} - {text}", "add-term", 0.9 * weight)
    yield from _grouped_terms(ctx, value, pool)


def _counted(value: ast.expr) -> bool:
    """`sum(...)`, `len(...)`, `min(...)`, `max(...)`: a builtin's number, a term of a sum
    that may have lost another one (`weights[node] + sum(...)`)."""
    return (isinstance(value, ast.Call) and isinstance(value.func, ast.Name)
            and value.func.id in ("sum", "len", "min", "max", "abs", "round")
            and bool(value.args))


GROUPED = 1.5  # parentheses nothing needs: what they grouped has lost a term
SCALED = 1.2  # a recurrence's term without its coefficient (`k * S(n - 1, k)`)
PREFIX = 1.5  # a prefix sum read at one end only (`prefix[j] - prefix[i]`)


def _additive_terms(value: ast.expr) -> list[ast.expr]:
    """The terms of a sum or difference (`a + b - c`: a, b, c), outermost chain only."""
    if not (isinstance(value, ast.BinOp) and isinstance(value.op, (ast.Add, ast.Sub))):
        return []
    return [*(_additive_terms(value.left) or [value.left]), value.right]


def _term_base(node: ast.expr) -> str | None:
    """What a term reads: the callee of `f(...)`, the table of `t[i][j]`."""
    if isinstance(node, ast.Call):
        return ast.unparse(node.func)
    base = node
    while isinstance(base, ast.Subscript):
        base = base.value
    return ast.unparse(base) if base is not node else None


def _scaled_terms(ctx: EditContext, value: ast.expr, pool: list[str]) -> Iterator[Edit]:
    """`S(n - 1, k) + S(n - 1, k - 1)` -> `k * S(n - 1, k) + ...`: a sum of two or more
    reads of one function or table (a recurrence) whose term lost its coefficient, a
    plain number the term's own arguments name (a recurrence's coefficient is the index
    it moves along)."""
    terms = _additive_terms(value)
    bases = [_term_base(t) for t in terms]
    count = 0
    for term, base in zip(terms, bases, strict=True):
        if base is None or bases.count(base) < 2:
            continue
        inner = term.args if isinstance(term, ast.Call) else (
            [term.slice] if isinstance(term, ast.Subscript) else [])
        names = list(dict.fromkeys(n.id for a in inner for n in ast.walk(a)
                                   if isinstance(n, ast.Name) and n.id in pool))
        for name in names[:2]:
            if count >= MAX_VARIANTS:
                return
            count += 1
            yield ctx.replace(term, f"{name} * {ctx.text(term)}", "add-term", SCALED)


def _prefix_difference(ctx: EditContext, value: ast.expr, pool: list[str]) -> Iterator[Edit]:
    """`weight = prefix[j]` -> `prefix[j] - prefix[i]`: a table of running sums (filled
    by `p.append(p[-1] + x)` or `p[i + 1] = p[i] + x`) read at one end of a range, where
    a sum over `i..j` is the difference of two reads; the other end is a number in
    scope, the nearest bound first."""
    sums = _prefix_tables(ctx)
    if not sums:
        return
    for node in ast.walk(value):
        if not (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name)
                and node.value.id in sums and isinstance(node.slice, ast.Name)):
            continue
        parent = ctx.parent_of.get(node)
        if isinstance(parent, ast.BinOp) and isinstance(parent.op, ast.Sub):
            continue  # already a difference
        here = node.slice.id
        others = sorted((v for v in pool if v != here and not _unbound_yet(ctx, v)),
                        key=lambda v: -_last_bound(ctx, v))
        for i, other in enumerate(others[:3]):
            yield ctx.replace(node, f"{ctx.text(node)} - {node.value.id}[{other}]",
                              "add-term", PREFIX * (1.0 - 0.1 * i))


def _prefix_tables(ctx: EditContext) -> set[str]:
    """The locals of the function that hold running sums."""
    out: set[str] = set()
    for node in walk_own(ctx.func) if ctx.func else []:
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and (
                node.func.attr == "append" and isinstance(node.func.value, ast.Name)
                and len(node.args) == 1):
            table, arg = node.func.value.id, node.args[0]
        elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(
                node.targets[0], ast.Subscript) and isinstance(node.targets[0].value, ast.Name):
            table, arg = node.targets[0].value.id, node.value
        else:
            continue
        if isinstance(arg, ast.BinOp) and isinstance(arg.op, ast.Add) and any(
                isinstance(side, ast.Subscript) and isinstance(side.value, ast.Name)
                and side.value.id == table for side in (arg.left, arg.right)):
            out.add(table)
    return out


def _grouped_terms(ctx: EditContext, value: ast.expr, pool: list[str]) -> Iterator[Edit]:
    """`a * (2 * b)` -> `a * (2 * b - a)`: parentheses that group nothing the operators
    would not group anyway held a longer expression once; a term goes back inside."""
    from pytest_selfheal.engines.builtin.ops_tidy import _grouping_parens

    for node in ast.walk(value):
        parent = ctx.parent_of.get(node)
        if not (isinstance(node, ast.BinOp) and isinstance(node.op, _NUMERIC_OPS)
                and isinstance(parent, ast.BinOp) and _needless(node, parent)):
            continue
        start, end = ctx.src.span(node)
        if _grouping_parens(ctx, node, start, end)[0] is None:
            continue
        used = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
        text = ctx.text(node)
        for var, weight in ingredients(ctx, pool, used | {text})[:MAX_VARIANTS]:
            for op, factor in (("-", 1.0), ("+", 1.0)):
                yield ctx.replace(node, f"{text} {op} {var}", "add-term",
                                  GROUPED * weight * factor)


_PRECEDENCE = {ast.Add: 1, ast.Sub: 1, ast.Mult: 2, ast.Div: 2, ast.FloorDiv: 2,
               ast.Mod: 2, ast.MatMult: 2, ast.Pow: 3}


def _needless(node: ast.BinOp, parent: ast.BinOp) -> bool:
    """Whether `parent` would group `node` the same without its parentheses (or only
    reorder a product or a sum)."""
    mine, theirs = _PRECEDENCE.get(type(node.op)), _PRECEDENCE.get(type(parent.op))
    if mine is None or theirs is None or mine == 3 or theirs == 3:
        return False
    if mine != theirs:
        return mine > theirs
    return node is parent.left or (type(node.op) is type(parent.op)
                                   and isinstance(node.op, (ast.Add, ast.Mult)))


def _twin_terms(ctx: EditContext, value: ast.expr) -> Iterator[Edit]:
    """`k + j // 4` -> `k + k // 4 + j // 4`: a sum with a term `j // 4` made of one
    variable and constants, and a bare term `k` that lacks its own such term."""
    for node in ast.walk(value):
        parent = ctx.parent_of.get(node)
        if not isinstance(node, ast.BinOp) or not isinstance(node.op, ast.Add) or (
                isinstance(parent, ast.BinOp) and isinstance(parent.op, ast.Add)):
            continue
        terms = _addends(node)
        have = {ast.unparse(t) for t in terms}
        bare = [t for t in terms if isinstance(t, ast.Name)]
        for term in terms:
            names = [n for n in ast.walk(term) if isinstance(n, ast.Name)]
            if not isinstance(term, ast.BinOp) or len(names) != 1 or not any(
                    isinstance(n, ast.Constant) for n in ast.walk(term)):
                continue
            start = ctx.src.span(term)[0]
            n_start, n_end = ctx.src.span(names[0])
            text = ctx.text(term)
            for other in bare:
                if other.id == names[0].id:
                    continue
                twin = text[:n_start - start] + other.id + text[n_end - start:]
                if ast.unparse(ast.parse(twin, mode="eval").body) in have:
                    continue
                end = ctx.src.span(other)[1]
                yield Edit("add-term", ctx.line, [(end, end, f" + {twin}")],
                           f"line {ctx.line}: `{other.id}` -> `{other.id} + {twin}`",
                           f"{end}:twin:{twin}", 1.0)


CORNER = 3.0  # a table read at all corners of a box but one: rare and telling


def _corner_terms(ctx: EditContext, value: ast.expr) -> Iterator[Edit]:
    """`p[r2 + 1][c2 + 1] - p[r1][c2 + 1] - p[r2 + 1][c1]` -> `... + p[r1][c1]`: an
    inclusion-exclusion over a table (a 2-D or 3-D prefix sum) reads it at every corner of
    a box, each index one of two values; one corner is missing. Its sign balances the
    others' (as many added as subtracted)."""
    for node in ast.walk(value):
        parent = ctx.parent_of.get(node)
        if not (isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub))) or (
                isinstance(parent, ast.BinOp) and isinstance(parent.op, (ast.Add, ast.Sub))):
            continue
        groups: dict[tuple[str, int], list[tuple[int, tuple[str, ...]]]] = {}
        for sign, term in _signed(node, 1):
            cut = _indices(term)
            if cut is not None and len(cut[1]) >= 2:
                groups.setdefault((cut[0], len(cut[1])), []).append((sign, cut[1]))
        for (base, depth), reads in groups.items():
            axes = [list(dict.fromkeys(idx[d] for _, idx in reads)) for d in range(depth)]
            if any(len(axis) != 2 for axis in axes) or len(reads) != 2 ** depth - 1:
                continue
            have = {idx for _, idx in reads}
            missing = [c for c in _corners(axes) if c not in have]
            if len(missing) != 1:
                continue
            plus = sum(1 for sign, _ in reads if sign > 0)
            op = "+" if plus < len(reads) - plus else "-"
            corner = base + "".join(f"[{i}]" for i in missing[0])
            end = ctx.src.span(node)[1]
            yield Edit("add-term", ctx.line, [(end, end, f" {op} {corner}")],
                       f"line {ctx.line}: the missing corner `{op} {corner}`",
                       f"{end}:corner:{corner}", CORNER)


def _signed(node: ast.expr, sign: int) -> list[tuple[int, ast.expr]]:
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
        return _signed(node.left, sign) + _signed(
            node.right, -sign if isinstance(node.op, ast.Sub) else sign)
    return [(sign, node)]


def _indices(term: ast.expr) -> tuple[str, tuple[str, ...]] | None:
    """(`p`, (`r1`, `c1`)) for `p[r1][c1]` or `p[r1, c1]`."""
    out: list[str] = []
    while isinstance(term, ast.Subscript):
        if isinstance(term.slice, ast.Tuple):
            out[:0] = [ast.unparse(e) for e in term.slice.elts]
        elif isinstance(term.slice, ast.Slice):
            return None
        else:
            out.insert(0, ast.unparse(term.slice))
        term = term.value
    return (ast.unparse(term), tuple(out)) if out else None


def _corners(axes: list[list[str]]) -> list[tuple[str, ...]]:
    if not axes:
        return [()]
    return [(first, *rest) for first in axes[0] for rest in _corners(axes[1:])]


def _addends(node: ast.expr) -> list[ast.expr]:
    """The terms of a chain of `+`, in order."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _addends(node.left) + _addends(node.right)
    return [node]
