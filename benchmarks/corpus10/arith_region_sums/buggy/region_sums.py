"""Constant-time sums of rectangular regions of a grid via 2-D prefix sums."""


class RegionSums:
    """Answers sums over sub-rectangles of a fixed grid of numbers.

    prefix[r][c] holds the sum of grid[0:r][0:c]; row 0 and column 0 are zeros, so
    every region sum is four table look-ups by inclusion-exclusion.
    """

    def __init__(self, grid):
        self.rows = len(grid)
        self.cols = len(grid[0]) if grid else 0
        if any(len(row) != self.cols for row in grid):
            raise ValueError("rows have different lengths")
        self._prefix = [[0] * (self.cols + 1) for _ in range(self.rows + 1)]
        for r, row in enumerate(grid):
            for c, value in enumerate(row):
                self._prefix[r + 1][c + 1] = (
                    value + self._prefix[r][c + 1] + self._prefix[r + 1][c] - self._prefix[r][c]
                )

    def region(self, r1, c1, r2, c2):
        """Sum of the cells with r1 <= row <= r2 and c1 <= col <= c2."""
        if not (0 <= r1 <= r2 < self.rows and 0 <= c1 <= c2 < self.cols):
            raise IndexError(f"bad region ({r1}, {c1})-({r2}, {c2})")
        p = self._prefix
        return p[r2 + 1][c2 + 1] - p[r1][c2 + 1] - p[r2 + 1][c1]

    def total(self):
        return self._prefix[self.rows][self.cols]

    def best_block(self, height, width):
        """(sum, row, col) of the height x width block with the largest sum, topmost-leftmost on ties."""
        if not (0 < height <= self.rows and 0 < width <= self.cols):
            raise ValueError("block does not fit in the grid")
        best = None
        for r in range(self.rows - height + 1):
            for c in range(self.cols - width + 1):
                s = self.region(r, c, r + height - 1, c + width - 1)
                if best is None or s > best[0]:
                    best = (s, r, c)
        return best
