"""What every fix template sees (an EditContext) and returns (Edits), plus scope helpers."""

from __future__ import annotations

import ast
import builtins
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from pytest_selfheal.engines.builtin.project import FileInfo, Project
from pytest_selfheal.engines.builtin.srctext import (
    Source,
    block_holding,
    mask_comments,
    own_nodes,
)

FuncDef = ast.FunctionDef | ast.AsyncFunctionDef
# Weight of an edit that failure data or a static check points at (a value the failing test
# passes, a duplicated table entry, a contradictory condition): it outranks its operator's
# blind alternatives and most blind edits of likelier operators. Such edits also carry their
# own operator label with a prior above every blind operator's, so that no smaller blind
# edit at the same statement supersedes them.
EVIDENCE = 2.0
BUILTIN_NAMES = sorted(n for n in dir(builtins) if not n.startswith("_"))
NAME_ERRORS = (r"name '(\w+)' is not defined", r"local variable '(\w+)'")
ATTR_ERRORS = (r"has no attribute '(\w+)'",)


def reported_missing(messages: Iterable[str],
                     patterns: tuple[str, ...] = NAME_ERRORS + ATTR_ERRORS) -> set[str]:
    """The names and attributes that the failure messages say do not exist."""
    out: set[str] = set()
    for msg in messages:
        for rx in patterns:
            m = re.search(rx, msg)
            if m:
                out.add(m.group(1))
    return out


def not_raised(messages: Iterable[str]) -> tuple[str, ...]:
    """Short class names of the exceptions a `pytest.raises` expected and did not see
    (`Failed: DID NOT RAISE <class 'ValueError'>`), or unittest's `assertRaises`
    (`IDNAError not raised by decode`), first seen first."""
    out: list[str] = []
    for msg in messages:
        if "DID NOT RAISE" in msg:
            out += [name.rsplit(".", 1)[-1] for name in re.findall(r"<class '([\w.]+)'>", msg)]
        out += _UNITTEST_NOT_RAISED.findall(msg)
    return tuple(dict.fromkeys(out))


_UNITTEST_NOT_RAISED = re.compile(r"^(?:AssertionError: )?(\w+) not raised(?: by \w+)?$", re.M)


@dataclass
class Edit:
    """Text spans to replace in one file, with a label and a weight within its operator."""

    operator: str
    line: int
    spans: list[tuple[int, int, str]]
    description: str
    detail: str  # what makes this edit unique at (line, operator); part of the dedup key
    weight: float = 1.0


@dataclass
class EditContext:
    """One suspect statement and everything a template may look at around it."""

    path: str
    info: FileInfo
    stmt: ast.stmt
    func: FuncDef | None
    parent_of: dict[ast.AST, ast.AST]
    messages: list[tuple[str, str]]  # (exc_type, message) of the failures
    project: Project
    nodes: list[ast.AST] = field(default_factory=list)  # expression nodes the statement owns

    @property
    def src(self) -> Source:
        return self.info.source

    @property
    def line(self) -> int:
        return self.stmt.lineno

    def text(self, node: ast.AST) -> str:
        return self.src.text_of(node)

    def replace(self, node: ast.AST, new: str, operator: str, weight: float = 1.0,
                detail: str | None = None) -> Edit:
        start, end = self.src.span(node)
        old = self.src.text[start:end]
        return Edit(operator, self.line, [(start, end, new)],
                    f"line {node.lineno}: `{_short(old)}` -> `{_short(new)}`",  # type: ignore[attr-defined]
                    detail or f"{start}-{end}:{new}", weight)

    def missing_names(self) -> set[str]:
        return reported_missing((msg for _, msg in self.messages), NAME_ERRORS)

    def missing_attrs(self) -> dict[str, str | None]:
        out: dict[str, str | None] = {}
        for _, msg in self.messages:
            m = re.search(r"has no attribute '(\w+)'(?:.*Did you mean: '(\w+)')?", msg)
            if m:
                out[m.group(1)] = m.group(2)
        return out

    def attr_owners(self) -> dict[str, str]:
        """Missing attribute -> the type (or module) named as lacking it in the messages."""
        out: dict[str, str] = {}
        for _, msg in self.messages:
            m = re.search(r"(?:'([\w.]+)' object|type object '([\w.]+)'|module '([\w.]+)') "
                          r"has no attribute '(\w+)'", msg)
            if m:
                out[m.group(4)] = next(g for g in m.groups()[:3] if g)
        return out

    def mentions(self, *needles: str) -> bool:
        return any(n in f"{t}: {m}" for t, m in self.messages for n in needles)


def is_property(func: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """Decorated `@property` or `@cached_property` (`functools.` too): read like a field."""
    for dec in func.decorator_list:
        name = dec.attr if isinstance(dec, ast.Attribute) else getattr(dec, "id", "")
        if name in ("property", "cached_property"):
            return True
    return False


def type_members(project: Project, type_name: str) -> tuple[list[str], list[str]]:
    """(methods, data attributes) of a builtin type or of a project class with that name."""
    kind = getattr(builtins, type_name, None)
    if isinstance(kind, type):
        names = [n for n in dir(kind) if not n.startswith("_")]
        return [n for n in names if callable(getattr(kind, n))], [
            n for n in names if not callable(getattr(kind, n))]
    methods: list[str] = []
    data: list[str] = []
    for _, cls in project.find_classes(type_name):
        for node in ast.walk(cls):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                (data if is_property(node) else methods).append(node.name)
            elif (isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store)
                  and isinstance(node.value, ast.Name) and node.value.id == "self"):
                data.append(node.attr)
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                data.append(node.target.id)
        for stmt in cls.body:
            if isinstance(stmt, ast.Assign):
                data += [t.id for t in stmt.targets if isinstance(t, ast.Name)]
    return list(dict.fromkeys(methods)), list(dict.fromkeys(data))


IDENTIFIER = re.compile(r"[A-Za-z_]\w*")  # a name in source text (keywords included)
_ATOMIC = (ast.Name, ast.Attribute, ast.Call, ast.Subscript, ast.Constant, ast.List, ast.Tuple,
           ast.Dict, ast.Set)


def paren(ctx: EditContext, node: ast.AST) -> str:
    """The node's text, parenthesized unless it is atomic."""
    text = ctx.text(node)
    return text if isinstance(node, _ATOMIC) else f"({text})"


def find_token(src: Source, start: int, end: int, pattern: str) -> tuple[int, int, str] | None:
    """The operator token matching pattern in the gap [start, end) between two operands."""
    gap = mask_comments(src.text[start:end])
    m = re.search(pattern, gap)
    if m is None:
        return None
    return start + m.start(), start + m.end(), m.group(0)


def function_params(func: FuncDef | None) -> list[str]:
    if func is None:
        return []
    a = func.args
    names = [x.arg for x in [*a.posonlyargs, *a.args, *a.kwonlyargs]]
    names += [x.arg for x in (a.vararg, a.kwarg) if x is not None]
    return names


def param_defaults(func: FuncDef) -> list[tuple[ast.arg, ast.expr]]:
    """(parameter, default) for every parameter that has a default."""
    a = func.args
    positional = [*a.posonlyargs, *a.args]
    pairs = list(zip(positional[len(positional) - len(a.defaults):], a.defaults, strict=True))
    pairs += [(p, d) for p, d in zip(a.kwonlyargs, a.kw_defaults, strict=True) if d is not None]
    return pairs


def declared_fields(cls: ast.ClassDef) -> dict[str, str]:
    """The fields a class body declares (`once: bool = False`) -> their annotation's text."""
    return {n.target.id: ast.unparse(n.annotation) for n in cls.body
            if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)}


def function_locals(func: FuncDef | None) -> list[str]:
    """Names bound in the function body (assignments, loop and with targets), in order."""
    if func is None:
        return []
    cached = getattr(func, "_selfheal_locals", None)  # the templates ask for it per edit
    if cached is not None:
        return list(cached)
    out: list[str] = []
    for node in walk_own(func):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store) and node.id not in out:
            out.append(node.id)
    func._selfheal_locals = tuple(out)  # type: ignore[union-attr]
    return out


def closure_names(ctx: EditContext) -> list[str]:
    """Parameters and locals of the functions that enclose the suspect's function (the
    names a nested `def trace(r, c)` reads from `find_path`), nearest first; none that the
    function binds itself."""
    own = {*function_params(ctx.func), *function_locals(ctx.func)}
    out: list[str] = []
    node = ctx.parent_of.get(ctx.func) if ctx.func is not None else None
    while node is not None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            out += [n for n in [*function_params(node), *function_locals(node)]
                    if n not in own and n not in out]
        node = ctx.parent_of.get(node)
    return out


def dead_locals(func: FuncDef | None) -> list[str]:
    """Locals the function binds and nothing in it ever reads (`total = price * qty` then
    `return price`): a value computed for nothing is the commonest trace of a wrong
    variable read somewhere else. Names starting with `_` are meant to be unused."""
    if func is None:
        return []
    read = {n.id for n in ast.walk(func) if isinstance(n, ast.Name)
            and isinstance(n.ctx, ast.Load)}
    return [n for n in function_locals(func) if n not in read and not n.startswith("_")]


def loaded_names(func: FuncDef | None) -> set[str]:
    if func is None:
        return set()
    return {n.id for n in walk_own(func) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}


def walk_own(func: ast.AST) -> Iterator[ast.AST]:
    """ast.walk over a function body, not descending into nested defs/classes/lambdas."""
    todo: list[ast.AST] = list(getattr(func, "body", []))
    while todo:
        node = todo.pop(0)
        yield node
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        todo.extend(ast.iter_child_nodes(node))


def module_names(tree: ast.Module) -> dict[str, str]:
    """Top-level names of a module -> 'func' | 'class' | 'import' | 'var'."""
    out: dict[str, str] = {}
    for stmt in tree.body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            out[stmt.name] = "func"
        elif isinstance(stmt, ast.ClassDef):
            out[stmt.name] = "class"
        elif isinstance(stmt, (ast.Import, ast.ImportFrom)):
            for alias in stmt.names:
                if alias.name != "*":
                    out[(alias.asname or alias.name).split(".")[0]] = "import"
        elif isinstance(stmt, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            for t in targets:
                for n in ast.walk(t):
                    if isinstance(n, ast.Name):
                        out.setdefault(n.id, "var")
    return out


_TYPING_MODULES = {"__future__", "typing", "typing_extensions", "collections.abc", "abc",
                   "dataclasses", "enum", "functools", "contextlib", "types"}


def typing_imports(tree: ast.Module) -> list[str]:
    """Names a module imports from `__future__`, `typing` and the like: never a slip's value
    or callee (`annotations`, `Callable`, `dataclass`)."""
    return [a.asname or a.name for stmt in tree.body if isinstance(stmt, ast.ImportFrom)
            and (stmt.module or "") in _TYPING_MODULES for a in stmt.names]


def value_imports(tree: ast.Module) -> list[str]:
    """Imported names the module reads as plain values somewhere (`from units import
    REGULAR_HOURS` then `hours - REGULAR_HOURS`), the only imports that may stand where a
    variable was. A name the module only calls, subscripts through, annotates with,
    decorates with, raises or checks types against (`Callable`, `dataclass`, a class,
    `from __future__ import annotations`, a module) is no value anyone meant."""
    imported: set[str] = set()
    for stmt in tree.body:
        if isinstance(stmt, ast.ImportFrom) and (stmt.module or "") not in _TYPING_MODULES:
            imported |= {a.asname or a.name for a in stmt.names if a.name != "*"}
    if not imported:
        return []
    skip: set[int] = set()  # ids of Name nodes in non-value positions
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            skip.add(id(node.func))
            if isinstance(node.func, ast.Name) and node.func.id in ("isinstance", "issubclass") \
                    and len(node.args) == 2:
                skip |= {id(n) for n in ast.walk(node.args[1])}
        elif isinstance(node, ast.Attribute):
            skip.add(id(node.value))
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            notes = [a.annotation for a in [*node.args.posonlyargs, *node.args.args,
                                            *node.args.kwonlyargs] if a.annotation]
            for note in [*notes, node.returns, *node.decorator_list]:
                if note is not None:
                    skip |= {id(n) for n in ast.walk(note)}
        elif isinstance(node, ast.AnnAssign):
            skip |= {id(n) for n in ast.walk(node.annotation)}
        elif isinstance(node, ast.ClassDef):
            for base in [*node.bases, *node.decorator_list]:
                skip |= {id(n) for n in ast.walk(base)}
        elif isinstance(node, ast.Raise) and node.exc is not None:
            skip.add(id(node.exc))
        elif isinstance(node, ast.ExceptHandler) and node.type is not None:
            skip |= {id(n) for n in ast.walk(node.type)}
    read = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(
        n.ctx, ast.Load) and id(n) not in skip}
    return sorted(imported & read)


def module_value_imports(ctx: EditContext) -> list[str]:
    """`value_imports` of the statement's module, once per module."""
    key = ("value_imports", ctx.path)
    found = ctx.project.memo.get(key)
    if not isinstance(found, list):
        found = ctx.project.memo[key] = value_imports(ctx.info.tree)
    return found


def in_loop(ctx: EditContext) -> bool:
    cur = ctx.parent_of.get(ctx.stmt)
    while cur is not None and not isinstance(cur, (ast.FunctionDef, ast.AsyncFunctionDef)):
        if isinstance(cur, (ast.For, ast.While, ast.AsyncFor)):
            return True
        cur = ctx.parent_of.get(cur)
    return False


def is_callee(ctx: EditContext, node: ast.AST) -> bool:
    """True when `node` is the callee of its parent call (`f` in `f(x)`)."""
    parent = ctx.parent_of.get(node)
    return isinstance(parent, ast.Call) and parent.func is node


def line_insertion(ctx: EditContext, line: int, indent: str, text: str) -> tuple[int, str]:
    """(offset, text to insert) for a new line `text` before line `line` (past the end of
    the file: appended, after a newline the file may lack)."""
    nl = ctx.src.newline()
    offset = ctx.src.line_start(line) if line <= len(ctx.src.lines) else len(ctx.src.text)
    prefix = nl if offset == len(ctx.src.text) and not ctx.src.text.endswith(("\n", "\r")) else ""
    return offset, f"{prefix}{indent}{text}{nl}"


def block_of(ctx: EditContext, stmt: ast.stmt) -> list[ast.stmt] | None:
    """The statement list (a body, `else` or `finally` block) that holds `stmt`."""
    return block_holding(ctx.parent_of, stmt)


def enclosing_loop(ctx: EditContext, kinds: tuple[type[ast.stmt], ...] = (ast.For, ast.While)
                   ) -> ast.stmt | None:
    """The nearest loop of one of `kinds` around the suspect statement, inside its function."""
    node: ast.AST | None = ctx.parent_of.get(ctx.stmt)
    while node is not None and node is not ctx.func:
        if isinstance(node, kinds):
            return node
        node = ctx.parent_of.get(node)
    return None


def enclosing_for(ctx: EditContext) -> ast.For | None:
    """The nearest `for` loop around the suspect statement, inside its function."""
    loop = enclosing_loop(ctx, (ast.For,))
    return loop if isinstance(loop, ast.For) else None


def starts_line(ctx: EditContext, stmt: ast.stmt) -> bool:
    """True when only whitespace precedes the statement on its first line."""
    line = ctx.src.line(stmt.lineno)
    prefix = line.encode("utf-8")[: stmt.col_offset].decode("utf-8", errors="ignore")
    return not prefix.strip()


def _short(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def module_constants(ctx: EditContext) -> list[EditContext]:
    """Contexts for the literal definitions of module constants the statement reads.

    The failing value often flows from a constant table defined at the top of the
    module, a statement no stack frame points at; its literal is edited there.
    """
    if ctx.parent_of.get(ctx.stmt) is ctx.info.tree:
        return []
    read = {n.id for n in ctx.nodes if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
    defs: dict[str, list[ast.stmt]] = {}
    for stmt in ctx.info.tree.body:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(
                stmt.targets[0], ast.Name):
            defs.setdefault(stmt.targets[0].id, []).append(stmt)
        elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
            defs.setdefault(stmt.target.id, []).append(stmt)
    out = []
    for name in sorted(read):
        found = defs.get(name, [])
        if len(found) == 1 and is_literal(getattr(found[0], "value", None)):
            stmt = found[0]
            out.append(EditContext(ctx.path, ctx.info, stmt, None, ctx.parent_of, ctx.messages,
                                   ctx.project, list(own_nodes(stmt))))
    return out


def is_literal(node: ast.AST | None) -> bool:
    try:
        ast.literal_eval(node)  # type: ignore[arg-type]
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return False
    return node is not None


def digit_typos(value: int) -> list[int]:
    """Numbers one keyboard slip away: a dropped or doubled zero, two adjacent digits swapped."""
    digits = str(abs(value))
    sign = -1 if value < 0 else 1
    out = [value * 10] if value and digits.endswith("0") else []
    if len(digits) > 1 and digits.endswith("0"):
        out.append(value // 10 if value > 0 else -(-value // 10))
    for i in range(len(digits) - 1):
        swapped = digits[:i] + digits[i + 1] + digits[i] + digits[i + 2:]
        if swapped != digits and not swapped.startswith("0"):
            out.append(sign * int(swapped))
    return list(dict.fromkeys(n for n in out if n != value))


def mirror_variants(value: object) -> list[object]:
    """A number negated; a tuple of numbers with some signs flipped, or reversed."""
    if isinstance(value, bool) or not isinstance(value, (int, float, tuple)):
        return []
    if isinstance(value, (int, float)):
        return [-value] if value else []
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value):
        return []
    flips = [tuple(-v if (mask >> i) & 1 else v for i, v in enumerate(value))
             for mask in range(1, 2 ** min(len(value), 3))]
    return list(dict.fromkeys([*flips, tuple(reversed(value))]))


# Words in a function's name or docstring that say which of two opposite callees it means.
INTENT_WORDS: dict[str, tuple[str, ...]] = {
    "max": ("max", "highest", "largest", "biggest", "greatest", "latest", "longest", "most"),
    "min": ("min", "lowest", "smallest", "least", "earliest", "shortest", "fewest"),
    "any": ("any", "some", "at least one"),
    "all": ("all", "every", "each"),
    "startswith": ("start", "prefix", "begin"),
    "endswith": ("end", "suffix"),
    "lower": ("lower", "case-insensitive"),
    "upper": ("upper", "capital"),
}


def callee_intent(ctx: EditContext, old: str, new: str) -> float:
    """0.3 when the enclosing function's name or docstring speaks for `old` and not `new`.

    Swapping opposite callees (min/max, any/all) inverts what the function computes; its
    own name and docstring are the cheapest evidence of which one was meant.
    """
    if ctx.func is None or old not in INTENT_WORDS or new not in INTENT_WORDS:
        return 1.0
    words = " ".join([ctx.func.name.replace("_", " "), ast.get_docstring(ctx.func) or ""])
    words = words.lower()

    def says(name: str) -> bool:
        return any(re.search(rf"\b{re.escape(w)}(?:imum|s|ing|ed)?\b", words)
                   for w in INTENT_WORDS[name])

    return 0.3 if says(old) and not says(new) else 1.0


def key_functions(ctx: EditContext, arg: str | None = None, limit: int = 3) -> list[str]:
    """Module functions of one positional parameter: the sort keys the module defines.
    With `arg`, those whose parameter has that name come first (`underscore(word)` for
    an argument `word`)."""
    out: list[tuple[bool, int, str]] = []
    calls: dict[str, int] = {}
    if arg is not None:  # how often the module calls each: its helpers of choice first
        for node in ast.walk(ctx.info.tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                calls[node.func.id] = calls.get(node.func.id, 0) + 1
    for node in ctx.info.tree.body:
        if isinstance(node, ast.FunctionDef) and node is not ctx.func and not node.decorator_list:
            a = node.args
            if len(a.posonlyargs) + len(a.args) == 1 and not a.vararg and not a.kwonlyargs:
                out.append(((a.posonlyargs + a.args)[0].arg != arg, -calls.get(node.name, 0),
                            node.name))
    if arg is not None:
        for node in ctx.info.tree.body:  # `from pkg.digits import clean`: the project's own
            if isinstance(node, ast.ImportFrom):
                for alias in node.names:
                    local = alias.asname or alias.name
                    defs = ctx.project.find_defs(alias.name) if local == alias.name else []
                    if any(len(d.args.posonlyargs) + len(d.args.args) == 1 and not
                           d.args.vararg and not d.args.kwonlyargs and not d.decorator_list
                           for _, d in defs[:1]):
                        param = (defs[0][1].args.posonlyargs + defs[0][1].args.args)[0].arg
                        out.append((param != arg, -calls.get(local, 0), local))
        out.sort(key=lambda item: item[:2])
    return [name for _, _, name in out[:limit]]
