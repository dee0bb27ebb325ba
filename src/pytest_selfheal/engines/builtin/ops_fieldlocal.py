"""``field-to-local``: a field read where a value the method computed was meant.

`freq = self._freq[key]`, then `del self._buckets[self._min_freq][key]`: the method reads
the class's running minimum where the entry's own frequency, the local it has just
computed, was meant (PySStuBs' "change identifier used", across a field and a local).
Each `self.x` the statement reads (not a method it calls, not a place it stores) is
replaced by a local or parameter bound before the statement, the nearest first; a name
that is a word of the field's name (`freq` in `_min_freq`) weighs most.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    function_params,
    is_callee,
    walk_own,
)

OPERATOR = "field-to-local"
WORD = 1.0  # the local's name is a word of the field's
OTHER = 0.3
MAX_OTHERS = 2


def field_to_local(ctx: EditContext) -> Iterator[Edit]:
    func = ctx.func
    if func is None:
        return
    bound: dict[str, int] = {p: 0 for p in function_params(func) if p not in ("self", "cls")}
    for node in walk_own(func):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store) and \
                node.lineno < ctx.stmt.lineno:
            bound[node.id] = max(bound.get(node.id, 0), node.lineno)
    nearest = sorted(bound, key=lambda n: -bound[n])
    for node in ctx.nodes:
        if not (isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load)
                and isinstance(node.value, ast.Name) and node.value.id == "self"
                and not is_callee(ctx, node)):
            continue
        words = {w for w in node.attr.lower().split("_") if w}
        others = 0
        for name in nearest:
            if name.lower() in words or set(name.lower().split("_")) & words:
                yield ctx.replace(node, name, OPERATOR, WORD)
            elif others < MAX_OTHERS:
                others += 1
                yield ctx.replace(node, name, OPERATOR, OTHER)
