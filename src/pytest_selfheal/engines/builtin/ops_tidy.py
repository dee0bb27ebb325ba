"""Make every template's edit one a reviewer would merge, before it becomes a candidate.

- A constant the edit neutralizes is removed, not written: `x + 1` edited to `x + 0`
  becomes `x`, `n * 2` edited to `n * 1` becomes `n`, and parentheses the removal
  leaves redundant around an atomic operand go too.
- A literal written where the function returns has the type the function returns
  elsewhere: `0`/`1` become `False`/`True` in a function returning booleans, and
  other numbers are not written there at all.
- An edit that changes an algorithm's complexity (a loop bound `n ** 0.5` made
  `n ** 1.0`, `isqrt(n)` made `n`) is weighted down below the edits that do not.
- A loop or comprehension is never made to iterate over a name it binds: `for x in xs`
  edited to `for x in x` or `for xs in xs`, `for i in range(n)` to `for i in range(i)`
  or `range(n + i)`. Such edits ranked above real fixes of the line.
"""

from __future__ import annotations

import ast

from pytest_selfheal.engines.builtin.ops_base import IDENTIFIER, Edit, EditContext, walk_own

COMPLEXITY_WEIGHT = 0.2  # weight factor of an edit that changes a loop's growth rate
_ATOMIC = (ast.Name, ast.Attribute, ast.Call, ast.Subscript, ast.Constant, ast.List, ast.Tuple,
           ast.Dict, ast.Set)
_GROWTH_CALLS = {"sqrt", "isqrt", "log", "log2", "log10", "bit_length"}
GUARDS = frozenset({"add-none-guard", "coalesce"})  # edits that only keep an exception away


def tidy(ctx: EditContext, edit: Edit) -> Edit | None:
    """The edit as a reviewer would want it, or None when it writes a mistyped literal or
    makes a loop iterate over a name it binds."""
    if any(_self_iteration(ctx, start, end, new) for start, end, new in edit.spans):
        return None
    if len(edit.spans) == 1:
        start, end, new = edit.spans[0]
        node = _node_at(ctx, start, end)
        if node is not None:
            if _mistyped_return(ctx, node, new):
                return None
            new_text = _bool_literal(ctx, node, new)
            if new_text != new:
                edit = Edit(edit.operator, edit.line, [(start, end, new_text)],
                            edit.description.replace(f"`{new}`", f"`{new_text}`"),
                            edit.detail, edit.weight)
            edit = _drop_neutral(ctx, node, edit) or _unparen(ctx, node, edit) or edit
    if _changes_growth(ctx, edit):
        edit.weight *= COMPLEXITY_WEIGHT
    return edit


def _node_at(ctx: EditContext, start: int, end: int) -> ast.AST | None:
    for node in ctx.nodes:
        if hasattr(node, "end_col_offset") and ctx.src.span(node) == (start, end):
            return node
    return None


def _self_iteration(ctx: EditContext, start: int, end: int, new: str) -> bool:
    """True when this span makes a loop's iterable read a name the loop binds, or its
    target bind a name its iterable reads (a rename, a swap, an added term)."""
    added = set(IDENTIFIER.findall(new)) - set(IDENTIFIER.findall(ctx.src.text[start:end]))
    if not added:
        return False
    for loop in (ctx.stmt, *ctx.nodes):
        if not isinstance(loop, (ast.comprehension, ast.For, ast.AsyncFor)):
            continue
        bound = {n.id for n in ast.walk(loop.target) if isinstance(n, ast.Name)}
        used = {n.id for n in ast.walk(loop.iter) if isinstance(n, ast.Name)}
        if (_inside(ctx.src.span(loop.iter), start, end) and added & bound) or \
                (_inside(ctx.src.span(loop.target), start, end) and added & used):
            return True
    return False


def _inside(span: tuple[int, int], start: int, end: int) -> bool:
    """The edited span lies in span; text inserted at either edge is outside it (a
    comprehension's new `if` clause goes right after its iterable)."""
    lo, hi = span
    if start == end:
        return lo < start < hi
    return lo <= start and end <= hi


def _neutral(op: ast.operator, value: str, right: bool) -> bool:
    """Is writing `value` on this side of `op` a no-op (x + 0, x - 0, x * 1, x / 1, 0 + x)?"""
    try:
        number = ast.literal_eval(value.strip())
    except (ValueError, SyntaxError):
        return False
    if isinstance(number, bool) or not isinstance(number, (int, float)):
        return False
    if number == 0:
        return isinstance(op, ast.Add) or (right and isinstance(op, ast.Sub))
    if number == 1:
        return isinstance(op, ast.Mult) or (right and isinstance(op, (ast.Div, ast.FloorDiv,
                                                                       ast.Pow)))
    return False


def _drop_neutral(ctx: EditContext, node: ast.AST, edit: Edit) -> Edit | None:
    """`x + 1` -> `x + 0` rewritten as `x` (and `(x)` as `x` when x is atomic)."""
    parent = ctx.parent_of.get(node)
    new = edit.spans[0][2]
    if not isinstance(parent, ast.BinOp) or node not in (parent.left, parent.right):
        return None
    if not _neutral(parent.op, new, node is parent.right):
        return None
    keep = parent.left if node is parent.right else parent.right
    start, end = ctx.src.span(parent)
    text = ctx.src.text
    outer_start, outer_end = _grouping_parens(ctx, parent, start, end)
    if outer_start is not None and isinstance(keep, _ATOMIC):
        start, end = outer_start, outer_end  # the parentheses become redundant: drop them
    old = text[start:end]
    kept = ctx.text(keep)
    return Edit(edit.operator, edit.line, [(start, end, kept)],
                f"line {parent.lineno}: `{_short(old)}` -> `{_short(kept)}`",
                f"{start}:{kept}", edit.weight)


def _unparen(ctx: EditContext, node: ast.AST, edit: Edit) -> Edit | None:
    """`(r * 8) + f` written as `r * 8 + f`: parentheses a template put around its new
    text go where the parent expression parses the same without them."""
    start, end, new = edit.spans[0]
    if not (new.startswith("(") and new.endswith(")")) or not _outer_pair(new):
        return None
    parent = ctx.parent_of.get(node)
    if not isinstance(parent, ast.expr):
        return None
    lo, hi = ctx.src.span(parent)
    text = ctx.src.text
    bare = new[1:-1]
    before, after = text[lo:start], text[end:hi]
    try:
        same = ast.dump(ast.parse(f"({before}{new}{after})", mode="eval")) == ast.dump(
            ast.parse(f"({before}{bare}{after})", mode="eval"))
    except SyntaxError:
        return None
    if not same:
        return None
    return Edit(edit.operator, edit.line, [(start, end, bare)],
                edit.description.replace(f"`{new}`", f"`{bare}`"), edit.detail, edit.weight)


def _outer_pair(text: str) -> bool:
    """The first character's parenthesis closes at the last character."""
    depth = 0
    for i, ch in enumerate(text):
        depth += ch == "("
        depth -= ch == ")"
        if depth == 0:
            return i == len(text) - 1
    return False


def _grouping_parens(ctx: EditContext, node: ast.AST, start: int, end: int
                     ) -> tuple[int | None, int]:
    """(start, end) of the parentheses grouping exactly this node, if it has its own."""
    text = ctx.src.text
    i, j = start - 1, end
    while i >= 0 and text[i] in " \t":
        i -= 1
    while j < len(text) and text[j] in " \t":
        j += 1
    if i < 0 or j >= len(text) or text[i] != "(" or text[j] != ")":
        return None, end
    parent = ctx.parent_of.get(node)
    if isinstance(parent, ast.Call) and node in parent.args and len(parent.args) == 1 \
            and not parent.keywords and ctx.src.span(parent.func)[1] <= i and \
            not text[ctx.src.span(parent.func)[1]:i].strip():
        return None, end  # the call's own parentheses
    if isinstance(parent, (ast.Tuple, ast.GeneratorExp)):
        return None, end
    return i, j + 1


def _returns(ctx: EditContext) -> list[ast.expr]:
    if ctx.func is None:
        return []
    return [n.value for n in walk_own(ctx.func) if isinstance(n, ast.Return)
            and n.value is not None]


def _returns_bools(ctx: EditContext) -> bool:
    values = _returns(ctx)
    bools = [v for v in values if (isinstance(v, ast.Constant) and isinstance(v.value, bool))
             or isinstance(v, ast.Compare) or (isinstance(v, ast.UnaryOp)
                                                and isinstance(v.op, ast.Not))]
    ints = [v for v in values if isinstance(v, ast.Constant) and type(v.value) in (int, float)]
    return bool(bools) and not ints


def _is_returned(ctx: EditContext, node: ast.AST) -> bool:
    return isinstance(ctx.stmt, ast.Return) and ctx.stmt.value is node


def _bool_literal(ctx: EditContext, node: ast.AST, new: str) -> str:
    if _is_returned(ctx, node) and new.strip() in ("0", "1") and _returns_bools(ctx):
        return "True" if new.strip() == "1" else "False"
    return new


def _mistyped_return(ctx: EditContext, node: ast.AST, new: str) -> bool:
    """A number other than 0/1 written as the return value of a boolean function."""
    if not _is_returned(ctx, node) or not _returns_bools(ctx):
        return False
    try:
        value = ast.literal_eval(new.strip())
    except (ValueError, SyntaxError):
        return False
    return type(value) in (int, float) and value not in (0, 1)


def _changes_growth(ctx: EditContext, edit: Edit) -> bool:
    """Does the edit touch the exponent, root or log that bounds a loop?"""
    bounds: list[ast.AST] = []
    stmt = ctx.stmt
    if isinstance(stmt, (ast.For, ast.AsyncFor)):
        bounds.append(stmt.iter)
    elif isinstance(stmt, ast.While):
        bounds.append(stmt.test)
    for bound in bounds:
        for node in ast.walk(bound):
            growth = (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow)) or (
                isinstance(node, ast.Call) and _callee(node) in _GROWTH_CALLS)
            if not growth:
                continue
            lo, hi = ctx.src.span(node)
            if any(lo <= s < hi or lo < e <= hi or (s <= lo and hi <= e)
                   for s, e, _ in edit.spans):
                return True
    return False


def _callee(call: ast.Call) -> str:
    f = call.func
    return f.id if isinstance(f, ast.Name) else (f.attr if isinstance(f, ast.Attribute) else "")


def _short(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."
