"""Constant-time rectangle sums over a grid of numbers via 2-D prefix sums."""


class GridSums:
    """Summed-area table: table[i][j] is the sum of grid[:i][:j] (rows and columns)."""

    def __init__(self, grid):
        self.rows = len(grid)
        self.cols = len(grid[0]) if grid else 0
        if any(len(row) != self.cols for row in grid):
            raise ValueError("grid rows must have equal length")
        self.table = [[0] * (self.cols + 1) for _ in range(self.rows + 1)]
        for i in range(self.rows):
            for j in range(self.cols):
                self.table[i + 1][j + 1] = (
                    grid[i][j] + self.table[i][j + 1] + self.table[i + 1][i] - self.table[i][j]
                )

    def region(self, top, left, bottom, right):
        """Sum of the cells in rows top..bottom and columns left..right (inclusive)."""
        if not (0 <= top <= bottom < self.rows and 0 <= left <= right < self.cols):
            raise IndexError("region outside the grid")
        t = self.table
        return t[bottom + 1][right + 1] - t[top][right + 1] - t[bottom + 1][left] + t[top][left]

    def total(self):
        return self.table[self.rows][self.cols]

    def best_square(self, size):
        """(sum, top, left) of the first size x size block with the largest sum, or None."""
        best = None
        for top in range(self.rows - size + 1):
            for left in range(self.cols - size + 1):
                s = self.region(top, left, top + size - 1, left + size - 1)
                if best is None or s > best[0]:
                    best = (s, top, left)
        return best
