"""The exception a test awaited when it failed some other way inside `pytest.raises`.

`with pytest.raises(ValueError): kaprekar_chain(7777)` reports `DID NOT RAISE` when the
call returns. When the call instead hangs (the timeout stops it) or dies of another
exception (`ZeroDivisionError` where a check should have refused the input first), the
report names the timeout or that exception, yet the test says the same thing: the code
lacks the guard that raises `ValueError` before it gets there. This module reads the
test's own frame: when its line sits in the body of a `with pytest.raises(X)` (or
`self.assertRaises(X)`) block, the failure also counts as `DID NOT RAISE X`, so the
raise-guard template and the search's "missing exception" handling see it.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

from pytest_selfheal.records import Failure

_RAISES = {"raises", "assertRaises", "assertRaisesRegex"}
_MISMATCH = ("Regex pattern did not match", "does not match")  # raised, wrong message


def awaited_messages(root: Path, failures: Iterable[Failure]) -> list[tuple[str, str]]:
    """(exc_type, message) pairs in pytest's `DID NOT RAISE` form, one per failure that
    failed inside a raises block without raising what the block awaited."""
    out: list[tuple[str, str]] = []
    for failure in failures:
        names = awaited(root, failure)
        if names:
            classes = " ".join(f"<class '{name}'>" for name in names)
            out.append(("Failed", f"DID NOT RAISE {classes} (the test's raises block; "
                                  f"it ended in {failure.exc_type or 'an error'})"))
    return out


def awaited(root: Path, failure: Failure) -> tuple[str, ...]:
    """Short names of the exceptions the raises block around the test's failing line
    awaited, unless the failure is that block's own verdict (or a wrong message)."""
    message = failure.message or ""
    if "DID NOT RAISE" in message or any(m in message for m in _MISMATCH):
        return ()
    test_path = failure.test_path or failure.nodeid.split("::", 1)[0]
    frames = [f for f in failure.frames if f.path == test_path]
    if not frames:
        return ()
    path = root / test_path
    try:
        stamp = path.stat().st_mtime_ns
    except OSError:
        return ()
    names = _block_at(str(path), stamp, frames[-1].lineno)
    short = (failure.exc_type or "").rsplit(".", 1)[-1]
    return () if short in names else names


@lru_cache(maxsize=256)
def _block_at(path: str, stamp: int, line: int) -> tuple[str, ...]:
    """Exception names of the innermost raises `with` block whose body holds `line`."""
    del stamp  # part of the cache key: an edited test file is read again
    try:
        tree = ast.parse(Path(path).read_text(encoding="utf-8"))
    except (OSError, SyntaxError, ValueError):
        return ()
    best: tuple[int, tuple[str, ...]] | None = None
    for node in ast.walk(tree):
        if not isinstance(node, (ast.With, ast.AsyncWith)) or not node.body:
            continue
        if not node.body[0].lineno <= line <= (node.body[-1].end_lineno or 0):
            continue
        names = tuple(n for item in node.items for n in _awaited_by(item.context_expr))
        if names and (best is None or node.lineno > best[0]):
            best = (node.lineno, names)
    return best[1] if best else ()


def _awaited_by(expr: ast.expr) -> list[str]:
    if not isinstance(expr, ast.Call) or not expr.args:
        return []
    func = expr.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    if name not in _RAISES:
        return []
    first = expr.args[0]
    elts = first.elts if isinstance(first, ast.Tuple) else [first]
    out = []
    for elt in elts:
        if isinstance(elt, ast.Name):
            out.append(elt.id)
        elif isinstance(elt, ast.Attribute):
            out.append(elt.attr)
    return out
