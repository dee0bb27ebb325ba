"""Reading tables from Markdown text."""

from __future__ import annotations

import re
from typing import List

from .model import Alignment, Table

_DELIMITER_CELL = re.compile(r"^\s*:?-+:?\s*$")


class TableSyntaxError(ValueError):
    pass


def split_row(line: str) -> List[str]:
    """Cells of one row; ``\\|`` is a literal pipe, outer pipes are optional."""
    line = line.strip()
    if line.startswith("|"):
        line = line[1:]
    if line.endswith("|") and not line.endswith("\\|"):
        line = line[:-1]
    cells, current, escaped = [], [], False
    for ch in line:
        if escaped:
            current.append(ch if ch == "|" else "\\" + ch)
            escaped = False
        elif ch == "\\":
            escaped = True
        elif ch == "|":
            cells.append("".join(current).strip())
            current = []
        else:
            current.append(ch)
    if escaped:
        current.append("\\")
    cells.append("".join(current).strip())
    return cells


def parse_table(text: str) -> Table:
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) < 2:
        raise TableSyntaxError("a table needs a header row and a delimiter row")
    headers = split_row(lines[0])
    markers = split_row(lines[1])
    if not all(_DELIMITER_CELL.match(m) for m in markers):
        raise TableSyntaxError(f"line 2 is not a delimiter row: {lines[1].strip()!r}")
    if len(markers) != len(headers):
        raise TableSyntaxError(
            f"header has {len(headers)} cells but the delimiter row has {len(markers)}"
        )
    rows = [split_row(line) for line in lines[2:]]
    return Table(headers, rows, [Alignment.from_marker(m) for m in markers])
