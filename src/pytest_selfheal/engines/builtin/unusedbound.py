"""Clauses over a parameter the function never reads: the bound its lost test compared.

`def _released(pending, clock): return [job for job in pending]` and `def range(self, lo,
hi): ... while node is not None:` both take a value they never look at. A parameter
that is never read is the strongest trace a dropped clause leaves: the clause compared
it with what the condition walks (`job.release <= clock`, `node.key < hi`). The clauses
compare the parameter with the walked name itself or with one of its fields (those the
module reads on a name of the same spelling, or that the class of a field read here
declares); a field named like the function or its docstring comes first (`release` for
`_released`), and the parameter's own name says the direction: an end (`hi`, `stop`,
`limit`, `deadline`) is stayed below, a start (`lo`, `since`) reached.
"""

from __future__ import annotations

import ast
import re

from pytest_selfheal.engines.builtin.ops_base import EditContext

ENDS = ("hi", "high", "end", "stop", "limit", "upto", "until", "before", "max", "maximum",
        "upper", "deadline", "cap", "bound", "clock", "now", "time", "t")
STARTS = ("lo", "low", "start", "begin", "since", "after", "min", "minimum", "lower", "floor")
MAX_FIELDS = 4


_NUMBERS = {"int", "float", "Fraction", "Decimal", "Number", "Real", "datetime", "date",
            "timedelta"}


def unread_params(func: ast.AST) -> list[str]:
    """Parameters that may hold a number (not self/cls, not `_`-named, not annotated or
    defaulting as something else, not named as a collection) that nothing in the function
    reads."""
    read = {n.id for n in ast.walk(func) if isinstance(n, ast.Name)
            and isinstance(n.ctx, ast.Load)}
    args = getattr(func, "args", None)
    if args is None:
        return []
    every = [*args.posonlyargs, *args.args, *args.kwonlyargs]
    positional = [*args.posonlyargs, *args.args]
    defaults = dict(zip([a.arg for a in positional[len(positional) - len(args.defaults):]],
                        args.defaults, strict=True))
    defaults.update({a.arg: d for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True)
                     if d is not None})
    out = []
    for arg in every:
        p = arg.arg
        if p in ("self", "cls") or p.startswith("_") or p in read:
            continue
        if arg.annotation is not None and not (
                {n.id for n in ast.walk(arg.annotation) if isinstance(n, ast.Name)}
                | {n.value for n in ast.walk(arg.annotation) if isinstance(n, ast.Constant)
                   and isinstance(n.value, str)}) & _NUMBERS:
            continue
        default = defaults.get(p)
        if default is not None and not (isinstance(default, ast.Constant) and (
                default.value is None or type(default.value) in (int, float))):
            continue
        if p.endswith("s") and p not in ENDS + STARTS:
            continue
        out.append(p)
    return out


def bound_clauses(ctx: EditContext, walked: list[str]) -> list[tuple[str, float]]:
    """(clause, weight) comparing each unread parameter with a walked name or its fields."""
    if ctx.func is None:
        return []
    params = unread_params(ctx.func)
    if not params or not walked:
        return []
    words = _words(ctx.func)
    out: list[tuple[str, float]] = []
    for param in params[:2]:
        ops = _ops(param)
        for var in walked[:2]:
            fields = _fields(ctx, var)
            fields.sort(key=lambda f: not _named_like(f, words))
            subjects = [(f"{var}.{f}", 1.0 if _named_like(f, words) else 0.8)
                        for f in fields[:MAX_FIELDS]] + [(var, 0.6)]
            for subject, w in subjects:
                for i, op in enumerate(ops):
                    out.append((f"{subject} {op} {param}", w * (1.0 - 0.1 * i)))
    return out


def _ops(param: str) -> list[str]:
    low = param.lower()
    parts = set(re.split(r"_+", low)) | {low}
    if parts & set(ENDS):
        return ["<=", "<"] if parts & {"clock", "now", "time", "t", "until"} else ["<", "<="]
    if parts & set(STARTS):
        return [">=", ">"]
    return ["<=", "<", ">=", ">"]


def _words(func: ast.AST) -> str:
    name = getattr(func, "name", "")
    doc = ast.get_docstring(func) or ""  # type: ignore[arg-type]
    return f"{name} {doc}".lower()


def _named_like(field: str, words: str) -> bool:
    stem = field.lower().strip("_")[:5]
    return len(stem) >= 3 and stem in words


def _fields(ctx: EditContext, var: str) -> list[str]:
    """Fields read on a name spelled `var` anywhere in the module, most read first."""
    key = ("fields-of-name", ctx.path, var)
    if key not in ctx.project.memo:
        counts: dict[str, int] = {}
        for node in ast.walk(ctx.info.tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and \
                    node.value.id == var and not node.attr.startswith("__"):
                counts[node.attr] = counts.get(node.attr, 0) + 1
        methods = {n.name for n in ast.walk(ctx.info.tree)
                   if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
        fields = [f for f in sorted(counts, key=lambda a: -counts[a]) if f not in methods]
        from pytest_selfheal.engines.builtin.ops_shapes import sibling_attributes

        for field in fields[:2]:  # the other fields of the class that declares one read
            fields += [f for f in sibling_attributes(ctx, field) if f not in methods]
        ctx.project.memo[key] = list(dict.fromkeys(fields))
    return list(ctx.project.memo[key])  # type: ignore[call-overload]
