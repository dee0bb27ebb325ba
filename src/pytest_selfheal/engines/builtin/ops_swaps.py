"""Exchanges the argument and name swaps miss: PySStuBs' "swap arguments" beyond calls.

- ``swap-elements``: two elements of a tuple or list exchanged, read or written:
  `return hi, lo`, `q, r = divmod(n, d)` written as `r, q = ...`, `for v, k in
  d.items()`, `(self.y, self.x)`; and the key and value of a dict comprehension
  (`{v: k for k, v in pairs}`). Elements may be any expression, so `swap-names` (which
  exchanges plain names read) does not cover them.
- ``swap-statements``: a statement and the next one in the wrong order, where one reads
  what the other writes (`cur = nxt` before `prev = cur`). Statements that share no
  name give the same result in either order, so they are not offered.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import Edit, EditContext, starts_line
from pytest_selfheal.engines.builtin.srctext import assigned_targets

MAX_ELEMENTS = 4  # tuples longer than this are tables, not a pair of values
MAX_VARIANTS = 12  # per statement (a tuple of four has six pairs)
_SIMPLE = (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Expr)


def swap_elements(ctx: EditContext) -> Iterator[Edit]:
    count = 0
    for node in ctx.nodes:
        if isinstance(node, ast.DictComp):
            yield from _exchange(ctx, node.key, node.value, "key and value", 0.6)
            continue
        if not isinstance(node, (ast.Tuple, ast.List)) or not 2 <= len(node.elts) <= MAX_ELEMENTS:
            continue
        if isinstance(ctx.parent_of.get(node), ast.Subscript) and \
                ctx.parent_of[node].slice is node:  # type: ignore[attr-defined]
            continue  # `m[i, j]`: swap-args' index swap
        elts = node.elts
        if any(isinstance(e, ast.Starred) for e in elts):
            continue
        for i in range(len(elts)):
            for j in range(i + 1, len(elts)):
                a, b = elts[i], elts[j]
                if isinstance(a, ast.Constant) and isinstance(b, ast.Constant):
                    continue  # `(0, 1)`: a literal table, not two values exchanged
                if count >= MAX_VARIANTS:
                    return
                count += 1
                yield from _exchange(ctx, a, b, "elements", 1.0 if j == i + 1 else 0.7)


def _exchange(ctx: EditContext, a: ast.AST, b: ast.AST, what: str, weight: float
              ) -> Iterator[Edit]:
    ta, tb = ctx.text(a), ctx.text(b)
    if ta == tb:
        return
    (sa, ea), (sb, eb) = ctx.src.span(a), ctx.src.span(b)
    if sb < ea:
        return  # nested: one holds the other
    yield Edit("swap-elements", ctx.line, [(sa, ea, tb), (sb, eb, ta)],
               f"line {a.lineno}: exchange the {what} `{ta}` and `{tb}`",  # type: ignore[attr-defined]
               f"{sa}:{sb}:swap", weight)


def swap_statements(ctx: EditContext) -> Iterator[Edit]:
    stmt = ctx.stmt
    if not isinstance(stmt, _SIMPLE) or not starts_line(ctx, stmt):
        return
    parent = ctx.parent_of.get(stmt)
    block: list[ast.stmt] = next((getattr(parent, f) for f in ("body", "orelse", "finalbody")
                                  if stmt in (getattr(parent, f, None) or [])), [])
    i = block.index(stmt) if stmt in block else -1
    if i < 0 or i + 1 >= len(block):
        return
    nxt = block[i + 1]
    if not isinstance(nxt, _SIMPLE) or not starts_line(ctx, nxt) or \
            (stmt.end_lineno or stmt.lineno) + 1 != nxt.lineno:
        return
    if not (_writes(stmt) & _reads(nxt) or _writes(nxt) & _reads(stmt)):
        return
    first = _lines(ctx, stmt)
    second = _lines(ctx, nxt)
    start = ctx.src.line_start(stmt.lineno)
    end = start + len(first) + len(second)
    if ctx.src.text[start:end] != first + second:
        return
    yield Edit("swap-statements", ctx.line, [(start, end, second + first)],
               f"lines {stmt.lineno}-{nxt.lineno}: `{ctx.text(nxt)[:40]}` before "
               f"`{ctx.text(stmt)[:40]}`", f"{start}:order", 1.0)


def _lines(ctx: EditContext, stmt: ast.stmt) -> str:
    """The statement's whole lines, with their line ends."""
    start = ctx.src.line_start(stmt.lineno)
    end = ctx.src.line_start((stmt.end_lineno or stmt.lineno) + 1) \
        if (stmt.end_lineno or stmt.lineno) < len(ctx.src.lines) else len(ctx.src.text)
    return ctx.src.text[start:end]


def _writes(stmt: ast.stmt) -> set[str]:
    """Names and attribute paths a statement stores (`cur`, `self.head`); a call on its own
    may change what it is called on (`stack.append(x)` writes `stack`)."""
    out = {ast.unparse(n) for t in assigned_targets(stmt) for n in ast.walk(t)
           if isinstance(n, (ast.Name, ast.Attribute, ast.Subscript))
           and isinstance(n.ctx, ast.Store)}
    if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) and isinstance(
            stmt.value.func, ast.Attribute):
        out.add(ast.unparse(stmt.value.func.value))
    return out


def _reads(stmt: ast.stmt) -> set[str]:
    value = stmt.value if isinstance(stmt, (ast.Assign, ast.AugAssign, ast.AnnAssign,
                                            ast.Expr)) else None
    roots: list[ast.AST] = [value] if value is not None else []
    if isinstance(stmt, ast.AugAssign):
        roots.append(stmt.target)
    roots += [n.slice for t in assigned_targets(stmt) for n in ast.walk(t)
              if isinstance(n, ast.Subscript)]
    return {ast.unparse(n) for r in roots for n in ast.walk(r)
            if isinstance(n, (ast.Name, ast.Attribute, ast.Subscript))}
