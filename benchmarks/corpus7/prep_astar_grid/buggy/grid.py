"""Weighted grids: each cell is a digit 1-9, the cost of stepping onto it, or '#', a wall."""


def parse(lines):
    """A list of rows of int costs, None for walls."""
    grid = []
    for line in lines:
        row = []
        for ch in line:
            if ch == "#":
                row.append(None)
            elif ch.isdigit() and ch != "0":
                row.append(int(ch))
            else:
                raise ValueError(f"bad cell {ch!r}")
        grid.append(row)
    return grid


def neighbours(grid, cell):
    """Open cells next to cell (up, right, down, left)."""
    r, c = cell
    for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < len(grid) and 0 <= nc < len(grid[nr]) and grid[nr][nc] is not None:
            yield nr, nc


def manhattan(a, b):
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def path_cost(grid, path):
    """The cost of walking path: the costs of every cell entered after the first."""
    return sum(grid[r][c] for r, c in path[1:])
