"""Catch patches that make a failing test pass by cheating, not by fixing the code.

The guard (``diffs/guard.py``) judges a patch by the paths and lines it touches; this
module judges what the patched files *mean*, by comparing the syntax trees of
every touched file before and after the patch:

1. **Special-casing the test's inputs**: a new equality or membership comparison
   against a literal that the failing test uses (``if values == [2, 4, 6]:``), or
   a function that computed its result turned into one that returns a literal
   the failing test asserts.
2. **Reading the test context**: new reads of ``PYTEST_CURRENT_TEST``,
   ``sys.argv``, the call stack (``inspect.stack``, ``sys._getframe``, ``f_back``
   ...), whether pytest is loaded, or the failing test's name.
3. **Weakening tests** (only reachable with ``--selfheal-allow-test-edits``): an
   ``assert`` deleted or loosened (``==`` to ``in``/``<=``..., an exact value to
   ``approx``, a wider ``approx`` tolerance), or a new ``monkeypatch``/``mock.patch``
   of the code under test inside a test file.

``find_cheat`` returns one sentence worded for the engine, or None.
"""

from __future__ import annotations

import ast
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from pytest_selfheal.cheat_ast import NOTHING, functions, literal, parse
from pytest_selfheal.diffs.guard import is_test_file
from pytest_selfheal.weakened_tests import weakened_test

_EQUALITY = (ast.Eq, ast.NotEq, ast.In, ast.NotIn, ast.Is, ast.IsNot)
_STACK_ATTRS = {
    ("inspect", "stack"), ("inspect", "currentframe"), ("inspect", "getouterframes"),
    ("inspect", "getframeinfo"), ("sys", "_getframe"), ("sys", "argv"), ("sys", "orig_argv"),
    ("traceback", "extract_stack"), ("traceback", "format_stack"), ("traceback", "walk_stack"),
}
_STACK_NAMES = {"f_back", "f_locals", "f_code", "co_name", "PYTEST_CURRENT_TEST"}


@dataclass
class Evidence:
    """What the failing tests contain that a cheating patch would copy."""

    literals: list[object] = field(default_factory=list)  # inputs, parameters, expectations
    expected: list[object] = field(default_factory=list)  # values inside assert statements
    names: set[str] = field(default_factory=set)  # test function names


def find_cheat(
    before: dict[str, str | None],
    after: dict[str, str | None],
    evidence: Evidence,
    project_modules: Iterable[str] = (),
) -> str | None:
    """Compare touched files (path -> text, None when absent) before and after a patch."""
    modules = set(project_modules)
    for path in sorted(after):
        new_text = after[path]
        if new_text is None or not path.endswith(".py"):
            continue
        new = parse(new_text)
        old = parse(before.get(path) or "")
        if new is None or old is None:
            continue
        if is_test_file(path):
            reason = weakened_test(path, old, new, modules)
        else:
            reason = _special_case(path, old, new, evidence) or _reads_context(
                path, old, new, evidence)
        if reason:
            return reason
    return None


def collect_evidence(root: Path, nodeids: Iterable[str]) -> Evidence:
    """Literals and names of the failing tests, read from their files under ``root``."""
    evidence = Evidence()
    trees: dict[str, ast.Module | None] = {}
    for nodeid in nodeids:
        parts = nodeid.split("::")
        if len(parts) < 2:
            continue
        path, func = parts[0], parts[-1].split("[", 1)[0]
        evidence.names.add(func)
        if path not in trees:
            try:
                trees[path] = parse((root / path).read_text(encoding="utf-8"))
            except OSError:
                trees[path] = None
        tree = trees[path]
        if tree is None:
            continue
        for node in _test_nodes(tree, parts[1:-1], func):
            for sub in ast.walk(node):
                value = literal(sub)
                if value is not NOTHING and _distinctive(value):
                    evidence.literals.append(value)
                if isinstance(sub, ast.Assert):
                    for inner in ast.walk(sub.test):
                        value = literal(inner)
                        if value is not NOTHING and _distinctive(value):
                            evidence.expected.append(value)
    return evidence


def project_module_names(root: Path) -> set[str]:
    """Top-level importable names of the project (root and ``src/`` layouts)."""
    names: set[str] = set()
    for base in (root, root / "src"):
        if not base.is_dir():
            continue
        for entry in base.iterdir():
            if entry.suffix == ".py" and not is_test_file(entry.name):
                names.add(entry.stem)
            elif entry.is_dir() and (entry / "__init__.py").is_file() and not is_test_file(
                    f"{entry.name}/x.py"):
                names.add(entry.name)
    names.discard("conftest")
    return names


# -- special-casing -------------------------------------------------------------

def _special_case(path: str, old: ast.Module, new: ast.Module, ev: Evidence) -> str | None:
    old_values = {_key(v) for v in _all_literals(old)}
    old_shapes = Counter(_masked(n) for n in ast.walk(old) if isinstance(n, ast.Compare))
    new_shapes = Counter(_masked(n) for n in ast.walk(new) if isinstance(n, ast.Compare))
    test_values = {_key(v) for v in ev.literals}
    for node in ast.walk(new):
        if not isinstance(node, ast.Compare) or not all(isinstance(o, _EQUALITY)
                                                          for o in node.ops):
            continue
        shape = _masked(node)
        if new_shapes[shape] <= old_shapes.get(shape, 0):
            continue  # an existing comparison, possibly with a corrected literal
        for side in (node.left, *node.comparators):
            value = literal(side)
            if value is NOTHING:
                continue
            parts = [value, *(value if isinstance(value, (list, tuple, set, frozenset)) else ())]
            if any(_distinctive(v) and _key(v) in test_values and _key(v) not in old_values
                   for v in parts):
                return (f"refused as a cheat: {path} now compares against "
                        f"{ast.unparse(side)[:60]}, a value taken from the failing test; "
                        "fix the computation for every input instead of special-casing "
                        "the test's")
    expected = {_key(v) for v in ev.expected}
    old_funcs = functions(old)
    for qual, func in functions(new).items():
        before = old_funcs.get(qual)
        if before is None or _returnsliteral(before):
            continue
        for ret in _returns(func):
            if ret.value is None:
                continue
            value = literal(ret.value)
            if value is not NOTHING and _distinctive(value) and _key(value) in expected \
                    and _key(value) not in old_values:
                return (f"refused as a cheat: {qual} in {path} now returns "
                        f"{ast.unparse(ret.value)[:60]}, the value the failing test expects; "
                        "compute the result from the inputs instead")
    return None


def _reads_context(path: str, old: ast.Module, new: ast.Module, ev: Evidence) -> str | None:
    old_marks, new_marks = _context_marks(old, ev), _context_marks(new, ev)
    for mark, count in new_marks.items():
        if count > old_marks.get(mark, 0):
            return (f"refused as a cheat: {path} now reads {mark}, so the code would behave "
                    "differently under test; fix the behaviour itself")
    return None


def _context_marks(tree: ast.Module, ev: Evidence) -> Counter[str]:
    marks: Counter[str] = Counter()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            base = node.value.id if isinstance(node.value, ast.Name) else ""
            if (base, node.attr) in _STACK_ATTRS:
                marks[f"{base}.{node.attr}"] += 1
            elif node.attr in _STACK_NAMES:
                marks[node.attr] += 1
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            if node.value == "PYTEST_CURRENT_TEST":
                marks["PYTEST_CURRENT_TEST"] += 1
            elif node.value in ("pytest", "_pytest"):
                marks["whether pytest is loaded"] += 1
            elif any(name and name in node.value for name in ev.names):
                marks["the failing test's name"] += 1
        elif isinstance(node, ast.Name) and node.id in _STACK_NAMES:
            marks[node.id] += 1
    return marks


# -- helpers ----------------------------------------------------------------------

def _distinctive(value: object) -> bool:
    """Values specific enough that matching them is no coincidence."""
    if isinstance(value, bool) or value is None:
        return False
    if isinstance(value, (int, float)):
        return abs(value) >= 3 or (isinstance(value, float) and value not in (0.0, 0.5, 1.0, 2.0))
    if isinstance(value, str):
        return len(value.strip()) >= 2
    if isinstance(value, (list, tuple, set, frozenset, dict)):
        return len(value) >= 2
    return False


def _key(value: object) -> str:
    return f"{type(value).__name__}:{value!r}" if not isinstance(value, (int, float)) \
        else f"num:{float(value)!r}"


def _all_literals(tree: ast.Module) -> Iterator[object]:
    for node in ast.walk(tree):
        value = literal(node)
        if value is not NOTHING:
            yield value


def _masked(node: ast.Compare) -> str:
    """The comparison's shape with every literal replaced by a placeholder."""
    class Mask(ast.NodeTransformer):
        def generic_visit(self, n: ast.AST) -> ast.AST:
            if literal(n) is not NOTHING:
                return ast.Name(id="_", ctx=ast.Load())
            return super().generic_visit(n)

    copy = ast.parse(ast.unparse(node), mode="eval").body
    return ast.dump(Mask().visit(copy))


def _returns(func: ast.AST) -> Iterator[ast.Return]:
    stack = list(ast.iter_child_nodes(func))
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Return):
            yield node
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            stack.extend(ast.iter_child_nodes(node))


def _returnsliteral(func: ast.AST) -> bool:
    return any(r.value is not None and literal(r.value) is not NOTHING
               and _distinctive(literal(r.value)) for r in _returns(func))


def _test_nodes(tree: ast.Module, classes: list[str], func: str) -> Iterator[ast.AST]:
    scope: list[ast.stmt] = list(tree.body)
    owners: list[ast.ClassDef] = []
    for cls in classes:
        found = next((n for n in scope if isinstance(n, ast.ClassDef) and n.name == cls), None)
        if found is None:
            return
        owners.append(found)
        scope = list(found.body)
    for node in scope:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == func:
            yield node
    for owner in owners:  # class-level parametrize marks
        yield from owner.decorator_list
