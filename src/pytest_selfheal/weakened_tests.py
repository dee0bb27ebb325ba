"""Weakened tests: a patch to a test file that deletes or loosens an assert, or mocks the
code under test (reachable only with ``--selfheal-allow-test-edits``)."""

from __future__ import annotations

import ast
from collections import Counter
from collections.abc import Iterator

from pytest_selfheal.cheat_ast import call_name, functions, literal

_WEAKER_THAN_EQ = (ast.In, ast.NotIn, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.IsNot)
_MOCKERS = ("setattr", "setitem", "patch", "object", "dict", "multiple")


def weakened_test(path: str, old: ast.Module, new: ast.Module, modules: set[str]) -> str | None:
    old_funcs, new_funcs = functions(old), functions(new)
    for qual, before in old_funcs.items():
        if not before.name.startswith("test"):
            continue
        after = new_funcs.get(qual)
        old_asserts = [a for a in ast.walk(before) if isinstance(a, ast.Assert)]
        new_asserts = [a for a in ast.walk(after) if isinstance(a, ast.Assert)] if after else []
        if len(new_asserts) < len(old_asserts):
            return (f"refused: the patch deletes an assert from {qual} in {path}; "
                    "a test may be corrected, never weakened")
        for was, now in zip(_unmatched(old_asserts, new_asserts),
                            _unmatched(new_asserts, old_asserts), strict=False):
            why = _loosened(was.test, now.test)
            if why:
                return (f"refused: the patch loosens an assert in {qual} in {path} ({why}); "
                        "a test may be corrected, never weakened")
    new_mocks = Counter(_mock_targets(new, modules))
    old_mocks = Counter(_mock_targets(old, modules))
    for target, count in new_mocks.items():
        if count > old_mocks.get(target, 0):
            return (f"refused: the patch monkeypatches {target}, the code under test, in {path}; "
                    "fix the code instead of replacing it in the test")
    return None


def _unmatched(these: list[ast.Assert], others: list[ast.Assert]) -> list[ast.Assert]:
    """The asserts of ``these`` with no identical assert left in ``others``, in order."""
    pool = Counter(ast.dump(a) for a in others)
    out = []
    for a in these:
        key = ast.dump(a)
        if pool[key] > 0:
            pool[key] -= 1
        else:
            out.append(a)
    return out


def _loosened(was: ast.expr, now: ast.expr) -> str | None:
    if isinstance(now, ast.Constant) and now.value:
        return "it can no longer fail"
    if isinstance(was, ast.Compare) and isinstance(now, ast.Compare):
        if any(isinstance(o, ast.Eq) for o in was.ops) and any(
                isinstance(o, _WEAKER_THAN_EQ) for o in now.ops):
            return f"`{ast.unparse(was)[:50]}` became `{ast.unparse(now)[:50]}`"
    was_tol, now_tol = _approx_tolerance(was), _approx_tolerance(now)
    if now_tol is not None and was_tol is None:
        return "an exact comparison became approx"
    if now_tol is not None and was_tol is not None and now_tol > was_tol:
        return f"the approx tolerance grew from {was_tol:g} to {now_tol:g}"
    return None


def _approx_tolerance(expr: ast.expr) -> float | None:
    for node in ast.walk(expr):
        if isinstance(node, ast.Call) and call_name(node).endswith("approx"):
            tol = 1e-6
            for kw in node.keywords:
                if kw.arg in ("rel", "abs"):
                    value = literal(kw.value)
                    if isinstance(value, (int, float)):
                        tol = max(tol, float(value))
            return tol
    return None


def _mock_targets(tree: ast.Module, modules: set[str]) -> Iterator[str]:
    imported = _project_imports(tree, modules)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        name = call_name(node)
        leaf = name.rsplit(".", 1)[-1]
        if not (name.startswith(("monkeypatch.", "mocker.", "mock.", "unittest.mock."))
                or name in ("patch", "patch.object", "patch.dict", "patch.multiple")) \
                or leaf not in _MOCKERS:
            continue
        first = node.args[0]
        target = literal(first)
        text = target if isinstance(target, str) else ast.unparse(first)
        head = text.split(".", 1)[0]
        if head in modules or head in imported:
            yield text


def _project_imports(tree: ast.Module, modules: set[str]) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0 \
                and node.module.split(".")[0] in modules:
            names.update(a.asname or a.name for a in node.names)
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name.split(".")[0] in modules:
                    names.add((a.asname or a.name).split(".")[0])
    return names
