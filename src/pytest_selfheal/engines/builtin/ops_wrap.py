"""Calls added or removed around an expression: PySStuBs' "add/remove function around
expression", a running maximum written as an overwrite, distances as sums of `abs()`.

- ``wrap-call``: the statement's value or a compared operand wrapped in a conversion
  or aggregate (`sorted`, `len`, `abs`, `int`, ...), a bare copy `y = x` first; then a
  loop's iterable or a call's argument (also `reversed` and the module's own
  one-parameter functions); `best = x` in a loop as `best = max(best, x)`.
  A twin operand gets the call its sibling has: `find(a), b` -> `find(a), find(b)`;
  beside a sibling converted to a number, `int` and `float` both.
  A function the module imports and never calls comes first (`sqrt(variance(xs))`).
- ``unwrap-call``: such a wrapper removed.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    callee_intent,
    function_params,
    in_loop,
    key_functions,
    paren,
    walk_own,
)
from pytest_selfheal.engines.builtin.ops_kinds import kinds_of
from pytest_selfheal.engines.builtin.srctext import callee_name, every_return

ALIAS_WEIGHT = 2.0  # wrapping the value of a bare `y = x` copy
ROUNDING_WEIGHT = 0.5  # `math.ceil(1 / frac)`: like `int` around a true division
VIEW_SORTED_WEIGHT = 1.5  # `sorted()` around a loop over a dict view or a set
WRAPPERS = ("sorted", "len", "abs", "int", "list", "str", "max", "min")
WRAP_WEIGHT = {"sorted": 0.6, "len": 0.6, "abs": 0.5, "int": 0.5, "list": 0.5, "str": 0.4,
               "max": 0.3, "min": 0.3, "reversed": 0.5, "float": 0.4, "tuple": 0.3,
               "set": 0.3, "round": 0.3, "repr": 0.2, "bool": 0.2, "iter": 0.3}
EXTRA_WRAPPERS = ("float", "tuple", "set", "round", "repr", "bool", "iter")
EXTRA_WEIGHT = 0.5  # the extra wrappers around a statement's own value

# What an expression's shape says it holds, and the wrappers that make sense around it:
# `abs(range(n))` or `len(n // p)` cannot run, so they are never proposed.
_SEQ_CALLS = {"range", "list", "tuple", "sorted", "str", "bytes", "bytearray"}
_ITER_CALLS = {"map", "filter", "zip", "enumerate", "reversed", "iter", "islice", "chain",
               "starmap", "repeat", "count", "cycle", "compress", "accumulate"}
_NUM_CALLS = {"len", "abs", "int", "float", "round", "sum", "ord", "pow", "hash"}
_STR_METHODS = {"join", "format", "lower", "upper", "strip", "lstrip", "rstrip", "replace",
                "title", "capitalize", "casefold"}
FITS = {
    "seq": {"sorted", "len", "list", "tuple", "set", "max", "min", "iter", "reversed"},
    "iter": {"sorted", "list", "tuple", "set", "max", "min"},
    "num": {"abs", "int", "float", "round", "str", "bool", "repr"},
    "str": {"len", "int", "float", "sorted", "list", "set", "tuple", "repr", "bool",
            "reversed"},
}

_ORDERLESS = {"list", "tuple"}  # copies that keep an order: one reversed or sorted first
_PLAIN = (ast.Name, ast.Attribute, ast.Subscript)  # operands a sibling's call may wrap
_NUMBERS = {"int", "float"}  # conversions to a number, offered beside each other


def shape(node: ast.expr) -> str | None:
    """"seq", "iter", "num" or "str" when the expression's form says so, else None."""
    if isinstance(node, ast.Constant):
        value = node.value
        if isinstance(value, bool) or value is None:
            return None
        return "str" if isinstance(value, str) else "num" if isinstance(
            value, (int, float)) else None
    if isinstance(node, ast.JoinedStr):
        return "str"
    if isinstance(node, (ast.List, ast.Tuple, ast.ListComp)):
        return "seq"
    if isinstance(node, ast.GeneratorExp):
        return "iter"
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        return "num"
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Sub, ast.Div, ast.FloorDiv,
                                                            ast.Pow)):
        return "num"
    if isinstance(node, ast.BinOp):
        sides = {shape(node.left), shape(node.right)}
        return "num" if sides == {"num"} else None
    if isinstance(node, ast.Call):
        func = node.func
        if isinstance(func, ast.Name):
            return "seq" if func.id in _SEQ_CALLS - {"str"} else "str" if func.id in (
                "str", "repr") else "iter" if func.id in _ITER_CALLS else "num" if (
                func.id in _NUM_CALLS) else None
        if isinstance(func, ast.Attribute) and func.attr in _STR_METHODS:
            return "str"
    return None


_ANNOTATED = {"str": "str", "int": "num", "float": "num", "list": "seq", "tuple": "seq",
              "List": "seq", "Tuple": "seq", "Sequence": "seq", "Iterable": "iter",
              "Iterator": "iter"}


def _shape_in(ctx: EditContext, node: ast.expr) -> str | None:
    """The shape of `node`, a parameter's from its annotation (`word: str`)."""
    if isinstance(node, ast.Name) and ctx.func is not None:
        a = ctx.func.args
        for param in [*a.posonlyargs, *a.args, *a.kwonlyargs]:
            note = param.annotation
            if param.arg == node.id and note is not None:
                base = note.value if isinstance(note, ast.Subscript) else note
                return _ANNOTATED.get(base.id) if isinstance(base, ast.Name) else None
    return shape(node)


def _fits(name: str, kind: str | None) -> bool:
    return kind is None or name not in {*WRAPPERS, *EXTRA_WRAPPERS, "reversed"} or \
        name in FITS[kind]


_UNORDERED = {"set", "frozenset"}
_ORDER_READERS = {"list", "tuple", "enumerate", "zip", "next", "iter", "reversed"}


def order_read(ctx: EditContext, target: ast.expr) -> bool:
    """True when the target's order reaches the result: the items of `"".join(x)`,
    `list(x)`, `zip(x, y)`, a loop's or comprehension's iterable. A set there makes the
    result depend on the hash seed: a patch that passes in one process and not the next."""
    parent = ctx.parent_of.get(target)
    if isinstance(parent, ast.Call) and any(a is target for a in parent.args):
        func = parent.func
        return (isinstance(func, ast.Attribute) and func.attr == "join") or (
            isinstance(func, ast.Name) and func.id in _ORDER_READERS)
    if isinstance(parent, (ast.For, ast.AsyncFor, ast.comprehension)):
        return parent.iter is target
    return False


def _wraps(ctx: EditContext, target: ast.expr, name: str, kind: str | None) -> bool:
    """Whether `name(target)` is worth proposing: it fits the target's shape, does not
    repeat the call the target already is, and puts no set where order is read."""
    if isinstance(target, ast.Call) and isinstance(target.func, ast.Name) and (
            target.func.id == name):
        return False
    return _fits(name, kind) and not (name in _UNORDERED and order_read(ctx, target))


def _wrap_targets(ctx: EditContext) -> list[ast.expr]:
    stmt = ctx.stmt
    targets: list[ast.expr] = _identity_elements(ctx)
    if isinstance(stmt, (ast.Return, ast.Assign, ast.AnnAssign, ast.AugAssign)) and \
            stmt.value is not None:
        targets.append(stmt.value)
    elif isinstance(stmt, ast.Expr) and isinstance(stmt.value, (ast.Yield, ast.YieldFrom)) \
            and stmt.value.value is not None:
        targets.append(stmt.value.value)  # what a generator yields
    for node in ctx.nodes:
        if isinstance(node, ast.Compare):
            targets += [node.left, *node.comparators]
    return [t for t in targets if not isinstance(t, ast.Constant)]


def _identity_elements(ctx: EditContext) -> list[ast.expr]:
    """The element of `[row for row in rows]`: a comprehension that computes nothing from
    what it iterates, so a call on its element was forgotten (`list(row)`, `int(row)`)."""
    out: list[ast.expr] = []
    for node in ctx.nodes:
        if isinstance(node, (ast.ListComp, ast.SetComp, ast.GeneratorExp)) and len(
                node.generators) == 1 and isinstance(node.elt, ast.Name) and isinstance(
                node.generators[0].target, ast.Name) and not node.generators[0].ifs and (
                node.elt.id == node.generators[0].target.id):
            out.append(node.elt)
    return out


def _rounding(ctx: EditContext, target: ast.expr) -> list[str]:
    """`math.ceil`/`math.floor` (as the module imports them) for a true division: a count
    computed as `1 / frac` that was meant to be rounded up or down."""
    if not (isinstance(target, ast.BinOp) and isinstance(target.op, ast.Div)):
        return []
    out: list[str] = []
    for stmt in ctx.info.tree.body:
        if isinstance(stmt, ast.Import):
            out += [f"{a.asname or a.name}.{f}" for a in stmt.names if a.name == "math"
                    for f in ("ceil", "floor")]
        elif isinstance(stmt, ast.ImportFrom) and stmt.module == "math":
            out += [a.asname or a.name for a in stmt.names if a.name in ("ceil", "floor")]
    return out


def _inner_targets(ctx: EditContext, seen: list[ast.expr]) -> list[ast.expr]:
    """Less likely homes of a forgotten call: a loop's iterable, the arguments of a call."""
    out: list[ast.expr] = []
    if isinstance(ctx.stmt, (ast.For, ast.AsyncFor)):
        out.append(ctx.stmt.iter)
    for node in ctx.nodes:
        if isinstance(node, ast.Call) and not (isinstance(node.func, ast.Name)
                                               and node.func.id in WRAPPERS + EXTRA_WRAPPERS):
            out += [a for a in node.args[:3] if not isinstance(a, (ast.Starred, ast.Constant,
                                                                    ast.Lambda))]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                node.func.id in _ORDERLESS and len(node.args) == 1 and isinstance(
                    node.args[0], (ast.Name, ast.Attribute)):
            out.append(node.args[0])  # `list(order)` for `list(reversed(order))`
        elif isinstance(node, ast.comprehension) and _unordered(node.iter):
            out.append(node.iter)  # `[k for k in d.keys()]`: built in an order nobody chose
    out = [t for t in out if all(t is not s for s in seen)]
    # a bare name or attribute is the likeliest home of a forgotten call
    out.sort(key=lambda t: not isinstance(t, (ast.Name, ast.Attribute)))
    return out[:5]


def _as_argument(ctx: EditContext, target: ast.expr) -> str:
    """The target's text as one argument: a bare tuple `a, b` gets its parentheses."""
    text = ctx.text(target)
    return f"({text})" if isinstance(target, ast.Tuple) and not text.startswith("(") else text


def wrap_call(ctx: EditContext) -> Iterator[Edit]:
    stmt = ctx.stmt
    # `y = x` computes nothing: the likeliest home of a forgotten call (sorted, len, ...)
    alias = isinstance(stmt, (ast.Assign, ast.AnnAssign)) and isinstance(
        stmt.value, (ast.Name, ast.Attribute))
    keys = key_functions(ctx)
    for target in _wrap_targets(ctx):
        text = _as_argument(ctx, target)
        boost = ALIAS_WEIGHT if alias and target is getattr(stmt, "value", None) else 1.0
        if isinstance(ctx.parent_of.get(target), (ast.ListComp, ast.SetComp, ast.GeneratorExp)):
            boost = ALIAS_WEIGHT  # `[row for row in rows]` copies, like `y = x`
        kind = _shape_in(ctx, target)
        for name in _rounding(ctx, target):
            yield ctx.replace(target, f"{name}({text})", "wrap-call", ROUNDING_WEIGHT * boost)
        if boost > 1.0 and isinstance(target, ast.Name):  # `number = text`: a helper forgotten
            for name in key_functions(ctx, target.id, 4):
                yield ctx.replace(target, f"{name}({text})", "wrap-call", 0.5 * boost)
        for name in WRAPPERS:
            if not _wraps(ctx, target, name, kind):
                continue
            weight = WRAP_WEIGHT[name] * boost
            if name == "sorted" and _unordered(target):
                weight = max(weight, VIEW_SORTED_WEIGHT)  # `items = d.items()`, then a loop
            yield ctx.replace(target, f"{name}({text})", "wrap-call", weight)
            if name == "sorted":
                for extra in [*(f"key={k}" for k in keys), "reverse=True"]:
                    yield ctx.replace(target, f"sorted({text}, {extra})", "wrap-call",
                                      WRAP_WEIGHT[name] * boost * 0.9)
        for name in EXTRA_WRAPPERS:
            if _wraps(ctx, target, name, kind):
                yield ctx.replace(target, f"{name}({text})", "wrap-call",
                                  WRAP_WEIGHT[name] * boost * EXTRA_WEIGHT)
        yield from _abs_of_differences(ctx, target)
    yield from _unused_import_wrap(ctx)
    yield from _running_extreme(ctx)
    yield from _sibling_wrap(ctx)
    yield from _converted_like_siblings(ctx)
    yield from _stored_alias(ctx)
    yield from _wrap_inner(ctx, keys)
    yield from _truth_of_flags(ctx)


FLAGS_WEIGHT = 2.0  # `any(changed)` for a list of flags tested for truth: rare and telling


def _is_flag(ctx: EditContext, elt: ast.expr) -> bool:
    """A comparison, a `not`, an `and`/`or`, or a call of a module function or a method
    whose every `return` gives one of those or a bool constant."""
    if _is_bool_value(elt):
        return True
    return isinstance(elt, ast.Call) and every_return(
        ctx.info.tree, callee_name(elt.func), _is_bool_value)


def _is_bool_value(node: ast.expr) -> bool:
    return isinstance(node, (ast.Compare, ast.BoolOp)) or (
        isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not)) or (
        isinstance(node, ast.Constant) and isinstance(node.value, bool))


def _truth_of_flags(ctx: EditContext) -> Iterator[Edit]:
    """`if not changed:` where `changed = [self._update(x) for x in ...]`: a list is true
    whenever it holds anything, False flags included, so the test never asks what the
    flags say. `any(changed)` (then `all(changed)`) where an `if` or `while` tests a
    list the function builds by a comprehension."""
    stmt = ctx.stmt
    if ctx.func is None or not isinstance(stmt, (ast.If, ast.While)):
        return
    built = {t.id for node in walk_own(ctx.func) if isinstance(node, ast.Assign)
             and isinstance(node.value, ast.ListComp) and _is_flag(ctx, node.value.elt)
             for t in node.targets if isinstance(t, ast.Name)}
    test = stmt.test
    parts = test.values if isinstance(test, ast.BoolOp) else [test]
    for part in parts:
        inner = part.operand if isinstance(part, ast.UnaryOp) and isinstance(
            part.op, ast.Not) else part
        if isinstance(inner, ast.Name) and inner.id in built:
            for i, name in enumerate(("any", "all")):
                yield ctx.replace(inner, f"{name}({inner.id})", "wrap-call",
                                  FLAGS_WEIGHT * (1.0 - 0.2 * i))


STORED_ALIAS = 3.0  # a list stored whole while the code goes on changing it


def _stored_alias(ctx: EditContext) -> Iterator[Edit]:
    """`routes.append(path)` while `path.append(nxt)` / `path.pop()` go on changing the list
    (a backtracking walk, a buffer reused): every stored route is the same list, emptied
    in the end. The copy was lost: `routes.append(list(path))`."""
    from pytest_selfheal.engines.builtin.aliasing import MUTATORS

    stored: list[tuple[ast.expr, ast.Name]] = []  # (receiver, the list stored whole)
    for node in ctx.nodes:
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                node.func.attr in ("append", "add", "insert") and node.args and \
                isinstance(node.args[-1], ast.Name):
            stored.append((node.func.value, node.args[-1]))
    if not stored:
        return  # the statement stores no list whole: nothing to look up
    outer: ast.AST | None = ctx.func
    while outer is not None and isinstance(ctx.parent_of.get(outer), (
            ast.FunctionDef, ast.AsyncFunctionDef)):
        outer = ctx.parent_of.get(outer)  # the outermost function: closures share lists
    if outer is None:
        return
    changed = {n.func.value.id for n in ast.walk(outer) if isinstance(n, ast.Call)
               and isinstance(n.func, ast.Attribute) and n.func.attr in MUTATORS
               and isinstance(n.func.value, ast.Name)}
    binds: dict[str, int] = {}
    for n in ast.walk(outer):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
            binds[n.id] = binds.get(n.id, 0) + 1
    loops = [n for n in ast.walk(outer) if isinstance(n, (ast.For, ast.While))]
    # one list for the whole run: bound once, outside every loop (a `row = []` made anew
    # per row is a fresh list each time)
    changed = {name for name in changed if binds.get(name) == 1 and not any(
        isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Store)
        for loop in loops for n in ast.walk(loop))}
    for receiver, item in stored:
        if item.id in changed and not (isinstance(receiver, ast.Name)
                                       and receiver.id == item.id):
            yield ctx.replace(item, f"list({item.id})", "wrap-call", STORED_ALIAS)


CONVERTED = 1.2  # a value of parameters the function converts, read raw


def _converted_like_siblings(ctx: EditContext) -> Iterator[Edit]:
    """`dlmb = lon2 - lon1` where the function converts its other parameters with a
    one-argument call (`phi1, phi2 = math.radians(lat1), math.radians(lat2)`): the value
    of parameters it never converts gets the same call (`math.radians(lon2 - lon1)`)."""
    func = ctx.func
    if func is None:
        return
    params = set(function_params(func)) - {"self", "cls"}
    converted: dict[str, set[str]] = {}
    for node in walk_own(func):
        if isinstance(node, ast.Call) and len(node.args) == 1 and not node.keywords and \
                isinstance(node.args[0], ast.Name) and node.args[0].id in params:
            converted.setdefault(ast.unparse(node.func), set()).add(node.args[0].id)
    done = set().union(*converted.values()) if converted else set()
    for target in _wrap_targets(ctx):
        reads = {n.id for n in ast.walk(target) if isinstance(n, ast.Name)}
        raw = (reads & params) - done
        if not raw or raw != reads & params:
            continue
        text = _as_argument(ctx, target)
        for call, args in converted.items():
            if len(args) >= 2 or call.count(".") == 1:  # a conversion, not a one-off
                yield ctx.replace(target, f"{call}({text})", "wrap-call", CONVERTED)


def _sibling_wrap(ctx: EditContext) -> Iterator[Edit]:
    """`self.find(a), b` -> `self.find(a), self.find(b)`: one of two like operands passed
    through a call and its twin not (a tuple's items, a call's or operator's operands)."""
    for node in ctx.nodes:
        if isinstance(node, (ast.Tuple, ast.List)):
            group = list(node.elts)
        elif isinstance(node, ast.BinOp):
            group = [node.left, node.right]
        elif isinstance(node, ast.Compare):
            group = [node.left, *node.comparators]
        elif isinstance(node, ast.Call):
            group = list(node.args)
        else:
            continue
        calls = [g for g in group if isinstance(g, ast.Call) and len(g.args) == 1 and not
                 g.keywords and isinstance(g.args[0], _PLAIN)]
        bare = [g for g in group if isinstance(g, _PLAIN)]
        funcs = list(dict.fromkeys(ctx.text(call.func) for call in calls))
        if set(funcs) & _NUMBERS:  # `int(row["units"]), row["price"]`: a number too
            funcs += [f for f in sorted(_NUMBERS) if f not in funcs]
        for func in funcs[:3]:
            weight = 0.9 if any(ctx.text(c.func) == func for c in calls) else 0.7
            for other in bare[:4]:
                yield ctx.replace(other, f"{func}({ctx.text(other)})", "wrap-call", weight)


def unused_imports(tree: ast.Module) -> list[str]:
    """Names the module imports from somewhere and never reads: `from roots import sqrt`
    in a module that calls no `sqrt` was imported to be called (not in `__all__`)."""
    imported: list[str] = []
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module != "__future__":
            imported += [a.asname or a.name for a in node.names if a.name != "*"]
    if not imported:
        return []
    used = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    used |= {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)
             and isinstance(n.value, str)}  # `__all__` and string annotations
    return [name for name in dict.fromkeys(imported) if name not in used]


def module_unused_imports(ctx: EditContext) -> list[str]:
    """`unused_imports` of the statement's module, once per module (it walks the tree)."""
    found = ctx.project.memo.get(("unused_imports", ctx.path))
    if not isinstance(found, list):
        found = ctx.project.memo[("unused_imports", ctx.path)] = unused_imports(ctx.info.tree)
    return found


def _unused_import_wrap(ctx: EditContext) -> Iterator[Edit]:
    """`return variance(xs)` -> `return sqrt(variance(xs))` where the module imports `sqrt`
    and never calls it: the call the author meant to write."""
    names = [n for n in module_unused_imports(ctx)
             if not n[:1].isupper() or n in ("Decimal", "Fraction", "Path")]
    if not names:
        return
    targets = _wrap_targets(ctx)
    inner = _inner_targets(ctx, targets)
    for target in [*targets, *inner][:6]:
        text = _as_argument(ctx, target)
        weight = 1.2 if any(target is t for t in inner) else 1.5
        for name in names[:3]:
            yield ctx.replace(target, f"{name}({text})", "wrap-call", weight,
                              detail=f"{ctx.src.span(target)[0]}:unused:{name}")


def _unordered(node: ast.expr) -> bool:
    """A dict view (`d.items()`, `.keys()`, `.values()`) or a set: an order nobody chose."""
    if isinstance(node, (ast.Set, ast.SetComp)):
        return True
    return isinstance(node, ast.Call) and (
        (isinstance(node.func, ast.Attribute) and node.func.attr in ("items", "keys", "values")
         and not node.args) or (isinstance(node.func, ast.Name) and node.func.id == "set"))


def _comprehended(ctx: EditContext, node: ast.expr) -> bool:
    parent = ctx.parent_of.get(node)
    return isinstance(parent, ast.comprehension) and parent.iter is node


def _aliased_later(ctx: EditContext) -> bool:
    """`entries = [... for k, v in d.items()]`, then `ordered = entries`: the bare alias
    later, computing nothing, is the likelier home of the forgotten sort (of the whole
    list, by its own key), so the view's order is not what to fix first."""
    stmt = ctx.stmt
    if ctx.func is None or not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
                                and isinstance(stmt.targets[0], ast.Name)):
        return False
    name = stmt.targets[0].id
    return any(isinstance(node, (ast.Assign, ast.AnnAssign)) and node.lineno > stmt.lineno
               and isinstance(node.value, ast.Name) and node.value.id == name
               for node in ast.walk(ctx.func))


def _wrap_inner(ctx: EditContext, keys: list[str]) -> Iterator[Edit]:
    """PySStuBs' "add function around expression" beyond the statement's value: the
    loop's iterable or a call's argument wrapped in a conversion, `reversed`, or a
    one-parameter function of the module."""
    for target in _inner_targets(ctx, _wrap_targets(ctx)):
        text = _as_argument(ctx, target)
        iterable = isinstance(ctx.stmt, (ast.For, ast.AsyncFor)) and target is ctx.stmt.iter
        kind = _shape_in(ctx, target)
        named = ctx.text(target) if isinstance(target, ast.Name) else None
        order = [*WRAPPERS, *EXTRA_WRAPPERS, *(key_functions(ctx, named, 4) if named else keys)]
        parent = ctx.parent_of.get(target)
        copied = isinstance(parent, ast.Call) and isinstance(parent.func, ast.Name) and \
            parent.func.id in _ORDERLESS
        if copied:
            order = ["reversed", "sorted"]
        elif iterable or kind == "seq":  # `range(n)` counted the wrong way round
            order.insert(0 if kind == "seq" else len(WRAPPERS), "reversed")
        names = list(dict.fromkeys(order))
        unordered = _unordered(target)
        for name in names:
            if not _wraps(ctx, target, name, kind):
                continue
            weight = WRAP_WEIGHT.get(name, 0.3) * (0.8 if iterable or name == "reversed" else 0.5)
            if name == "sorted" and unordered and (iterable or _comprehended(ctx, target)) \
                    and not _aliased_later(ctx):
                weight = VIEW_SORTED_WEIGHT  # output built in a dict's or a set's order
            yield ctx.replace(target, f"{name}({text})", "wrap-call", weight)


def _running_extreme(ctx: EditContext) -> Iterator[Edit]:
    """`best = x` in a loop -> `best = max(best, x)`: an overwrite meant as a running max/min."""
    stmt = ctx.stmt
    if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and in_loop(ctx)):
        return
    target = stmt.targets[0]
    if not isinstance(target, (ast.Name, ast.Subscript, ast.Attribute)) or isinstance(
            stmt.value, ast.Constant):
        return
    old, new = ctx.text(target), ctx.text(stmt.value)
    if old in new:
        return  # already computed from the old value
    for name in ("max", "min"):
        yield ctx.replace(stmt.value, f"{name}({old}, {new})", "wrap-call",
                          0.6 * callee_intent(ctx, "max" if name == "min" else "min", name))


def _abs_of_differences(ctx: EditContext, target: ast.expr) -> Iterator[Edit]:
    """A sum of differences as a distance: `abs()` around each difference, in one edit."""
    terms: list[ast.expr] = []
    todo = [target]
    while todo:
        node = todo.pop()
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            todo += [node.left, node.right]
        else:
            terms.append(node)
    diffs = [t for t in terms if isinstance(t, ast.BinOp) and isinstance(t.op, ast.Sub)]
    if len(diffs) < 2:
        return
    spans = []
    for diff in sorted(diffs, key=lambda d: ctx.src.span(d)):
        start, end = ctx.src.span(diff)
        text = ctx.src.text
        if start > 0 and text[start - 1] == "(" and text[end:end + 1] == ")":
            start, end = start - 1, end + 1
        spans.append((start, end, f"abs({ctx.text(diff)})"))
    yield Edit("wrap-call", ctx.line, spans, f"line {target.lineno}: `abs()` around each "
               "difference", f"{spans[0][0]}:abs-each", 0.8)


_NORMALIZERS = (("lower", 1.0), ("strip", 0.8), ("upper", 0.5), ("casefold", 0.3))


def chain_call(ctx: EditContext) -> Iterator[Edit]:
    """`domain.strip()` -> `domain.strip().lower()`: a string normalized one step short
    (case or whitespace), the string form of "add function around expression"."""
    kinds = kinds_of(ctx)
    chars = _char_arguments(ctx)
    for target in _wrap_targets(ctx) + chars:
        if _shape_in(ctx, target) != "str" and not (
                isinstance(target, ast.Name) and kinds.get(target.id) == "str") and not any(
                    target is c for c in chars):
            continue
        chain = set()
        node: ast.expr = target
        while isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            chain.add(node.func.attr)
            node = node.func.value
        text = paren(ctx, target)
        for name, weight in _NORMALIZERS:
            if name not in chain and not (chain & {"lower", "upper", "casefold"}
                                          and name in ("lower", "upper", "casefold")):
                yield ctx.replace(target, f"{text}.{name}()", "chain-call", weight)
    yield from _later_methods(ctx)


_STRIPS = ("strip", "rstrip", "lstrip")


def _later_methods(ctx: EditContext) -> Iterator[Edit]:
    """`slug = re.sub(r"[^a-z0-9]+", "-", text)`, and later `slug[:n].rstrip("-")`: the
    clean-up the function applies to the variable further on, applied to its value too
    (`.strip("-")`; a strip on one side later is likely wanted on both sides here)."""
    stmt = ctx.stmt
    if ctx.func is None or not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
                                and isinstance(stmt.targets[0], ast.Name)):
        return
    name = stmt.targets[0].id
    found: dict[str, float] = {}
    for node in walk_own(ctx.func):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and getattr(node, "lineno", 0) > (stmt.end_lineno or stmt.lineno)
                and node.func.attr in _STRIPS and not node.keywords):
            continue
        base = node.func.value
        while isinstance(base, ast.Subscript):
            base = base.value
        if not (isinstance(base, ast.Name) and base.id == name):
            continue
        args = ", ".join(ctx.text(a) for a in node.args)
        for method in _STRIPS:
            text = f"{method}({args})"
            found.setdefault(text, 1.0 if method == "strip" else 0.7)
    value = stmt.value
    base_text = paren(ctx, value)
    for text, weight in list(found.items())[:6]:
        yield ctx.replace(value, f"{base_text}.{text}", "chain-call", weight)


def _char_arguments(ctx: EditContext) -> list[ast.expr]:
    """What `ord()` reads: a character, whatever its name (`ord(ch)` for `ord(ch.lower())`,
    a key read case-insensitively)."""
    return [node.args[0] for node in ctx.nodes
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id == "ord" and len(node.args) == 1
            and isinstance(node.args[0], (ast.Name, ast.Attribute, ast.Subscript))]


def unwrap_call(ctx: EditContext) -> Iterator[Edit]:
    for node in ctx.nodes:
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in WRAPPERS + EXTRA_WRAPPERS and len(node.args) == 1
                and not node.keywords
                and not isinstance(node.args[0], ast.Starred)):
            yield ctx.replace(node, paren(ctx, node.args[0]), "unwrap-call")
