"""Summed-area table (2-D prefix sums): the sum of any rectangle of a grid in O(1)."""

from fractions import Fraction


class SummedAreaTable:
    """table[r][c] is the sum of grid[0..r-1][0..c-1]; row 0 and column 0 are zeros."""

    def __init__(self, grid):
        rows = len(grid)
        cols = len(grid[0]) if rows else 0
        if any(len(row) != cols for row in grid):
            raise ValueError("all rows of the grid must have the same length")
        self.rows, self.cols = rows, cols
        self.table = [[0] * (cols + 1) for _ in range(rows + 1)]
        for r in range(rows):
            row_sum = 0  # grid[r][0..c]
            for c in range(cols):
                row_sum = grid[r][c]
                self.table[r + 1][c + 1] = self.table[r][c + 1] + row_sum

    def region_sum(self, top, left, bottom, right):
        """Sum of grid[top..bottom][left..right], both corners inclusive."""
        if not (0 <= top <= bottom < self.rows and 0 <= left <= right < self.cols):
            raise IndexError("region outside the grid")
        t = self.table
        return t[bottom + 1][right + 1] - t[top][right + 1] - t[bottom + 1][left] + t[top][left]

    def region_mean(self, top, left, bottom, right):
        area = (bottom - top + 1) * (right - left + 1)
        return Fraction(self.region_sum(top, left, bottom, right), area)

    def total(self):
        return self.table[self.rows][self.cols]


def best_block(grid, size):
    """(sum, top, left) of the size x size block with the largest sum, first in reading order
    on ties; None if the grid has no such block."""
    table = SummedAreaTable(grid)
    best = None
    for top in range(table.rows - size + 1):
        for left in range(table.cols - size + 1):
            total = table.region_sum(top, left, top + size - 1, left + size - 1)
            if best is None or total > best[0]:
                best = (total, top, left)
    return best
