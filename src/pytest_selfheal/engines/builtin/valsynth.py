"""Value synthesis from recorded program states (test-equivalence of expressions).

Condition synthesis (condsynth.py) learns a missing condition from the states the suspect
statements recorded. This stage reads the same states for the values the statements
compute. At each expression of a recorded statement it tries the edits that a wrong,
prepended or missing term needs:

- a name or field replaced by another of the same kind in scope (`lo` for `hi`,
  `self.size` for `n`);
- an operand dropped from a sum, difference or product (`start + i` to `i`);
- a name in scope, a module constant or a size added to or subtracted from a number
  (`k` to `k - lower`, `idx` to `idx + len(sep)`).

Each edit is evaluated on every recorded state, as far up the statement as the state
allows (the argument, the sum, the returned value, the condition's verdict). An edit that
computes the same as the original everywhere in some failing test cannot fix that test
and is dropped. One that computes something else in a passing test may break it, or may
not (the value feeds a max(), a branch the test does not check): it ranks lower. The
order: fewest passing tests changed, then the weight (a variable assigned and never read,
a sibling name), then fewest evaluations changed, then the shortest edit. Validation,
not this order, decides.

References: the test-equivalence pruning of Prophet and SPR (F. Long, M. Rinard, 2015-16)
and the value-replacement localization of D. Jeffrey et al., "Fault localization using
value replacement", ISSTA 2008.
"""

from __future__ import annotations

import ast
import itertools
from collections.abc import Iterator
from dataclasses import dataclass
from types import CodeType, SimpleNamespace
from typing import Any

from pytest_selfheal.engines.builtin.condsynth import (
    Coll,
    Opaque,
    States,
    Target,
    make_candidate,
    read_names,
    value_kind,
)
from pytest_selfheal.engines.builtin.model import Candidate
from pytest_selfheal.engines.builtin.ops_base import dead_locals
from pytest_selfheal.engines.builtin.project import FileInfo
from pytest_selfheal.engines.builtin.srctext import (
    Source,
    own_nodes,
    parents,
    statement_lines,
)

PER_TARGET = 6  # candidates kept per statement
ROWS = 400  # distinct recorded states evaluated per statement
# builtins an evaluation may call: pure over the recorded values (at most 40 items each),
# nothing that can grow without bound (`range`) or reach outside
_SAFE = {f.__name__: f for f in (len, abs, min, max, sum, sorted, tuple, list, int, float,
                                 str, bool, round, any, all)}
_ARITH = (ast.Add, ast.Sub, ast.Mult, ast.FloorDiv, ast.Div, ast.Mod)
_PLAIN = (int, float, bool, str, type(None))


class _NotHere(Exception):
    """The expression cannot be evaluated on the recorded states."""


@dataclass(frozen=True)
class Edit:
    site: ast.expr  # the expression replaced
    text: str  # its replacement
    weight: float  # simpler and nearer the author's text: higher
    what: str  # for the description: "`start + i` -> `i`"


@dataclass(frozen=True)
class Found:
    edit: Edit
    passing: int  # passing tests whose computed values change
    changed: int  # evaluations whose values change, in all
    evidence: bool = True  # some passing test ran the statement: its values constrain


def synthesize(info: FileInfo, target: Target, states: States, limit: int = PER_TARGET
               ) -> list[Found]:
    """The edits at the target's expressions that change a computed value in each failing
    test, best first: those that change the fewest passing tests' values."""
    stmt = statement_lines(info.tree).get(target.line)
    failing = _distinct(states.failing)
    fail_tests = {t for t, _, _ in failing}
    if stmt is None or not fail_tests:
        return []
    entries = failing + _distinct(states.passing)
    tests = [t for t, _, _ in entries]
    spaces = [_namespace(ns) for _, _, ns in entries]
    verdicts = [v for _, v, _ in entries] if isinstance(stmt, (ast.If, ast.While)) else None
    parent = parents(stmt)
    src = info.source
    constants = module_constants(info.tree)
    for space in spaces:
        for name, value in constants.items():
            space.setdefault(name, value)
    effects: dict[int, tuple[ast.expr, list[Any]] | None] = {}
    found: list[Found] = []
    func = info.function_at(target.line)
    rows = [{**constants, **ns} for _, _, ns in entries]
    fixed = {n for n in constants if not any(n in ns for _, _, ns in entries)}
    for change in _edits(stmt, src.text_of, _kinds(rows),
                         set(dead_locals(func)), fixed):
        if id(change.site) not in effects:
            effects[id(change.site)] = _effect(change.site, parent, src, spaces, stmt,
                                               verdicts)
        effect = effects[id(change.site)]
        if effect is None:
            continue
        root, before = effect
        code = _compiled(_replace(src, root, change))
        if code is None:
            continue
        try:
            after = [_plain(_eval(code, ns)) for ns in spaces]
        except _NotHere:
            continue
        moved = [i for i, (x, y) in enumerate(zip(before, after, strict=True))
                 if not _same(x, y)]
        if {tests[i] for i in moved if i < len(failing)} != fail_tests:
            continue
        # a passing test whose values change may still pass (the value feeds a max(),
        # a branch it does not check): the count ranks, it does not filter
        broken = {tests[i] for i in moved if i >= len(failing)}
        found.append(Found(change, len(broken), len(moved), len(entries) > len(failing)))
    found.sort(key=lambda f: (f.passing, -f.edit.weight, f.changed, len(f.edit.text)))
    return found[:limit]


def module_constants(tree: ast.Module) -> dict[str, Any]:
    """The module's named constants (`LIMIT = 40` at top level, assigned once): a missing
    or wrong term may be one of them."""
    found: dict[str, Any] = {}
    twice: set[str] = set()
    for stmt in tree.body:
        if isinstance(stmt, (ast.Assign, ast.AnnAssign)) and isinstance(stmt.value,
                                                                        ast.Constant):
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            for t in targets:
                if isinstance(t, ast.Name) and t.id in found:
                    twice.add(t.id)
                elif isinstance(t, ast.Name):
                    found[t.id] = stmt.value.value
    return {k: v for k, v in found.items() if k not in twice and type(v) in (int, float)}


def edit(info: FileInfo, target: Target, found: Found) -> Candidate | None:
    """The candidate that writes a synthesized value at the target."""
    src = info.source
    site = found.edit.site
    start, end = src.span(site)
    up = parents(info.tree).get(site)
    inner = isinstance(up, (ast.BinOp, ast.UnaryOp, ast.Compare, ast.Attribute)) or (
        isinstance(up, ast.Subscript) and up.value is site)
    new = _grouped(found.edit) if inner else found.edit.text
    if new == found.edit.text and _atomic(new) and not isinstance(up, ast.Call) and (
            src.text[start - 1:start] == "(" and src.text[end:end + 1] == ")"):
        start, end = start - 1, end + 1  # `x / (a + b)` to `x / b`: no parentheses left over
    text = src.apply([(start, end, new)])
    what = found.edit.what
    stmt = statement_lines(info.tree).get(target.line)
    if stmt is not None and src.text_of(stmt).count(src.text_of(site)) > 1 and (
            isinstance(up, ast.expr)):  # which of the same terms: the one inside this
        at, to = src.span(up)
        what = f"`{src.text[at:to]}` -> `{src.text[at:start] + new + src.text[end:to]}`"
    return make_candidate(target, text, "synth-value", what,
                          len(found.edit.text) - (end - start),
                          f"value:{start}:{found.edit.text}")


def _distinct(entries: list[tuple[str, bool | None, dict[str, Any]]]
              ) -> list[tuple[str, bool | None, dict[str, Any]]]:
    """One entry per distinct (test, state), at most ROWS: loops record the same state
    again and again."""
    out: list[tuple[str, bool | None, dict[str, Any]]] = []
    seen: set[tuple[str, bool | None, str]] = set()
    for test, value, ns in entries:
        key = (test, value, repr(sorted(ns.items(), key=lambda kv: kv[0])))
        if key not in seen and len(out) < ROWS:
            seen.add(key)
            out.append((test, value, ns))
    return out


def _namespace(row: dict[str, Any]) -> dict[str, Any]:
    """The names an expression may read: plain values, sequences as lists, and objects
    with their recorded fields."""
    ns: dict[str, Any] = {}
    fields: dict[str, dict[str, Any]] = {}
    for name, value in row.items():
        obj, dot, attr = name.partition(".")
        if dot:
            fields.setdefault(obj, {})[attr] = _value(value)
        else:
            ns[name] = _value(value)
    for obj, attrs in fields.items():
        if isinstance(ns.get(obj), Opaque):
            ns[obj] = SimpleNamespace(**attrs)
    return ns


def _value(value: Any) -> Any:
    if isinstance(value, Coll) and value.seq is not None:
        return list(value.seq)
    return value


def _kinds(rows: list[dict[str, Any]]) -> dict[str, str]:
    """The kind every recorded row gives a name: num, str, bool, seq (a sequence in
    order) or coll (a collection, its length known)."""
    if not rows:
        return {}
    out: dict[str, str] = {}
    for name in set.intersection(*(set(r) for r in rows)):
        values = [r[name] for r in rows]
        kind = value_kind(values)
        if kind == "coll" and all(v.seq is not None for v in values):
            kind = "seq"
        if kind in ("num", "str", "bool", "seq", "coll"):
            out[name] = kind
    return out


def _edits(stmt: ast.stmt, text_of: Any, kinds: dict[str, str], unread: set[str],
           fixed: set[str]) -> Iterator[Edit]:
    """The candidate edits at the statement's own expressions. A name the function
    assigns and never reads weighs more, and so does a sibling name. A module's
    constant may replace a name or be added, but is not replaced itself: its name says
    what it is for (`hi - lo <= _CUTOFF` is seldom meant as `hi - lo <= hi`)."""
    callees = {id(n.func) for n in own_nodes(stmt) if isinstance(n, ast.Call)}
    parent = {child: node for node in ast.walk(stmt) for child in ast.iter_child_nodes(node)}
    sizes = [f"len({n})" for n, k in sorted(kinds.items()) if k in ("str", "seq", "coll")]
    nums = sorted(n for n, k in kinds.items() if k == "num") + sizes
    for node in own_nodes(stmt):
        if not isinstance(node, ast.expr) or id(node) in callees:
            continue
        name = _name_of(node)
        if name is not None and name in kinds and name not in fixed:  # a wrong variable
            alike = [n for n in sorted(kinds) if kinds[n] == kinds[name]]
            for other in alike + (sizes if kinds[name] == "num" else []):
                if other != name:
                    weight = 0.6 + (0.2 if other in unread else 0.0) + (
                        0.1 if _words(other) & _words(name) else 0.0) - (
                        0.05 if "(" in other else 0.0)
                    yield Edit(node, other, weight, f"`{name}` -> `{other}`")
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult)):
            old = text_of(node)
            keep = [node.left] if isinstance(node.op, ast.Sub) else [node.left, node.right]
            for operand in keep:  # a prepended term dropped
                text = text_of(operand)
                yield Edit(node, text, 0.6, f"`{old}` -> `{text}`")
        stored = isinstance(getattr(node, "ctx", None), (ast.Store, ast.Del))
        if name is not None and name not in fixed and kinds.get(name) == "num" or (
                isinstance(node, (ast.BinOp, ast.Subscript)) and not stored):
            old = text_of(node)
            for other, op in itertools.product(nums, ("+", "-")):  # a missing term
                if other != name and other not in read_names(node) and (
                        other not in sizes or other[4:-1] not in read_names(node)):
                    grouped = f"({old})" if op == "-" and _looser(node) else old
                    text = f"{grouped} {op} {other}"
                    weight = 0.45 + (0.2 if other in unread else 0.0)
                    yield Edit(node, text, weight, f"`{old}` -> `{text}`")
            up = parent.get(node)
            if name is not None and name not in fixed and kinds.get(name) == "num" and (
                    isinstance(up, ast.BinOp) and isinstance(up.op, (ast.Add, ast.Sub))):
                for other in nums:  # a missing factor: `r + c` for `r * cols + c`
                    if other != name and other not in sizes:
                        text = f"{old} * {other}"
                        yield Edit(node, text, 0.4 + (0.2 if other in unread else 0.0),
                                   f"`{old}` -> `{text}`")


def _looser(node: ast.expr) -> bool:
    """Whether `node - x` needs `node` in parentheses: a shift, a bitwise operation, a
    comparison..., not a sum or product (`2 * b - a` needs none)."""
    return not (isinstance(node, (ast.Name, ast.Attribute, ast.Subscript, ast.Call,
                                  ast.Constant)) or isinstance(node, ast.BinOp) and isinstance(
        node.op, (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow)))


def _words(name: str) -> set[str]:
    """The words of a name: a wrong variable is often its sibling (`left_max` for
    `right_max`, `node.left` for `node.right`, `prev_end` for `cur_end`)."""
    return {w for w in name.replace(".", "_").split("_") if len(w) > 1}


def _name_of(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
        return node.id
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and (
            isinstance(node.ctx, ast.Load)):
        return f"{node.value.id}.{node.attr}"
    return None


def _effect(site: ast.expr, parent: dict[ast.AST, ast.AST], src: Source,
            spaces: list[dict[str, Any]], stmt: ast.stmt, verdicts: list[bool | None] | None
            ) -> tuple[ast.expr, list[Any]] | None:
    """The outermost expression around the site (within the statement) that the states
    evaluate to plain values, with those values: what the edit changes, as far as it can
    be seen. An `if`/`while` test is checked against the verdicts it recorded."""
    best: tuple[ast.expr, list[Any]] | None = None
    node: ast.AST | None = site
    while isinstance(node, ast.expr):
        code = _compiled(src.text_of(node))
        if code is None:
            break  # so does every expression around it
        try:  # `s[i + k]` may raise where `i + k < n and s[i + k] == c` does not
            best = (node, [_plain(_eval(code, ns)) for ns in spaces])
        except _NotHere:
            pass
        node = parent.get(node)
    if best is not None and verdicts is not None and best[0] is getattr(stmt, "test", None):
        if any(v is not None and bool(x) != v for x, v in zip(best[1], verdicts,
                                                               strict=True)):
            return None  # the evaluation does not agree with what ran
    return best


def _replace(src: Source, root: ast.expr, change: Edit) -> str:
    """The root expression's text with the edit made inside it."""
    if change.site is root:
        return change.text
    start, end = src.span(root)
    at, to = src.span(change.site)
    return src.text[start:at] + _grouped(change) + src.text[to:end]


def _atomic(text: str) -> bool:
    try:
        node = ast.parse(text, mode="eval").body
    except SyntaxError:
        return False
    return isinstance(node, (ast.Name, ast.Attribute, ast.Subscript, ast.Call, ast.Constant))


def _grouped(change: Edit) -> str:
    """The replacement, in parentheses when it is an operation inside another."""
    try:
        new = ast.parse(change.text, mode="eval").body
    except SyntaxError:
        return change.text
    return f"({change.text})" if isinstance(new, (ast.BinOp, ast.BoolOp, ast.Compare,
                                                  ast.UnaryOp, ast.IfExp)) else change.text


def _compiled(text: str) -> CodeType | None:
    """The expression compiled for the states, or None when it does more than read them
    (a call other than a pure builtin, a comprehension, a lambda, an assignment)."""
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except SyntaxError:
        return None
    for node in ast.walk(tree):
        if isinstance(node, (ast.Lambda, ast.NamedExpr, ast.Await, ast.Yield, ast.YieldFrom,
                             ast.GeneratorExp, ast.ListComp, ast.SetComp, ast.DictComp,
                             ast.JoinedStr, ast.Starred)):
            return None
        if isinstance(node, ast.Call) and not (isinstance(node.func, ast.Name)
                                               and node.func.id in _SAFE):
            return None
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow) and not (
                isinstance(node.right, ast.Constant) and node.right.value in (2, 3, 0.5)):
            return None
        if isinstance(node, ast.Attribute) and node.attr.startswith("__"):
            return None
    try:
        tree = ast.fix_missing_locations(_Repeats().visit(tree))
        return compile(tree, "<selfheal-state>", "eval", dont_inherit=True)
    except (SyntaxError, ValueError):
        return None


class _Repeats(ast.NodeTransformer):
    """`a * b` evaluated by `_mul`: no string or list repeated past what was recorded."""

    def visit_BinOp(self, node: ast.BinOp) -> ast.expr:
        self.generic_visit(node)
        if isinstance(node.op, ast.Mult):
            return ast.Call(ast.Name("_mul", ast.Load()), [node.left, node.right], [])
        return node


def _mul(a: Any, b: Any) -> Any:
    if isinstance(a, (str, list, tuple)) and isinstance(b, int) and b > 100 or (
            isinstance(b, (str, list, tuple)) and isinstance(a, int) and a > 100):
        raise ValueError("a repetition longer than any recorded value")
    return a * b


_BUILTINS = {**_SAFE, "_mul": _mul}


def _eval(code: CodeType, ns: dict[str, Any]) -> Any:
    try:
        return eval(code, {"__builtins__": _BUILTINS}, ns)  # noqa: S307 - recorded values
    except Exception as exc:  # noqa: BLE001 - a name not recorded, a type the state lacks
        raise _NotHere from exc


def _plain(value: Any) -> Any:
    """A value an edit's effect may be compared by: plain, or a list or tuple of plain."""
    if isinstance(value, _PLAIN):
        return value
    if isinstance(value, (list, tuple)) and len(value) <= 40 and all(
            isinstance(v, _PLAIN) for v in value):
        return tuple(value)
    raise _NotHere


def _same(x: Any, y: Any) -> bool:
    return type(x) is type(y) and x == y or (
        type(x) in (int, float) and type(y) in (int, float) and x == y)
