"""Column layouts (like ``ls``) and plain-text tables."""

from __future__ import annotations

import enum
import math
from typing import List, Optional, Sequence

from .width import center, display_width, ljust, rjust
from .wrap import wrap


class Align(enum.Enum):
    LEFT = "<"
    RIGHT = ">"
    CENTER = "^"

    def pad(self, text: str, width: int) -> str:
        if self is Align.RIGHT:
            return rjust(text, width)
        if self is Align.CENTER:
            return center(text, width)
        return ljust(text, width)


def _columns(items: Sequence[str], ncols: int) -> List[Sequence[str]]:
    nrows = math.ceil(len(items) / ncols)
    return [items[i * nrows:(i + 1) * nrows] for i in range(ncols) if items[i * nrows:]]


def _total_width(items: Sequence[str], ncols: int, sep: str) -> int:
    columns = _columns(items, ncols)
    widths = [max(display_width(s) for s in column) for column in columns]
    return sum(widths) + display_width(sep) * (len(widths) - 1)


def best_column_count(items: Sequence[str], width: int, sep: str = "  ") -> int:
    """The most columns (filled top to bottom) that fit in ``width`` cells."""
    lo, hi = 1, max(1, len(items))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if _total_width(items, mid, sep) <= width:
            lo = mid
        else:
            hi = mid - 1
    return lo


def columnize(items: Sequence[str], width: int = 80, sep: str = "  ") -> str:
    if not items:
        return ""
    items = list(items)
    columns = _columns(items, best_column_count(items, width, sep))
    widths = [max(display_width(s) for s in column) for column in columns]
    lines = []
    for row in range(len(columns[0])):
        cells = [ljust(col[row], w) for col, w in zip(columns, widths) if row < len(col)]
        lines.append(sep.join(cells).rstrip())
    return "\n".join(lines)


def render_table(
    rows: Sequence[Sequence[object]],
    headers: Optional[Sequence[str]] = None,
    align: Optional[Sequence[Align]] = None,
    max_width: Optional[int] = None,
) -> str:
    """A table with ``|`` borders; cells wider than ``max_width`` wrap onto more lines."""
    table = [[str(cell) for cell in row] for row in rows]
    if headers is not None:
        table.insert(0, list(headers))
    ncols = max(len(row) for row in table)
    table = [row + [""] * (ncols - len(row)) for row in table]
    aligns = list(align or []) + [Align.LEFT] * (ncols - len(align or []))
    cells = [[wrap(c, max_width) or [""] if max_width else [c] for c in row] for row in table]
    widths = [max(display_width(line) for row in cells for line in row[i]) for i in range(ncols)]
    rule = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    out = [rule]
    for index, row in enumerate(cells):
        for k in range(max(len(c) for c in row)):
            parts = [a.pad(c[k] if k < len(c) else "", w) for c, w, a in zip(row, widths, aligns)]
            out.append("| " + " | ".join(parts) + " |")
        if index == 0 and headers is not None:
            out.append(rule.replace("-", "="))
    out.append(rule)
    return "\n".join(out)
