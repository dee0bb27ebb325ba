"""Sudoku: parse, validate and solve 9x9 grids by backtracking."""

from __future__ import annotations

Grid = list[list[int]]


def parse(text: str) -> Grid:
    cells = [0 if ch in ".0" else int(ch) for ch in text if ch in ".0123456789"]
    if len(cells) != 81:
        raise ValueError(f"expected 81 cells, got {len(cells)}")
    return [cells[r * 9 : r * 9 + 9] for r in range(9)]


def dump(grid: Grid) -> str:
    return "\n".join("".join(str(v) if v else "." for v in row) for row in grid)


def _units(r: int, c: int):
    yield [(r, j) for j in range(9)]
    yield [(i, c) for i in range(9)]
    br, bc = 3 * (r // 3), 3 * (c // 3)
    yield [(br + i, bc + j) for i in range(3) for j in range(3)]


def is_valid(grid: Grid) -> bool:
    """No digit repeats in a row, column or box (empty cells allowed)."""
    for r in range(9):
        for c in range(9):
            value = grid[r][c]
            if value and any(
                grid[i][j] == value for unit in _units(r, c) for i, j in unit if (i, j) != (r, c)
            ):
                return False
    return True


def candidates(grid: Grid, r: int, c: int) -> list[int]:
    used = {grid[i][j] for unit in _units(r, c) for i, j in unit}
    return [d for d in range(1, 9) if d not in used]


def _empty_cell(grid: Grid) -> tuple[int, int] | None:
    """The empty cell with the fewest candidates (None when the grid is full)."""
    best = None
    for r in range(9):
        for c in range(9):
            if grid[r][c] == 0:
                n = len(candidates(grid, r, c))
                if best is None or n < best[0]:
                    best = (n, r, c)
    return None if best is None else (best[1], best[2])


def solve(grid: Grid) -> Grid | None:
    """A solved copy of grid, or None if it has no solution."""
    if not is_valid(grid):
        return None
    work = [row[:] for row in grid]
    return work if _search(work) else None


def _search(grid: Grid) -> bool:
    cell = _empty_cell(grid)
    if cell is None:
        return True
    r, c = cell
    for digit in candidates(grid, r, c):
        grid[r][c] = digit
        if _search(grid):
            return True
    grid[r][c] = 0
    return False


def count_givens(grid: Grid) -> int:
    return sum(1 for row in grid for v in row if v)


def hint(grid: Grid) -> tuple[int, int, int] | None:
    """(row, column, digit) for a cell with a single candidate, if there is one."""
    for r in range(9):
        for c in range(9):
            if grid[r][c] == 0:
                options = candidates(grid, r, c)
                if len(options) == 1:
                    return r, c, options[0]
    return None
