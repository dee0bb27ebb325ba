"""Shallow copies changed in place: a working copy that still shares its rows.

`rows = [row for row in self.rows]` (or `list(self.rows)`, `self.rows[:]`,
`self.rows.copy()`) copies the outer list only; when the function then changes an
element in place (`rows[i][j] -= f`, `rows[0].append(b)`, `for row in rows:
row.append(b)`), it changes the object it meant to leave alone: a query that corrupts
its matrix. A bare alias `items = self.items` changed at the top (`items.append(x)`) is
the same slip one level up. Spectrum and flow see the copy as an ordinary assignment
that every test runs; this ranks it as the place where a copy call was forgotten
(ops_wrap then proposes `list(row)`, `sorted(...)`, ...).

The opposite slip loses a change: `node = node.children.get(ch, _Node())` hands back a
fresh node that nothing holds, and the function then marks it (`node.is_word = True`);
`setdefault` was meant.

A statement with evidence gets the "alias" part when it binds a local to such a copy of
a parameter or an attribute and a later statement of the function changes what the copy
shares, or binds a local to a fresh default of `.get()` that the function then changes.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from pytest_selfheal.engines.builtin.srctext import statements_of

if TYPE_CHECKING:
    from pytest_selfheal.engines.builtin.localize import _Ranker

W_ALIAS = 0.5  # like a line that differs by a token from a copied one (copies.W_COPY)
TOP = 60  # best-ranked statements whose functions are looked at
MUTATORS = frozenset({"append", "extend", "insert", "pop", "remove", "clear", "sort",
                      "reverse", "update", "add", "discard", "setdefault", "popitem",
                      "appendleft", "extendleft", "popleft"})


def rank_aliases(ranker: _Ranker) -> None:
    """The alias part for the statements, among the best-ranked TOP, that make a copy
    whose shared elements the function changes."""
    best = sorted(ranker.evidence.items(), key=lambda item: -item[1].score)[:TOP]
    for path in sorted({p for (p, _), _ in best}):
        info = ranker.project.get(path)
        if info is None:
            continue
        for func in ast.walk(info.tree):
            if isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for line, reason in shared_copies(func) + lost_defaults(func):
                    if (path, line) in ranker.evidence:
                        ranker.add(path, line, "alias", W_ALIAS, reason)


def shared_copies(func: ast.FunctionDef | ast.AsyncFunctionDef) -> list[tuple[int, str]]:
    """(line, reason) of each binding in `func` of a local to a copy that shares what
    the function later changes in place."""
    stmts = statements_of(func)
    params = {a.arg for a in [*func.args.posonlyargs, *func.args.args, *func.args.kwonlyargs]}
    out: list[tuple[int, str]] = []
    for stmt in stmts:
        if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
                and isinstance(stmt.targets[0], ast.Name)):
            continue
        name = stmt.targets[0].id
        depth = _copy_depth(stmt.value, params)
        if depth is None:
            continue
        later = [s for s in stmts if s.lineno > stmt.lineno]
        if _changed_at(name, later, depth):
            what = "a shallow copy" if depth else "an alias"
            out.append((stmt.lineno, f"{what} of shared state, changed in place later"))
    return out


def lost_defaults(func: ast.FunctionDef | ast.AsyncFunctionDef) -> list[tuple[int, str]]:
    """(line, reason) of each `name = m.get(key, Fresh())` in `func` whose fresh default
    the function changes in place (a store to `name.x` or `name[k]`, a mutator call):
    the change lands in an object nothing keeps."""
    stmts = statements_of(func)
    out: list[tuple[int, str]] = []
    for stmt in stmts:
        if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
                and isinstance(stmt.targets[0], ast.Name) and _fresh_default(stmt.value)):
            continue
        name = stmt.targets[0].id
        if any(_changes(node, name) for other in stmts if other is not stmt
               for node in ast.walk(other)):
            out.append((stmt.lineno, "a fresh default of .get() is changed but never stored"))
    return out


def _fresh_default(value: ast.expr) -> bool:
    """`m.get(key, _Node())`, `m.get(key, [])`: a default made anew on each call."""
    return (isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute)
            and value.func.attr == "get" and len(value.args) == 2
            and isinstance(value.args[1], (ast.Call, ast.List, ast.Dict, ast.Set)))


def _changes(node: ast.AST, name: str) -> bool:
    """`node` changes the object `name` holds: `name.x = v`, `name[k] += v`, `name.add(v)`."""
    targets: list[ast.expr] = []
    if isinstance(node, ast.Assign):
        targets = node.targets
    elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
        targets = [node.target]
    for t in targets:
        if isinstance(t, (ast.Attribute, ast.Subscript)) and isinstance(t.value, ast.Name) and (
                t.value.id == name):
            return True
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr in MUTATORS and isinstance(node.func.value, ast.Name)
            and node.func.value.id == name)


def _copy_depth(value: ast.expr, params: set[str]) -> int | None:
    """0 for a bare alias of a parameter or an attribute, 1 for a copy of its outer
    level only; None for anything else."""
    if _shared(value, params):
        return 0
    if isinstance(value, (ast.ListComp, ast.GeneratorExp)) and len(value.generators) == 1:
        gen = value.generators[0]
        if (isinstance(value.elt, ast.Name) and isinstance(gen.target, ast.Name)
                and value.elt.id == gen.target.id and not gen.ifs and _shared(gen.iter, params)):
            return 1
    if isinstance(value, ast.Call) and len(value.args) == 1 and not value.keywords:
        if isinstance(value.func, ast.Name) and value.func.id == "list" and _shared(
                value.args[0], params):
            return 1
    if isinstance(value, ast.Call) and not value.args and isinstance(value.func, ast.Attribute) \
            and value.func.attr == "copy" and _shared(value.func.value, params):
        return 1
    if isinstance(value, ast.Subscript) and isinstance(value.slice, ast.Slice) and not (
            value.slice.lower or value.slice.upper or value.slice.step) and _shared(
            value.value, params):
        return 1
    return None


def _shared(node: ast.expr, params: set[str]) -> bool:
    """A parameter, or an attribute of one (`self.rows`): state the caller still holds."""
    while isinstance(node, ast.Attribute):
        node = node.value
    return isinstance(node, ast.Name) and node.id in params


def _changed_at(name: str, later: list[ast.stmt], depth: int) -> bool:
    """A later statement changes `name` at `depth` levels of subscript (0: the list
    itself, 1: one of its elements), directly or through a loop variable over it."""
    elements = {name} if depth == 0 else set()
    for stmt in later:
        if depth and isinstance(stmt, (ast.For, ast.AsyncFor)):
            elements |= _loop_elements(stmt, name)
    for stmt in later:
        for node in ast.walk(stmt):
            if isinstance(node, (ast.Assign, ast.AugAssign)):
                for t in node.targets if isinstance(node, ast.Assign) else [node.target]:
                    if isinstance(t, ast.Subscript) and _reaches(t.value, name, depth, elements):
                        return True
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and (
                    node.func.attr in MUTATORS):
                if _reaches(node.func.value, name, depth, elements):
                    return True
    return False


def _loop_elements(loop: ast.For | ast.AsyncFor, name: str) -> set[str]:
    """Loop variables bound to the elements of `name`: `for row in rows`,
    `for row, b in zip(rows, rhs)`, `for i, row in enumerate(rows)`."""
    it, target = loop.iter, loop.target
    if isinstance(it, ast.Name) and it.id == name and isinstance(target, ast.Name):
        return {target.id}
    if isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and isinstance(
            target, ast.Tuple):
        if it.func.id == "zip":
            return {t.id for a, t in zip(it.args, target.elts, strict=False)
                    if isinstance(a, ast.Name) and a.id == name and isinstance(t, ast.Name)}
        if it.func.id == "enumerate" and it.args and isinstance(it.args[0], ast.Name) and (
                it.args[0].id == name) and len(target.elts) == 2 and isinstance(
                target.elts[1], ast.Name):
            return {target.elts[1].id}
    return set()


def _reaches(node: ast.expr, name: str, depth: int, elements: set[str]) -> bool:
    """`node`, the container a store or a mutator changes, is what `name` shares: `name`
    under at least `depth` subscripts, or a loop variable over its elements."""
    levels = 0
    while isinstance(node, ast.Subscript):
        node = node.value
        levels += 1
    if not isinstance(node, ast.Name):
        return False
    return node.id in elements or (node.id == name and levels >= depth)
