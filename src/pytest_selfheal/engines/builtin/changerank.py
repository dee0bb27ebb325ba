"""Change tiers for localization: what changed is the best clue a heal has.

A test that passed before fails because of something edited since. So the
localizer ranks, in this order: statements changed against HEAD (the uncommitted
and untracked edits), statements changed since the ``--selfheal-since`` ref, the
statements those changes feed (callees and callers of a changed function), then
everything else by its evidence (``localize``).

A change the failing tests cannot have run is no clue: once a spectrum is known, a
changed statement inside a function that no failing test entered stays in the last
tier, unless the module's own top-level code calls that function (it ran at import,
where no spectrum looks). Without a spectrum, uncommitted edits are tiered anyway (they are few and
usually the bug); older changes and fed statements need other evidence first.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from pytest_selfheal.changes import ChangeSet
from pytest_selfheal.engines.builtin.project import FuncDef, Project
from pytest_selfheal.engines.builtin.spectrum import Spectrum
from pytest_selfheal.engines.builtin.srctext import statements_of

if TYPE_CHECKING:
    from pytest_selfheal.engines.builtin.localize import _Ranker

W_CHANGED = 1.0  # evidence weight of a statement changed against HEAD
W_SINCE = 0.8  # ... changed since the ref
W_FEEDS = 0.4  # ... of a function a changed function calls or is called by
MAX_CHANGED_FUNCTIONS = 24  # changed functions whose callers and callees are followed
MAX_LINKS = 8  # callees / callers followed per changed function


def rank_changes(ranker: _Ranker, changes: ChangeSet, spectrum: Spectrum | None) -> None:
    """Tier the ranker's statements by the change set (see the module docstring)."""
    project = ranker.project
    reached = _reached(project, spectrum) if spectrum else None
    since_label = f"changed since {changes.since_label or 'the ref'}"
    tiers = ((0, changes.head, W_CHANGED, "changed against HEAD"),
             (1, changes.since, W_SINCE, since_label))
    sources = set(project.source_files())  # no tests, virtualenvs or build output
    for tier, lines, weight, label in tiers:
        for path, nums in sorted(lines.items()):
            if path not in sources:
                continue
            info = project.get(path)
            if info is None:
                continue
            stmts = {info.owner[n].lineno: info.owner[n] for n in nums if n in info.owner}
            for lineno in sorted(stmts):
                if _may_run(ranker, path, lineno, tier, reached):
                    ranker.tier(path, lineno, tier, "change", weight, label)
    _feeds(ranker, changes, reached)


def _feeds(ranker: _Ranker, changes: ChangeSet,
           reached: set[tuple[str, int]] | None) -> None:
    from pytest_selfheal.engines.builtin.localize import (
        W_FLOW,
        _called_names,
        statement_kind,
    )

    project = ranker.project
    sources = set(project.source_files())
    changed = [(path, item) for path, items in changes.functions(project.root, sources).items()
               for item in items][:MAX_CHANGED_FUNCTIONS]
    seen: set[tuple[str, int]] = {(path, first) for path, (_, first, _) in changed}

    def mark(path: str, func: FuncDef, reason: str, call_line: int | None = None) -> None:
        if (path, func.lineno) in seen:
            return
        seen.add((path, func.lineno))
        for stmt in statements_of(func):
            if not _may_run(ranker, path, stmt.lineno, 2, reached):
                continue
            weight = W_FEEDS * W_FLOW[statement_kind(stmt)]
            if call_line is not None and stmt.lineno <= call_line <= (stmt.end_lineno or 0):
                weight = W_FEEDS
            ranker.tier(path, stmt.lineno, 2, "feeds", weight, reason)

    for path, (name, first, _last) in changed:
        info = project.get(path)
        func = _def_at(info.tree, first) if info is not None else None
        if func is None:
            continue
        for callee in _called_names(func)[:MAX_LINKS]:
            for cpath, cfunc in _defs_near(project, callee, path)[:3]:
                mark(cpath, cfunc, f"called by changed {name}")
        for cpath, cfunc, line in project.find_callers(name, MAX_LINKS):
            mark(cpath, cfunc, f"calls changed {name}", line)


def _defs_near(project: Project, name: str, path: str) -> list[tuple[str, FuncDef]]:
    """The functions a call by `name` may run, those of the caller's own module first. A
    special method (`super().__setitem__`, `a @ b`) the module defines is looked for
    there only: every mapping class of a library defines `__setitem__`."""
    defs = project.find_defs(name)
    own = [d for d in defs if d[0] == path]
    if own and name.startswith("__") and name.endswith("__"):
        return own
    return own + [d for d in defs if d[0] != path]


def _may_run(ranker: _Ranker, path: str, lineno: int, tier: int,
             reached: set[tuple[str, int]] | None) -> bool:
    """Could the failing tests have run this statement? See the module docstring."""
    info = ranker.project.get(path)
    func = info.function_at(lineno) if info is not None else None
    if func is not None and func.name in _import_time(ranker.project, path):
        return True  # run while the module was imported, before any test: no spectrum sees it
    if reached is None:
        return tier == 0 or (path, lineno) in ranker.evidence
    return func is None or (path, func.lineno) in reached


def _import_time(project: Project, path: str) -> set[str]:
    """Functions of `path` that its module-level code calls (a table built at import:
    `_irregular("person", "people")`), memoized."""
    key = ("import_time", path)
    if key not in project.memo:
        info = project.get(path)
        names: set[str] = set()
        todo: list[ast.AST] = list(info.tree.body) if info is not None else []
        while todo:
            node = todo.pop()
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                continue  # a body runs when called, not at import
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                names.add(node.func.id)
            todo.extend(ast.iter_child_nodes(node))
        project.memo[key] = names
    return project.memo[key]  # type: ignore[return-value]


def _reached(project: Project, spectrum: Spectrum) -> set[tuple[str, int]]:
    """(path, def line) of every function a failing test executed a line of."""
    out: set[tuple[str, int]] = set()
    for lines in spectrum.failing.values():
        for path, line in lines:
            info = project.get(path)
            func = info.function_at(line) if info is not None else None
            if func is not None:
                out.add((path, func.lineno))
    return out


def _def_at(tree: ast.Module, lineno: int) -> FuncDef | None:
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.lineno == lineno:
            return node
    return None
