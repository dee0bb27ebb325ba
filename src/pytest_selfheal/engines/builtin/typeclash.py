"""Edits a type checker would reject: the compile step that Java repair tools get for free.

TBar and PraPR drop a candidate that does not compile before running a test. Python
compiles nearly anything, so ill-typed edits (`self.weight.split(index)` where `weight`
is an `int`, `self.right.rsplit(index)` where `right` is a `Node` with no `rsplit`,
`a, b = len(pair)`) used to cost a test run each, and rank above the fix. An edit is
dropped when the statement it writes has a clash the original statement does not:

- an attribute read on a value whose type is known and closed, which no member of the
  type has. Known: `self` (the enclosing class), `self.x` (a field declared in the
  class body, or in `__init__` from an annotated parameter) and annotated parameters.
  Closed: a builtin type, or a project class that no project class inherits from, whose
  bases are project classes (or `object`, `ABC`, `Generic`), that defines no
  `__getattr__`, sets no attribute by a computed name and reads none it never sets;
- a call of a field whose declared type is a builtin type that cannot be called;
- a tuple unpacked from `len`, `abs`, `int`, `float`, `bool`, `round`, `sum`, `hash`.

Unknown types never clash: the check only removes what is certainly wrong.
"""

from __future__ import annotations

import ast
import builtins
import re
import textwrap

from pytest_selfheal.engines.builtin.ops_base import Edit, EditContext, is_property
from pytest_selfheal.engines.builtin.project import Project

SCALARS = ("len", "abs", "int", "float", "bool", "round", "sum", "hash")
OPEN_BASES = ("object", "ABC", "Generic", "Protocol")
DEPTH = 4  # aliases and bases followed at most this deep
Members = frozenset[str] | None  # None: unknown or open


def type_clash(ctx: EditContext, edit: Edit) -> bool:
    """True when the edit writes a clash (above) that its statement did not have."""
    start, end = ctx.src.span(ctx.stmt)
    if not edit.spans or any(s < start or e > end for s, e, _ in edit.spans):
        return False
    old = ctx.src.text[start:end]
    new = old
    for s, e, text in sorted(edit.spans, reverse=True):
        new = new[:s - start] + text + new[e - start:]
    after = _clashes(ctx, new)
    if not after:
        return False
    key = ("typeclash_old", ctx.path, start)
    if key not in ctx.project.memo:
        ctx.project.memo[key] = _clashes(ctx, old)
    return not after <= ctx.project.memo[key]  # type: ignore[operator]


def _clashes(ctx: EditContext, code: str) -> set[str]:
    indent = " " * getattr(ctx.stmt, "col_offset", 0)
    try:
        tree = ast.parse(textwrap.dedent(indent + code))
    except (SyntaxError, ValueError):
        return set()
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
            members = _members_of(ctx, _type_of(ctx, node.value))
            if members is not None and node.attr not in members and \
                    not node.attr.startswith("__"):
                found.add(f"{ast.unparse(node.value)} has no {node.attr}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            kinds = _type_of(ctx, node.func)
            if kinds and all(k in ("int", "float", "str", "bool", "bytes", "list", "dict",
                                   "set", "tuple") for k in kinds):
                found.add(f"{ast.unparse(node.func)} is not callable")
        elif isinstance(node, ast.Assign) and any(
                isinstance(t, (ast.Tuple, ast.List)) for t in node.targets) and isinstance(
                node.value, ast.Call) and isinstance(node.value.func, ast.Name) and \
                node.value.func.id in SCALARS:
            found.add(f"{node.value.func.id}() unpacked")
    return found


def _type_of(ctx: EditContext, node: ast.expr) -> list[str]:
    """The class names the value may have (empty: unknown)."""
    if isinstance(node, ast.Name):
        cls = ctx.parent_of.get(ctx.func) if ctx.func is not None else None
        if node.id == "self" and isinstance(cls, ast.ClassDef) and ctx.func is not None and \
                ctx.func.args.args and ctx.func.args.args[0].arg == "self":
            return [cls.name]
        return _param_type(ctx, node.id)
    if isinstance(node, ast.Attribute):
        out: list[str] = []
        for kind in _type_of(ctx, node.value):
            if kind == "None":
                continue
            found = _field_type(ctx, kind, node.attr)
            if not found:
                return []
            out += found
        return list(dict.fromkeys(out))
    return []


def _field_type(ctx: EditContext, kind: str, attr: str) -> list[str]:
    """The types a project class declares for a field (empty: unknown)."""
    classes = ctx.project.find_classes(kind)
    out: list[str] = []
    for path, cls in classes:
        note = _fields(ctx.project, path, cls).get(attr)
        found = _resolve(ctx.project, path, note, DEPTH) if note is not None else []
        if not found:
            return []
        out += found
    return out


def _param_type(ctx: EditContext, name: str) -> list[str]:
    func = ctx.func
    if func is None:
        return []
    args = func.args
    for arg in [*args.posonlyargs, *args.args, *args.kwonlyargs]:
        if arg.arg == name and arg.annotation is not None:
            # a parameter rebound in the function may hold anything afterwards
            if any(isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Store)
                   for n in ast.walk(func)):
                return []
            return _resolve(ctx.project, ctx.path, arg.annotation, DEPTH)
    return []


def _fields(project: Project, path: str, cls: ast.ClassDef) -> dict[str, ast.expr]:
    """Field -> its annotation: declared in the class body, or in `__init__` (annotated,
    or assigned from an annotated parameter). A field assigned elsewhere is unknown."""
    key = ("typeclash_fields", path, cls.lineno)
    if key in project.memo:
        return project.memo[key]  # type: ignore[return-value]
    out: dict[str, ast.expr] = {}
    for stmt in cls.body:
        if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
            out[stmt.target.id] = stmt.annotation
    stored: dict[str, int] = {}
    for func in cls.body:
        if not isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        if is_property(func) and func.returns is not None:
            out.setdefault(func.name, func.returns)  # read like a field
            continue
        notes = {a.arg: a.annotation for a in func.args.args if a.annotation is not None}
        for node in ast.walk(func):
            target: ast.expr | None = None
            value: ast.expr | None = None
            if isinstance(node, ast.AnnAssign):
                target, value = node.target, node.annotation
            elif isinstance(node, ast.Assign) and len(node.targets) == 1:
                target = node.targets[0]
                value = notes.get(node.value.id) if isinstance(node.value, ast.Name) else None
            if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) and \
                    target.value.id == "self":
                stored[target.attr] = stored.get(target.attr, 0) + 1
                if func.name == "__init__" and value is not None and \
                        target.attr not in out:
                    out[target.attr] = value
    # a field assigned more than once may change its type: only the declared ones stay
    declared = {s.target.id for s in cls.body
                if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)}
    out = {k: v for k, v in out.items() if k in declared or stored.get(k, 0) <= 1}
    project.memo[key] = out
    return out


def _resolve(project: Project, path: str, note: ast.expr | None, depth: int) -> list[str]:
    """Class names of an annotation: `A | B`, `Optional[A]` (None left out), a string, an
    alias the module defines (`Node = Leaf | Concat`); empty when any part is unknown."""
    if note is None or depth <= 0:
        return []
    if isinstance(note, ast.Constant) and isinstance(note.value, str):
        try:
            return _resolve(project, path, ast.parse(note.value, mode="eval").body, depth - 1)
        except SyntaxError:
            return []
    if isinstance(note, ast.Constant) and note.value is None:
        return ["None"]
    if isinstance(note, ast.BinOp) and isinstance(note.op, ast.BitOr):
        left = _resolve(project, path, note.left, depth)
        right = _resolve(project, path, note.right, depth)
        return left + right if left and right else []
    if isinstance(note, ast.Subscript):
        base = note.value.id if isinstance(note.value, ast.Name) else ""
        if base == "Optional":
            inner = _resolve(project, path, note.slice, depth)
            return inner + ["None"] if inner else []
        if base in ("list", "dict", "set", "tuple", "frozenset"):
            return [base]
        return []
    if isinstance(note, ast.Name):
        if isinstance(getattr(builtins, note.id, None), type):
            return [note.id]
        alias = _aliases(project, path).get(note.id)
        if alias is not None:
            return _resolve(project, path, alias, depth - 1)
        return [note.id] if project.find_classes(note.id) else []
    return []


def _aliases(project: Project, path: str) -> dict[str, ast.expr]:
    """`Node = Leaf | Concat` at a module's top level: name -> the union."""
    key = ("typeclash_aliases", path)
    if key not in project.memo:
        info = project.get(path)
        project.memo[key] = {
            s.targets[0].id: s.value for s in (info.tree.body if info is not None else [])
            if isinstance(s, ast.Assign) and len(s.targets) == 1
            and isinstance(s.targets[0], ast.Name) and isinstance(s.value, ast.BinOp)
            and isinstance(s.value.op, ast.BitOr)}
    return project.memo[key]  # type: ignore[return-value]


_BASES = re.compile(r"^[ \t]*class[ \t]+\w+[ \t]*\(([^)]*)\)", re.M)


def _subclassed(project: Project) -> set[str]:
    """Names project classes inherit from, read from the text (parsing every file of a
    large project cost seconds): such a class's instance may be a subclass's, with members
    the class does not know. Words of keywords and arguments count too (only more classes
    stay open); a base list holding a call (`namedtuple("P", "x y")`) is read up to the
    call's `)`, so a base after it is missed."""
    key = ("typeclash_bases",)
    if key not in project.memo:
        names: set[str] = set()
        for path in project.source_files():
            for bases in _BASES.findall(project.text(path) or ""):
                names.update(re.findall(r"\w+", bases))
        project.memo[key] = names
    return project.memo[key]  # type: ignore[return-value]


def _members_of(ctx: EditContext, kinds: list[str]) -> Members:
    """Every member any of the types has; None when one of them is unknown or open."""
    if not kinds:
        return None
    out: set[str] = set()
    for kind in kinds:
        if kind == "None":
            continue  # reading a member of an Optional is a matter of checks, not types
        members = _class_members(ctx.project, kind, DEPTH)
        if members is None:
            return None
        out |= members
    return frozenset(out) if out else None


def _class_members(project: Project, name: str, depth: int) -> Members:
    builtin = getattr(builtins, name, None)
    if isinstance(builtin, type):
        return frozenset(dir(builtin))
    key = ("typeclash_members", name)
    if key in project.memo:
        return project.memo[key]  # type: ignore[return-value]
    classes = [cls for _, cls in project.find_classes(name)]
    subclassed = name in _subclassed(project)
    out: set[str] | None = set() if classes and depth > 0 and not subclassed else None
    for cls in classes:
        if out is None:
            break
        for base in cls.bases:
            base_name = base.value.id if isinstance(base, ast.Subscript) and isinstance(
                base.value, ast.Name) else base.id if isinstance(base, ast.Name) else ""
            if base_name in OPEN_BASES:
                continue
            inherited = _class_members(project, base_name, depth - 1) if base_name else None
            if inherited is None:
                out = None
                break
            out |= inherited
        if out is None or cls.keywords and any(k.arg == "metaclass" for k in cls.keywords):
            out = None
            break
        out |= _own_members(cls)
        if _is_open(cls) or _reads_unknown(cls, out):
            out = None
    result = frozenset(out) if out is not None else None
    project.memo[key] = result
    return result


def _own_members(cls: ast.ClassDef) -> set[str]:
    out: set[str] = set(dir(object))
    for node in ast.walk(cls):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            out.add(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            out.add(node.attr)
        elif isinstance(node, ast.Call) and _setattr_name(node) is not None:
            out.add(_setattr_name(node) or "")
    return out


def _reads_unknown(cls: ast.ClassDef, members: set[str]) -> bool:
    """The class reads `self.x` that it never sets: its members come from elsewhere (code
    that sets them from outside, a mixin's partner), so it is not closed."""
    return any(isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Load)
               and isinstance(n.value, ast.Name) and n.value.id == "self"
               and n.attr not in members for n in ast.walk(cls))


def _setattr_name(call: ast.Call) -> str | None:
    """The constant name `setattr(self, "x", v)` or `object.__setattr__(self, "x", v)` sets."""
    func = call.func
    named = (isinstance(func, ast.Name) and func.id == "setattr") or (
        isinstance(func, ast.Attribute) and func.attr == "__setattr__")
    if named and len(call.args) >= 2 and isinstance(call.args[1], ast.Constant) and \
            isinstance(call.args[1].value, str):
        return call.args[1].value
    return None


def _is_open(cls: ast.ClassDef) -> bool:
    """Members may come from elsewhere: `__getattr__`, a computed setattr, a decorator
    other than dataclass (it may add anything)."""
    for dec in cls.decorator_list:
        target = dec.func if isinstance(dec, ast.Call) else dec
        name = target.attr if isinstance(target, ast.Attribute) else getattr(target, "id", "")
        if name not in ("dataclass", "total_ordering", "final"):
            return True
    for node in ast.walk(cls):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in (
                "__getattr__", "__getattribute__"):
            return True
        if isinstance(node, ast.Call) and _setattr_name(node) is None and (
                (isinstance(node.func, ast.Name) and node.func.id == "setattr")
                or (isinstance(node.func, ast.Attribute)
                    and node.func.attr in ("__setattr__", "update")
                    and "__dict__" in ast.unparse(node.func.value))):
            return True
    return False
