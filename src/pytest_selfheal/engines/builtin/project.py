"""Read-only view of a project's source files for the built-in engine: parse once, find defs."""

from __future__ import annotations

import ast
import os
import re
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from pytest_selfheal.diffs.guard import is_test_file
from pytest_selfheal.engines.builtin.srctext import Source, parse, statement_lines

SKIP_DIRS = {
    "__pycache__", "node_modules", "build", "dist", "site-packages", "venv", "env", "htmlcov",
}
MAX_FILES = 3000
FuncDef = ast.FunctionDef | ast.AsyncFunctionDef


def is_test_path(path: str) -> bool:
    """test_*.py, *_test.py, conftest.py, or anything under a tests/, test/ or testing/
    folder: the guard's own rule (``diffs.guard.is_test_file``), so the engine never
    proposes an edit the guard refuses (a helper like ``test/common.py`` included)."""
    return is_test_file(path.replace("\\", "/"))


@dataclass
class FileInfo:
    path: str
    source: Source
    tree: ast.Module
    owner: dict[int, ast.stmt] = field(default_factory=dict)
    _funcs: dict[int, FuncDef] | None = None

    def function_at(self, line: int) -> FuncDef | None:
        """The innermost function whose lines hold ``line`` (None at module/class level)."""
        if self._funcs is None:
            self._funcs = {}
            for node in ast.walk(self.tree):  # breadth first: inner functions come later
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    for n in range(node.lineno, (node.end_lineno or node.lineno) + 1):
                        self._funcs[n] = node
        return self._funcs.get(line)


_DECLARED = re.compile(r"^\s*(?:async\s+)?(?:def|class)\s+(\w+)", re.M)
_PROPERTY = re.compile(r"@(?:functools\.)?(?:cached_)?property\s*\n\s*(?:async\s+)?def\s+(\w+)")


class Project:
    """Lazily parsed project files, keyed by repo-relative POSIX path."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._files: dict[str, FileInfo | None] = {}
        self._listing: list[str] | None = None
        self._texts: dict[str, str | None] = {}
        self.memo: dict[object, object] = {}  # per-run caches of the templates' lookups

    def text(self, path: str) -> str | None:
        if path not in self._texts:
            try:
                self._texts[path] = (self.root / path).read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                self._texts[path] = None
        return self._texts[path]

    def get(self, path: str) -> FileInfo | None:
        if path in self._files:
            return self._files[path]
        info: FileInfo | None = None
        full = self.root / path
        if path.endswith(".py") and not PurePosixPath(path).is_absolute() and full.is_file():
            try:
                text = full.read_bytes().decode("utf-8")  # keep \r\n as is
            except (OSError, UnicodeDecodeError):
                text = None
            tree = parse(text) if text is not None else None
            if text is not None and tree is not None:
                info = FileInfo(path, Source(text), tree, statement_lines(tree))
        self._files[path] = info
        return info

    def source_files(self) -> list[str]:
        """Project, non-test .py files, sorted (capped at MAX_FILES)."""
        if self._listing is None:
            found: list[str] = []
            for dirpath, dirnames, filenames in os.walk(self.root):
                dirnames[:] = sorted(
                    d for d in dirnames if not d.startswith(".") and d not in SKIP_DIRS
                    and not d.endswith(".egg-info")
                )
                rel_dir = Path(dirpath).relative_to(self.root).as_posix()
                for name in sorted(filenames):
                    if name.endswith(".py"):
                        rel = name if rel_dir == "." else f"{rel_dir}/{name}"
                        if not is_test_path(rel):
                            found.append(rel)
                if len(found) >= MAX_FILES:
                    break
            self._listing = found[:MAX_FILES]
        return self._listing

    def find_defs(self, name: str) -> list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
        """Functions (and methods) called `name` in project source files; classes give __init__
        (memoized per name: templates ask for the same names at every statement). Files are
        indexed once by the names they declare, and a file is walked once, when a name it
        declares is first asked for."""
        key = ("find_defs", name)
        if key in self.memo:
            return list(self.memo[key])  # type: ignore[call-overload]
        out: list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]] = []
        for path in self._declared().get(name, ()):
            out.extend((path, node) for node in self._defs_in(path).get(name, ()))
        self.memo[key] = list(out)
        return out

    def _declared(self) -> dict[str, list[str]]:
        """Name -> the source files (in listing order) whose text declares it with a
        `def` or `class` line."""
        index = self.memo.get("declared")
        if index is None:
            found: dict[str, list[str]] = {}
            for path in self.source_files():
                text = self.text(path)
                if text is None:
                    continue
                for declared in dict.fromkeys(_DECLARED.findall(text)):
                    found.setdefault(declared, []).append(path)
            self.memo["declared"] = index = found
        return index  # type: ignore[return-value]

    def _defs_in(self, path: str) -> dict[str, list[FuncDef]]:
        """Name -> the functions of one file with that name, in walk order; a class's name
        gives its __init__, __post_init__ and __call__."""
        key = ("defs_in", path)
        stored = self.memo.get(key)
        if stored is None:
            table: dict[str, list[FuncDef]] = {}
            info = self.get(path)
            for node in ast.walk(info.tree) if info is not None else ():
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    table.setdefault(node.name, []).append(node)
                elif isinstance(node, ast.ClassDef):
                    table.setdefault(node.name, []).extend(
                        n for n in node.body
                        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
                        and n.name in ("__init__", "__post_init__", "__call__"))
            self.memo[key] = stored = table
        return stored  # type: ignore[return-value]

    def find_classes(self, name: str) -> list[tuple[str, ast.ClassDef]]:
        """(path, class) of every class called `name` in project source files (memoized;
        a file is parsed only when its text declares the class)."""
        key = ("find_classes", name)
        if key not in self.memo:
            pattern = re.compile(rf"^\s*class\s+{re.escape(name)}\b", re.M)
            found: list[tuple[str, ast.ClassDef]] = []
            for path in self.source_files():
                if not pattern.search(self.text(path) or ""):
                    continue
                info = self.get(path)
                if info is not None:
                    found += [(path, n) for n in ast.walk(info.tree)
                              if isinstance(n, ast.ClassDef) and n.name == name]
            self.memo[key] = found
        return list(self.memo[key])  # type: ignore[call-overload]

    def property_names(self) -> set[str]:
        """Names of the project's properties (`@property def fill`): read like fields, they
        run like calls (computed once per run)."""
        found = self.memo.get("property_names")
        if isinstance(found, set):
            return found
        names: set[str] = set()
        for path in self.source_files():
            names |= set(_PROPERTY.findall(self.text(path) or ""))
        self.memo["property_names"] = names
        return names

    def find_callers(self, name: str, limit: int = 12) -> list[tuple[str, FuncDef, int]]:
        """(path, enclosing function, call line) of calls to ``name`` in project functions."""
        pattern = re.compile(rf"\b{re.escape(name)}\s*\(")
        out: list[tuple[str, FuncDef, int]] = []
        for path in self.source_files():
            text = self.text(path)
            info = self.get(path) if text is not None and pattern.search(text) else None
            if info is None:
                continue
            for node in ast.walk(info.tree):
                if not isinstance(node, ast.Call):
                    continue
                func = node.func
                called = func.id if isinstance(func, ast.Name) else (
                    func.attr if isinstance(func, ast.Attribute) else "")
                owner = info.function_at(node.lineno) if called == name else None
                if owner is not None and owner.name != name:
                    out.append((path, owner, node.lineno))
                    if len(out) >= limit:
                        return out
        return out

    def module_name(self, path: str) -> str:
        """Dotted import name of a project file (src/ layout aware)."""
        parts = list(PurePosixPath(path).with_suffix("").parts)
        if parts and parts[0] in ("src", "lib") and len(parts) > 1:
            parts = parts[1:]
        if parts and parts[-1] == "__init__":
            parts = parts[:-1]
        return ".".join(parts)
