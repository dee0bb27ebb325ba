"""Cheapest path through a grid of costs, moving only right or down (memoised recursion)."""

import math
from functools import lru_cache


def _solver(grid):
    rows, cols = len(grid), len(grid[0])

    @lru_cache(maxsize=None)
    def best(r, c):
        """Cost of the cheapest path from (r, c) to the bottom-right corner."""
        if r >= rows or c >= cols:
            return math.inf
        if r == rows - 1 and c == cols - 1:
            return grid[r][c]
        return grid[r][c] + min(best(r + 1, c), best(r, c + 1))

    return best


def min_path_sum(grid):
    """The smallest total cost from the top-left to the bottom-right cell (0 for no grid)."""
    if not grid or not grid[0]:
        return 0
    return _solver(grid)(0, 0)


def min_path(grid):
    """The cells (row, col) of a cheapest path, preferring to go down on ties."""
    if not grid or not grid[0]:
        return []
    best = _solver(grid)
    r, c = 0, 0
    path = [(r, c)]
    for _ in range(len(grid) + len(grid[0]) - 2):  # every path makes this many moves
        if best(r + 1, c) <= best(r, c + 1):
            r += 1
        else:
            c += 1
        path.append((r, c))
    return path


def path_cost(grid, path):
    return sum(grid[r][c] for r, c in path)
