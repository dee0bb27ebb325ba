"""A lost validation: the test expects an exception the code never raises (``raise-guard``).

pytest reports `Failed: DID NOT RAISE <class 'ValueError'>` when a `pytest.raises` block
ends without the exception. The code under test ran to the end, so what is missing is a
guard, `if <condition>: raise ValueError(...)` (Defects4J's and ManySStuBs' "missing
if-throw"), at the start of a function the test reached or before a statement of it.

Conditions, best first:
- donors: guards elsewhere in the project that raise the wanted exception (or a project
  subclass of it) over names in scope at the insertion point: `withdraw` lost the
  `if amount <= 0: raise ValueError(...)` that `deposit` has. The donor's own raise
  statement comes along, so a `match=` on its message still holds. A donor over one
  parameter of another name is tried with each parameter here;
- conditions built from the parameters and their use: `p < 0` and `p <= 0` for a
  number, `not p`, `p is None`, `p not in <mapping>` where the function reads
  `<mapping>[p]` (`p in <mapping>` where it stores there), `a > b` for two numbers.
- a value bound and never read, checked against a sibling bound with it: `data, check =
  raw[:-4], raw[-4:]` and nothing reads `check` lost `if checksum(data) != check: raise
  ValueError(...)`, a module function of one argument applied to the sibling;
- inside an `except` clause that catches the wanted exception, its lost re-raise:
  `if no_default: raise` over each flag parameter (a bool default) before the fallback.
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
    dead_locals,
    function_params,
    line_insertion,
    module_names,
    not_raised,
    param_defaults,
    starts_line,
    walk_own,
)
from pytest_selfheal.engines.builtin.srctext import every_return
from pytest_selfheal.engines.builtin.srctext import renamed as rename

OPERATOR = "raise-guard"
DONOR = 1.0  # a guard another function of the project raises the wanted exception with
DONOR_RENAMED = 0.7  # the same, over a parameter of another name
BUILT = 0.6  # a condition built from the parameters
SEQUENCE = 0.8  # a check of a dead sequence's items, of the condition built
BEFORE_STMT = 0.8  # inserted before the suspect rather than at its function's start
MAX_DONORS = 12
_NUMERIC = {"int", "float", "Decimal", "Fraction", "complex"}
_NUMBER_OPS = (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow)


def wanted_exceptions(ctx: EditContext) -> list[str]:
    """Short class names of the exceptions a `pytest.raises` expected and did not see."""
    return list(not_raised(msg for _, msg in ctx.messages))


def raise_guard(ctx: EditContext) -> Iterator[Edit]:
    wanted = wanted_exceptions(ctx)
    func = ctx.func
    if func is None or not starts_line(ctx, ctx.stmt):
        return
    if not wanted:  # a flag the function never reads, in a clause that swallows errors
        yield from _reraise(ctx, func, None)
        return
    raisable = _raisable(ctx, wanted)
    if not raisable:
        return
    params = [p for p in function_params(func) if p not in ("self", "cls")]
    first = _first_statement(func)
    spots: list[tuple[ast.stmt, set[str], float]] = []
    if first is not None:
        spots.append((first, set(params), 1.0))
    if ctx.stmt is not first:
        spots.append((ctx.stmt, set(params) | _bound_before(func, ctx.stmt), BEFORE_STMT))
    yield from _reraise(ctx, func, set(wanted))
    donors = _donors(ctx, raisable)
    for stmt, scope, spot_weight in spots:
        here = scope | set(module_names(ctx.info.tree)) | set(dir(builtins))
        if "self" in function_params(func):
            here.add("self")
        seen: set[str] = set()
        built = [*_built(ctx, func, params, raisable[0]),
                 *_built_state(func, scope | {"self"}, raisable[0]),
                 *_built_dead(ctx, func, scope, raisable[0])]
        for code, weight in [*_from_donors(donors, here, params), *built]:
            if code in seen:
                continue
            seen.add(code)
            yield _insert(ctx, stmt, code, weight * spot_weight)


def _reraise(ctx: EditContext, func: FuncDef, wanted: set[str] | None) -> Iterator[Edit]:
    """`if <flag>: raise` before the suspect, in an `except` clause that catches a wanted
    exception and hands back a fallback instead. With no wanted exception (the test
    checks for it with a helper of its own), only over flags the function never reads."""
    node = ctx.parent_of.get(ctx.stmt)
    while node is not None and node is not func and not isinstance(node, ast.ExceptHandler):
        node = ctx.parent_of.get(node)
    if not isinstance(node, ast.ExceptHandler) or node.type is None:
        return
    caught = node.type.elts if isinstance(node.type, ast.Tuple) else [node.type]
    if wanted is not None and not wanted & {_last_name(t) for t in caught}:
        return
    read = {n.id for n in ast.walk(func) if isinstance(n, ast.Name)
            and isinstance(n.ctx, ast.Load)} if wanted is None else set()
    if any(isinstance(n, ast.Raise) for n in ast.walk(node)):
        return
    for arg, default in param_defaults(func):
        if isinstance(default, ast.Constant) and isinstance(default.value, bool) and \
                arg.arg not in read:
            yield _insert(ctx, ctx.stmt, f"if {arg.arg}:\nraise", BEFORE_STMT)


def _insert(ctx: EditContext, stmt: ast.stmt, code: str, weight: float) -> Edit:
    indent = ctx.src.indent(stmt.lineno)
    nl = ctx.src.newline()
    cond, _, body = code.partition("\n")
    offset, text = line_insertion(ctx, stmt.lineno, indent, cond)
    text += f"{indent}    {body}{nl}"
    return Edit(OPERATOR, ctx.line, [(offset, offset, text)],
                f"before line {stmt.lineno}: insert `{cond} {body}`", f"{offset}:{code}", weight)


def _first_statement(func: FuncDef) -> ast.stmt | None:
    body = func.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
            and isinstance(body[0].value.value, str):
        body = body[1:]  # the docstring stays first
    return body[0] if body else None


def _bound_before(func: FuncDef, stmt: ast.stmt) -> set[str]:
    """Locals bound on the lines before the statement, loop variables of loops around it."""
    out: set[str] = set()
    for node in walk_own(func):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store) and \
                node.lineno < stmt.lineno:
            out.add(node.id)
    return out


def _raisable(ctx: EditContext, wanted: list[str]) -> list[str]:
    """How to name each wanted exception here (builtins, names the module binds)."""
    bound = module_names(ctx.info.tree)
    out: list[str] = []
    for name in wanted:
        if isinstance(getattr(builtins, name, None), type) or bound.get(name) in (
                "class", "import"):
            out.append(name)
    return out


def _subclasses(ctx: EditContext, wanted: list[str]) -> set[str]:
    """The wanted names and the project's classes derived from one of them (one level)."""
    names = set(wanted)
    for path in ctx.project.source_files():
        info = ctx.project.get(path)
        if info is None:
            continue
        for node in ast.walk(info.tree):
            if isinstance(node, ast.ClassDef) and any(
                    _last_name(b) in wanted for b in node.bases):
                names.add(node.name)
    return names


def _last_name(node: ast.expr) -> str:
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


Donor = tuple[ast.expr, ast.Raise, list[str], float]  # (test, raise, donor params, weight)


def _donors(ctx: EditContext, raisable: list[str]) -> list[Donor]:
    """`if test: raise E(...)` guards of the project whose E is wanted (or derives from it),
    the suspect's own module first."""
    key = ("raise_donors", ctx.path, tuple(raisable))
    memo = ctx.project.memo.get(key)
    if isinstance(memo, list):
        return memo
    names = _subclasses(ctx, raisable)
    bound = module_names(ctx.info.tree)
    out: list[Donor] = []
    paths = [ctx.path, *(p for p in ctx.project.source_files() if p != ctx.path)]
    for path in paths:
        info = ctx.project.get(path)
        if info is None:
            continue
        for func in ast.walk(info.tree):
            if not isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)) or func is ctx.func:
                continue
            for node in walk_own(func):
                if not (isinstance(node, ast.If) and len(node.body) == 1 and not node.orelse
                        and isinstance(node.body[0], ast.Raise) and node.body[0].exc):
                    continue
                exc = _last_name(node.body[0].exc)
                if exc not in names or not (isinstance(getattr(builtins, exc, None), type)
                                            or bound.get(exc) in ("class", "import")):
                    continue
                weight = 1.0 if path == ctx.path else 0.8
                out.append((node.test, node.body[0], function_params(func), weight))
    out = out[:MAX_DONORS * 4]
    ctx.project.memo[key] = out
    return out


def _reads(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}


def _from_donors(donors: list[Donor], here: set[str], params: list[str]
                 ) -> Iterator[tuple[str, float]]:
    count = 0
    for test, exc, donor_params, weight in donors:
        if count >= MAX_DONORS:
            return
        cond, body = ast.unparse(test), ast.unparse(exc)
        unbound = _reads(test) - here
        if not unbound and not (_reads(exc) - here - _reads(test)):
            count += 1
            yield f"if {cond}:\n{body}", DONOR * weight
            continue
        if len(unbound) != 1 or not (unbound <= set(donor_params)):
            continue
        (old,) = unbound
        for new in params[:4]:
            renamed = [rename(test, old, new), rename(exc, old, new)]
            if _reads(renamed[1]) - here - {new}:
                continue
            count += 1
            yield f"if {ast.unparse(renamed[0])}:\n{ast.unparse(renamed[1])}", \
                DONOR_RENAMED * weight


def _built(ctx: EditContext, func: FuncDef, params: list[str], exc: str
           ) -> Iterator[tuple[str, float]]:
    """Conditions over the parameters, from their annotations and their use."""
    numeric = [p for p in params if _is_numeric(func, p)]
    for p in params:
        message = repr(f"invalid {p}")
        raise_ = f"raise {exc}({message})"
        if p in numeric:
            yield f"if {p} < 0:\n{raise_}", BUILT
            yield f"if {p} <= 0:\n{raise_}", BUILT * 0.95
        for mapping, stored in _mappings_indexed_by(ctx, func, p):
            test = f"{p} in {mapping}" if stored else f"{p} not in {mapping}"
            yield f"if {test}:\n{raise_}", BUILT
        yield f"if not {p}:\n{raise_}", BUILT * 0.8
        yield f"if {p} is None:\n{raise_}", BUILT * 0.7
    for i, a in enumerate(numeric):
        for b in numeric[i + 1:]:
            raise_ = f"raise {exc}({repr(f'{a} after {b}')})"
            yield f"if {a} > {b}:\n{raise_}", BUILT * 0.9
            yield f"if {a} >= {b}:\n{raise_}", BUILT * 0.8


def _built_dead(ctx: EditContext, func: FuncDef, scope: set[str], exc: str
                ) -> Iterator[tuple[str, float]]:
    """`if checksum(data) != check:` for `data, check = ...` where nothing reads `check`:
    the dead value is what a module function of one argument computes from its sibling.
    A dead sequence (`digits = digits_of(n)`) was bound to be checked: all its items
    equal (`len(set(digits)) == 1`), some repeated, or none."""
    dead = [d for d in dead_locals(func) if d in scope]
    if not dead:
        return
    helpers = [n.name for n in ctx.info.tree.body if isinstance(n, ast.FunctionDef)
               and len(n.args.args) == 1 and not n.args.vararg and n is not func
               and not n.name.startswith("test")]
    for node in walk_own(func):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and \
                isinstance(node.targets[0], ast.Name) and node.targets[0].id in dead and \
                _is_sequence(ctx, node.value):
            d = node.targets[0].id
            raise_ = f"raise {exc}({repr(f'{d} not accepted')})"
            for cond in (f"len(set({d})) == 1", f"len(set({d})) < len({d})", f"not {d}"):
                yield f"if {cond}:\n{raise_}", BUILT * SEQUENCE
            continue
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Tuple)):
            continue
        bound = [e.id for e in node.targets[0].elts if isinstance(e, ast.Name)]
        for d in [b for b in bound if b in dead]:
            stem = d.lower().strip("_")[:4]
            named = sorted(helpers, key=lambda h: stem not in h.lower())  # `checksum`
            for sibling in [b for b in bound if b != d][:2]:
                for helper in named[:4]:
                    raise_ = f"raise {exc}({repr(f'{d} mismatch')})"
                    weight = BUILT if stem in helper.lower() else BUILT * 0.6
                    yield f"if {helper}({sibling}) != {d}:\n{raise_}", weight


def _is_sequence(ctx: EditContext, value: ast.expr) -> bool:
    """A list, tuple or comprehension; `list(...)`, `sorted(...)`, `x.split(...)`; or a
    call of a module function whose every `return` gives one of those."""
    if isinstance(value, (ast.List, ast.Tuple, ast.ListComp)):
        return True
    if not isinstance(value, ast.Call):
        return False
    func = value.func
    if isinstance(func, ast.Attribute):
        return func.attr in ("split", "splitlines")
    if not isinstance(func, ast.Name):
        return False
    if func.id in ("list", "sorted", "tuple"):
        return True
    return every_return(ctx.info.tree, func.id, lambda r: isinstance(
        r, (ast.List, ast.Tuple, ast.ListComp)) or (
        isinstance(r, ast.Call) and isinstance(r.func, ast.Name)
        and r.func.id in ("list", "sorted", "tuple")))


def _built_state(func: FuncDef, scope: set[str], exc: str) -> Iterator[tuple[str, float]]:
    """Conditions over the state the function reads: `x.count == 0` for an attribute it
    counts with (`x.count -= 1`, `x.count < 3`), `x.closed` and `not x.closed` for one it
    tests as a flag. `x` is bound at the spot. The message names what a sibling raise of
    the function names (`f'{slot.name} ...'`), so a `match=` on it can hold."""
    counters: dict[str, None] = {}
    flags: dict[str, None] = {}
    for node in walk_own(func):
        if isinstance(node, ast.AugAssign) and isinstance(node.op, (ast.Add, ast.Sub)) and \
                _state(node.target, scope) and _is_number(node.value):
            counters[ast.unparse(node.target)] = None
        elif isinstance(node, ast.Compare) and len(node.comparators) == 1:
            for a, b in ((node.left, node.comparators[0]), (node.comparators[0], node.left)):
                if _state(a, scope) and _is_number(b):
                    counters[ast.unparse(a)] = None
        elif isinstance(node, (ast.If, ast.While, ast.IfExp)):
            test = node.test.operand if isinstance(node.test, ast.UnaryOp) and \
                isinstance(node.test.op, ast.Not) else node.test
            if _state(test, scope):
                flags[ast.unparse(test)] = None
    if not counters and not flags:
        return
    named = _named_in_messages(func, scope)
    for subject in counters:
        raise_ = f"raise {exc}({_message(named, subject, 'is used up')})"
        yield f"if {subject} == 0:\n{raise_}", BUILT * 0.7
        yield f"if {subject} <= 0:\n{raise_}", BUILT * 0.65
    for subject in flags:
        set_, unset = (f"raise {exc}({_message(named, subject, what)})"
                       for what in ("is set", "is not set"))
        yield f"if {subject}:\n{set_}", BUILT * 0.6
        yield f"if not {subject}:\n{unset}", BUILT * 0.55


def _state(node: ast.expr, scope: set[str]) -> bool:
    """`x.attr` (or `x.a.b`) over a name bound at the spot."""
    if not isinstance(node, ast.Attribute):
        return False
    while isinstance(node, ast.Attribute):
        node = node.value
    return isinstance(node, ast.Name) and node.id in scope


def _is_number(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and \
        not isinstance(node.value, bool)


def _named_in_messages(func: FuncDef, scope: set[str]) -> str | None:
    """The first value a raise of the function formats into its message (`slot.name` of
    `raise E(f"{slot.name} costs ...")`), when it reads only names bound at the spot."""
    for node in walk_own(func):
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args \
                and isinstance(node.exc.args[0], ast.JoinedStr):
            for part in node.exc.args[0].values:
                if isinstance(part, ast.FormattedValue) and _reads(part.value) <= scope:
                    return ast.unparse(part.value)
    return None


def _message(named: str | None, subject: str, what: str) -> str:
    words = f"{subject} {what}"
    return f"f'{{{named}}}: {words}'" if named is not None else repr(words)


def _is_numeric(func: FuncDef, name: str) -> bool:
    for arg in [*func.args.posonlyargs, *func.args.args, *func.args.kwonlyargs]:
        if arg.arg == name and arg.annotation is not None:
            return bool(set(re.findall(r"\w+", ast.unparse(arg.annotation))) & _NUMERIC)
    for node in walk_own(func):
        if isinstance(node, ast.BinOp) and isinstance(node.op, _NUMBER_OPS):
            sides = (node.left, node.right)
            if any(isinstance(s, ast.Name) and s.id == name for s in sides) and any(
                    isinstance(s, ast.Constant) and isinstance(s.value, (int, float))
                    and not isinstance(s.value, bool) for s in sides):
                return True
        if isinstance(node, ast.AugAssign) and isinstance(node.value, ast.Name) and \
                node.value.id == name and isinstance(node.op, _NUMBER_OPS):
            return True
        if isinstance(node, ast.Compare) and any(
                isinstance(s, ast.Name) and s.id == name for s in [node.left, *node.comparators]
        ) and any(isinstance(s, ast.Constant) and isinstance(s.value, (int, float))
                  and not isinstance(s.value, bool) for s in [node.left, *node.comparators]):
            return True
    return False


def _mappings_indexed_by(ctx: EditContext, func: FuncDef, name: str
                         ) -> list[tuple[str, bool]]:
    """(mapping, stored) for each `<mapping>[name]` the function reads or stores."""
    out: dict[str, bool] = {}
    for node in walk_own(func):
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Name) and \
                node.slice.id == name:
            text = ast.unparse(node.value)
            stored = isinstance(node.ctx, ast.Store)
            out[text] = out.get(text, False) or stored
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                node.func.attr in ("get", "pop") and node.args and \
                isinstance(node.args[0], ast.Name) and node.args[0].id == name:
            out.setdefault(ast.unparse(node.func.value), False)
    return list(out.items())
