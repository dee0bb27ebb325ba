"""``recurrence-read``: a recurrence's step reads its own table, not another one.

recurrence.py finds a loop that fills a table seeded before it and never reads it
(`x[-1] = d[-1]`, then `x[i] = d[i] - c[i] * d[i + 1]` for i down from n - 2). Each
read of another table at an index off the loop's variable (`d[i + 1]`) is offered as a
read of the table (`x[i + 1]`): the step before, which the seed starts.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import Edit, EditContext
from pytest_selfheal.engines.builtin.recurrence import unread_tables

OPERATOR = "recurrence-read"


def recurrence_read(ctx: EditContext) -> Iterator[Edit]:
    for found in unread_tables(ctx.func):
        if found.stmt is not ctx.stmt:
            continue
        for read in found.reads:
            base = read.value
            assert isinstance(base, ast.Name)
            yield ctx.replace(base, found.table, OPERATOR, 1.0)
