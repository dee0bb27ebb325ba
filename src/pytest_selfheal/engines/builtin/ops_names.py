"""Name- and call-level fix templates: rename a name, attribute or callee; return another
local; add an import (wrapping calls lives in ops_wrap)."""

from __future__ import annotations

import ast
import difflib
import re
import sys
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    BUILTIN_NAMES,
    EVIDENCE,
    Edit,
    EditContext,
    block_of,
    callee_intent,
    closure_names,
    dead_locals,
    function_locals,
    function_params,
    is_callee,
    loaded_names,
    module_names,
    module_value_imports,
    paren,
    type_members,
    typing_imports,
    walk_own,
)
from pytest_selfheal.engines.builtin.ops_kinds import conflict, kinds_of
from pytest_selfheal.engines.builtin.srctext import imports_end
from pytest_selfheal.engines.builtin.twins import partners, stale_copy_names, twin_names

SAME_KIND = 1.3  # weight factor of a name whose kind is the replaced name's (ops_kinds)
SAME_KIND_WEIGHT = 0.35  # of a local of the same kind that the similarity ranking left out
SAME_KIND_MORE = 4  # such locals offered at most
RENAME_ALL_MAX = 6  # names offered for every use of a name read twice or more
RUNNING = 0.3  # of the weight, for replacing the running value of `x = f(x, ...)`
DEAD_STORE = 0.85  # weight of a local that nothing reads, as the name meant (dead_locals)
TWIN = 0.95  # of a name in a copy of an expression written twice (twins.py: `a if c else a`)
FRONT_OR_BACK = 0.8  # `append(v)` <-> `insert(0, v)`, like a commonly confused callee (0.9)
# Callees that are commonly confused with each other (PAR's "method replacer").
CALL_PAIRS: list[tuple[str, ...]] = [
    ("min", "max"), ("any", "all"), ("sorted", "reversed"), ("floor", "ceil"),
    ("append", "extend"), ("startswith", "endswith"),
    ("lower", "upper", "capitalize", "title", "casefold"), ("isupper", "islower"),
    ("keys", "values", "items"), ("find", "index", "rfind"), ("remove", "discard", "pop"),
    ("int", "float", "round"), ("list", "set", "tuple"), ("lstrip", "rstrip", "strip"),
    ("isdigit", "isalpha", "isalnum"), ("sum", "len"), ("add", "append"), ("update", "extend"),
    ("ljust", "rjust", "center"), ("split", "rsplit"), ("index", "rindex"),
    ("partition", "rpartition"), ("removeprefix", "removesuffix"), ("bisect_left", "bisect_right"),
    ("insert", "append"), ("popleft", "pop"), ("appendleft", "append"), ("heappush", "heappop"),
    ("nlargest", "nsmallest"), ("search", "match", "fullmatch"), ("findall", "finditer"),
    ("insort_left", "insort_right"), ("union", "intersection", "difference"),
    ("issubset", "issuperset"), ("encode", "decode"), ("trunc", "floor", "ceil"),
    ("get", "pop"), ("heapreplace", "heappushpop"),
]
# Attribute names that mean nearly the same thing, so one is easily written for the other.
SYNONYMS: list[tuple[str, ...]] = [
    ("start", "begin", "first"), ("end", "stop", "finish", "last"), ("size", "length", "count"),
    ("name", "title", "label"), ("value", "amount", "total"), ("items", "entries", "elements"),
    ("add", "append", "push"), ("remove", "delete", "discard"), ("get", "fetch", "lookup"),
]
# Names often used without import, and the module they come from.
COMMON_FROM = {
    "defaultdict": "collections", "Counter": "collections", "OrderedDict": "collections",
    "deque": "collections", "namedtuple": "collections", "partial": "functools",
    "reduce": "functools", "lru_cache": "functools", "wraps": "functools", "Path": "pathlib",
    "dataclass": "dataclasses", "field": "dataclasses", "datetime": "datetime",
    "timedelta": "datetime", "Decimal": "decimal", "Fraction": "fractions",
    "Any": "typing", "Optional": "typing", "chain": "itertools", "groupby": "itertools",
    "product": "itertools", "permutations": "itertools", "combinations": "itertools",
    "sqrt": "math", "floor": "math", "ceil": "math", "isclose": "math", "Enum": "enum",
}


def _ranked(name: str, options: list[str], limit: int) -> list[tuple[str, float]]:
    scored = [(o, difflib.SequenceMatcher(None, name, o).ratio()) for o in options if o != name]
    scored.sort(key=lambda x: (-x[1], x[0]))
    return scored[:limit]


def _pair_alts(name: str, groups: list[tuple[str, ...]] = CALL_PAIRS) -> list[str]:
    return [o for group in groups if name in group for o in group if o != name]


def replace_name(ctx: EditContext) -> Iterator[Edit]:
    mod = module_names(ctx.info.tree)
    local = [n for n in [*function_params(ctx.func), *function_locals(ctx.func),
                         *closure_names(ctx)]]
    kinds = kinds_of(ctx)
    values = list(dict.fromkeys(local + [n for n, k in mod.items() if k == "var"]
                                + module_value_imports(ctx)))
    typing = set(typing_imports(ctx.info.tree))
    called_here = {n.func.id for n in walk_own(ctx.func) if isinstance(n, ast.Call)
                   and isinstance(n.func, ast.Name)} if ctx.func is not None else set()
    params = set(function_params(ctx.func))
    callables = list(dict.fromkeys(
        [n for n, k in mod.items() if k != "var" and n not in typing]
        + [n for n in local if kinds.get(n) is None and (n in params or n in called_here)]))
    defs = {d.name: d for d in ctx.info.tree.body
            if isinstance(d, (ast.FunctionDef, ast.AsyncFunctionDef))}
    missing = ctx.missing_names()
    recent = _recent_locals(ctx, 2)
    dead = dead_locals(ctx.func)
    renamed: set[str] = set()
    running = _running_names(ctx.stmt)
    twins = twin_names(ctx.stmt)
    stale = stale_copy_names(ctx.func, block_of(ctx, ctx.stmt), ctx.stmt)  # unadapted names
    mates = partners(ctx.func) if twins or stale else {}
    for node in ctx.nodes:
        if not (isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)):
            continue
        called = is_callee(ctx, node)
        if node.id in missing:
            pool = list(dict.fromkeys(values + callables + BUILTIN_NAMES))
            close = difflib.get_close_matches(node.id, pool, n=5, cutoff=0.5)
            options = [(o, 0.5 + 0.5 * r) for o, r in _ranked(node.id, close, 5)]
        elif called:
            options = [(o, 0.9 * callee_intent(ctx, node.id, o)) for o in _pair_alts(node.id)]
            # a class for a class, a function for a function: `Bin(...)` is no slip of `min`
            call = ctx.parent_of[node]
            alike = [o for o in callables if _camel(o) == _camel(node.id)
                     and (o not in defs or accepts(defs[o], call))]
            options += [(o, 0.2 + 0.4 * r) for o, r in _ranked(node.id, alike, 4)]
        else:
            options = [(o, DEAD_STORE) for o in dead]  # a value computed for nothing
            options += [(o, 0.2 + 0.6 * r) for o, r in _ranked(node.id, values, 6)]
            options += [(o, 0.5) for o in recent]  # the value just computed, whatever its name
            options = _by_kind(node.id, options, kinds, local)
        if node.id in running:  # `best = max(best, x)`: the running value stays
            options = [(o, w * RUNNING) for o, w in options]
        if id(node) in twins:  # one copy of a doubled expression was meant as another name
            near = mates.get(node.id, set())  # most often the partner of the name copied
            options = [(o, TWIN if o in near else max(w, TWIN * (0.5 + 0.4 * w)))
                       for o, w in options]
        elif id(node) in stale:  # the copy kept its name where the partner was meant
            near = mates.get(node.id, set())
            options = [(o, 1.0) for o in sorted(near)] + options
        seen: set[str] = set()
        for new, weight in options:
            if new not in seen and new != node.id:
                seen.add(new)
                yield ctx.replace(node, new, "replace-name", weight)
        if not called and node.id not in renamed:
            renamed.add(node.id)
            yield from _rename_all(ctx, node.id, options)


def _running_names(stmt: ast.stmt) -> set[str]:
    """Names a statement updates from themselves (`best = max(best, x)`, `n = n * 10 + d`):
    a running value, which a slip in the new term does not replace."""
    if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
            and isinstance(stmt.targets[0], ast.Name)):
        return set()
    name = stmt.targets[0].id
    reads = {n.id for n in ast.walk(stmt.value) if isinstance(n, ast.Name)}
    return {name} if name in reads else set()


def _rename_all(ctx: EditContext, name: str, options: list[tuple[str, float]]
                ) -> Iterator[Edit]:
    """`indptr[i], indptr[i + 1]` -> `indptr[col], indptr[col + 1]`: a name the statement
    reads more than once, misread each time (one wrong variable written twice)."""
    uses = [n for n in ctx.nodes if isinstance(n, ast.Name) and n.id == name
            and isinstance(n.ctx, ast.Load) and not is_callee(ctx, n)]
    if len(uses) < 2:
        return
    spans = sorted(ctx.src.span(n) for n in uses)
    seen: set[str] = set()
    for new, weight in options:
        if new in seen or new == name or len(seen) >= RENAME_ALL_MAX:
            continue
        seen.add(new)
        yield Edit("replace-name", ctx.line, [(a, b, new) for a, b in spans],
                   f"line {ctx.line}: every `{name}` -> `{new}`",
                   f"{spans[0][0]}:all:{new}", weight * 0.9)


def accepts(func: ast.FunctionDef | ast.AsyncFunctionDef, call: ast.AST) -> bool:
    """Whether a call's positional count and keyword names fit the function's signature."""
    if not isinstance(call, ast.Call):
        return True
    a = func.args
    if any(isinstance(x, ast.Starred) for x in call.args) or any(
            k.arg is None for k in call.keywords):
        return True
    positional = [*a.posonlyargs, *a.args]
    if len(call.args) > len(positional) and a.vararg is None:
        return False
    names = {p.arg for p in [*a.args, *a.kwonlyargs]}
    if a.kwarg is None and any(k.arg not in names for k in call.keywords):
        return False
    given = len(call.args) + len(call.keywords)
    required = len(positional) - len(a.defaults) + sum(d is None for d in a.kw_defaults)
    return given >= required


def _camel(name: str) -> bool:
    """A class's name (`Bin`, `HTTPError`), not a function's or a constant's."""
    return name[:1].isupper() and not name.isupper()


def _by_kind(name: str, options: list[tuple[str, float]], kinds: dict[str, str],
             local: list[str]) -> list[tuple[str, float]]:
    """Options without those of a conflicting kind (ops_kinds), those of the name's own
    kind weighted up, and up to SAME_KIND_MORE more locals of that kind."""
    own = kinds.get(name)
    out = [(o, w * (SAME_KIND if own is not None and kinds.get(o) == own else 1.0))
           for o, w in options if not conflict(own, kinds.get(o))]
    if own is not None:
        offered = {o for o, _ in out}
        more = [o for o in local if kinds.get(o) == own and o != name and o not in offered]
        out += [(o, SAME_KIND_WEIGHT) for o in more[:SAME_KIND_MORE]]
    return out


def _recent_locals(ctx: EditContext, limit: int) -> list[str]:
    """Locals bound last before the statement that it does not read: `lookup(root, rest)`
    in a walk that just computed `child`."""
    if ctx.func is None:
        return []
    read = {n.id for n in ctx.nodes if isinstance(n, ast.Name)}
    bound: dict[str, int] = {}
    for node in walk_own(ctx.func):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store) and \
                node.lineno < ctx.line:
            bound[node.id] = max(bound.get(node.id, 0), node.lineno)
    ranked = sorted((n for n in bound if n not in read), key=lambda n: -bound[n])
    return ranked[:limit]


def _attr_span(ctx: EditContext, node: ast.Attribute) -> tuple[int, int]:
    end = ctx.src.offset(node.end_lineno or node.lineno, node.end_col_offset or 0)
    return end - len(node.attr), end


def replace_attribute(ctx: EditContext) -> Iterator[Edit]:
    seen_on: dict[str, list[str]] = {}
    every: list[str] = []
    for node in ast.walk(ctx.info.tree):
        if isinstance(node, ast.Attribute):
            base = ast.dump(node.value)
            seen_on.setdefault(base, [])
            if node.attr not in seen_on[base]:
                seen_on[base].append(node.attr)
            if node.attr not in every:
                every.append(node.attr)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name not in every:
            every.append(node.name)
    yield from attr_from_error(ctx)
    missing = ctx.missing_attrs()
    for node in ctx.nodes:
        if not isinstance(node, ast.Attribute) or not isinstance(node.ctx, ast.Load):
            continue
        if node.attr in missing:
            continue  # attr_from_error renamed it
        options = [(o, 0.9 * callee_intent(ctx, node.attr, o)) for o in _pair_alts(node.attr)
                   ] if is_callee(ctx, node) else []
        siblings = seen_on.get(ast.dump(node.value), [])
        own = _own_members(ctx, node)  # `self.x`: the members of this class, private ones too
        options += [(o, 0.3 + 0.6 * r) for o, r in _ranked(node.attr, own, 6)]
        options += [(o, 0.2 + 0.6 * r) for o, r in _ranked(node.attr, siblings, 6)]
        yield from _attr_edits(ctx, node, options, "replace-attribute")
    yield from _parallel_attributes(ctx, seen_on)
    yield from _mixed_fields(ctx)
    yield from _front_or_back(ctx)


def _front_or_back(ctx: EditContext) -> Iterator[Edit]:
    """`xs.append(v)` for `xs.insert(0, v)` and back: the method pair whose arguments
    differ, so a rename alone cannot swap them (digits built from the right end); and
    `m.get(k, Node())` for `m.setdefault(k, Node())`, a fresh default never stored."""
    for node in ctx.nodes:
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and not node.keywords):
            continue
        receiver = ctx.text(node.func.value)
        args = node.args
        if node.func.attr == "get" and len(args) == 2 and isinstance(
                args[1], (ast.Call, ast.List, ast.Dict, ast.Set)):
            # a fresh default handed back and dropped: `setdefault` keeps it in the map
            new = f"{receiver}.setdefault({ctx.text(args[0])}, {ctx.text(args[1])})"
        elif node.func.attr == "append" and len(args) == 1:
            new = f"{receiver}.insert(0, {ctx.text(args[0])})"
        elif node.func.attr == "insert" and len(args) == 2 and isinstance(
                args[0], ast.Constant) and args[0].value == 0:
            new = f"{receiver}.append({ctx.text(args[1])})"
        else:
            continue
        yield ctx.replace(node, new, "replace-attribute", FRONT_OR_BACK)


def attr_from_error(ctx: EditContext) -> Iterator[Edit]:
    """Rename the attribute an AttributeError names, to a member the receiver's type has.

    The pool is the type the message names (a builtin type's members or a project class's
    methods and fields); Python's own "Did you mean" hint, commonly confused callees and
    near-synonyms come first, then members by spelling similarity.
    """
    missing = ctx.missing_attrs()
    if not missing:
        return
    owners = ctx.attr_owners()
    every = list(dict.fromkeys(
        [n.attr for n in ast.walk(ctx.info.tree) if isinstance(n, ast.Attribute)]
        + [n.name for n in ast.walk(ctx.info.tree) if isinstance(n, ast.FunctionDef)]))
    for node in ctx.nodes:
        if not (isinstance(node, ast.Attribute) and node.attr in missing):
            continue
        called = is_callee(ctx, node)
        hint = missing[node.attr]
        options = [(hint, 1.0)] if hint else []
        methods, data = type_members(ctx.project, owners.get(node.attr, "").split(".")[-1])
        pool = (methods + data) if called else (data + methods)
        if pool:
            related = _pair_alts(node.attr) + _pair_alts(node.attr, SYNONYMS)
            options += [(o, 0.95) for o in related if o in pool]
            preferred = set(methods if called else data)
            options += [(o, (0.5 if o in preferred else 0.3) + 0.45 * r)
                        for o, r in _ranked(node.attr, pool, 8)]
        else:
            names = difflib.get_close_matches(node.attr, every, n=5, cutoff=0.5)
            options += [(o, 0.9) for o in _pair_alts(node.attr) if called]
            options += [(o, 0.5 + 0.4 * r) for o, r in _ranked(node.attr, names, 5)]
        yield from _attr_edits(ctx, node, options, "attr-from-error")


def _own_members(ctx: EditContext, node: ast.Attribute) -> list[str]:
    """The attributes, properties and methods of the class whose method reads `self.x`
    (callables for a call, the others otherwise)."""
    if not (isinstance(node.value, ast.Name) and node.value.id == "self" and ctx.func):
        return []
    cls = ctx.parent_of.get(ctx.func)
    if not isinstance(cls, ast.ClassDef):
        return []
    methods: list[str] = []
    data: list[str] = []
    for item in ast.walk(cls):
        if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):  # itself: recursion
            prop = any(isinstance(d, ast.Name) and d.id in ("property", "cached_property")
                       for d in item.decorator_list)
            (data if prop else methods).append(item.name)
        elif isinstance(item, ast.Attribute) and isinstance(item.ctx, ast.Store) and \
                isinstance(item.value, ast.Name) and item.value.id == "self":
            data.append(item.attr)
    pool = methods if is_callee(ctx, node) else data
    return [m for m in dict.fromkeys(pool) if not m.startswith("__")]


def _attr_edits(ctx: EditContext, node: ast.Attribute, options: list[tuple[str, float]],
                operator: str) -> Iterator[Edit]:
    start, end = _attr_span(ctx, node)
    done: set[str] = set()
    for new, weight in options:
        if new in done or new == node.attr:
            continue
        done.add(new)
        yield Edit(operator, ctx.line, [(start, end, new)],
                   f"line {node.lineno}: `.{node.attr}` -> `.{new}`", f"{start}:{new}", weight)


def _parallel_attributes(ctx: EditContext, seen_on: dict[str, list[str]]) -> Iterator[Edit]:
    """`a.f OP b.f` -> `a.g OP b.g`: both sides of a comparison or arithmetic read one field.

    Comparing or combining the wrong field of two objects of one type is one slip made
    twice; renaming only one side would compare unrelated fields.
    """
    for node in ctx.nodes:
        if isinstance(node, ast.Compare) and len(node.comparators) == 1:
            left, right = node.left, node.comparators[0]
        elif isinstance(node, ast.BinOp):
            left, right = node.left, node.right
        else:
            continue
        if not (isinstance(left, ast.Attribute) and isinstance(right, ast.Attribute)
                and left.attr == right.attr and isinstance(left.value, ast.Name)):
            continue
        siblings = seen_on.get(ast.dump(left.value), [])
        spans = [_attr_span(ctx, left), _attr_span(ctx, right)]
        for new, ratio in _ranked(left.attr, siblings, 6):
            yield Edit("parallel-attribute", ctx.line, [(s, e, new) for s, e in spans],
                       f"line {node.lineno}: `.{left.attr}` -> `.{new}` on both sides",
                       f"{spans[0][0]}:both:{new}", 0.8 + 0.2 * ratio)


def _mixed_fields(ctx: EditContext) -> Iterator[Edit]:
    """`carried = sum(i.value for i in items)` then `carried + item.weight`: a total of
    one field added to (or compared with) another field of the same kind of object. Like
    adding money to kilograms, one of the two reads the wrong field: the total's field
    becomes the one it is combined with, at the statement that computes the total.

    Where the suspect computes a local from one field `x.f` of loop items, and a later
    statement of the function combines that local with `y.g` (`+`, `-` or an ordering
    comparison): `x.f` -> `x.g`."""
    stmt, func = ctx.stmt, ctx.func
    if func is None or not isinstance(stmt, ast.Assign) or len(stmt.targets) != 1 or \
            not isinstance(stmt.targets[0], ast.Name):
        return
    local = stmt.targets[0].id
    fields = [n for n in ast.walk(stmt.value) if isinstance(n, ast.Attribute)
              and isinstance(n.ctx, ast.Load) and isinstance(n.value, ast.Name)
              and n.value.id != "self" and not is_callee(ctx, n)]
    if len({f.attr for f in fields}) != 1:
        return
    attr = fields[0].attr
    partners: list[str] = []
    for node in walk_own(func):
        if getattr(node, "lineno", 0) <= (stmt.end_lineno or stmt.lineno):
            continue
        pairs: list[tuple[ast.expr, ast.expr]] = []
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
            pairs = [(node.left, node.right), (node.right, node.left)]
        elif isinstance(node, ast.Compare) and len(node.comparators) == 1 and isinstance(
                node.ops[0], (ast.Lt, ast.LtE, ast.Gt, ast.GtE)):
            pairs = [(node.left, node.comparators[0]), (node.comparators[0], node.left)]
        for mine, other in pairs:
            if isinstance(mine, ast.Name) and mine.id == local and isinstance(
                    other, ast.Attribute) and other.attr != attr and \
                    other.attr not in partners:
                partners.append(other.attr)
    if not partners:
        return
    known = {n.attr for n in ast.walk(ctx.info.tree) if isinstance(n, ast.Attribute)}
    for partner in partners[:2]:
        if partner not in known:
            continue
        spans = [_attr_span(ctx, f) for f in fields]
        yield Edit("parallel-attribute", ctx.line, [(a, b, partner) for a, b in spans],
                   f"line {ctx.line}: `.{attr}` -> `.{partner}` (combined with "
                   f"`.{partner}` later)", f"{spans[0][0]}:mixed:{partner}", 0.9)


def return_expr(ctx: EditContext) -> Iterator[Edit]:
    stmt = ctx.stmt
    if not isinstance(stmt, ast.Return) or ctx.func is None:
        return
    value_nodes = ast.walk(stmt.value) if stmt.value is not None else iter(())
    current = {n.id for n in value_nodes if isinstance(n, ast.Name)}
    used = loaded_names(ctx.func)
    locals_ = [n for n in function_locals(ctx.func) if n not in current]
    params = [n for n in function_params(ctx.func) if n not in current and n not in ("self", "cls")]
    options = [(n, 1.0) for n in locals_ if n not in used]
    options += [(n, 0.5) for n in locals_ if n in used] + [(n, 0.4) for n in params]
    if isinstance(stmt.value, ast.Tuple):  # `return category, tuple(ranks)`: one item
        dead = [n for n in dead_locals(ctx.func) if n not in current]
        for item in stmt.value.elts:
            if isinstance(item, (ast.Call, ast.Attribute, ast.Subscript, ast.BinOp)):
                for name in dead[:3]:
                    yield ctx.replace(item, name, "return-expr", DEAD_STORE)
    for name, weight in options[:6]:
        if stmt.value is not None:
            yield ctx.replace(stmt.value, name, "return-expr", weight)
        else:
            start, end = ctx.src.span(stmt)
            yield Edit("return-expr", ctx.line, [(start, end, f"return {name}")],
                       f"line {stmt.lineno}: `return` -> `return {name}`", f"{start}:{name}",
                       weight)


def add_import(ctx: EditContext) -> Iterator[Edit]:
    used = {n.id for n in ast.walk(ctx.info.tree) if isinstance(n, ast.Name)}
    defined = module_names(ctx.info.tree)
    for name in sorted(ctx.missing_names() & used - set(defined)):
        options: list[tuple[str, float]] = []
        if name in sys.stdlib_module_names:
            options.append((f"import {name}", 1.0))
        if name in COMMON_FROM:
            options.append((f"from {COMMON_FROM[name]} import {name}", 1.0))
        rx = re.compile(rf"^(?:async\s+def|def|class)\s+{re.escape(name)}\b|^{re.escape(name)}\s*=",
                        re.M)
        for path in ctx.project.source_files():
            if path == ctx.path or len(options) >= 4:
                continue
            try:
                text = (ctx.project.root / path).read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                continue
            module = ctx.project.module_name(path)
            if rx.search(text) and module:
                options.append((f"from {module} import {name}", 0.9))
        after = imports_end(ctx.info.tree)
        pos = ctx.src.line_start(after + 1) if after < len(ctx.src.lines) else len(ctx.src.text)
        nl = ctx.src.newline()
        prefix = nl if pos == len(ctx.src.text) and ctx.src.text and not ctx.src.text.endswith(
            ("\n", "\r")) else ""
        for line, weight in options:
            yield Edit("add-import", after + 1, [(pos, pos, f"{prefix}{line}{nl}")],
                       f"line {after + 1}: add `{line}`", line, weight)



_ITERATORS = {"reversed", "map", "filter", "zip", "enumerate", "iter"}


def iterator_idiom(ctx: EditContext) -> Iterator[Edit]:
    """An iterator compared, returned or indexed as if it were a sequence: materialize it.

    `reversed(s) == s` is never true and `map(...)[0]` raises; the usual intent is
    `s[::-1]` or `list(...)`.
    """
    for node in ctx.nodes:
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in _ITERATORS and not node.keywords):
            continue
        parent = ctx.parent_of.get(node)
        returned = isinstance(ctx.stmt, ast.Return) and ctx.stmt.value is node
        if not (returned or isinstance(parent, ast.Compare)
                or (isinstance(parent, ast.Subscript) and parent.value is node)):
            continue
        text = ctx.text(node)
        # `==`/`!=` on a fresh iterator compares identity: always False/True, surely a bug
        sure = isinstance(parent, ast.Compare) and all(
            isinstance(o, (ast.Eq, ast.NotEq)) for o in parent.ops)
        if node.func.id == "reversed" and len(node.args) == 1:
            yield ctx.replace(node, f"{paren(ctx, node.args[0])}[::-1]", "iterator-idiom",
                              EVIDENCE if sure else 1.0)
        yield ctx.replace(node, f"list({text})", "iterator-idiom", 0.8 * (EVIDENCE if sure else 1))


_OPERAND_RX = (r"unsupported operand type\(s\) for (\S+): '(\w+)' and '(\w+)'"
               r"|'(\S+)' not supported between instances of '(\w+)' and '(\w+)'")
_CONTAINERS = {"list", "tuple", "dict", "set", "frozenset", "range", "str", "bytes"}
_NUMBERS = {"int", "float", "complex", "Decimal", "Fraction"}


def operand_type(ctx: EditContext) -> Iterator[Edit]:
    """A TypeError names an operator and its operand types: convert the odd operand.

    A container beside a number almost always wanted its length; text beside a number
    wanted parsing (or, for `+` with text on the other side, formatting).
    """
    for _, msg in ctx.messages:
        m = re.search(_OPERAND_RX, msg)
        if m is None:
            continue
        op, left_t, right_t = m.groups()[:3] if m.group(1) else m.groups()[3:]
        for node in ctx.nodes:
            if isinstance(node, ast.BinOp):
                pairs = [(node.left, node.right)]
            elif isinstance(node, ast.Compare):
                pairs = list(zip([node.left, *node.comparators], node.comparators, strict=False))
            else:
                continue
            for left, right in pairs:
                gap = ctx.src.text[ctx.src.span(left)[1]:ctx.src.span(right)[0]]
                if op not in gap:
                    continue
                for side, mine, other in ((left, left_t, right_t), (right, right_t, left_t)):
                    for new, weight in _conversions(mine, other, op):
                        yield ctx.replace(side, f"{new}({ctx.text(side)})", "operand-type",
                                          weight)


def _conversions(mine: str, other: str, op: str) -> list[tuple[str, float]]:
    if other in _NUMBERS and mine in _CONTAINERS - {"str", "bytes"}:
        return [("len", 1.0)]
    if other in _NUMBERS and mine == "str":
        return [("int", 0.9), ("float", 0.8), ("len", 0.6)]
    if other == "str" and mine in _NUMBERS and op == "+":
        return [("str", 1.0)]
    return []
