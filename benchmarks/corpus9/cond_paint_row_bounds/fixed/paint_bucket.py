"""Paint-bucket fill on a grid of colour characters, and region counting built on it."""


def fill(rows, r, c, colour):
    """Repaint the 4-connected region of equal colour containing (r, c).

    Returns (new_rows, painted): a new list of strings and the number of cells
    repainted. The input grid is left unchanged.
    """
    grid = [list(row) for row in rows]
    height = len(grid)
    width = len(grid[0]) if height else 0
    old = grid[r][c]
    if old == colour:
        return list(rows), 0

    def paint(r, c):
        if 0 <= r < height and 0 <= c < width and grid[r][c] == old:
            grid[r][c] = colour
            return 1 + paint(r + 1, c) + paint(r - 1, c) + paint(r, c + 1) + paint(r, c - 1)
        return 0

    painted = paint(r, c)
    return ["".join(row) for row in grid], painted


def count_regions(rows, colour):
    """Number of separate 4-connected regions of the given colour."""
    work = list(rows)
    regions = 0
    for r, row in enumerate(rows):
        for c in range(len(row)):
            if work[r][c] == colour:
                work, _ = fill(work, r, c, "\0")
                regions += 1
    return regions


def region_sizes(rows, colour):
    """Sizes of the regions of the given colour, largest first."""
    work = list(rows)
    sizes = []
    for r, row in enumerate(rows):
        for c in range(len(row)):
            if work[r][c] == colour:
                work, size = fill(work, r, c, "\0")
                sizes.append(size)
    return sorted(sizes, reverse=True)
