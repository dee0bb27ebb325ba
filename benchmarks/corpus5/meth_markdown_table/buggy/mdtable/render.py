"""Writing tables as aligned Markdown."""

from __future__ import annotations

from typing import List, Sequence

from .model import Alignment, Table
from .parse import parse_table


def _escape(cell: str) -> str:
    return cell.replace("|", "\\|")


def _pad(cell: str, width: int, alignment: Alignment) -> str:
    if alignment is Alignment.RIGHT:
        return cell.ljust(width)
    if alignment is Alignment.CENTER:
        return cell.center(width)
    return cell.ljust(width)


def render_table(table: Table, *, compact: bool = False) -> str:
    """Markdown for the table; columns padded to a common width unless ``compact``."""
    header = [_escape(h) for h in table.headers]
    body = [[_escape(c) for c in row] for row in table.rows]
    if compact:
        widths = [3] * len(header)
    else:
        widths = [max([3, len(h)] + [len(r[i]) for r in body]) for i, h in enumerate(header)]

    def line(cells: Sequence[str]) -> str:
        if compact:
            return "| " + " | ".join(cells) + " |"
        padded = [_pad(c, w, a) for c, w, a in zip(cells, widths, table.alignments)]
        return "| " + " | ".join(padded) + " |"

    out: List[str] = [line(header)]
    out.append("| " + " | ".join(a.marker(w) for a, w in zip(table.alignments, widths)) + " |")
    out.extend(line(row) for row in body)
    return "\n".join(out)


def reformat(text: str) -> str:
    """Pretty-print a Markdown table."""
    return render_table(parse_table(text))
