"""Condition synthesis from recorded program states (test-driven, after Nopol).

A template reaches a missing or too weak condition only when its text is one the template
knows. This stage learns it from what the variables hold instead. The top suspect
conditions (`if`, `elif` and `while` tests) and simple statements are instrumented in a
scratch copy of their files; each failing test runs alone and the passing neighbours run
together, and every evaluation records the local variables (numbers, booleans, None,
strings, the lengths and small contents of collections, and the same for the fields of
the objects in scope: `self.size`, `node.left`; in a nested function, the enclosing
function's names too). Loop headers and statements over several lines are recorded for
the values they compute (valsynth.py reads every target's states).
An atom over those variables (`i > 0`, `lo < hi`, `node is not None`, `len(stack) > 1`,
`v in seen`, `0 <= r < rows`) gives a candidate when it changes a decision in each
failing test and keeps the passing tests' decisions (or those of most passing tests: a
weak test may take a branch the fix changes and still pass):

- `atom and C` (a missing conjunct): the atom held wherever C held in the passing runs,
  and fails where C held in each failing one;
- `C or atom` (a missing alternative): the reverse;
- `if atom:` around a statement (a missing guard): the atom held at every passing
  execution and fails at one of each failing test's;
- `if atom: continue` (or `break`, or `return V` with a constant V the function returns
  elsewhere) before a statement (a missing early exit): the reverse.

The states prune most atoms. The rest are ranked: fewest passing tests changed, then
fewest decisions changed in all, then simplest and nearest the statement's own names;
the first few per statement are validated like every other candidate. The states only
approximate what a fix must keep: validation, not this filter, decides.

Reference: J. Xuan et al., "Nopol: Automatic Repair of Conditional Statement Bugs in Java
Programs", IEEE TSE 43(1), 2017.
"""

from __future__ import annotations

import ast
import itertools
import json
import operator
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pytest_selfheal.engines.builtin.model import Candidate, Suspect
from pytest_selfheal.engines.builtin.ops_base import (
    EditContext,
    closure_names,
    in_loop,
    starts_line,
)
from pytest_selfheal.engines.builtin.ops_exits import exit_values
from pytest_selfheal.engines.builtin.project import FileInfo, Project
from pytest_selfheal.engines.builtin.srctext import (
    imports_end,
    parents,
    returns_value,
    statement_lines,
)

TARGETS = 8  # suspect statements a condition is learned for
VALUE_TARGETS = 16  # suspect statements recorded (valsynth.py reads them all)
NOW = 40  # synthesized candidates validated at once; the rest after the templates
# and, after them, the best values of each statement whose every value changes a few
# passing tests' values (a fix changes what the passing tests compute on the way too)
FEW_PASSING = 2
FEW_PER_TARGET = 3
PER_TARGET = 6  # candidates kept per target
RECORDS = 60  # evaluations recorded per target and test
FIELDS = 20  # fields recorded per object in scope
NEIGHBOURS = 60  # passing tests whose states are recorded
CONSTANTS = 6  # integer constants of the function an atom may compare with
OUTER = 20  # names of the enclosing functions recorded in a nested one
PRIOR = 0.2
PASS_SLACK = 0.5  # share of the passing tests whose decisions an atom may change
REC = "_selfheal_rec"
COMMENT_MARKS = "#;"  # what starts a comment line in the configuration formats
_COMPARE = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge,
            "==": operator.eq, "!=": operator.ne}
_SIMPLE = (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Expr, ast.Continue, ast.Break,
           ast.Raise)
_EDITS = ("and", "or", "guard")  # forms that edit the statement; the others insert a jump

_HELPER = '''\
def {rec}(_i, _ns, _v, _cells=(), _p={path!r}):
    try:
        import json as _js, os as _os
        _t = _os.environ.get("PYTEST_CURRENT_TEST", "").rsplit(" (", 1)[0]
        _seen = {rec}.__dict__.setdefault("seen", {{}})
        _seen[(_i, _t)] = _n = _seen.get((_i, _t), 0) + 1
        if _n <= {limit}:
            def _plain(x):
                return x is None or type(x) in (bool, int, float) or (
                    type(x) is str and len(x) <= 100)
            def _snap(x):
                if _plain(x):
                    return ["s" if type(x) is str else "v", x]
                if isinstance(x, (list, tuple, set, frozenset, dict)) or (
                        type(x).__name__ == "deque"):
                    _items = list(x)[:41]
                    return ["c", len(x), _items if len(_items) <= 40 and all(
                        _plain(y) for y in _items) else None,
                        isinstance(x, (list, tuple)) or type(x).__name__ == "deque"]
                if callable(x) or type(x).__name__ == "module":
                    return None
                return ["o"]  # an object: whether it is None is what atoms may ask
            _ns = dict(_ns)
            for _k, _get in _cells:  # an enclosing function's names: `rows` in `trace`
                try:
                    _ns.setdefault(_k, _get())
                except NameError:  # not assigned yet
                    pass
            _row = {{}}
            for _k, _x in list(_ns.items())[:80]:
                _s = _snap(_x)
                if _s is not None and not _k.startswith("{rec}"):
                    _row[_k] = _s
            for _o, _x in list(_ns.items())[:80]:  # the fields of objects: node.left
                _d = getattr(_x, "__dict__", None)
                if type(_d) is not dict or callable(_x) or type(_x).__name__ == "module":
                    continue
                for _k, _y in list(_d.items())[:{fields}]:
                    _s = _snap(_y)
                    if _s is not None and not _k.startswith("__"):
                        _row[_o + "." + _k] = _s
            with open(_p, "a", encoding="utf-8") as _f:
                _f.write(_js.dumps({{"i": _i, "t": _t, "v": None if _v is None else bool(_v),
                                    "ns": _row}}) + "\\n")
    except Exception:
        pass
    return _v
'''


@dataclass(frozen=True)
class Target:
    path: str
    line: int  # the statement's first line
    kind: str  # "cond": an if/elif/while test; "guard": a simple statement; "value": a
    # statement recorded for its values only (a `for` header, a multi-line statement)
    ident: int
    start: int  # the span of the test (cond) or of the whole statement (guard)
    end: int
    names: frozenset[str]  # the names (and `obj.x` fields) the statement reads
    constants: tuple[int, ...]  # small integer constants of the enclosing function
    signal: str | None = None
    tier: int = 3
    in_loop: bool = False  # a statement (not a jump, not an elif) in a loop body
    exits: tuple[str, ...] = ()  # what an early return before the statement may return
    at: int = 0  # where the statement starts: a jump is inserted there
    wrap: bool = False  # a guard around the statement is a candidate form
    outer: tuple[str, ...] = ()  # enclosing functions' names the statement may not read
    ahead: bool = False  # a jump (continue, return, raise) may go before the statement
    kept: frozenset[tuple[str, str]] = frozenset()  # (n, m) where the function sets `n = m`


@dataclass
class Coll:
    """A recorded collection: its length and, when small and plain, its items (and
    their order, for a list, tuple or deque)."""

    size: int
    items: frozenset[Any] | None
    seq: tuple[Any, ...] | None = None

    def __len__(self) -> int:
        return self.size


@dataclass
class States:
    """One target's recorded evaluations: (test id, value of the test or None, names)."""

    passing: list[tuple[str, bool | None, dict[str, Any]]] = field(default_factory=list)
    failing: list[tuple[str, bool | None, dict[str, Any]]] = field(default_factory=list)


@dataclass(frozen=True)
class Atom:
    text: str
    test: Callable[[dict[str, Any]], bool]
    names: tuple[str, ...]
    weight: float  # simpler and nearer the statement's own names: higher


def pick_targets(project: Project, suspects: list[Suspect], limit: int = TARGETS
                 ) -> list[Target]:
    """The best-ranked suspect statements inside functions that a condition or guard
    could fix: their tests, or the simple statements themselves."""
    out: list[Target] = []
    seen: set[tuple[str, int]] = set()
    parent_maps: dict[str, dict[ast.AST, ast.AST]] = {}
    for suspect in suspects:
        if len(out) >= limit:
            break
        info = project.get(suspect.path)
        if info is None or (suspect.path, suspect.line) in seen:
            continue
        seen.add((suspect.path, suspect.line))
        stmt = statement_lines(info.tree).get(suspect.line)
        func = info.function_at(suspect.line)
        if stmt is None or func is None or stmt is func:
            continue
        if suspect.path not in parent_maps:
            parent_maps[suspect.path] = parents(info.tree)
        ctx = EditContext(suspect.path, info, stmt, func, parent_maps[suspect.path], [],
                          project)
        target = _target(ctx, len(out), suspect)
        if target is not None:
            out.append(target)
    return out


def _target(ctx: EditContext, ident: int, suspect: Suspect) -> Target | None:
    src, stmt = ctx.src, ctx.stmt
    node: ast.AST
    if isinstance(stmt, (ast.If, ast.While)):
        kind, node = "cond", stmt.test
    elif isinstance(stmt, (*_SIMPLE, ast.Return)) and stmt.lineno == stmt.end_lineno and (
            starts_line(ctx, stmt)) and not _is_docstring(stmt):
        kind, node = "guard", stmt
    elif isinstance(stmt, (*_SIMPLE, ast.Return, ast.For)) and starts_line(ctx, stmt) and (
            not _is_docstring(stmt)):
        # recorded for the values it computes (valsynth.py): a loop's header, or a
        # statement over several lines
        at = src.offset(stmt.lineno, stmt.col_offset)
        read = read_names(stmt.iter if isinstance(stmt, ast.For) else stmt)
        return Target(ctx.path, stmt.lineno, "value", ident, at, at, read,
                      _constants(ctx.func), suspect.signal, suspect.tier, at=at,
                      outer=_outer(ctx))
    else:
        return None
    start, end = src.span(node)
    at = src.offset(stmt.lineno, stmt.col_offset)
    loop = in_loop(ctx)
    # a jump may go before the statement unless it is a jump itself (an early return may
    # go before a return) or an `elif` (no line between)
    ahead = not isinstance(stmt, (ast.Continue, ast.Break, ast.Raise)) and (
        not src.text.startswith("elif", at))
    # `if atom: return x` outside a loop would fall through: such a return is not wrapped
    wrap = kind == "guard" and (loop or not isinstance(stmt, ast.Return))
    return Target(ctx.path, stmt.lineno, kind, ident, start, end, read_names(node),
                  _constants(ctx.func), suspect.signal, suspect.tier, loop and ahead,
                  _exits(ctx) if ahead else (), at, wrap, _outer(ctx), ahead,
                  _kept(ctx.func))


def _kept(func: ast.AST | None) -> frozenset[tuple[str, str]]:
    """(n, m) for each `n = m` of the function: `last = key` keeps the previous key."""
    out: set[tuple[str, str]] = set()
    for node in ast.walk(func) if func is not None else []:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name) and isinstance(node.value, ast.Name)):
            out.add((node.targets[0].id, node.value.id))
    return frozenset(out)


def _outer(ctx: EditContext) -> tuple[str, ...]:
    """The enclosing functions' names (ops_base.closure_names) that the statement's own
    function does not read (those are in its locals() already): recorded although it may
    not read them (a wrong variable's right one: `cols` in a `trace` that reads `rows`
    twice), nearest first."""
    if ctx.func is None:
        return ()
    read = {n.id for n in ast.walk(ctx.func) if isinstance(n, ast.Name)}
    return tuple([n for n in closure_names(ctx) if n not in read][:OUTER])


def _exits(ctx: EditContext) -> tuple[str, ...]:
    """Values an early `return` may give (at most two): what the early-exit template
    returns (the constants the function returns elsewhere, its return annotation's
    neutral value), or nothing (a bare `return`) when it never returns a value."""
    if ctx.func is None:
        return ()
    if not returns_value(ctx.func):
        return ("",)
    return tuple(exit_values(ctx)[:2])


def _is_docstring(stmt: ast.stmt) -> bool:
    return isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)


def read_names(node: ast.AST) -> frozenset[str]:
    """The names and fields the statement reads (not those it only assigns: the
    condition of `n += 1` is seldom about n)."""
    names: set[str] = set()
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Load):
            names.add(sub.id)
        elif isinstance(sub, ast.Attribute) and isinstance(sub.value, ast.Name) and (
                isinstance(sub.ctx, ast.Load)):
            names.add(f"{sub.value.id}.{sub.attr}")
    return frozenset(names)


def _constants(func: ast.AST | None) -> tuple[int, ...]:
    found = [0, 1]
    for node in ast.walk(func) if func is not None else []:
        if (isinstance(node, ast.Constant) and type(node.value) is int
                and abs(node.value) <= 1000 and node.value not in found):
            found.append(node.value)
    return tuple(found[:CONSTANTS])


def instrument(info: FileInfo, targets: list[Target], out: Path) -> str:
    """The file's text with every target recording its states into `out`."""
    src = info.source
    spans: list[tuple[int, int, str]] = []
    for t in targets:
        cells = "".join(f"({name!r}, lambda: {name}), " for name in t.outer)
        extra = f", ({cells})" if cells else ""
        if t.kind == "cond":
            test = src.text[t.start:t.end]
            spans.append((t.start, t.end, f"{REC}({t.ident}, locals(), ({test}){extra})"))
        else:
            indent = src.indent(t.line)
            spans.append((t.start, t.start,
                          f"{REC}({t.ident}, locals(), None{extra}){src.newline()}{indent}"))
    helper = _HELPER.format(rec=REC, path=str(out), limit=RECORDS, fields=FIELDS)
    at = src.line_start(imports_end(info.tree) + 1)
    spans.append((at, at, helper.replace("\n", src.newline())))
    return src.apply(spans)


def read_states(path: Path, targets: list[Target], failing: set[str], passing: set[str]
                ) -> dict[int, States]:
    """The recorded rows by target, split by the verdict of the test that made them."""
    out = {t.ident: States() for t in targets}
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return out
    for line in lines:
        try:
            row = json.loads(line)
        except ValueError:
            continue  # a line cut short by a timeout
        states = out.get(row.get("i"))
        test = row.get("t", "")
        if states is None:
            continue
        entry = (test, row.get("v"), {k: _decode(v) for k, v in row["ns"].items()})
        if test in failing:
            states.failing.append(entry)
        elif test in passing:
            states.passing.append(entry)
    return out


class Opaque:
    """A recorded object that is not None; only `is None` may be asked of it."""


OPAQUE = Opaque()


def _decode(snap: list[Any]) -> Any:
    if snap[0] == "o":
        return OPAQUE
    if snap[0] == "c":
        items = snap[2]  # plain values only (the recorder's `_plain`): hashable
        if items is None:
            return Coll(snap[1], None)
        return Coll(snap[1], frozenset(items), tuple(items) if snap[3:4] == [True] else None)
    return snap[1]


def value_kind(values: list[Any]) -> str | None:
    """The one type every recorded value of a name has: num, bool, opt, str, coll."""
    if all(type(v) in (int, float) for v in values):
        return "num"
    if all(type(v) is bool for v in values):
        return "bool"
    if all(type(v) is str for v in values):
        return "str"
    if all(isinstance(v, Coll) for v in values):
        return "coll"
    if any(v is None for v in values) and any(v is not None for v in values):
        return "opt"
    return None


def atoms(rows: list[dict[str, Any]], own: frozenset[str], constants: tuple[int, ...],
          failing: list[dict[str, Any]] | None = None,
          kept: frozenset[tuple[str, str]] = frozenset()) -> list[Atom]:
    """Boolean atoms over the names every row holds, each with a weight. ``failing``
    (the rows of the failing tests, a part of ``rows``) lets a text's atoms learn the
    leading marks that only the failing tests' texts have (a comment's `#`); ``kept``,
    the (n, m) of the function's `n = m`, the previous values it keeps."""
    names = sorted(set.intersection(*(set(r) for r in rows))) if rows else []
    kinds = {n: value_kind([r[n] for r in rows]) for n in names}
    failed = {id(r) for r in failing or []}
    others = [r for r in rows if id(r) not in failed]  # the rows of the passing tests
    nums = [n for n in names if kinds[n] == "num"]
    out: list[Atom] = []

    def add(text: str, fn: Callable[[dict[str, Any]], bool], used: tuple[str, ...],
            weight: float) -> None:
        near = sum(1 for u in used if u in own)
        out.append(Atom(text, fn, used, weight * (1.0 + 0.3 * near)))

    for n in nums:
        for k, op in itertools.product(constants, _COMPARE):
            add(f"{n} {op} {k}", _cmp_const(n, op, k), (n,), 0.6 if k in (0, 1) else 0.5)
    for a, b in itertools.combinations(nums, 2):
        for op in _COMPARE:
            add(f"{a} {op} {b}", _cmp_names(a, op, b), (a, b), 0.5)
    for a, b in itertools.permutations(nums, 2):
        add(f"0 <= {a} < {b}", _within(a, b), (a, b), 0.45)
    for n in names:
        kind = kinds[n]
        if kind == "bool":
            add(n, _truth(n, True), (n,), 0.7)
            add(f"not {n}", _truth(n, False), (n,), 0.7)
        elif kind == "opt":
            add(f"{n} is None", _none(n, True), (n,), 0.7)
            add(f"{n} is not None", _none(n, False), (n,), 0.7)
            # `last is not None and key <= last`: the previous value it keeps (`last =
            # key`), once it holds one, against the current one
            held = value_kind([r[n] for r in rows if r[n] is not None])
            for m in names:
                if held in ("num", "str") and (n, m) in kept and kinds[m] == held:
                    for op in _COMPARE:
                        add(f"{n} is not None and {m} {op} {n}", _held_cmp(m, op, n),
                            (m, n), 0.45)
        elif kind == "str":
            add(n, _truth(n, True), (n,), 0.6)
            add(f"not {n}", _truth(n, False), (n,), 0.6)
            # blank texts go with the marked ones (comment and blank lines) unless a
            # passing test's blank text takes the other way
            blank = not any(r[n] == "" for r in others)
            for marks, weight in zip(_leading_marks(n, others, failing or []), (0.55, 0.5),
                                     strict=False):
                text = f'"{marks}"'
                if blank:
                    add(f"not {n} or {n}[0] in {text}", _leads(n, marks, True), (n,), weight)
                elif len(marks) == 1:
                    add(f"{n}.startswith({text})", _leads(n, marks, False), (n,), weight)
                else:
                    add(f"{n}[:1] in {text}", _leads(n, marks, False), (n,), weight)
        elif kind == "coll":
            add(n, _len_const(n, ">", 0), (n,), 0.65)
            add(f"not {n}", _len_const(n, "==", 0), (n,), 0.65)
            for k, op in itertools.product((1, 2), ("<", ">", "<=", ">=", "==")):
                add(f"len({n}) {op} {k}", _len_const(n, op, k), (n,), 0.5)
            for m in nums:
                for op in ("<", "<=", ">", ">=", "==", "!="):
                    add(f"len({n}) {op} {m}", _len_name(n, op, m), (n, m), 0.4)
            if all(r[n].items is not None for r in rows):
                for m in names:
                    if m != n and kinds[m] in ("num", "str"):
                        add(f"{m} in {n}", _member(m, n, True), (m, n), 0.55)
                        add(f"{m} not in {n}", _member(m, n, False), (m, n), 0.55)
    return out


def _leading_marks(n: str, others: list[dict[str, Any]], failing: list[dict[str, Any]]
                   ) -> list[str]:
    """The punctuation that starts the text `n` in a failing test's row and in none of
    `others` (the passing tests' rows): `;` of a comment line among `key = value` lines.
    First, where those are comment marks, every comment mark no other row starts with (a
    failing test stops at its first bad line: the `#` comment further down was never
    reached)."""
    own = {r[n][0] for r in failing if r[n] and not r[n][0].isalnum()
           and not r[n][0].isspace() and r[n][0] not in "\"\\'"}
    taken = {r[n][0] for r in others if r[n]}
    learned = "".join(sorted(own - taken))
    if not learned:
        return []
    wider = "".join(sorted(set(COMMENT_MARKS) - taken))
    if set(learned) <= set(COMMENT_MARKS) and wider != learned:
        return [wider, learned]
    return [learned]


def _leads(n: str, marks: str, blank: bool) -> Callable[[dict[str, Any]], bool]:
    return lambda r: (blank and not r[n]) or r[n][:1] in tuple(marks)


def _compare(x: Any, op: str, y: Any) -> bool:
    return bool(_COMPARE[op](x, y))


def _truth(n: str, positive: bool) -> Callable[[dict[str, Any]], bool]:
    return lambda r: bool(r[n]) == positive


def _none(n: str, positive: bool) -> Callable[[dict[str, Any]], bool]:
    return lambda r: (r[n] is None) == positive


def _cmp_const(n: str, op: str, k: int) -> Callable[[dict[str, Any]], bool]:
    return lambda r: _compare(r[n], op, k)


def _held_cmp(a: str, op: str, b: str) -> Callable[[dict[str, Any]], bool]:
    return lambda r: r[b] is not None and _compare(r[a], op, r[b])


def _cmp_names(a: str, op: str, b: str) -> Callable[[dict[str, Any]], bool]:
    return lambda r: _compare(r[a], op, r[b])


def _within(a: str, b: str) -> Callable[[dict[str, Any]], bool]:
    return lambda r: bool(0 <= r[a] < r[b])


def _len_const(n: str, op: str, k: int) -> Callable[[dict[str, Any]], bool]:
    return lambda r: _compare(len(r[n]), op, k)


def _len_name(n: str, op: str, m: str) -> Callable[[dict[str, Any]], bool]:
    return lambda r: _compare(len(r[n]), op, r[m])


def _member(m: str, n: str, inside: bool) -> Callable[[dict[str, Any]], bool]:
    return lambda r: (r[m] in r[n].items) == inside


def synthesize(target: Target, states: States, limit: int = PER_TARGET,
               raises: tuple[str, ...] = ()) -> list[tuple[str, Atom]]:
    """(form, atom) pairs whose edit changes a decision in each failing test and keeps
    the passing tests' decisions, or most of them (a passing test may take a branch the
    fix changes without noticing: a weak test). Forms: "and", "or" (cond targets);
    "guard" (`if atom:` around the statement); "continue" and "break" (`if atom:
    continue` before a statement in a loop); "return V" (`if atom: return V` before a
    statement, V a constant the function returns elsewhere); "raise E" (`if atom: raise
    E(...)` before a statement, E an exception a failing test expected and did not see,
    `raises`). Those that change the fewest passing tests come first, then those that
    change the fewest decisions in all (the least edit of behaviour that reaches every
    failing test), then by weight."""
    fail_tests = {t for t, _, _ in states.failing}
    if not fail_tests:
        return []
    pass_tests = {t for t, _, _ in states.passing}
    slack = int(PASS_SLACK * len(pass_tests))
    rows = [ns for _, _, ns in states.passing + states.failing]
    forms: tuple[str, ...] = ("and", "or") if target.kind == "cond" else (
        ("guard",) if target.wrap else ())
    if target.ahead:  # what the failure says is missing, before the other jumps
        forms += tuple(f"raise {exc}" for exc in raises)
    if target.in_loop:
        forms += ("continue", "break")
    forms += tuple(f"return {value}".rstrip() for value in target.exits)
    found: list[tuple[int, int, float, bool, int, int, str, Atom]] = []
    for atom in atoms(rows, target.names, target.constants,
                      [ns for _, _, ns in states.failing], target.kept):
        for form in forms:
            broken = _fits(form, atom, states, fail_tests)
            if broken is not None and broken[0] <= slack:
                # at one weight an edit of the statement itself before a jump inserted
                # ahead of it, then shorter atoms
                found.append((*broken, -atom.weight, form not in _EDITS,
                              len(atom.text), len(found), form, atom))
    found.sort(key=lambda f: f[:6])
    return [(f[6], f[7]) for f in found[:limit]]


def _fits(form: str, atom: Atom, states: States, fail_tests: set[str]
          ) -> tuple[int, int] | None:
    """(passing tests, evaluations) whose decision the edit changes; None unless it
    changes one in every failing test."""
    try:
        changed = [test for test, value, ns in states.failing
                   if _changes(form, value, atom.test(ns))]
        if set(changed) != fail_tests:
            return None
        broken = [test for test, value, ns in states.passing
                  if _changes(form, value, atom.test(ns))]
        return len(set(broken)), len(broken) + len(changed)
    except (TypeError, ValueError, ArithmeticError):
        return None


def _changes(form: str, value: bool | None, held: bool) -> bool:
    """Whether the edit of this form changes what this evaluation does."""
    if form == "and":
        return bool(value) and not held
    if form == "or":
        return value is False and held
    if form == "guard":
        return not held
    return held  # continue, break, return: the jump is taken


def edit(info: FileInfo, target: Target, form: str, atom: Atom) -> Candidate | None:
    """The candidate that writes the synthesized condition at the target."""
    src = info.source
    old = src.text[target.start:target.end]
    if form == "guard":
        indent = src.indent(target.line)
        new = f"if {atom.text}:{src.newline()}{indent}{src.indent_unit()}{old}"
        operator, what = "synth-guard", f"`{old.strip()}` only when `{atom.text}`"
    elif form not in _EDITS:  # continue, break, return [value]: a jump before the statement
        indent, nl = src.indent(target.line), src.newline()
        stmt = form
        if form.startswith("raise "):  # the message names the value the atom tests
            subject = atom.names[0]
            stmt = f'{form}(f"invalid {subject}: {{{subject}!r}}")'
        jump = f"if {atom.text}:{nl}{indent}{src.indent_unit()}{stmt}{nl}{indent}"
        text = src.apply([(target.at, target.at, jump)])
        return make_candidate(target, text, "synth-guard",
                              f"`if {atom.text}: {stmt}` before line {target.line}",
                              len(jump), f"{form}:{atom.text}")
    else:
        test = ast.parse(old.strip(), mode="eval").body if old.strip() else None
        loose = isinstance(test, (ast.IfExp, ast.Lambda, ast.NamedExpr)) or (
            form == "and" and isinstance(test, ast.BoolOp) and isinstance(test.op, ast.Or))
        cond = f"({old})" if loose else old
        if form == "or":
            new = f"{cond} or {atom.text}"
        elif test is not None and set(atom.names) & _accessed(test):
            new = f"{atom.text} and {cond}"  # a guard of what C reads: `i > 0 and xs[i]`
        else:
            new = f"{cond} and {atom.text}"
        operator, what = "synth-condition", f"`{old}` -> `{new}`"
    text = src.apply([(target.start, target.end, new)])
    return make_candidate(target, text, operator, what, len(new) - len(old),
                          f"{form}:{atom.text}")


def make_candidate(target: Target, text: str, operator: str, what: str, size: int,
                   detail: str) -> Candidate | None:
    try:  # compiled, not only parsed: a `continue` in a loop's `else` is no loop's
        compile(text, target.path, "exec", dont_inherit=True)
    except (SyntaxError, ValueError):
        return None
    return Candidate(
        path=target.path, new_source=text, operator=operator, line=target.line,
        description=f"line {target.line}: {what}", prior=PRIOR, edit_size=size,
        key=f"{target.path}:{target.line}:{operator}:{detail}", signal=target.signal,
        tier=target.tier)


def _accessed(expr: ast.expr) -> set[str]:
    """Names an expression indexes with or reads through (`i` and `xs` in `xs[i]`, `node`
    in `node.left`): a conjunct over them guards the access, so it goes first."""
    out: set[str] = set()
    for sub in ast.walk(expr):
        if isinstance(sub, ast.Subscript):
            out |= {n.id for n in ast.walk(sub.slice) if isinstance(n, ast.Name)}
            if isinstance(sub.value, ast.Name):
                out.add(sub.value.id)
        elif isinstance(sub, ast.Attribute) and isinstance(sub.value, ast.Name):
            out.add(sub.value.id)
    return out


Runner = Callable[[list[str], float], Any]  # WarmWorker.run: (ids, timeout) -> result
Write = Callable[[str, str], None]


def record(run: Runner, write: Write, restore: Callable[[], None], root: Path,
           project: Project, targets: list[Target], failing: list[str],
           neighbours: list[str], timeout: float, stop: float) -> dict[int, States]:
    """Run the tests on the instrumented files; the states each target recorded."""
    out = root / f".selfheal-states-{os.getpid()}.jsonl"
    out.unlink(missing_ok=True)
    passing: set[str] = set()
    try:
        for path in dict.fromkeys(t.path for t in targets):
            info = project.get(path)
            if info is not None:
                write(path, instrument(info, [t for t in targets if t.path == path], out))
        for nodeid in failing:
            if time.monotonic() >= stop:
                break
            run([nodeid], min(timeout, max(0.5, stop - time.monotonic())))
        todo = list(neighbours[:NEIGHBOURS])
        while todo and time.monotonic() < stop:
            res = run(todo, min(timeout * 2, max(0.5, stop - time.monotonic())))
            if res.status == "passed":
                passing.update(todo)
                break
            bad = res.failed_nodeid if res.status == "failed" else None
            if bad not in todo:
                break  # a timeout or an error: what passed is not known
            passing.update(todo[:todo.index(bad)])
            todo = todo[todo.index(bad) + 1:]
        return read_states(out, targets, set(failing), passing)
    finally:
        restore()
        out.unlink(missing_ok=True)


def candidates(root: Path, suspects: list[Suspect], run: Runner, write: Write,
               restore: Callable[[], None], failing: list[str], neighbours: list[str],
               timeout: float, stop: float, hung: bool = False,
               raises: tuple[str, ...] = ()) -> Learned:
    """Synthesized condition and guard candidates for the best-ranked suspects, and
    value candidates (valsynth.py) for more of them: a value edit is cheaper to judge
    on the states (one that changes no passing test's value is rare) and a wrong
    variable's statement often ranks low. See Learned for the order. When the failing
    tests `hung`, a candidate may cost a whole timeout: only the values that change no
    passing test's come early. `raises`: the exceptions failing tests expected and did
    not see (a learned `if ...: raise E(...)`)."""
    from pytest_selfheal.engines.builtin import valsynth
    from pytest_selfheal.engines.builtin.operators import allowed

    project = Project(root)
    targets = pick_targets(project, allowed(root, suspects), VALUE_TARGETS)
    if not targets:
        return Learned([], [], [])
    states = record(run, write, restore, root, project, targets, failing, neighbours,
                    timeout, stop)
    now: list[Candidate] = []
    later: list[tuple[int, int, int, Candidate]] = []
    last: list[Candidate] = []
    for target in targets:
        info = project.get(target.path)
        if info is None:
            continue
        # at each statement, the values that keep every passing test's first (a value
        # edit also fixes what a learned guard only hides), then the conditions
        for rank, found in enumerate(valsynth.synthesize(info, target, states[target.ident])):
            cand = valsynth.edit(info, target, found)
            if cand is None:
                continue
            if not found.evidence:
                last.append(cand)
            elif found.passing == 0:
                now.append(cand)
            else:
                later.append((found.passing, target.ident, rank, cand))
        for form, atom in synthesize(target, states[target.ident], raises=raises) if (
                target.ident < TARGETS) else []:
            cand = edit(info, target, form, atom)
            if cand is not None:
                now.append(cand)
    return lots(now, later, last, hung)


def lots(now: list[Candidate], later: list[tuple[int, int, int, Candidate]],
         last: list[Candidate], hung: bool) -> Learned:
    """The three lots: `now` (values that change no passing test's, then conditions),
    `later` as (passing tests changed, statement, rank, candidate), `last`. The best
    FEW_PER_TARGET values of a statement with nothing in `now` that change at most
    FEW_PASSING passing tests' values join `now` unless the tests `hung`."""
    later = sorted(later, key=lambda v: v[:3])
    soon: list[Candidate] = []  # the best values of statements with none in `now`
    taken: dict[int, int] = {}
    for passing, ident, _, cand in later:
        if hung or passing > FEW_PASSING:
            continue
        if taken.get(ident, 0) < FEW_PER_TARGET and not any(
                c.line == cand.line and c.path == cand.path for c in now):
            taken[ident] = taken.get(ident, 0) + 1
            soon.append(cand)
    return Learned(now[:NOW] + soon, now[NOW:] + [c for _, _, _, c in later
                                                  if c not in soon], last)


@dataclass
class Learned:
    """Synthesized candidates in three lots, by the strength of their evidence."""

    now: list[Candidate]  # validated at once: at each statement, the values that keep
    # every passing test's, then the conditions (at most NOW)
    later: list[Candidate]  # after the templates' rest: the overflow, then the values
    # that change some passing test's (fewest first)
    last: list[Candidate]  # after everything else: values at a statement no passing
    # test ran, which nothing but the failing tests constrains
