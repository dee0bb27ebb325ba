"""Small list-of-lists matrix helpers."""


def shape(rows: list[list[object]]) -> tuple[int, int]:
    """(row count, column count); rows must all have the same length."""
    if not rows:
        return 0, 0
    width = len(rows[0])
    if any(len(row) != width for row in rows):
        raise ValueError("ragged matrix")
    return len(rows), width


def transpose(rows: list[list[object]]) -> list[list[object]]:
    """Columns become rows."""
    height, width = shape(rows)
    return [[rows[c][r] for r in range(height)] for c in range(width)]
