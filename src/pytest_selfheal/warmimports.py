"""Which modules the warm server may import ahead: the project's third-party imports.

The server pre-imports pytest, its plugins and what the project imports from outside
its tree, never the project itself (a candidate edits it). This module finds those
names by parsing the project's files; it imports nothing it finds.
"""

from __future__ import annotations

import ast
import importlib.util
import os
import sys
from collections.abc import Iterator
from pathlib import Path

SKIP_DIRS = {".git", ".hg", ".tox", ".nox", ".venv", "venv", "env", "node_modules", "__pycache__",
             "build", "dist", "site-packages", ".mypy_cache", ".pytest_cache", ".ruff_cache"}
NEVER_IMPORT = {"antigravity", "this", "__main__", "tkinter", "turtle", "turtledemo", "idlelib"}


def project_files(root: Path, limit: int = 3000) -> Iterator[Path]:
    """The project's .py files, skipping VCS, caches and virtualenvs."""
    count = 0
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.startswith("."))
        if "pyvenv.cfg" in filenames:
            dirnames[:] = []
            continue
        for name in sorted(filenames):
            if name.endswith(".py"):
                count += 1
                if count > limit:
                    return
                yield Path(dirpath) / name


def external_imports(root: Path) -> list[str]:
    """Module names the project imports that resolve outside root (safe to pre-import)."""
    root = root.resolve()
    local: set[str] = set()
    wanted: dict[str, None] = {}
    for path in project_files(root):
        local.add(path.stem)
        local.update(path.relative_to(root).parts[:-1])
        try:
            tree = ast.parse(path.read_bytes())
        except (SyntaxError, ValueError, OSError):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                wanted.update((a.name, None) for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                wanted[node.module] = None
    out: list[str] = []
    outside: dict[str, bool] = {}
    for name in wanted:
        top = name.partition(".")[0]
        if top in local or top in NEVER_IMPORT:
            continue
        if top not in outside:
            outside[top] = resolves_outside(top, root)
        if outside[top]:
            out.append(name)
    return out


def resolves_outside(name: str, root: Path) -> bool:
    try:
        spec = importlib.util.find_spec(name)  # a top-level name: imports nothing
    except (ImportError, ValueError):
        return False
    if spec is None:
        return False
    places = list(spec.submodule_search_locations or [])
    if spec.origin and spec.has_location:
        places.append(spec.origin)
    return all(not Path(p).resolve().is_relative_to(root) for p in places)


def project_tops(root: Path) -> set[str]:
    """Top-level names the project itself provides: packages and modules right in the root
    or in ``src/`` (what a fresh pytest run imports from the checkout)."""
    tops: set[str] = set()
    for base in (root, root / "src"):
        try:
            entries = list(os.scandir(base))
        except OSError:
            continue
        for entry in entries:
            name = entry.name
            if entry.is_dir() and (Path(entry.path) / "__init__.py").is_file():
                tops.add(name)
            elif entry.is_file() and name.endswith(".py"):
                tops.add(name[:-3])
    return {t for t in tops if t.isidentifier() and t not in sys.stdlib_module_names
            and t not in ("setup", "conftest", "noxfile", "tasks")}


def forget_shadowed(root: Path) -> list[str]:
    """Drop the modules that carry a project's top-level name but were imported from
    elsewhere: a vendored copy (setuptools brings its own ``more_itertools``), an
    installed release of the project. A forked child must import the project's files,
    which a candidate edits, as a fresh pytest run does."""
    tops = project_tops(root)
    dropped = [m for m in list(sys.modules) if m.partition(".")[0] in tops]
    for name in dropped:
        del sys.modules[name]
    return dropped
