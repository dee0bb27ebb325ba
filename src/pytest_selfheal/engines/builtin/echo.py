"""Echoes: an edited line that another function of the module already has.

Code search in program repair (ssFix, SimFix) finds fixes in the project's own code: a
slip in a line copied from a sibling (`yield origin + r * 8 + f` in `king_moves`, where
`_jumps` and `slides` both `yield r * 8 + f`) is undone by the edit that makes the line
read as its siblings do. A candidate whose edited line, once whitespace is ignored,
equals a line of another function of the same module ranks higher.

An assignment echoes too when another statement of the module assigns the same value to
the same target: `start = idx` in a loop that skips an escaped separator, where the
loop's other branch says `begin = start = idx + len(sep)`, is undone by `start = idx +
len(sep)`. The value must be more than a name or a constant.

Only in-place edits count: a template that inserts a line copied from a donor echoes it
by construction. Short lines (`i += 1`, `return None`) echo by chance and do not count.
"""

from __future__ import annotations

import ast
from bisect import bisect_right

from pytest_selfheal.engines.builtin.ops_base import Edit, EditContext

ECHO = 1.8  # rank factor of a candidate whose edited line is a sibling function's line
MIN_CHARS = 12  # shorter lines are too common to be evidence


def echo_factor(ctx: EditContext, edit: Edit, new_source: str) -> float:
    if ctx.func is None or any("\n" in text or "\r" in text for _, _, text in edit.spans):
        return 1.0
    starts = ctx.src.starts
    lines = {bisect_right(starts, start) - 1 for start, _, _ in edit.spans}
    if len(lines) != 1:
        return 1.0
    index = lines.pop()
    # the edit stays on its one line, so the text before that line is unchanged
    begin = starts[index]
    end = new_source.find("\n", begin)
    line = new_source[begin:] if end < 0 else new_source[begin:end]
    if len(line.strip()) < MIN_CHARS:
        return 1.0
    text = "".join(line.split())
    if "".join(ctx.src.line(index + 1).split()) == text:
        return 1.0
    owners = _line_owners(ctx).get(text, set())
    if owners - {ctx.func.lineno}:
        return ECHO
    pairs = _assigned(line.strip())
    known = _assignments(ctx)
    if any(known.get(pair, set()) - {ctx.stmt.lineno} for pair in pairs):
        return ECHO
    calls = _calls(line.strip()) - _calls(ctx.src.line(index + 1).strip())
    made = _module_calls(ctx)
    return ECHO if any(made.get(call, set()) - {ctx.func.lineno} for call in calls) else 1.0


def _parse_line(code: str) -> ast.AST | None:
    """One line of code as a tree; a compound statement's header gets a body."""
    for text in (code, code + " pass"):
        try:
            return ast.parse(text)
        except SyntaxError:
            continue
    return None


def _call_keys(tree: ast.AST) -> set[tuple[str, str]]:
    """(receiver, arguments) of each call with an argument that is more than a name or
    a constant: `self.right.split(index - self.weight)` gives ("self.right", "index -
    self.weight"); a plain function's receiver is its name."""
    out: set[tuple[str, str]] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not node.args or node.keywords:
            continue
        if all(isinstance(a, (ast.Name, ast.Constant, ast.Starred)) for a in node.args):
            continue
        func = node.func
        receiver = ast.unparse(func.value if isinstance(func, ast.Attribute) else func)
        out.add((receiver, ", ".join(ast.unparse(a) for a in node.args)))
    return out


def _calls(code: str) -> set[tuple[str, str]]:
    tree = _parse_line(code)
    return _call_keys(tree) if tree is not None else set()


def _module_calls(ctx: EditContext) -> dict[tuple[str, str], set[int]]:
    """(receiver, arguments) of each call in the module's functions -> the first lines of
    the functions making it: another method passing the receiver the same arguments
    (`self.right.char_at(index - self.weight)`) is the echo of a call that forgot to."""
    key = ("calls", ctx.path)
    if key not in ctx.project.memo:
        out: dict[tuple[str, str], set[int]] = {}
        for node in ast.walk(ctx.info.tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for call in _call_keys(node):
                    out.setdefault(call, set()).add(node.lineno)
        ctx.project.memo[key] = out
    return ctx.project.memo[key]  # type: ignore[return-value]


def _assigned(code: str) -> set[tuple[str, str]]:
    """(target, value) pairs of a one-line assignment (`a = b = v` gives two), for a value
    that is more than a name or a constant."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return set()
    stmt = tree.body[0] if len(tree.body) == 1 else None
    if not isinstance(stmt, ast.Assign) or isinstance(stmt.value, (ast.Name, ast.Constant)):
        return set()
    value = ast.unparse(stmt.value)
    return {(ast.unparse(t), value) for t in stmt.targets}


def _assignments(ctx: EditContext) -> dict[tuple[str, str], set[int]]:
    """(target, value) of each assignment of the module -> the lines assigning it."""
    key = ("assignments", ctx.path)
    if key not in ctx.project.memo:
        out: dict[tuple[str, str], set[int]] = {}
        for node in ast.walk(ctx.info.tree):
            if isinstance(node, ast.Assign) and not isinstance(node.value, (
                    ast.Name, ast.Constant)):
                value = ast.unparse(node.value)
                for t in node.targets:
                    out.setdefault((ast.unparse(t), value), set()).add(node.lineno)
        ctx.project.memo[key] = out
    return ctx.project.memo[key]  # type: ignore[return-value]


def _line_owners(ctx: EditContext) -> dict[str, set[int]]:
    """Each line of the module's functions, whitespace removed -> the first lines of the
    innermost functions holding it (memoized per file)."""
    key = ("line_owners", ctx.path)
    if key not in ctx.project.memo:
        owner: dict[int, int] = {}
        for node in ast.walk(ctx.info.tree):  # breadth first: inner functions come later
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                start = node.body[0].lineno
                for i in range(start, (node.end_lineno or start) + 1):
                    owner[i] = node.lineno
        lines = ctx.src.text.splitlines()
        out: dict[str, set[int]] = {}
        for i, func in owner.items():
            if i - 1 < len(lines):
                out.setdefault("".join(lines[i - 1].split()), set()).add(func)
        ctx.project.memo[key] = out
    return ctx.project.memo[key]  # type: ignore[return-value]
