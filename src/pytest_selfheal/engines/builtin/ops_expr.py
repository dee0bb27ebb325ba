"""Expression-level fix templates: operators, conditions, swaps, slice bounds (off-by-one
is in ops_offbyone, literals in ops_literals, calls in ops_wrap and ops_calls)."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    EVIDENCE,
    Edit,
    EditContext,
    find_token,
    function_locals,
    function_params,
    in_loop,
    loaded_names,
    paren,
)

_CMP_RX = r"<=|>=|==|!=|<|>|\bis\s+not\b|\bis\b|\bnot\s+in\b|\bin\b"
_BIN_RX = r"\*\*|//|<<|>>|[-+*/%@&|^]"
_AUG_RX = r"(?:\*\*|//|<<|>>|[-+*/%@&|^])="
# Replacement tables: (new operator, weight). Boundary flips (< vs <=) and negations
# are the commonest real slips, direction flips less so, unrelated operators least.
CMP_ALTS: dict[str, list[tuple[str, float]]] = {
    "<": [("<=", 1.0), (">=", 0.7), (">", 0.6), ("!=", 0.5), ("==", 0.4)],
    "<=": [("<", 1.0), (">", 0.7), (">=", 0.6), ("==", 0.4), ("!=", 0.4)],
    ">": [(">=", 1.0), ("<=", 0.7), ("<", 0.6), ("!=", 0.5), ("==", 0.4)],
    ">=": [(">", 1.0), ("<", 0.7), ("<=", 0.6), ("==", 0.4), ("!=", 0.4)],
    "==": [("!=", 0.9), ("is", 0.5), ("<=", 0.4), (">=", 0.4), ("<", 0.3), (">", 0.3)],
    "!=": [("==", 0.9), ("is not", 0.5), ("<", 0.4), (">", 0.4)],
    "is": [("is not", 0.9), ("==", 0.7)],
    "is not": [("is", 0.9), ("!=", 0.7)],
    "in": [("not in", 0.9)],
    "not in": [("in", 0.9)],
}
BIN_ALTS: dict[str, list[tuple[str, float]]] = {
    "+": [("-", 1.0), ("*", 0.4)],
    "-": [("+", 1.0)],
    "*": [("/", 0.6), ("//", 0.6), ("+", 0.5), ("**", 0.3)],
    "/": [("//", 1.0), ("*", 0.6)],
    "//": [("/", 1.0), ("%", 0.6)],
    "%": [("//", 0.6)],
    "**": [("*", 0.6)],
    "&": [("|", 0.8), ("^", 0.6)],
    "|": [("&", 0.8), ("^", 0.7)],
    "^": [("|", 0.8), ("&", 0.6)],
    "<<": [(">>", 0.8)],
    ">>": [("<<", 0.8)],
}
AUG_ALTS: dict[str, list[tuple[str, float]]] = {
    "+=": [("-=", 1.0), ("=", 0.4), ("*=", 0.3)],
    "-=": [("+=", 1.0), ("=", 0.4)],
    "*=": [("/=", 0.6), ("+=", 0.5), ("=", 0.3)],
    "/=": [("//=", 0.8), ("*=", 0.6)],
    "//=": [("/=", 0.8)],
    "|=": [("&=", 0.6), ("^=", 0.5)],
    "&=": [("|=", 0.6), ("^=", 0.5)],
    "^=": [("&=", 0.7), ("|=", 0.6)],
    "<<=": [(">>=", 0.8)],
    ">>=": [("<<=", 0.8)],
}

def _comparison_tokens(ctx: EditContext) -> Iterator[tuple[ast.Compare, int, int, str]]:
    """Every comparison operator of the statement: (node, start, end, operator text)."""
    for node in ctx.nodes:
        if not isinstance(node, ast.Compare):
            continue
        operands = [node.left, *node.comparators]
        for left, right in zip(operands, operands[1:], strict=False):
            tok = find_token(ctx.src, ctx.src.span(left)[1], ctx.src.span(right)[0], _CMP_RX)
            if tok is not None:
                yield node, tok[0], tok[1], " ".join(tok[2].split())


def compare_op(ctx: EditContext) -> Iterator[Edit]:
    for node, start, end, old in _comparison_tokens(ctx):
        for new, weight in CMP_ALTS.get(old, []):
            yield Edit("compare-op", ctx.line, [(start, end, new)],
                       f"line {node.lineno}: `{old}` -> `{new}`", f"{start}:{new}", weight)
    yield from _every_comparison(ctx)


def _every_comparison(ctx: EditContext) -> Iterator[Edit]:
    """`a <= end and start <= b` -> `a < end and start < b`: one idea of strictness written
    into every comparison of a statement (an interval's bounds), so they change together."""
    found: dict[str, list[tuple[int, int]]] = {}
    for _node, start, end, old in _comparison_tokens(ctx):
        found.setdefault(old, []).append((start, end))
    for old, spans in found.items():
        if len(spans) < 2 or old not in ("<", "<=", ">", ">="):
            continue
        for new, weight in CMP_ALTS.get(old, []):
            if new in ("<", "<=", ">", ">=") and new[0] == old[0]:  # strictness only
                yield Edit("compare-op", ctx.line, [(a, b, new) for a, b in spans],
                           f"line {ctx.line}: every `{old}` -> `{new}`",
                           f"{spans[0][0]}:every:{new}", weight * 0.9)


def arith_op(ctx: EditContext) -> Iterator[Edit]:
    for node in ctx.nodes:
        if not isinstance(node, ast.BinOp):
            continue
        tok = find_token(ctx.src, ctx.src.span(node.left)[1], ctx.src.span(node.right)[0], _BIN_RX)
        if tok is None:
            continue
        start, end, old = tok
        for new, weight in BIN_ALTS.get(old, []):
            yield Edit("arith-op", ctx.line, [(start, end, new)],
                       f"line {node.lineno}: `{old}` -> `{new}`", f"{start}:{new}", weight)


def bool_op(ctx: EditContext) -> Iterator[Edit]:
    for node in ctx.nodes:
        if not isinstance(node, ast.BoolOp):
            continue
        old, new = ("and", "or") if isinstance(node.op, ast.And) else ("or", "and")
        spans = []
        for left, right in zip(node.values, node.values[1:], strict=False):
            tok = find_token(ctx.src, ctx.src.span(left)[1], ctx.src.span(right)[0],
                             rf"\b{old}\b")
            if tok is not None:
                spans.append((tok[0], tok[1], new))
        if spans:
            sure = constant_outcome(ctx, node)
            yield Edit("constant-condition" if sure else "bool-op", ctx.line, spans,
                       f"line {node.lineno}: `{old}` -> `{new}`", f"{spans[0][0]}:{new}",
                       EVIDENCE if sure else 1.0)


def constant_outcome(ctx: EditContext, node: ast.BoolOp) -> bool:
    """True for `x < a and x > b` with a <= b (never true), or `x > a or x < b` with
    b > a (always true): a condition whose value cannot depend on x is surely a slip."""
    below: list[float] = []  # bounds x must be under
    above: list[float] = []  # bounds x must be over
    subjects: set[str] = set()
    for value in node.values:
        if not (isinstance(value, ast.Compare) and len(value.ops) == 1):
            return False
        try:
            bound = ast.literal_eval(value.comparators[0])
        except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
            return False
        if isinstance(bound, bool) or not isinstance(bound, (int, float)):
            return False
        subjects.add(ctx.text(value.left))
        if isinstance(value.ops[0], (ast.Lt, ast.LtE)):
            below.append(bound)
        elif isinstance(value.ops[0], (ast.Gt, ast.GtE)):
            above.append(bound)
        else:
            return False
    if len(subjects) != 1 or not below or not above:
        return False
    if isinstance(node.op, ast.And):
        return min(below) <= max(above)
    return max(below) > min(above)


def aug_assign(ctx: EditContext) -> Iterator[Edit]:
    node = ctx.stmt
    if isinstance(node, ast.Assign):
        yield from _assign_to_aug(ctx, node)
        return
    if not isinstance(node, ast.AugAssign):
        return
    tok = find_token(ctx.src, ctx.src.span(node.target)[1], ctx.src.span(node.value)[0], _AUG_RX)
    if tok is None:
        return
    start, end, old = tok
    for new, weight in AUG_ALTS.get(old, []):
        yield Edit("aug-assign", ctx.line, [(start, end, new)],
                   f"line {node.lineno}: `{old}` -> `{new}`", f"{start}:{new}", weight)


def _assign_to_aug(ctx: EditContext, node: ast.Assign) -> Iterator[Edit]:
    """`total = x` -> `total += x` (or `-=`, `*=`, `|=`): an update written as an overwrite.
    Likelier when the target already has a value here (bound before, or in a loop)."""
    if len(node.targets) != 1 or not isinstance(node.targets[0], (ast.Name, ast.Attribute,
                                                                   ast.Subscript)):
        return
    target = node.targets[0]
    tok = find_token(ctx.src, ctx.src.span(target)[1], ctx.src.span(node.value)[0], r"=")
    if tok is None:
        return
    name = ctx.text(target)
    value = node.value
    # `n = n // p` for `n -= n // p`: the value reads the old one, so the slip is rarer
    reads = any(ctx.text(n) == name for n in ast.walk(value) if isinstance(n, type(target)))
    bound = isinstance(target, (ast.Attribute, ast.Subscript)) or in_loop(ctx) or any(
        isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store) and n.id == name
        and n.lineno < node.lineno for n in ast.walk(ctx.func or ctx.info.tree))
    base = (1.0 if bound else 0.4) * (0.5 if reads else 1.0)
    start, end, _ = tok
    for new, weight in (("+=", 1.0), ("-=", 0.6), ("*=", 0.3), ("|=", 0.3)):
        yield Edit("aug-assign", ctx.line, [(start, end, new)],
                   f"line {node.lineno}: `=` -> `{new}`", f"{start}:{new}", weight * base)


def _conditions(ctx: EditContext) -> list[tuple[ast.expr, float]]:
    found: list[tuple[ast.expr, float]] = []
    if isinstance(ctx.stmt, (ast.If, ast.While)):
        found.append((ctx.stmt.test, 1.0))
    value = getattr(ctx.stmt, "value", None)
    truth = isinstance(value, (ast.BoolOp, ast.Compare)) or (
        isinstance(value, ast.UnaryOp) and isinstance(value.op, ast.Not))
    if truth and isinstance(value, ast.expr) and isinstance(
            ctx.stmt, (ast.Return, ast.Assign, ast.AnnAssign)):
        found.append((value, 0.8))  # a returned or stored truth value is a condition too
    found += [(n.test, 1.0) for n in ctx.nodes if isinstance(n, ast.IfExp)]
    found += [(c, 0.6) for n in ctx.nodes if isinstance(n, ast.comprehension) for c in n.ifs]
    for cond, _ in list(found):
        if isinstance(cond, ast.BoolOp):
            found += [(v, 0.6) for v in cond.values]
    return found


def negate_condition(ctx: EditContext) -> Iterator[Edit]:
    for cond, weight in _conditions(ctx):
        text = ctx.text(cond)
        if isinstance(cond, ast.UnaryOp) and isinstance(cond.op, ast.Not):
            new = text[3:].lstrip()
        elif isinstance(cond, (ast.BoolOp, ast.Compare, ast.IfExp, ast.NamedExpr, ast.Lambda)):
            new = f"not ({text})"
        else:
            new = f"not {text}"
        yield ctx.replace(cond, new, "negate-condition", weight)


def swap_args(ctx: EditContext) -> Iterator[Edit]:
    for node in ctx.nodes:
        # `m[c][r]` -> `m[r][c]`: the two indices of a nested subscript are its arguments
        if (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Subscript)
                and not isinstance(node.slice, (ast.Slice, ast.Tuple))
                and not isinstance(node.value.slice, (ast.Slice, ast.Tuple))):
            outer, inner = node.slice, node.value.slice
            if ctx.text(outer) != ctx.text(inner):
                (si, ei), (so, eo) = ctx.src.span(inner), ctx.src.span(outer)
                yield Edit("swap-args", ctx.line, [(si, ei, ctx.text(outer)),
                                                   (so, eo, ctx.text(inner))],
                           f"line {node.lineno}: swap indices `{ctx.text(inner)}` and "
                           f"`{ctx.text(outer)}`", f"{si}:index-swap", 1.0)
        if not isinstance(node, ast.Call):
            continue
        args = node.args[:4]
        if any(isinstance(a, ast.Starred) for a in args):
            continue
        # a keyword's value and a positional argument: `f(a, x, first=y)` for `f(a, y, first=x)`
        for kw in node.keywords[:3]:
            if kw.arg is None:
                continue
            for a in args:
                ta, tk = ctx.text(a), ctx.text(kw.value)
                if ta != tk:
                    (sa, ea), (sk, ek) = ctx.src.span(a), ctx.src.span(kw.value)
                    yield Edit("swap-args", ctx.line, [(sa, ea, tk), (sk, ek, ta)],
                               f"line {node.lineno}: swap `{ta}` and `{kw.arg}={tk}`",
                               f"{sa}:{sk}:kw-swap", 0.6)
        for i in range(len(args)):
            for j in range(i + 1, len(args)):
                a, b = args[i], args[j]
                (sa, ea), (sb, eb) = ctx.src.span(a), ctx.src.span(b)
                ta, tb = ctx.text(a), ctx.text(b)
                if ta == tb:
                    continue
                yield Edit("swap-args", ctx.line, [(sa, ea, tb), (sb, eb, ta)],
                           f"line {node.lineno}: swap `{ta}` and `{tb}`", f"{sa}:{i}<->{j}",
                           1.0 if j == i + 1 else 0.7)


_NON_COMMUTATIVE = (ast.Sub, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow, ast.LShift, ast.RShift,
                    ast.MatMult, ast.Add)


def swap_operands(ctx: EditContext) -> Iterator[Edit]:
    for node in ctx.nodes:
        if isinstance(node, ast.BinOp) and isinstance(node.op, _NON_COMMUTATIVE):
            pair, weight = (node.left, node.right), (0.4 if isinstance(node.op, ast.Add) else 1.0)
        elif isinstance(node, ast.Compare) and len(node.ops) == 1 and not isinstance(
                node.ops[0], (ast.Eq, ast.NotEq, ast.Is, ast.IsNot)):
            pair, weight = (node.left, node.comparators[0]), 0.5
        else:
            continue
        (sa, ea), (sb, eb) = ctx.src.span(pair[0]), ctx.src.span(pair[1])
        ta, tb = paren(ctx, pair[0]), paren(ctx, pair[1])
        yield Edit("swap-operands", ctx.line, [(sa, ea, tb), (sb, eb, ta)],
                   f"line {node.lineno}: swap `{ctx.text(pair[0])}` and `{ctx.text(pair[1])}`",
                   f"{sa}:swap", weight)


def add_slice_bound(ctx: EditContext) -> Iterator[Edit]:
    params = function_params(ctx.func)
    unused = [p for p in params if p not in loaded_names(ctx.func) and p not in ("self", "cls")]
    scope = [n for n in [*params, *function_locals(ctx.func)] if n not in ("self", "cls")]
    for node in ctx.nodes:
        if not (isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice)):
            continue
        sl = node.slice
        lower = ctx.text(sl.lower) if sl.lower else ""
        step = f":{ctx.text(sl.step)}" if sl.step else ""
        if sl.upper is None:
            options = [(n, 1.0 if n in unused else 0.5) for n in scope[:4] if n != lower]
            for upper, weight in [*options, ("-1", 0.6)]:
                start, end = ctx.src.span(sl)
                yield Edit("add-slice-bound", ctx.line, [(start, end, f"{lower}:{upper}{step}")],
                           f"line {node.lineno}: slice upper bound `{upper}`", f"{start}:u:{upper}",
                           weight)
        if sl.lower is None and sl.upper is not None:
            start, end = ctx.src.span(sl)
            yield Edit("add-slice-bound", ctx.line, [(start, end, f"1:{ctx.text(sl.upper)}{step}")],
                       f"line {node.lineno}: slice lower bound `1`", f"{start}:l:1", 0.6)
    stmt = ctx.stmt
    if isinstance(stmt, ast.Return) and stmt.value is not None and unused:
        for name in unused[:2]:
            value = stmt.value
            yield ctx.replace(value, f"{paren(ctx, value)}[:{name}]", "add-slice-bound", 1.0)


def expand_operand(ctx: EditContext) -> Iterator[Edit]:
    """`a / b` -> `(a - b) / b`: a scaled name that should have been a difference.

    Rates and ratios (percent change, normalization, interpolation) divide or scale a
    difference of two values; forgetting the subtraction leaves one bare name.
    """
    scope = set(function_params(ctx.func)) | set(function_locals(ctx.func))
    names = list(dict.fromkeys(n.id for n in ctx.nodes if isinstance(n, ast.Name)
                               and isinstance(n.ctx, ast.Load) and n.id in scope))
    for node in ctx.nodes:
        if not (isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Div, ast.Mult,
                                                                     ast.FloorDiv))):
            continue
        for operand in (node.left, node.right):
            if not isinstance(operand, ast.Name) or operand.id not in scope:
                continue
            for other in names:
                if other == operand.id:
                    continue
                n = operand.id
                for new, weight in ((f"({n} - {other})", 1.0), (f"({other} - {n})", 0.8),
                                    (f"({n} + {other})", 0.5)):
                    yield ctx.replace(operand, new, "expand-operand", weight)
