"""Fault localization: rank the statements most likely to hold the bug behind some failures.

Statements come in tiers (see ``changerank``): those changed against HEAD, then those
changed since the ``--selfheal-since`` ref, then the statements those changes feed,
then all others. Within a tier, kinds of evidence are added up per statement:
traceback frames (deepest first), spectrum-based Ochiai scores from line coverage,
and data flow from the failing assertion (returns, conditions and loop bounds of the
functions it calls, and the statements naming what a NameError/AttributeError/TypeError
complains of).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterator
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import TypeVar

from pytest_selfheal.changes import ChangeSet
from pytest_selfheal.engines.builtin.aliasing import MUTATORS
from pytest_selfheal.engines.builtin.model import Suspect
from pytest_selfheal.engines.builtin.ops_base import dead_locals
from pytest_selfheal.engines.builtin.project import FileInfo, Project, is_test_path
from pytest_selfheal.engines.builtin.spectrum import Spectrum
from pytest_selfheal.engines.builtin.srctext import (
    assigned_targets,
    dropped_recursions,
    own_nodes,
    parents,
    statements_of,
)
from pytest_selfheal.records import Failure, Frame

__all__ = ["is_test_path", "rank_suspects"]

# Evidence weights. A frame line is the strongest single clue; flow into the
# failing assertion comes next (most assertion failures have no project frame);
# Ochiai ranks well only with many tests, so it refines rather than dominates.
W_FRAME = 1.0
FRAME_DECAY = 0.75  # per frame further from the raise
W_NEAR = 0.35  # other statements of the function holding a frame
W_FLOW = {"return": 0.7, "condition": 0.65, "loop": 0.6, "other": 0.35, "def": 0.15}
# an assignment to a name the function returns as it is (`best = best + width` for
# `return best`): one step from the returned value, above the conditions
W_RETURNED = 0.68
W_FEEDS = 0.5  # an assignment to a name such an assignment reads (`width = last - first`)
# a bare recursive call in a function that returns a value: what it computed is lost
# an assignment to a local nothing reads (`child = self.element()`): its use was lost
W_DEAD = 0.5
QUIET_GUARD = 0.6  # a raise-only check no failing test tripped (quiet_guards)
W_DROPPED = 0.5  # like a line that differs by a token from a copied one (copies.W_COPY)
CALLEE_FACTOR = 0.6  # flow into a function called by a function the test calls
FLOW_DEPTH = 2  # callee levels the flow reaches: callees, and their callees
# a function the flow of several failing tests reaches, x (share of them) ** 2: when the
# failing tests enter through different functions, the helper they share is suspect
W_SHARED = 0.5
W_DECIDE = 1.0  # a function called in the condition of the failing raise (x W_FLOW[kind])
DECIDE_CALLEE = 0.85  # and a function it calls: its result is what the decider returns
W_MESSAGE = 0.5
# a statement of another method that writes a field the failing line (or the condition
# deciding it) reads: `self.pos = self.pos + match.end()` in `_count` when `_group` raises
# at `self.pos`; the state the frame saw was written there
W_STATE = 0.5
STATE_WRITERS = 6  # writers of one field beyond which each counts for less
W_OCHIAI = 0.9
BRANCH_SHARE = 0.9  # of the ochiai of the branch the failing tests took, for its `if`
W_CONST = 0.85  # a module constant's definition, of the score of a statement reading it
CONST_SOURCES = 15  # best-ranked statements whose module constants are ranked
KIND_RANK = {"return": 0, "condition": 1, "loop": 2, "other": 3, "def": 4}
TIER_SIGNALS = ("changed", "since", "feeds-change")
PART_SIGNALS = {"frame": "frame", "near": "frame", "flow": "flow", "message": "message",
                "ochiai": "spectrum", "hang": "hang", "const": "flow", "decide": "flow",
                "stale": "flow", "copy": "flow", "dropped": "flow", "twin": "flow",
                "alias": "flow", "state": "flow", "shared": "flow", "dead": "flow",
                "column": "flow", "recurrence": "flow"}

_MESSAGE_NAMES = [
    re.compile(r"name '(\w+)' is not defined"),
    re.compile(r"has no attribute '(\w+)'"),
    re.compile(r"local variable '(\w+)'"),
    re.compile(r"^(\w+)\(\) (?:takes|missing|got)"),
    re.compile(r"Did you mean: '(\w+)'"),
]


@dataclass
class _Evidence:
    parts: dict[str, float] = field(default_factory=dict)
    reasons: list[str] = field(default_factory=list)
    depth: int = 99
    kind: str = "other"
    distance: int = 9999
    tier: int = 3  # see changerank.TIERS

    def add(self, part: str, weight: float, reason: str) -> None:
        if weight > self.parts.get(part, 0.0):
            self.parts[part] = weight
        if reason not in self.reasons:
            self.reasons.append(reason)

    @property
    def score(self) -> float:
        return sum(self.parts.values())

    @property
    def signal(self) -> str | None:
        if self.tier < len(TIER_SIGNALS):
            return TIER_SIGNALS[self.tier]
        if not self.parts:
            return None
        return PART_SIGNALS.get(max(self.parts, key=lambda p: self.parts[p]), "flow")


def _read_attributes(stmt: ast.stmt) -> set[str]:
    """Attributes a test's assertion reads as values (`plan().total`), not methods it calls."""
    called = {id(n.func) for n in ast.walk(stmt) if isinstance(n, ast.Call)}
    return {n.attr for n in ast.walk(stmt)
            if isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Load) and id(n) not in called}


def _written_attribute(stmt: ast.stmt) -> str | None:
    """`x.total = ...`, `x.total += ...`: the attribute an assignment writes."""
    targets = (stmt.targets if isinstance(stmt, ast.Assign) else
               [stmt.target] if isinstance(stmt, (ast.AugAssign, ast.AnnAssign)) else [])
    for target in targets:
        if isinstance(target, ast.Attribute):
            return target.attr
    return None


def _written_names(stmt: ast.stmt) -> set[str]:
    """`best = ...`, `total += ...`, `a, b = ...`: the plain names an assignment writes."""
    out: set[str] = set()
    for target in assigned_targets(stmt):
        parts = target.elts if isinstance(target, ast.Tuple) else [target]
        out.update(p.id for p in parts if isinstance(p, ast.Name))
    return out


def _filled_names(stmt: ast.stmt) -> set[str]:
    """The plain names a statement changes in place: `table[i][j] = ...`,
    `table[i] += 1`, `out.append(x)` (not `self.x[i] = ...`: `self` is no returned value)."""
    out: set[str] = set()
    for target in assigned_targets(stmt):
        parts = target.elts if isinstance(target, ast.Tuple) else [target]
        for part in parts:
            base = part
            while isinstance(base, ast.Subscript):
                base = base.value
            if base is not part and isinstance(base, ast.Name):
                out.add(base.id)
    if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call):
        func = stmt.value.func
        if (isinstance(func, ast.Attribute) and func.attr in MUTATORS
                and isinstance(func.value, ast.Name)):
            out.add(func.value.id)
    return out - {"self", "cls"}


def _returned_names(body: list[ast.stmt]) -> set[str]:
    """The names a function returns as they are: `return best`, `return lo, hi`."""
    out: set[str] = set()
    for stmt in body:
        if isinstance(stmt, ast.Return) and stmt.value is not None:
            value = stmt.value
            parts = value.elts if isinstance(value, ast.Tuple) else [value]
            out.update(p.id for p in parts if isinstance(p, ast.Name))
    return out


def _feeding_names(body: list[ast.stmt], returned: set[str]) -> set[str]:
    """The names that the assignments to a returned name read (`width` in `best = width`),
    the returned names left out: one step further from the returned value."""
    out: set[str] = set()
    for stmt in body:
        value = getattr(stmt, "value", None)
        if value is not None and _written_names(stmt) & returned:
            out.update(n.id for n in ast.walk(value) if isinstance(n, ast.Name))
        elif _filled_names(stmt) & returned and assigned_targets(stmt):
            # `table[i][j] = ...`: the value and the place (not `out.append(x)`: an
            # appended value is a step further, like any statement of the function)
            out.update(n.id for n in ast.walk(stmt) if isinstance(n, ast.Name))
    return out - returned


def statement_kind(stmt: ast.stmt) -> str:
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return "def"
    if isinstance(stmt, ast.Return):
        return "return"
    if isinstance(stmt, (ast.If, ast.While, ast.Assert)):
        return "condition"
    if isinstance(stmt, (ast.For, ast.AsyncFor)):
        return "loop"
    nodes = list(own_nodes(stmt))
    if any(isinstance(n, ast.IfExp) for n in nodes):
        return "condition"
    if any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "range"
           for n in nodes):
        return "loop"
    return "other"


_T = TypeVar("_T")


class _Ranker:
    def __init__(self, root: Path) -> None:
        self.project = Project(root)
        self.evidence: dict[tuple[str, int], _Evidence] = {}
        self.functions: dict[tuple[str, int], ast.FunctionDef | ast.AsyncFunctionDef] = {}
        # failing test function -> the functions its flow reached (see `shared`)
        self.reached: dict[str, set[tuple[str, int]]] = {}

    def add(self, path: str, line: int, part: str, weight: float, reason: str,
            depth: int | None = None, anchor: int | None = None) -> None:
        if weight <= 0 or is_test_path(path):
            return
        info = self.project.get(path)
        if info is None or line not in info.owner:
            return
        stmt = info.owner[line]
        ev = self.evidence.setdefault((path, stmt.lineno), _Evidence(kind=statement_kind(stmt)))
        ev.add(part, weight, reason)
        if depth is not None:
            ev.depth = min(ev.depth, depth)
        if anchor is not None:
            ev.distance = min(ev.distance, abs(stmt.lineno - anchor))

    # (a) traceback frames -------------------------------------------------
    def frames(self, failure: Failure) -> None:
        source = [f for f in failure.project_frames() if _is_source_frame(f, failure)]
        for depth, frame in enumerate(reversed(source)):
            decay = FRAME_DECAY**depth
            self.add(frame.path, frame.lineno, "frame", W_FRAME * decay,
                     f"frame depth {depth}", depth, frame.lineno)
            info = self.project.get(frame.path)
            if info is None or frame.lineno not in info.owner:
                continue
            func = _function_of(info, info.owner[frame.lineno])
            if func is None:
                continue
            if depth == 0:
                self._state_writers(frame.path, info, func, info.owner[frame.lineno])
            for stmt in statements_of(func):
                if stmt.lineno == info.owner[frame.lineno].lineno:
                    continue
                dist = abs(stmt.lineno - frame.lineno)
                weight = W_NEAR * decay / (1 + dist / 4)
                if statement_kind(stmt) in ("return", "condition", "loop"):
                    weight *= 1.2
                self.add(frame.path, stmt.lineno, "near", weight,
                         f"near frame line {frame.lineno}", depth + 1, frame.lineno)

    def _state_writers(self, path: str, info: FileInfo, func: ast.AST,
                       stmt: ast.stmt) -> None:
        """The other methods' statements that write a `self` field the failing line (or
        the test deciding it) reads."""
        cls = parents(info.tree).get(func)
        if not isinstance(cls, ast.ClassDef):
            return
        read_at = [stmt, *([t] if (t := _deciding_test(info, stmt)) is not None else [])]
        fields = {n.attr for part in read_at for n in ast.walk(part)
                  if isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Load)
                  and isinstance(n.value, ast.Name) and n.value.id == "self"}
        if not fields:
            return
        writers: dict[str, list[ast.stmt]] = {}
        for method in cls.body:
            if method is func or not isinstance(method, (ast.FunctionDef,
                                                         ast.AsyncFunctionDef)):
                continue
            for other in statements_of(method):
                if not isinstance(other, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
                    continue
                targets = other.targets if isinstance(other, ast.Assign) else [other.target]
                for t in targets:
                    if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and \
                            t.value.id == "self" and t.attr in fields:
                        writers.setdefault(t.attr, []).append(other)
        for attr, stmts in writers.items():
            share = min(1.0, STATE_WRITERS / len(stmts))
            for other in stmts:
                self.add(path, other.lineno, "state", W_STATE * share,
                         f"writes self.{attr}, which the failing line reads")

    def decided(self, failure: Failure) -> None:
        """The functions whose result made the failing raise happen: in
        `elif not self.is_free(room): raise BookingError(...)`, `is_free` (and what it
        calls, `overlaps`) computed the value that decided; a wrong raise is often a
        wrong callee, not a wrong caller."""
        source = [f for f in failure.project_frames() if _is_source_frame(f, failure)]
        if not source:
            return
        frame = source[-1]
        info = self.project.get(frame.path)
        stmt = info.owner.get(frame.lineno) if info is not None else None
        if info is None or not isinstance(stmt, ast.Raise):
            return
        test = _deciding_test(info, stmt)
        if test is None:
            return
        props = self.project.property_names()
        seen: set[tuple[str, int]] = set()
        for name in _called_names(test, props)[:6]:
            for path, func in self.project.find_defs(name)[:3]:
                self._boost_function(path, func, W_DECIDE, f"decided the raise at line "
                                     f"{frame.lineno}", seen, part="decide")
                for callee in _called_names(func, props)[:8]:
                    for cpath, cfunc in self.project.find_defs(callee)[:3]:
                        self._boost_function(cpath, cfunc, W_DECIDE * DECIDE_CALLEE,
                                             f"called from {func.name}, which decided the "
                                             f"raise at line {frame.lineno}", seen,
                                             part="decide")

    # (c) flow from the failing assertion -----------------------------------
    def flow(self, failure: Failure) -> None:
        test_path, test_line = _test_location(failure)
        info = self.project.get(test_path) if test_path else None
        if info is None:
            return
        test_func = _test_function(info, failure.nodeid, test_line)
        stmt = info.owner.get(test_line) if test_line else None
        called: list[str]
        props = self.project.property_names()
        outputs: set[str] = set()
        if stmt is not None:
            called = _called_names(stmt, props)
            outputs = _read_attributes(stmt)
            if test_func is not None:
                loaded = {n.id for n in own_nodes(stmt) if isinstance(n, ast.Name)}
                for other in statements_of(test_func):
                    if other.lineno < stmt.lineno and _mentions(other) & loaded:
                        called += [c for c in _called_names(other, props) if c not in called]
            reason = "flows into assert"
        elif test_func is not None:
            called = []
            for other in statements_of(test_func):
                called += [c for c in _called_names(other, props) if c not in called]
            reason = "called by failing test"
        else:
            return
        seen: set[tuple[str, int]] = set()
        deeper: list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef, float]] = []
        values = isinstance(stmt, ast.Assert)  # the test compares what it computed
        for name in called[:12]:
            defs = self.project.find_defs(name)
            for path, func in defs[:6]:
                share = 1.0 / max(1, len(defs)) ** 0.5
                self._boost_function(path, func, share, reason, seen, outputs, values=values)
                file = self.project.get(path)
                if file is None:
                    continue
                for callee in _called_names(func, props)[:12]:
                    for cpath, cfunc in self.project.find_defs(callee)[:3]:
                        factor = share * CALLEE_FACTOR * (1.0 if cpath == path else 0.8)
                        if (cpath, cfunc.lineno) not in seen:
                            deeper.append((cpath, cfunc, factor))
                        self._boost_function(cpath, cfunc, factor, f"called from {func.name}",
                                             seen, outputs, values=values)
        for _ in range(FLOW_DEPTH - 1):  # callees of callees, each level weaker
            level, deeper = deeper, []
            for path, func, share in level:
                for callee in _called_names(func, props)[:12]:
                    for cpath, cfunc in self.project.find_defs(callee)[:3]:
                        if (cpath, cfunc.lineno) in seen:
                            continue
                        factor = share * CALLEE_FACTOR * (1.0 if cpath == path else 0.8)
                        deeper.append((cpath, cfunc, factor))
                        self._boost_function(cpath, cfunc, factor, f"called from {func.name}",
                                             seen, outputs, values=values)
        test = failure.nodeid.split("[", 1)[0]
        self.reached.setdefault(test, set()).update(seen)

    def _boost_function(self, path: str, func: ast.FunctionDef | ast.AsyncFunctionDef,
                        factor: float, reason: str, seen: set[tuple[str, int]],
                        outputs: AbstractSet[str] = frozenset(), part: str = "flow",
                        values: bool = False) -> None:
        """Every statement of ``func`` by its kind; one that writes an attribute the
        assertion reads (``result.total = ...`` for ``assert plan().total == 5``) counts
        as the function's output, like a return. With ``values`` (an assertion compares
        what the test computed), so does, nearly, an assignment to a name the function
        returns as it is."""
        if (path, func.lineno) in seen:
            return
        seen.add((path, func.lineno))
        self.functions[(path, func.lineno)] = func
        dropped = dropped_recursions(func)
        body = statements_of(func)
        dead = set(dead_locals(func))
        returned = _returned_names(body) if values else set()
        feeding = _feeding_names(body, returned) if returned else set()
        for stmt in body:
            kind = statement_kind(stmt)
            written = _written_attribute(stmt)
            if dead and isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and \
                    isinstance(stmt.targets[0], ast.Name) and stmt.targets[0].id in dead:
                self.add(path, stmt.lineno, "dead", W_DEAD,
                         f"binds {stmt.targets[0].id}, which nothing reads")
            if stmt in dropped:
                self.add(path, stmt.lineno, part, W_FLOW["return"] * factor,
                         f"{reason} (return)", anchor=func.lineno)
                self.add(path, stmt.lineno, "dropped", W_DROPPED,
                         "drops the result of its own recursive call")
                continue
            if kind == "other" and written in outputs:
                self.add(path, stmt.lineno, part, W_FLOW["return"] * factor,
                         f"{reason} (writes .{written})", anchor=func.lineno)
                continue
            written_names = (_written_names(stmt) | _filled_names(stmt)
                             if kind == "other" else set())
            if written_names & returned:  # `best = best + width` for `return best`
                self.add(path, stmt.lineno, part, W_RETURNED * factor,
                         f"{reason} (writes {min(written_names & returned)}, returned)",
                         anchor=func.lineno)
                continue
            if written_names & feeding:  # `width = ...` for `best = width`
                self.add(path, stmt.lineno, part, W_FEEDS * factor,
                         f"{reason} (writes {min(written_names & feeding)}, which feeds "
                         f"the returned value)", anchor=func.lineno)
                continue
            self.add(path, stmt.lineno, part, W_FLOW[kind] * factor, f"{reason} ({kind})",
                     anchor=func.lineno)

    def in_functions(self, analyse: Callable[[ast.AST], list[_T]]
                     ) -> Iterator[tuple[str, int, ast.stmt, list[_T]]]:
        """Each statement with evidence inside a function that `analyse` finds something
        in, with those findings; `analyse` runs once per function."""
        seen: dict[int, list[_T]] = {}
        for path, line in list(self.evidence):
            info = self.project.get(path)
            if info is None or line not in info.owner:
                continue
            func = info.function_at(line)
            if func is None:
                continue
            if id(func) not in seen:
                seen[id(func)] = analyse(func)
            if seen[id(func)]:
                yield path, line, info.owner[line], seen[id(func)]

    def shared(self) -> None:
        """The functions the flow of several failing tests reaches, by the share of them,
        when the failing tests enter through different functions: `core_numbers`,
        `k_core` and `degeneracy_ordering` all fail because of the helper `_peel` they
        share, not because of their own code, which only one of them runs."""
        if len(self.reached) < 2:
            return
        count: dict[tuple[str, int], int] = {}
        for funcs in self.reached.values():
            for key in funcs:
                count[key] = count.get(key, 0) + 1
        tests = len(self.reached)
        if all(n == tests for n in count.values()):
            return  # one way in: sharing tells nothing
        for key, n in count.items():
            if n < 2:
                continue
            share = W_SHARED * (n / tests) ** 2
            for stmt in statements_of(self.functions[key]):
                kind = statement_kind(stmt)
                self.add(key[0], stmt.lineno, "shared", share * W_FLOW[kind] / W_FLOW["return"],
                         f"reached by {n} of {tests} failing tests")

    # names in exception messages ------------------------------------------
    def message(self, failure: Failure, files: list[str]) -> None:
        names = {m.group(1) for rx in _MESSAGE_NAMES for m in [rx.search(failure.message)] if m}
        if not names:
            return
        for path in files:
            info = self.project.get(path)
            if info is None:
                continue
            for node in ast.walk(info.tree):
                hit = (isinstance(node, ast.Name) and node.id in names) or (
                    isinstance(node, ast.Attribute) and node.attr in names)
                if hit:
                    self.add(path, node.lineno, "message", W_MESSAGE,  # type: ignore[attr-defined]
                             f"names '{_name(node)}' from {failure.exc_type or 'error'}")

    # (b) spectrum -----------------------------------------------------------
    def quiet_guards(self, failures: list[Failure], spectrum: Spectrum) -> None:
        """A check that only raises (`if len(xs) < 2: raise ValueError(...)`) and raised
        for no failing test decided nothing those tests saw: it said "go on", as it
        should for inputs they did not mean to be refused. Unless a failure is a missing
        exception (`DID NOT RAISE`), its parts count for QUIET_GUARD of their weight."""
        from pytest_selfheal.engines.builtin.ops_base import not_raised
        from pytest_selfheal.engines.builtin.raisesblock import awaited_messages

        if not spectrum.failing or not_raised(f.message or "" for f in failures) \
                or awaited_messages(self.project.root, failures):
            return
        hit: set[tuple[str, int]] = set().union(*spectrum.failing.values())
        for (path, line), ev in self.evidence.items():
            info = self.project.get(path)
            stmt = info.owner.get(line) if info is not None else None
            if not (isinstance(stmt, ast.If) and not stmt.orelse and stmt.body
                    and all(isinstance(s, ast.Raise) for s in stmt.body)):
                continue
            if any((path, s.lineno) in hit for s in stmt.body):
                continue
            for part in ev.parts:
                ev.parts[part] *= QUIET_GUARD
            ev.reasons.append("a check that raised for no failing test")

    def ochiai(self, spectrum: Spectrum) -> None:
        scores = spectrum.ochiai()
        for (path, line), value in sorted(scores.items()):
            self.add(path, line, "ochiai", W_OCHIAI * value, f"ochiai {value:.2f}")
        self._branches(scores)

    def _branches(self, scores: dict[tuple[str, int], float]) -> None:
        """An `if` is as suspect as the branch the failing tests took: every test of the
        function evaluates its condition, so statement coverage dilutes it, while the
        outcome (`"0" in flags` true for `%-05d`) is what the failing tests share with
        the branch's first statement. The condition gets BRANCH_SHARE of that score."""
        for (path, line), value in sorted(scores.items()):
            info = self.project.get(path)
            stmt = info.owner.get(line) if info is not None else None
            if not isinstance(stmt, ast.If) or stmt.lineno != line:
                continue
            for branch in (stmt.body, stmt.orelse):
                if not branch or isinstance(branch[0], ast.If) and branch is stmt.orelse:
                    continue  # an `elif` is a condition of its own
                taken = scores.get((path, branch[0].lineno), 0.0)
                if taken > value:
                    self.add(path, line, "ochiai", W_OCHIAI * BRANCH_SHARE * taken,
                             f"its branch taken: ochiai {taken:.2f}")

    # module constants -------------------------------------------------------
    def constants(self, top: int = CONST_SOURCES) -> None:
        """The definitions of module constants the best-ranked statements read.

        `SEGMENTS = range(1, 20)` runs at import, before any test, so no frame, coverage
        context or flow reaches it; a statement reading it (`for n in SEGMENTS`) passes
        a share of its score to the one module-level assignment of the name."""
        best = sorted(self.evidence.items(), key=lambda kv: -kv[1].score)[:top]
        for (path, line), ev in best:
            info = self.project.get(path)
            if info is None or line not in info.owner:
                continue
            defs = _module_defs(info)
            if not defs:
                continue
            stmt = info.owner[line]
            read = {n.id for n in own_nodes(stmt) if isinstance(n, ast.Name)
                    and isinstance(n.ctx, ast.Load)}
            for name in sorted(read & set(defs)):
                self.add(path, defs[name], "const", W_CONST * ev.score,
                         f"defines {name}, read at line {line}")
                self._import_time(path, info, defs, info.owner[defs[name]],
                                  W_CONST * W_CONST * ev.score, name)

    def _import_time(self, path: str, info: FileInfo, defs: dict[str, int], stmt: ast.stmt,
                     weight: float, name: str) -> None:
        """The module functions a constant's definition calls (`THROWS = _throws()`) run at
        import too: their statements, and the constants they read, share its weight."""
        funcs = {f.name: f for f in info.tree.body
                 if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))}
        for callee in _called_names(stmt):
            func = funcs.get(callee)
            if func is None:
                continue
            for inner in statements_of(func):
                kind = statement_kind(inner)
                self.add(path, inner.lineno, "const", weight * W_FLOW[kind] / W_FLOW["return"],
                         f"runs at import for {name}")
                read = {n.id for n in own_nodes(inner) if isinstance(n, ast.Name)}
                for const in sorted(read & set(defs)):
                    self.add(path, defs[const], "const", weight,
                             f"defines {const}, read at import for {name}")

    def tier(self, path: str, line: int, tier: int, part: str, weight: float,
             reason: str) -> None:
        """Put a statement in a change tier (the best one it reaches) with some weight."""
        self.add(path, line, part, weight, reason)
        info = self.project.get(path)
        if info is None or line not in info.owner:
            return
        ev = self.evidence.get((path, info.owner[line].lineno))
        if ev is not None:
            ev.tier = min(ev.tier, tier)

    def ranked(self, limit: int) -> list[Suspect]:
        items = sorted(
            self.evidence.items(),
            key=lambda kv: (kv[1].tier, -round(kv[1].score, 9), kv[1].depth,
                            KIND_RANK[kv[1].kind], kv[1].distance, kv[0]),
        )
        return [Suspect(path, line, round(ev.score, 6), tuple(ev.reasons), ev.signal, ev.tier)
                for (path, line), ev in items[:limit]]


def rank_suspects(
    root: Path, failures: list[Failure], spectrum: Spectrum | None = None, limit: int = 400,
    changes: ChangeSet | None = None,
) -> list[Suspect]:
    """Most suspicious source statements first; never a test file.

    Every statement with evidence is ranked (all covered ones once a spectrum is in),
    up to ``limit``; ``changes`` puts changed statements and what they feed first.
    """
    from pytest_selfheal.engines.builtin.aliasing import rank_aliases
    from pytest_selfheal.engines.builtin.changerank import rank_changes
    from pytest_selfheal.engines.builtin.columns import rank_columns
    from pytest_selfheal.engines.builtin.copies import rank_copies
    from pytest_selfheal.engines.builtin.hangloop import rank_hang
    from pytest_selfheal.engines.builtin.passthrough import rank_passthroughs
    from pytest_selfheal.engines.builtin.recurrence import rank_recurrences
    from pytest_selfheal.engines.builtin.stale import rank_stale
    from pytest_selfheal.engines.builtin.twins import rank_twins
    from pytest_selfheal.timing import is_hang

    ranker = _Ranker(root)
    for failure in failures:
        ranker.frames(failure)
        ranker.decided(failure)
        ranker.flow(failure)
        rank_stale(ranker, failure)
        if is_hang(failure):
            hangs = getattr(spectrum, "hangs", None) or {}
            rank_hang(ranker, failure, hangs.get(failure.nodeid))
    ranker.shared()
    if spectrum is not None:
        ranker.ochiai(spectrum)
    rank_copies(ranker)
    rank_twins(ranker)
    rank_columns(ranker)
    rank_recurrences(ranker)
    rank_passthroughs(ranker)
    rank_aliases(ranker)
    if spectrum is not None:
        ranker.quiet_guards(failures, spectrum)
    touched = sorted({path for path, _ in ranker.evidence})
    for failure in failures:
        ranker.message(failure, touched or ranker.project.source_files())
    ranker.constants()
    if changes:
        rank_changes(ranker, changes, spectrum)
    return ranker.ranked(limit)


def _deciding_test(info: FileInfo, stmt: ast.stmt) -> ast.expr | None:
    """The test of the `if`/`elif` whose branch holds the statement, if any (the nearest
    one, within the statement's function)."""
    parent_of = parents(info.tree)
    child: ast.AST = stmt
    cur = parent_of.get(stmt)
    while cur is not None and not isinstance(cur, (ast.FunctionDef, ast.AsyncFunctionDef,
                                                   ast.ClassDef, ast.Module)):
        if isinstance(cur, ast.If) and child is not cur.test:
            return cur.test
        child, cur = cur, parent_of.get(cur)
    return None


def _module_defs(info: FileInfo) -> dict[str, int]:
    """Upper-case names assigned exactly once at module level -> the line that does it."""
    count: dict[str, int] = {}
    line: dict[str, int] = {}
    for stmt in info.tree.body:
        targets = stmt.targets if isinstance(stmt, ast.Assign) else (
            [stmt.target] if isinstance(stmt, (ast.AnnAssign, ast.AugAssign)) else [])
        for target in targets:
            if isinstance(target, ast.Name) and target.id.isupper():
                count[target.id] = count.get(target.id, 0) + 1
                line[target.id] = stmt.lineno
    return {name: line[name] for name, n in count.items() if n == 1}


def _is_source_frame(frame: Frame, failure: Failure) -> bool:
    if PurePosixPath(frame.path).is_absolute() or frame.path.startswith(".."):
        return False
    return frame.path != failure.test_path and not is_test_path(frame.path)


def _test_location(failure: Failure) -> tuple[str | None, int | None]:
    test_path = failure.test_path or failure.nodeid.split("::", 1)[0] or None
    line = None
    for frame in failure.frames:
        if frame.path == test_path:
            line = frame.lineno  # the deepest frame in the test file
    return test_path, line


def _test_function(info: FileInfo, nodeid: str, line: int | None
                   ) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
    name = nodeid.split("::")[-1].split("[", 1)[0]
    kinds = (ast.FunctionDef, ast.AsyncFunctionDef)
    funcs = [n for n in ast.walk(info.tree) if isinstance(n, kinds)]
    if line is not None:
        inside = [f for f in funcs if f.lineno <= line <= (f.end_lineno or f.lineno)]
        if inside:
            return max(inside, key=lambda f: f.lineno)
    named = [f for f in funcs if f.name == name]
    return named[0] if named else None


def _function_of(info: FileInfo, stmt: ast.stmt) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return stmt
    parent_of = parents(info.tree)
    cur = parent_of.get(stmt)
    while cur is not None and not isinstance(cur, (ast.FunctionDef, ast.AsyncFunctionDef)):
        cur = parent_of.get(cur)
    return cur


def _called_names(node: ast.AST, properties: set[str] | frozenset[str] = frozenset()
                  ) -> list[str]:
    """Names of the functions a statement or function calls, in order; with `properties`,
    the project properties it reads too (`field.fill` runs `def fill`)."""
    names: list[str] = []
    roots = list(own_nodes(node)) if isinstance(node, ast.stmt) and not isinstance(
        node, (ast.FunctionDef, ast.AsyncFunctionDef)) else list(ast.walk(node))
    for sub in roots:
        name = ""
        if isinstance(sub, ast.Call):
            name = _name(sub.func)
        elif isinstance(sub, ast.Attribute) and sub.attr in properties and isinstance(
                sub.ctx, ast.Load):
            name = sub.attr
        if name and name not in names:
            names.append(name)
    oracle = _oracle_comparisons(node)
    for sub in roots:  # operators run a class's own methods: `a @ b` runs `__matmul__`
        if id(sub) in oracle or not _objects(sub):
            continue
        dunder = _DUNDERS.get(type(sub.op)) if isinstance(sub, (ast.BinOp, ast.UnaryOp)) \
            else _DUNDERS.get(type(sub.ops[0])) if isinstance(sub, ast.Compare) else None
        if dunder and dunder not in names:
            names.append(dunder)
    return names


_PLAIN = (ast.Constant, ast.JoinedStr, ast.List, ast.Tuple, ast.Dict, ast.Set, ast.ListComp,
          ast.SetComp, ast.DictComp, ast.GeneratorExp)
_BUILTIN_VALUES = {"len", "int", "float", "str", "abs", "sum", "min", "max", "round", "ord",
                   "bool", "list", "tuple", "set", "dict", "sorted", "range", "divmod"}


def _objects(node: ast.AST) -> bool:
    """Whether an operator may run a class's own method here: no operand is a literal, a
    display or a builtin's value (`coeffs[-1] == 0` compares numbers; `a @ b` may not)."""
    operands: list[ast.AST] = [node.left, *node.comparators] if isinstance(node, ast.Compare) \
        else [node.left, node.right] if isinstance(node, ast.BinOp) \
        else [node.operand] if isinstance(node, ast.UnaryOp) else [node]
    for operand in operands:
        if isinstance(operand, _PLAIN) or (
                isinstance(operand, ast.Call) and isinstance(operand.func, ast.Name)
                and operand.func.id in _BUILTIN_VALUES):
            return False
    return True


def _oracle_comparisons(node: ast.AST) -> set[int]:
    """The comparisons an `assert` makes itself (`assert got == want`, `assert not a < b`,
    `assert x == 1 and y == 2`): the test's verdict, not code under suspicion (a patch
    that makes `__eq__` say yes would pass every such assertion)."""
    if not isinstance(node, ast.Assert):
        return set()
    todo, out = [node.test], set()
    while todo:
        test = todo.pop()
        if isinstance(test, ast.BoolOp):
            todo += test.values
        elif isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
            todo.append(test.operand)
        out.add(id(test))
    return out


_DUNDERS: dict[type, str] = {
    ast.Add: "__add__", ast.Sub: "__sub__", ast.Mult: "__mul__", ast.MatMult: "__matmul__",
    ast.Div: "__truediv__", ast.FloorDiv: "__floordiv__", ast.Mod: "__mod__",
    ast.Pow: "__pow__", ast.USub: "__neg__", ast.Eq: "__eq__", ast.Lt: "__lt__",
    ast.LtE: "__le__", ast.Gt: "__gt__", ast.GtE: "__ge__", ast.In: "__contains__",
    ast.NotIn: "__contains__"}


def _mentions(stmt: ast.stmt) -> set[str]:
    """Names a test statement binds or uses (its calls may feed the failing assertion)."""
    return {n.id for n in own_nodes(stmt) if isinstance(n, ast.Name)}


def _name(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""
