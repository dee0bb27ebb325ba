"""Render rows of values as a plain-text table."""

from matrix import transpose


def column_widths(rows: list[list[object]]) -> list[int]:
    """Width of the widest cell in each column."""
    return [max(len(str(cell)) for cell in column) for column in transpose(rows)]


def render(rows: list[list[object]]) -> str:
    """Left-aligned columns separated by two spaces."""
    if not rows:
        return ""
    widths = column_widths(rows)
    lines = []
    for row in rows:
        cells = [str(cell).ljust(width) for cell, width in zip(row, widths)]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)
