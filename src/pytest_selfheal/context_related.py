"""The "related definitions" section: where the names a failure mentions are defined.

Identifiers in the failures' messages and tracebacks (and the project frames'
function names) are ranked by how often they occur; the project's source files (not
tests, secrets or ``.selfhealignore`` files; at most ``MAX_FILES_SCANNED``) are
searched for ``def``/``class`` of those names, and the best ``MAX_RELATED`` are shown.
"""

from __future__ import annotations

import builtins
import keyword
import os
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from pytest_selfheal.context_defs import Def as _Def
from pytest_selfheal.context_defs import walk_defs as _walk_defs
from pytest_selfheal.diffs.guard import is_test_file
from pytest_selfheal.records import Failure
from pytest_selfheal.redact import is_secret_path

if TYPE_CHECKING:
    from pytest_selfheal.context import _Builder

MAX_RELATED = 8
MAX_FILES_SCANNED = 3000
MAX_FILE_BYTES = 512_000
_SKIP_DIRS = {"__pycache__", "node_modules", "venv", "env", "build", "dist", "site-packages"}
_IDENT_RE = re.compile(r"\b[A-Za-z_][A-Za-z0-9_]{2,}\b")
_NOISE = set(keyword.kwlist) | set(dir(builtins)) | {
    "self", "cls", "where", "assert", "test", "tests", "pytest", "line", "file", "args",
    "kwargs", "call", "def", "return", "expected", "actual", "result", "Error", "value",
    "values", "item", "items", "obj", "function", "method", "module", "raise", "raises",
    "lambda", "fixture", "request", "main", "init", "assertion",
}  # fmt: skip


def _project_files(root: Path) -> Iterator[str]:
    count = 0
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(
            d for d in dirnames
            if not d.startswith(".") and d not in _SKIP_DIRS and not d.endswith(".egg-info")
        )  # fmt: skip
        for name in sorted(filenames):
            if name.endswith(".py"):
                full = Path(dirpath) / name
                if full.is_file() and full.stat().st_size <= MAX_FILE_BYTES:
                    yield full.relative_to(root).as_posix()
                    count += 1
                    if count >= MAX_FILES_SCANNED:
                        return


def _identifiers(failures: list[Failure]) -> list[str]:
    counts: Counter[str] = Counter()
    for f in failures:
        text = " ".join([f.exc_type, f.message, f.longrepr[-4000:]])
        counts.update(m for m in _IDENT_RE.findall(text) if m not in _NOISE)
        counts.update(fr.function for fr in f.frames
                      if fr.function and fr.in_project and len(fr.function) > 2)
    return [name for name, _ in counts.most_common(40) if not name.lower().startswith("test")]


def add_related(b: _Builder) -> None:
    """Definitions (functions, classes) of the names the failures mention, best first."""
    names = _identifiers(b.failures)
    if not names:
        return
    rank = {n: i for i, n in enumerate(names)}
    pattern = re.compile(
        r"^[ \t]*(?:async[ \t]+def|def|class)[ \t]+(" + "|".join(names) + r")\b", re.M
    )
    found: list[tuple[int, str, _Def, tuple]] = []
    for rel in _project_files(b.src.root):
        if (is_secret_path(rel) or is_test_file(rel)  # tests have their own section
                or b.src.ignored.matches(rel, b.src.root)):
            continue
        lines = b.src.lines(rel)
        text = "\n".join(lines or [])
        hits = {m.group(1) for m in pattern.finditer(text)}
        tree = b.src.tree(rel) if hits else None
        if tree is None:
            continue
        for node, parents in _walk_defs(tree):
            if node.name in hits:
                found.append((rank[node.name], rel, node, parents))
    found.sort(key=lambda t: (t[0], t[1], t[2].lineno))
    for _, rel, node, parents in found[:MAX_RELATED]:
        b.add_def("related", rel, node, parents, node.lineno, f"defines `{node.name}`")

