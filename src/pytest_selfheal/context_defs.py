"""Find definitions in a parsed module: the function enclosing a line, the test a node id
names, and the fixtures a test uses (the prompt context's lookups)."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator

Def = ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef


def def_start(node: Def) -> int:
    return min([d.lineno for d in node.decorator_list] + [node.lineno])


def walk_defs(tree: ast.AST, parents: tuple[Def, ...] = ()) -> Iterator[tuple[Def, tuple]]:
    for child in ast.iter_child_nodes(tree):
        if isinstance(child, Def):
            yield child, parents
            yield from walk_defs(child, parents + (child,))
        else:
            yield from walk_defs(child, parents)


def class_header(cls: ast.ClassDef) -> list[int]:
    last = cls.body[0].lineno - 1 if cls.body else cls.lineno
    return list(range(def_start(cls), max(cls.lineno, last) + 1))


def enclosing_def(tree: ast.AST | None, lineno: int) -> tuple[Def, tuple] | None:
    """The innermost function (not class) whose lines hold lineno."""
    if tree is None:
        return None
    best: tuple[Def, tuple] | None = None
    for node, parents in walk_defs(tree):
        if isinstance(node, ast.ClassDef):
            continue
        if def_start(node) <= lineno <= (node.end_lineno or node.lineno):
            best = (node, parents)  # later = more deeply nested
    return best


def find_test(tree: ast.Module | None, nodeid: str) -> tuple[Def, tuple] | None:
    """The test function (in its classes) a node id names."""
    names = [re.sub(r"\[.*$", "", part) for part in nodeid.split("::")[1:]]
    if tree is None or not names:
        return None
    body: list[ast.stmt] = tree.body
    parents: tuple[Def, ...] = ()
    for i, name in enumerate(names):
        node = next((n for n in body if isinstance(n, Def) and n.name == name), None)
        if node is None:
            return None
        if i == len(names) - 1:
            return node, parents
        parents += (node,)
        body = node.body
    return None


def fixture_name(node: Def) -> tuple[str, bool] | None:
    """(fixture name, autouse) when node is decorated with ``fixture``."""
    for dec in node.decorator_list:
        target = dec.func if isinstance(dec, ast.Call) else dec
        dname = target.attr if isinstance(target, ast.Attribute) else getattr(target, "id", "")
        if dname != "fixture":
            continue
        name, autouse = node.name, False
        for kw in dec.keywords if isinstance(dec, ast.Call) else []:
            if kw.arg == "name" and isinstance(kw.value, ast.Constant):
                name = str(kw.value.value)
            if kw.arg == "autouse" and isinstance(kw.value, ast.Constant):
                autouse = bool(kw.value.value)
        return name, autouse
    return None


def arg_names(node: Def) -> list[str]:
    if isinstance(node, ast.ClassDef):
        return []
    a = node.args
    return [x.arg for x in a.posonlyargs + a.args + a.kwonlyargs if x.arg not in ("self", "cls")]


def fixtures(tree: ast.AST | None, wanted: list[str]) -> Iterator[tuple[Def, tuple]]:
    """The fixtures named in wanted, the fixtures they use and the autouse ones."""
    if tree is None:
        return
    table: dict[str, tuple[Def, tuple]] = {}
    for node, parents in walk_defs(tree):
        info = fixture_name(node)
        if info is not None:
            table.setdefault(info[0], (node, parents))
            if info[1]:
                wanted = wanted + [info[0]]
    seen: set[str] = set()
    while wanted:
        name = wanted.pop(0)
        if name in seen or name not in table:
            continue
        seen.add(name)
        yield table[name]
        wanted.extend(arg_names(table[name][0]))
