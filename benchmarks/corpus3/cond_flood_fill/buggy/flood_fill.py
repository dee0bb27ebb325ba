"""Flood fill on a grid by recursion over the four neighbours, and region counting."""


def flood_fill(grid, row, col, new):
    """A copy of grid with the 4-connected region around (row, col) repainted as new."""
    result = [list(line) for line in grid]
    rows, cols = len(result), len(result[0]) if result else 0
    old = result[row][col]
    if old == new:
        return result

    def paint(r, c):
        if r >= rows or c < 0 or c >= cols or result[r][c] != old:
            return
        result[r][c] = new
        paint(r + 1, c)
        paint(r - 1, c)
        paint(r, c + 1)
        paint(r, c - 1)

    paint(row, col)
    return result


def region_size(grid, row, col):
    """How many cells share the region of (row, col)."""
    marker = object()
    filled = flood_fill(grid, row, col, marker)
    return sum(cell is marker for line in filled for cell in line)


def count_regions(grid, value):
    """How many separate 4-connected regions of cells equal to value the grid has."""
    work = [list(line) for line in grid]
    regions = 0
    for r in range(len(work)):
        for c in range(len(work[r])):
            if work[r][c] == value:
                work = flood_fill(work, r, c, None)
                regions += 1
    return regions
