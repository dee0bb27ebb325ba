"""Exact source positions for AST nodes, so edits touch only the characters they mean to.

``ast`` columns are UTF-8 byte offsets; this module turns them into ``str``
offsets and maps any line to the statement that owns it.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterator

_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")
SIMPLE_BODY_FIELDS = ("body", "orelse", "finalbody", "handlers", "cases")


def parse(text: str) -> ast.Module | None:
    """Parse text, or None when it is not valid Python."""
    try:
        return ast.parse(text)
    except (SyntaxError, ValueError):
        return None


class Source:
    """A file's text with line starts, byte->char column mapping and node spans."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.lines = [m.group(0) for m in _LINE.finditer(text)]
        self.starts: list[int] = []
        pos = 0
        for line in self.lines:
            self.starts.append(pos)
            pos += len(line)
        self.starts.append(pos)

    def line(self, lineno: int) -> str:
        """The text of a 1-based line without its line ending ('' when out of range)."""
        if 1 <= lineno <= len(self.lines):
            return self.lines[lineno - 1].rstrip("\r\n")
        return ""

    def offset(self, lineno: int, col: int) -> int:
        """str offset of a (1-based line, UTF-8 byte column) position."""
        if lineno > len(self.lines):
            return len(self.text)
        line = self.lines[lineno - 1]
        if not line.isascii():
            col = len(line.encode("utf-8")[:col].decode("utf-8", errors="ignore"))
        return self.starts[lineno - 1] + col

    def span(self, node: ast.AST) -> tuple[int, int]:
        start = self.offset(node.lineno, node.col_offset)  # type: ignore[attr-defined]
        end = self.offset(node.end_lineno, node.end_col_offset)  # type: ignore[attr-defined]
        return start, end

    def text_of(self, node: ast.AST) -> str:
        start, end = self.span(node)
        return self.text[start:end]

    def line_start(self, lineno: int) -> int:
        return self.starts[min(lineno, len(self.starts)) - 1]

    def indent(self, lineno: int) -> str:
        line = self.line(lineno)
        return line[: len(line) - len(line.lstrip(" \t"))]

    def newline(self) -> str:
        for line in self.lines:
            if line.endswith("\r\n"):
                return "\r\n"
            if line.endswith("\n"):
                return "\n"
        return "\n"

    def indent_unit(self) -> str:
        for line in self.lines:
            stripped = line.lstrip(" \t")
            if stripped.strip() and len(stripped) < len(line):
                ws = line[: len(line) - len(stripped)]
                return "\t" if ws.startswith("\t") else " " * min(len(ws), 4)
        return "    "

    def apply(self, spans: list[tuple[int, int, str]]) -> str:
        """Replace each (start, end) with its text; spans must not overlap."""
        text = self.text
        for start, end, new in sorted(spans, key=lambda s: (s[0], s[1]), reverse=True):
            text = text[:start] + new + text[end:]
        return text


def block_holding(parent_of: dict[ast.AST, ast.AST], stmt: ast.stmt) -> list[ast.stmt] | None:
    """The statement list (a body, `else` or `finally` block) that holds `stmt`."""
    parent = parent_of.get(stmt)
    for name in ("body", "orelse", "finalbody"):
        block = getattr(parent, name, None)
        if isinstance(block, list) and any(s is stmt for s in block):
            return block
    return None


def parents(tree: ast.AST) -> dict[ast.AST, ast.AST]:
    out: dict[ast.AST, ast.AST] = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            out[child] = node
    return out


def header_end(stmt: ast.stmt) -> int:
    """Last line of a statement's own text: the header of a compound statement."""
    body = getattr(stmt, "body", None)
    if isinstance(body, list) and body and isinstance(body[0], ast.stmt):
        return max(stmt.lineno, body[0].lineno - 1)
    return stmt.end_lineno or stmt.lineno


def imports_end(tree: ast.Module) -> int:
    """The last line of the module's docstring, `__future__` and top-level imports (0 if
    none): where a line may go that the module's code runs before anything else."""
    after = 0
    for i, stmt in enumerate(tree.body):
        is_doc = i == 0 and isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)
        if is_doc or isinstance(stmt, (ast.Import, ast.ImportFrom)):
            after = stmt.end_lineno or stmt.lineno
        else:
            break
    return after


def statement_lines(tree: ast.AST) -> dict[int, ast.stmt]:
    """Map every line to the innermost statement owning it (compound: its header lines)."""
    owner: dict[int, ast.stmt] = {}
    for node in ast.walk(tree):  # breadth first: inner statements overwrite outer ones
        if isinstance(node, ast.stmt):
            start = node.lineno
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                start = min([node.lineno] + [d.lineno for d in node.decorator_list])
            for line in range(start, header_end(node) + 1):
                owner[line] = node
    return owner


def statements_at(tree: ast.AST, line: int) -> list[ast.stmt]:
    """Statements whose first line is `line` (usually one)."""
    found = [n for n in ast.walk(tree) if isinstance(n, ast.stmt) and n.lineno == line]
    return sorted(found, key=lambda n: n.col_offset)


def own_nodes(stmt: ast.stmt) -> Iterator[ast.AST]:
    """The expression nodes a statement owns: never the bodies of compound statements."""
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return
    roots: list[ast.AST] = []
    for field, value in ast.iter_fields(stmt):
        if field in SIMPLE_BODY_FIELDS:
            continue
        if isinstance(value, ast.AST):
            roots.append(value)
        elif isinstance(value, list):
            roots.extend(v for v in value if isinstance(v, ast.AST))
    for root in roots:
        for node in ast.walk(root):
            if not isinstance(node, ast.stmt):
                yield node


def enclosing_function(
    node: ast.AST, parent_of: dict[ast.AST, ast.AST]
) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
    cur = parent_of.get(node)
    while cur is not None:
        if isinstance(cur, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return cur
        cur = parent_of.get(cur)
    return None


def mask_comments(gap: str) -> str:
    """Blank out comments in a gap of source that holds no string literal."""
    return re.sub(r"#[^\r\n]*", lambda m: " " * len(m.group(0)), gap)


def assigned_targets(stmt: ast.stmt) -> list[ast.expr]:
    """The targets a plain, augmented or annotated assignment writes (none otherwise)."""
    if isinstance(stmt, ast.Assign):
        return list(stmt.targets)
    if isinstance(stmt, (ast.AugAssign, ast.AnnAssign)):
        return [stmt.target]
    return []


def self_attributes(node: ast.AST, store: bool = False) -> list[str]:
    """The `self.x` attribute names a node reads (or, with `store`, writes), in order."""
    wanted = ast.Store if store else ast.Load
    return [n.attr for n in ast.walk(node) if isinstance(n, ast.Attribute)
            and isinstance(n.value, ast.Name) and n.value.id == "self"
            and isinstance(n.ctx, wanted)]


def init_constants(cls: ast.ClassDef) -> dict[str, object]:
    """Attributes `__init__` first sets to a constant (`self.now = 0.0`) -> that value."""
    out: dict[str, object] = {}
    for init in cls.body:
        if not (isinstance(init, (ast.FunctionDef, ast.AsyncFunctionDef))
                and init.name == "__init__"):
            continue
        for stmt in statements_of(init):
            value = stmt.value if isinstance(stmt, (ast.Assign, ast.AnnAssign)) else None
            if isinstance(value, ast.Constant) and not isinstance(value.value, bytes):
                for target in assigned_targets(stmt):
                    for attr in self_attributes(target, store=True):
                        out.setdefault(attr, value.value)
    return out


def returns_value(func: ast.AST) -> bool:
    """The function returns a value somewhere (not only `return` or `return None`)."""
    return any(isinstance(n, ast.Return) and n.value is not None and not (
        isinstance(n.value, ast.Constant) and n.value.value is None)
        for n in statements_of(func))


def dropped_recursions(func: ast.FunctionDef | ast.AsyncFunctionDef) -> list[ast.Expr]:
    """Bare statements that call the function itself (`self._find(node.left, key)`), in a
    function that returns a value: each throws away what the recursion computed."""
    if not returns_value(func):
        return []
    return [n for n in statements_of(func) if isinstance(n, ast.Expr)
            and isinstance(n.value, ast.Call) and callee_name(n.value.func) == func.name]


def callee_name(node: ast.expr) -> str:
    """`f` of `f(...)` or of `obj.f(...)`; "" for any other callee."""
    return node.id if isinstance(node, ast.Name) else (
        node.attr if isinstance(node, ast.Attribute) else "")


def plain_target(node: ast.AST) -> str | None:
    """`x` or `self.x` as text: something an edit can name again; None otherwise."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and \
            node.value.id == "self":
        return f"self.{node.attr}"
    return None


def every_return(tree: ast.AST, name: str, test: Callable[[ast.expr], bool]) -> bool:
    """The first function named `name` in `tree` returns a value, and `test` holds for
    the value of each of its `return`s."""
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == name:
            returns = [r.value for r in statements_of(node) if isinstance(r, ast.Return)]
            return bool(returns) and all(r is not None and test(r) for r in returns)
    return False


def calls_itself(func: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """The function calls its own name (`f(...)` or `self.f(...)`): a recursion."""
    return any(isinstance(n, ast.Call) and callee_name(n.func) == func.name
               for stmt in statements_of(func) for n in own_nodes(stmt))


def statements_of(func: ast.AST) -> list[ast.stmt]:
    """Statements of a function (nested bodies included, nested defs excluded), in order."""
    out: list[ast.stmt] = []

    def visit(body: list[ast.stmt]) -> None:
        for stmt in body:
            out.append(stmt)
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                continue
            for fname in ("body", "orelse", "finalbody"):
                visit(getattr(stmt, fname, []) or [])
            for handler in getattr(stmt, "handlers", []) or []:
                visit(handler.body)
            for case in getattr(stmt, "cases", []) or []:
                visit(case.body)

    visit(getattr(func, "body", []))
    return out


def renamed(node: ast.AST, old: str, new: str) -> ast.AST:
    """A copy of `node` with every plain name `old` read or bound as `new`."""
    return renamed_all(node, {old: new})


def renamed_all(node: ast.AST, names: dict[str, str]) -> ast.AST:
    """A copy of `node` with its plain names renamed at once by `names`."""
    import copy

    out = copy.deepcopy(node)
    for n in ast.walk(out):
        if isinstance(n, ast.Name) and n.id in names:
            n.id = names[n.id]
    return out
