"""Walking a rectangular grid in clockwise spiral order."""


def spiral_cells(rows, cols):
    """Yield the (row, col) cells of a rows x cols grid clockwise from the top-left corner.

    The walk peels the grid ring by ring: along the top edge, down the right edge, back
    along the bottom edge and up the left edge, then shrinks all four bounds by one.
    """
    if rows < 0 or cols < 0:
        raise ValueError("grid dimensions must be non-negative")
    top, bottom = 0, rows - 1
    left, right = 0, cols - 1
    while top <= bottom and left <= right:
        for c in range(left, right + 1):
            yield top, c
        for r in range(top + 1, bottom + 1):
            yield r, right
        if top < bottom and left < right:
            for c in range(right - 1, left - 1, -1):
                yield bottom, c
            for r in range(bottom - 1, top, -1):
                yield r, right
        top, bottom = top + 1, bottom - 1
        left, right = left + 1, right - 1


def spiral_order(matrix):
    """The elements of a rectangular matrix (list of rows) in spiral order."""
    if not matrix:
        return []
    width = len(matrix[0])
    if any(len(row) != width for row in matrix):
        raise ValueError("rows have different lengths")
    return [matrix[r][c] for r, c in spiral_cells(len(matrix), width)]


def spiral_fill(rows, cols, start=1):
    """A rows x cols matrix holding start, start + 1, ... laid out along the spiral."""
    grid = [[None] * cols for _ in range(rows)]
    for value, (r, c) in enumerate(spiral_cells(rows, cols), start):
        grid[r][c] = value
    return grid
