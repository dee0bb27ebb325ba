"""A fenced block holding whole functions replaces the functions of the same name.

A ```python block qualifies when it parses and holds only function definitions
(a method may be wrapped in its ``class`` line, which selects ``Class.method``).
Each definition replaces the one definition of that name in the repository:
a module-level function or a method, looked up in the file named on the line
before the block when there is one, else in every Python file. A name defined in
several places, or nowhere, is refused. The replacement takes the indentation of
the definition it replaces; when it has no decorators the old ones are kept.
"""

from __future__ import annotations

import ast
import re
import textwrap
from dataclasses import dataclass

from pytest_selfheal.diffs.parse import DiffFormatError, split_lines
from pytest_selfheal.edits.repofiles import MAX_FILE_BYTES, RepoFiles

PYTHON_INFO = {"", "python", "py", "python3"}
_Def = ast.FunctionDef | ast.AsyncFunctionDef


@dataclass
class NewFunction:
    qualname: str  # "name" or "Class.name"
    source: list[str]  # dedented lines, decorators included
    decorated: bool
    path_hint: str | None


@dataclass
class Target:
    path: str
    qualname: str
    start: int  # 0-based first line replaced (first decorator, or the def line)
    def_line: int  # 0-based line of "def"
    end: int  # 0-based line after the definition
    indent: str


def function_blocks(blocks: list[tuple[str, list[str], str | None]]) -> list[NewFunction]:
    """The functions held by fenced (info, body, path before it) blocks that qualify."""
    found: list[NewFunction] = []
    for info, body, hint in blocks:
        if info not in PYTHON_INFO:
            continue
        source = textwrap.dedent("\n".join(body))
        try:
            tree = ast.parse(source)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            continue
        lines = source.split("\n")
        if first := _comment_path(lines):
            hint = first
        found.extend(_definitions(tree, lines, hint) or [])
    return found


def _comment_path(lines: list[str]) -> str | None:
    from pytest_selfheal.edits.searchreplace import looks_like_path

    head = lines[0].strip() if lines else ""
    return looks_like_path(head) if head.startswith("#") else None


def _definitions(tree: ast.Module, lines: list[str], hint: str | None) -> list[NewFunction] | None:
    """None unless the module holds only definitions (and classes wrapping them)."""
    out: list[NewFunction] = []
    if not tree.body:
        return None
    for node in tree.body:
        if isinstance(node, _Def):
            out.append(_new(node, node.name, lines, hint))
        elif isinstance(node, ast.ClassDef):
            methods = [n for n in node.body if isinstance(n, _Def)]
            rest = [n for n in node.body if not isinstance(n, _Def) and not _is_filler(n)]
            if not methods or rest:
                return None
            out.extend(_new(m, f"{node.name}.{m.name}", lines, hint) for m in methods)
        else:
            return None
    return out


def _is_filler(node: ast.stmt) -> bool:
    if isinstance(node, ast.Pass):
        return True
    return isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)  # docstring, ...


def _new(node: ast.FunctionDef | ast.AsyncFunctionDef, qualname: str, lines: list[str],
         hint: str | None) -> NewFunction:
    start = min([d.lineno for d in node.decorator_list] + [node.lineno]) - 1
    end = node.end_lineno or node.lineno
    source = textwrap.dedent("\n".join(lines[start:end])).split("\n")
    return NewFunction(qualname, source, bool(node.decorator_list), hint)


def _targets_in(path: str, text: str) -> list[Target]:
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return []
    lines = text.split("\n")
    out: list[Target] = []

    def visit(body: list[ast.stmt], prefix: str) -> None:
        for node in body:
            if isinstance(node, _Def):
                start = min([d.lineno for d in node.decorator_list] + [node.lineno]) - 1
                line = lines[node.lineno - 1]
                indent = line[: len(line) - len(line.lstrip())]
                end = node.end_lineno or node.lineno
                out.append(Target(path, prefix + node.name, start, node.lineno - 1, end, indent))
            elif isinstance(node, ast.ClassDef):
                visit(node.body, f"{prefix}{node.name}.")

    visit(tree.body, "")
    return out


def find_target(new: NewFunction, files: RepoFiles) -> Target:
    name = new.qualname.rsplit(".", 1)[-1]
    hinted = files.resolve(new.path_hint) if new.path_hint else None
    if hinted is not None and files.is_file(hinted):
        paths = [hinted]
    else:  # no hint, or one naming no file: look everywhere
        paths = [p for p in files.listed if p.endswith(".py")]
    pattern = re.compile(rf"^[ \t]*(async[ \t]+)?def[ \t]+{re.escape(name)}\b", re.MULTILINE)
    found: list[Target] = []
    for path in paths:
        if not files.is_file(path) or (files.root / path).stat().st_size > MAX_FILE_BYTES:
            continue
        text = files.read(path) or ""
        if not pattern.search(text):
            continue
        for target in _targets_in(path, text):
            if target.qualname == new.qualname or target.qualname.endswith("." + new.qualname):
                found.append(target)
            elif "." not in new.qualname and target.qualname.rsplit(".", 1)[-1] == name:
                found.append(target)
    where = f" in {paths[0]}" if hinted is not None and paths == [hinted] else " in the repository"
    if not found:
        raise DiffFormatError(
            f"`{new.qualname}` is not defined{where}, so the function you sent replaces "
            "nothing: to add new code send a unified diff"
        )
    if len(found) > 1:
        shown = ", ".join(f"{t.path}:{t.def_line + 1} {t.qualname}" for t in found[:5])
        raise DiffFormatError(
            f"`{new.qualname}` is defined in {len(found)} places ({shown}): put the file's path "
            "on the line before the block and wrap a method in its class line, or send a "
            "unified diff"
        )
    return found[0]


def replace_functions(
    functions: list[NewFunction], files: RepoFiles
) -> dict[str, tuple[str | None, str]]:
    """path -> (content before, content after) with every function replaced."""
    by_path: dict[str, list[tuple[Target, NewFunction]]] = {}
    for new in functions:
        target = find_target(new, files)
        by_path.setdefault(target.path, []).append((target, new))
    changes: dict[str, tuple[str | None, str]] = {}
    for path, edits in by_path.items():
        text = files.read(path) or ""
        lines = split_lines(text)
        eol = "\r\n" if lines and lines[0].endswith("\r\n") else "\n"
        edits.sort(key=lambda item: item[0].start, reverse=True)
        for (later, _), (earlier, _) in zip(edits, edits[1:], strict=False):
            if earlier.end > later.start:
                raise DiffFormatError(
                    f"{path}: two of your blocks replace `{later.qualname}`: send it once"
                )
        for target, new in edits:
            start = target.start if new.decorated else target.def_line
            body = [target.indent + line if line.strip() else "" for line in new.source]
            tail = "" if target.end >= len(lines) and not lines[-1].endswith("\n") else eol
            replacement = [line + eol for line in body[:-1]] + [body[-1] + tail]
            lines[start : target.end] = replacement
        changes[path] = (text, "".join(lines))
    return changes
