"""A recursion that hands a stored parameter down unchanged.

`def build(root, parent, depth): c = centroid(root); up[c] = parent; ...;
build(nb, parent, depth + 1)`: each call stores its `parent` as the value of the node
it handles, and the recursive call passes its own `parent` on at the same position, so
every node of the recursion gets the one value the top call was given. A parameter
passed through unchanged is common (a graph, a memo, a limit), but those are read, not
stored per call as a value (`up[c] = parent`, `node.parent = parent`); one that is
stored was meant to be the current call's own node (`build(nb, c, depth + 1)`). The
statement with such a call ranks (the "passthrough" part of localization), and
replace-name renames the argument.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from pytest_selfheal.engines.builtin.ops_base import function_params, walk_own
from pytest_selfheal.engines.builtin.srctext import callee_name

if TYPE_CHECKING:
    from pytest_selfheal.engines.builtin.localize import _Ranker

W_PASSTHROUGH = 0.5  # like a recurrence's unread table (recurrence.W_RECURRENCE)


def stored_passthroughs(func: ast.AST) -> list[tuple[ast.Call, str]]:
    """(recursive call, parameter) for each call of the function by itself that passes
    a parameter that every call stores as a value, unchanged at its own position."""
    if not isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return []
    params = function_params(func)
    offset = 1 if params[:1] in (["self"], ["cls"]) else 0
    # stored by every call (a statement of the body itself, not of a branch): a BST
    # insert's `node.value = value` at the node it finds is no such store
    stored = {node.value.id for node in func.body if isinstance(node, ast.Assign)
              and isinstance(node.value, ast.Name)
              and any(isinstance(t, (ast.Subscript, ast.Attribute)) for t in node.targets)}
    out: list[tuple[ast.Call, str]] = []
    for node in walk_own(func):
        if not (isinstance(node, ast.Call) and _calls_itself(node, func.name, offset)):
            continue
        for index, arg in enumerate(node.args):
            at = index + offset
            if isinstance(arg, ast.Name) and at < len(params) and arg.id == params[at] \
                    and arg.id in stored and arg.id not in ("self", "cls"):
                out.append((node, arg.id))
    return out


def _calls_itself(call: ast.Call, name: str, offset: int) -> bool:
    """`name(...)`, or `self.name(...)` for a method (`offset` 1)."""
    func = call.func
    on_self = isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and \
        func.value.id in ("self", "cls")
    return callee_name(func) == name and (on_self if offset else isinstance(func, ast.Name))


def rank_passthroughs(ranker: _Ranker) -> None:
    """The passthrough part for the statements with evidence that hold such a call."""
    for path, line, stmt, found in ranker.in_functions(stored_passthroughs):
        for call, param in found:
            if any(node is call for node in ast.walk(stmt)) and not isinstance(
                    stmt, (ast.For, ast.While, ast.If, ast.With, ast.Try)):
                ranker.add(path, line, "passthrough", W_PASSTHROUGH,
                           f"hands the stored parameter {param} down unchanged")
                break
