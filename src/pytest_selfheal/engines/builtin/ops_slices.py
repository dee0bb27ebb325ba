"""Slices taken from the wrong end: ``slice-end``.

`items[:k]` keeps the first k items and `items[-k:]` the last k; `items[k:]` drops the
first k and `items[:-k]` the last k. Writing one for the other is one slip of a sorted
list's direction (the lowest scores dropped instead of the highest), so each becomes its
mirror: `[:k]` <-> `[-k:]` and `[k:]` <-> `[:-k]`. The idiom `[:-k or None]` (drop the
last k, keep all for k == 0) mirrors to `[k:]`. A slice with both bounds or a step is
left to the other templates.

A bound can also lose or gain its sign on its own side (`digits[size:]` for
`digits[-size:]`, `[:-k]` for `[:k]`) or move to the other side (`text[:i]` for `text[i:]`,
the suffix for the prefix). A flip of sign that makes the slice the complement of another
slice of the same sequence in the statement (`d[:-k] + sep + d[k:]`) ranks first.

`[:-k]` with a `k` that may be 0 is empty, not whole (`group[:-pad]` for `group[:4 -
pad]`): it is also offered as `[:len(seq) - k]`, and `[-k:]` (all, not nothing, for k ==
0) as `[len(seq) - k:]`. Not as `[:-k or None]`: shorter, but it reads as a guard.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import Edit, EditContext, paren


def _negated(node: ast.expr) -> ast.expr | None:
    """`k` for `-k`, else None."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return node.operand
    return None


def _drop_idiom(node: ast.expr) -> ast.expr | None:
    """`k` for `-k or None`, else None."""
    if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or) and len(node.values) == 2 \
            and isinstance(node.values[1], ast.Constant) and node.values[1].value is None:
        return _negated(node.values[0])
    return None


def slice_end(ctx: EditContext) -> Iterator[Edit]:
    yield from _reversed_twin(ctx)
    yield from _split_pair(ctx)
    for node in ctx.nodes:
        if not (isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice)):
            continue
        sl = node.slice
        if sl.step is not None or (sl.lower is None) == (sl.upper is None):
            continue
        bound = sl.lower if sl.lower is not None else sl.upper
        assert bound is not None
        if isinstance(bound, ast.Constant) and bound.value in (0, None):
            continue
        inner = _drop_idiom(bound) if sl.upper is not None else None
        plain = inner if inner is not None else _negated(bound)
        if inner is None and plain is not None:
            yield from _zero_safe(ctx, node, sl, plain)
        if plain is not None:  # `[-k:]` -> `[:k]`, `[:-k]` / `[:-k or None]` -> `[k:]`
            text = ctx.text(plain)
            new = f"{text}:" if sl.upper is not None else f":{text}"
        else:  # `[:k]` -> `[-k:]`, `[k:]` -> `[:-k]`
            text = f"-{paren(ctx, bound)}"
            new = f"{text}:" if sl.upper is not None else f":{text}"
        yield ctx.replace(sl, new, "slice-end", 1.0)
        if inner is None:
            yield from _flips(ctx, node, sl, bound, plain)


MIRROR = 1.0  # a sequence concatenated twice, one copy meant reversed


def _concat_parts(node: ast.expr) -> list[ast.expr]:
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return [*_concat_parts(node.left), *_concat_parts(node.right)]
    return [node]


def _reversed_twin(ctx: EditContext) -> Iterator[Edit]:
    """`half + middle + half` -> `half + middle + half[::-1]`: a sequence written twice
    in one concatenation of three or more parts (a palindrome, a mirror image, a there
    and back) with neither copy reversed; the later copy is reversed first."""
    for node in ctx.nodes:
        if not (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add)) or (
                isinstance(ctx.parent_of.get(node), ast.BinOp)):
            continue
        parts = _concat_parts(node)
        if len(parts) < 3:
            continue
        texts = [ast.dump(p) for p in parts]
        for text in dict.fromkeys(texts):
            copies = [p for p, t in zip(parts, texts, strict=True) if t == text]
            if len(copies) != 2 or not isinstance(
                    copies[0], (ast.Name, ast.Attribute, ast.Subscript, ast.Call)):
                continue
            for rank, copy in enumerate(reversed(copies)):
                yield ctx.replace(copy, f"{ctx.text(copy)}[::-1]", "slice-end",
                                  MIRROR * (1.0 - 0.2 * rank))


PAIR = 1.1  # both halves of a split at one bound, flipped together


def _split_pair(ctx: EditContext) -> Iterator[Edit]:
    """`s[-k:] + s[:-k]` -> `s[k:] + s[:k]` (and back): two slices of one sequence that
    split it at one bound (a rotation, a cut) take it from the wrong end together; a flip
    of one bound alone would no longer split the sequence."""
    halves = [n for n in ctx.nodes if isinstance(n, ast.Subscript)
              and isinstance(n.slice, ast.Slice) and n.slice.step is None
              and (n.slice.lower is None) != (n.slice.upper is None)]
    for i, head in enumerate(halves):
        for tail in halves[i + 1:]:
            a, b = head.slice, tail.slice
            assert isinstance(a, ast.Slice) and isinstance(b, ast.Slice)
            if (a.lower is None) == (b.lower is None) or ctx.text(head.value) != ctx.text(
                    tail.value):
                continue
            bound_a = a.lower if a.lower is not None else a.upper
            bound_b = b.lower if b.lower is not None else b.upper
            assert bound_a is not None and bound_b is not None
            if ctx.text(bound_a) != ctx.text(bound_b) or isinstance(bound_a, ast.Constant):
                continue
            plain = _negated(bound_a)
            flipped = ctx.text(plain) if plain is not None else f"-{paren(ctx, bound_a)}"
            spans = []
            for sl, lower in ((a, a.lower is not None), (b, b.lower is not None)):
                start, end = ctx.src.span(sl)
                spans.append((start, end, f"{flipped}:" if lower else f":{flipped}"))
            yield Edit("slice-end", ctx.line, spans,
                       f"line {head.lineno}: both halves split at `{ctx.text(bound_a)}` "
                       f"taken from the other end", f"pair:{spans}", PAIR)


SIGN = 0.8  # a bound's sign flipped on its own side
COMPLEMENT = 1.1  # the flip that makes the slice the complement of a sibling slice
SIDE = 0.7  # a bound moved to the other side


def _flips(ctx: EditContext, node: ast.Subscript, sl: ast.Slice, bound: ast.expr,
           plain: ast.expr | None) -> Iterator[Edit]:
    """`[k:]` <-> `[-k:]`, `[:k]` <-> `[:-k]` and `[k:]` <-> `[:k]` for a bound that is
    no literal (ops_literals flips those)."""
    if isinstance(bound, ast.Constant) or (plain is not None and isinstance(plain, ast.Constant)):
        return
    lower = sl.lower is not None
    flipped = ctx.text(plain) if plain is not None else f"-{paren(ctx, bound)}"
    weight = COMPLEMENT if _complements(ctx, node, lower, flipped) else SIGN
    yield ctx.replace(sl, f"{flipped}:" if lower else f":{flipped}", "slice-end", weight)
    text = ctx.text(bound)
    yield ctx.replace(sl, f":{text}" if lower else f"{text}:", "slice-end", SIDE)


def _complements(ctx: EditContext, node: ast.Subscript, lower: bool, bound: str) -> bool:
    """Another slice of the same sequence in the statement takes the other side at the
    same bound: `d[:-k]` beside `d[-k:]`."""
    seq = ctx.text(node.value)
    for other in ctx.nodes:
        if other is node or not (isinstance(other, ast.Subscript)
                                 and isinstance(other.slice, ast.Slice)):
            continue
        o = other.slice
        side = o.upper if lower else o.lower
        if o.step is None and side is not None and (o.lower if lower else o.upper) is None \
                and ctx.text(other.value) == seq and ctx.text(side) == bound:
            return True
    return False


def _zero_safe(ctx: EditContext, node: ast.Subscript, sl: ast.Slice, k: ast.expr
               ) -> Iterator[Edit]:
    """`[:-k]` -> `[:len(seq) - k]`; `[-k:]` -> `[len(seq) - k:]`: a count that may be 0
    read from the end."""
    if not isinstance(k, (ast.Name, ast.Attribute)) or not isinstance(
            node.value, (ast.Name, ast.Attribute, ast.Subscript)):
        return
    seq, count = ctx.text(node.value), ctx.text(k)
    if "\n" in seq:
        return
    if sl.upper is not None:
        yield ctx.replace(sl, f":len({seq}) - {count}", "slice-end", 0.8)
    else:
        yield ctx.replace(sl, f"len({seq}) - {count}:", "slice-end", 0.8)
