"""Literal fix templates: a changed number, boolean, None or empty collection, a digit
typo the failure names, a duplicated table entry, the sentinels a running minimum or
maximum starts from (`0` <-> `float('inf')` / `float('-inf')`), a power of ten off by one
digit (`/ 10.0` for `/ 100.0`), a bit one place off (`0x40` for `0x80`) and a slice
bound's sign (`s[1:1]` for `s[1:-1]`)."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    EVIDENCE,
    Edit,
    EditContext,
    digit_typos,
    mirror_variants,
    module_constants,
)

MAGNITUDE_WEIGHT = 0.4  # `10` <-> `100`: rarer than an off-by-one, likelier than any other
BIT_WEIGHT = 0.6  # a bit one place off (`0x40` for `0x80`): a literal written as bits
CONST_DEF_WEIGHT = 0.8  # a literal edited at its module constant's definition, not in place
_INF = {"float('inf')": 1, 'float("inf")': 1, "math.inf": 1, "float('-inf')": -1,
        'float("-inf")': -1, "-math.inf": -1, "-float('inf')": -1, '-float("inf")': -1}


def change_literal(ctx: EditContext) -> Iterator[Edit]:
    yield from _literal_edits(ctx)
    for const in module_constants(ctx):
        for edit in _literal_edits(const):
            edit.weight *= CONST_DEF_WEIGHT
            yield edit


def _literal_edits(ctx: EditContext) -> Iterator[Edit]:
    yield from duplicate_element(ctx)
    for node in ctx.nodes:
        if isinstance(ctx.parent_of.get(node), (ast.JoinedStr, ast.FormattedValue)):
            continue
        if _in_slice(ctx, node):
            yield from _slice_sign(ctx, node)
        if isinstance(node, ast.Constant):
            value = node.value
            if isinstance(value, bool):
                yield ctx.replace(node, str(not value), "change-literal", 1.0)
                yield ctx.replace(node, "None", "change-literal", 0.3)
            elif value is None:
                for new, weight in (("0", 0.5), ("[]", 0.4), ('""', 0.4), ("False", 0.4)):
                    yield ctx.replace(node, new, "change-literal", weight)
            elif type(value) is int:
                yield from _sentinels(ctx, node, value)
                for num in (0, 1):
                    if abs(num - value) > 1:
                        yield ctx.replace(node, str(num), "change-literal", 0.6)
                for num in digit_typos(value):
                    named = len(str(abs(num))) >= 3 and _in_messages(ctx, num)
                    yield ctx.replace(node, str(num), "literal-typo" if named else "change-literal",
                                      EVIDENCE if named else 0.5)
                for scaled in _magnitudes(value):
                    yield ctx.replace(node, str(int(scaled)), "change-literal", MAGNITUDE_WEIGHT)
                for text in bit_neighbours(ctx.text(node), value):
                    yield ctx.replace(node, text, "change-literal", BIT_WEIGHT)
            elif type(value) is float:
                for real in (value + 1, value - 1, 0.0, 1.0):
                    if real != value:
                        yield ctx.replace(node, repr(real), "change-literal", 0.5)
                for real in _magnitudes(value):
                    yield ctx.replace(node, repr(float(real)), "change-literal", MAGNITUDE_WEIGHT)
        elif isinstance(node, ast.expr) and (inf := _infinity(node)) is not None:
            yield from _sentinels(ctx, node, inf)
        elif isinstance(node, (ast.List, ast.Dict, ast.Tuple, ast.Set)) and not (
                getattr(node, "elts", None) or getattr(node, "keys", None)):
            if isinstance(node, ast.Tuple) and not ctx.text(node).startswith("("):
                continue
            yield ctx.replace(node, "None", "change-literal", 0.4)
            yield ctx.replace(node, "0", "change-literal", 0.3)


_COMPARED = re.compile(r"assert (-?\d+(?:\.\d+)?) == (-?\d+(?:\.\d+)?)(?![\d.])")
EXPECTED_PAIRS = 3  # (got, expected) pairs of numbers read from the failures


def compared_numbers(messages: list[tuple[str, str]]) -> list[tuple[float, float]]:
    """(got, expected) of the failures' `assert 1000 == 1024` lines: the value the test
    saw and the one it wanted (pytest prints the left operand, the tested call, first)."""
    out: list[tuple[float, float]] = []
    for _, message in messages:
        for got, want in _COMPARED.findall(message):
            pair = (float(got), float(want))
            if pair[0] != pair[1] and pair not in out:
                out.append(pair)
    return out[:EXPECTED_PAIRS]


def expected_literal(ctx: EditContext) -> Iterator[Edit]:
    """A constant moved by what the test wanted: `c + (want - got)` or `c * want / got`.
    Where the constant shapes the checked value linearly (a fee, a unit's size, a
    bucket's width) one of the two is the value meant: `1000` -> `1024`, `0.2` -> `0.25`.
    Only whole results for integers and short results for floats."""
    pairs = compared_numbers(ctx.messages)
    if not pairs:
        return
    for node in ctx.nodes:
        if not isinstance(node, ast.Constant) or type(node.value) not in (int, float) or \
                isinstance(ctx.parent_of.get(node), (ast.JoinedStr, ast.FormattedValue)):
            continue
        value = float(node.value)  # type: ignore[arg-type]  # an int or a float
        integral = type(node.value) is int
        seen: set[str] = set()
        for got, want in pairs:
            options = [value + (want - got)]
            if got:
                options.append(value * want / got)
            for new in options:
                text = _number_text(new, integral)
                if text is None or text in seen or text == ctx.text(node):
                    continue
                seen.add(text)
                yield ctx.replace(node, text, "expected-literal", 1.0)


def _number_text(value: float, integral: bool) -> str | None:
    """The literal for value, or None when it is not a constant a person writes."""
    if value != value or value in (float("inf"), float("-inf")):
        return None
    if integral:
        return str(int(round(value))) if abs(value - round(value)) < 1e-9 else None
    text = repr(round(value, 6))
    return text if len(text.lstrip("-")) <= 8 else None


def bit_neighbours(text: str, value: int) -> list[str]:
    """A bit one place off: `0x40` for `0x80` and `0x100`, `0x3F` and `0xFF` for `0x7F`,
    `0b0010` for `0b0100`. Only for a literal written as bits (hex, binary, octal),
    where a power of two or a mask of low bits is meant; written the same way."""
    if value < 2:
        return []
    prefix = text[:2].lower()
    if prefix not in ("0x", "0b", "0o"):
        return []
    if value & (value - 1) == 0:
        news = [value >> 1, value << 1]
    elif value & (value + 1) == 0:
        news = [value >> 1, (value << 1) | 1]
    else:
        return []
    digits = text[2:].replace("_", "")
    upper = any(c.isupper() for c in digits)
    out = []
    for new in news:
        body = format(new, {"0x": "x", "0b": "b", "0o": "o"}[prefix])
        if upper:
            body = body.upper()
        if len(body) < len(digits):
            body = body.rjust(len(digits), "0")  # `0x0F` keeps its width
        out.append(text[:2] + body)
    return out


def _magnitudes(value: float) -> list[float]:
    """A power-of-ten slip: `10` for `100` and back (the constant a multiple of 10)."""
    if value == 0 or abs(value) < 10 or value % 10:
        return []
    return [value * 10, value / 10]


def _in_slice(ctx: EditContext, node: ast.AST) -> bool:
    parent = ctx.parent_of.get(node)
    return isinstance(parent, ast.Slice) and node in (parent.lower, parent.upper)


def _slice_sign(ctx: EditContext, node: ast.AST) -> Iterator[Edit]:
    """`s[1:1]` -> `s[1:-1]`: a slice bound counted from the wrong end. An empty slice
    (both bounds the same text) makes this the likely slip."""
    parent = ctx.parent_of.get(node)
    assert isinstance(parent, ast.Slice)
    same = parent.lower is not None and parent.upper is not None and \
        ctx.text(parent.lower) == ctx.text(parent.upper)
    weight = (1.0 if node is parent.upper else 0.8) if same else 0.6
    if isinstance(node, ast.Constant) and type(node.value) is int and node.value > 0:
        yield ctx.replace(node, f"-{node.value}", "change-literal", weight)
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(
            node.operand, ast.Constant) and type(node.operand.value) is int:
        yield ctx.replace(node, str(node.operand.value), "change-literal", weight)


def _in_messages(ctx: EditContext, number: int) -> bool:
    return any(re.search(rf"(?<![\w.]){number}(?![\w.])", m) for _, m in ctx.messages)


def duplicate_element(ctx: EditContext) -> Iterator[Edit]:
    """A list/set/tuple literal holding the same constant twice: change the later copy.

    A repeated entry in a table of constants is nearly always a copy-paste slip; the
    replacements are the copy with its signs flipped or its parts swapped (the
    symmetric entries such tables hold), when that value is not in the table yet.
    """
    for node in ctx.nodes:
        if not isinstance(node, (ast.List, ast.Set, ast.Tuple)) or len(node.elts) < 3:
            continue
        seen: set[str] = set()
        values = {ast.dump(e) for e in node.elts}
        for elt in node.elts:
            try:
                value = ast.literal_eval(elt)
            except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
                continue
            key = ast.dump(elt)
            if key not in seen:
                seen.add(key)
                continue
            for new in mirror_variants(value):
                text = repr(new)
                if ast.dump(ast.parse(text, mode="eval").body) not in values:
                    yield ctx.replace(elt, text, "duplicate-entry", EVIDENCE)


def _infinity(node: ast.AST) -> float | None:
    """+inf or -inf for `float('inf')`, `math.inf` and their negations, else None."""
    if not isinstance(node, (ast.Call, ast.Attribute, ast.UnaryOp)):
        return None
    sign = _INF.get(ast.unparse(node).replace(" ", ""))
    return None if sign is None else float(sign) * float("inf")


def _takes_extreme(ctx: EditContext) -> bool:
    """The function takes a `min()`/`max()`: a base case returning 0 may mean "no path"."""
    return ctx.func is not None and any(
        isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in ("min", "max")
        for n in ast.walk(ctx.func))


def _sentinels(ctx: EditContext, node: ast.expr, value: float) -> Iterator[Edit]:
    """The start of a running minimum or maximum: `best = 0` -> `float('-inf')`, and an
    infinity flipped or made 0. Only where a value is assigned (an initialization), or
    returned by a function that takes a min/max (a base case that must lose)."""
    parent = ctx.parent_of.get(node)
    if isinstance(parent, ast.UnaryOp):
        return  # `-1`: the constant inside a negation
    returned = isinstance(parent, ast.Return) and parent.value is node and _takes_extreme(ctx)
    if not (isinstance(parent, (ast.Assign, ast.AnnAssign)) and parent.value is node
            or returned):
        return
    if value == 0:
        yield ctx.replace(node, "float('-inf')", "change-literal", 0.4)
        yield ctx.replace(node, "float('inf')", "change-literal", 0.4)
    elif value in (float("inf"), float("-inf")):
        yield ctx.replace(node, "float('-inf')" if value > 0 else "float('inf')",
                          "change-literal", 0.9)
        yield ctx.replace(node, "0", "change-literal", 0.5)
