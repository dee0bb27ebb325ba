"""Twins: an expression written twice where two copies make no sense.

`return left if left is not None else left`, `size[ra] += size[ra]`, `x - x`, `a == a`:
one copy was meant as another name (a slip that copies the text beside it, or the line
before). Nothing else flags it: both copies run, and the spectrum sees one more covered
statement. Such a statement ranks higher (the "twin" part of localization) and a name in
either copy is renamed first (ops_names.replace_name). A square (`x * x`) and a doubling
(`x + x`, `t += t` of a plain name) are meant, and no twins.
"""

from __future__ import annotations

import ast
import itertools
import re
import textwrap
from typing import TYPE_CHECKING

from pytest_selfheal.engines.builtin.srctext import block_holding, own_nodes, parents

if TYPE_CHECKING:
    from pytest_selfheal.engines.builtin.localize import _Ranker

W_TWIN = 0.6  # like a returned value's flow (0.7), above a copied line's deviation (0.5)
_CTX = re.compile(r"ctx=\w+\(\)")
_TOKEN = re.compile(r"\w+|[^\w\s]")


def twin_names(stmt: ast.stmt) -> set[int]:
    """The ids of the names in the copies of an expression the statement writes twice."""
    pairs: list[tuple[ast.AST, ast.AST]] = []
    for node in [stmt, *own_nodes(stmt)]:
        if isinstance(node, ast.IfExp):
            pairs.append((node.body, node.orelse))
        elif isinstance(node, ast.AugAssign) and (
                isinstance(node.target, ast.Subscript)  # `size[a] += size[a]`: no doubling
                or not isinstance(node.op, (ast.Mult, ast.Add, ast.Pow))):
            pairs.append((node.target, node.value))
        elif isinstance(node, ast.BinOp) and isinstance(node.op, (
                ast.Sub, ast.Div, ast.FloorDiv, ast.Mod, ast.BitXor)):
            pairs.append((node.left, node.right))
        elif isinstance(node, ast.Compare) and len(node.comparators) == 1:
            pairs.append((node.left, node.comparators[0]))
        elif isinstance(node, ast.BoolOp):
            pairs += list(itertools.combinations(node.values, 2))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            pairs += [(node.func.value, arg) for arg in node.args]  # `s.endswith(s)`
    out: set[int] = set()
    for a, b in pairs:
        if not isinstance(a, ast.Constant) and _plain(a) == _plain(b):
            out.update(id(n) for side in (a, b) for n in ast.walk(side)
                       if isinstance(n, ast.Name))
    return out


def makes_twin(text: str, spans: list[tuple[int, int, str]], start: int, end: int,
               col: int) -> bool:
    """True when an edit within one statement (`text`, the file's source; the statement at
    `start:end`, indented by `col`) writes an expression twice where the statement did
    not: `row.endswith(x)` -> `x.endswith(x)`, `a < b` -> `a < a`. Such an edit passes
    weak tests by making a test always true or a value always zero; it is never the fix."""
    if not spans or any(s < start or e > end for s, e, _ in spans):
        return False
    old = text[start:end]
    if not any(repl.strip() and repl.strip() in old for _, _, repl in spans):
        return False  # nothing the edit writes is already in the statement
    new = old
    for s, e, repl in sorted(spans, reverse=True):
        new = new[:s - start] + repl + new[e - start:]
    pad = " " * col
    try:
        before = ast.parse(textwrap.dedent(pad + old)).body
        after = ast.parse(textwrap.dedent(pad + new)).body
    except SyntaxError:
        return False
    if len(before) != 1 or len(after) != 1:
        return False
    return len(twin_names(after[0])) > len(twin_names(before[0]))


def stale_copy_names(func: ast.AST | None, block: list[ast.stmt] | None,
                     stmt: ast.stmt) -> set[int]:
    """The ids of the names of a statement that repeats, verbatim, an earlier statement of
    its block, when a partner of such a name (`right` of `left`, see `partners`) was
    bound between the two: `left = h(node.left)`, `if left < 0: ...`, `right =
    h(node.right)`, `if left < 0: ...`. The copy was not adapted to the new name."""
    if func is None or not block:
        return set()
    index = next((i for i, s in enumerate(block) if s is stmt), None)
    if index is None:
        return set()
    shape: str | None = None
    mates = None
    for j in range(index - 1, -1, -1):
        if type(block[j]) is not type(stmt):
            continue
        shape = _plain(stmt) if shape is None else shape
        if _plain(block[j]) != shape:
            continue
        between = block[j + 1:index]
        bound = {n.id for s in between for n in ast.walk(s)
                 if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
        if not bound:
            return set()
        mates = partners(func) if mates is None else mates
        stale = {n for n in {x.id for x in ast.walk(stmt) if isinstance(x, ast.Name)}
                 if n not in bound and mates.get(n, set()) & bound}
        return {id(n) for n in ast.walk(stmt) if isinstance(n, ast.Name) and n.id in stale}
    return set()


def partners(func: ast.AST | None) -> dict[str, set[str]]:
    """Locals computed by copies of one expression that differ in one token (`left =
    walk(node.left)`, `right = walk(node.right)`): the name one copy of a twin was
    meant as is most often the other's partner."""
    if func is None:
        return {}
    values: dict[str, list[str]] = {}
    for node in ast.walk(func):
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1):
            continue
        target, value = node.targets[0], node.value
        pairs = [(target, value)]
        if isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple) and len(
                target.elts) == len(value.elts):  # `ra, rb = find(a), find(b)`
            pairs = list(zip(target.elts, value.elts, strict=True))
        for t, v in pairs:
            if isinstance(t, ast.Name):
                values.setdefault(t.id, []).append(ast.unparse(v))
    toks = {n: _TOKEN.findall(v[0]) for n, v in values.items()}  # as first defined
    out: dict[str, set[str]] = {}
    for a, b in itertools.combinations(sorted(toks), 2):
        ta, tb = toks[a], toks[b]
        if len(ta) == len(tb) and sum(x != y for x, y in zip(ta, tb, strict=True)) == 1:
            out.setdefault(a, set()).add(b)
            out.setdefault(b, set()).add(a)
    return out


def _plain(node: ast.AST) -> str:
    """The expression's shape, whatever its load/store context."""
    return _CTX.sub("", ast.dump(node))


def rank_twins(ranker: _Ranker) -> None:
    """The twin part for the statements with evidence that write an expression twice, or
    that repeat an earlier statement not adapted to a partner's name."""
    parent_maps: dict[str, dict[ast.AST, ast.AST]] = {}
    for path, line in list(ranker.evidence):
        info = ranker.project.get(path)
        if info is None or line not in info.owner:
            continue
        stmt = info.owner[line]
        if twin_names(stmt):
            ranker.add(path, line, "twin", W_TWIN, "writes the same expression twice")
            continue
        if path not in parent_maps:
            parent_maps[path] = parents(info.tree)
        if stale_copy_names(info.function_at(line),
                            block_holding(parent_maps[path], stmt), stmt):
            ranker.add(path, line, "twin", W_TWIN,
                       "repeats an earlier statement after binding a partner of its name")
