"""Largest all-ones squares in a binary grid, found by dynamic programming."""


class BinaryGrid:
    """A rectangular grid of 0/1 cells."""

    def __init__(self, rows):
        self.rows = [[1 if cell else 0 for cell in row] for row in rows]
        self.height = len(self.rows)
        self.width = len(self.rows[0]) if self.rows else 0
        if any(len(row) != self.width for row in self.rows):
            raise ValueError("all rows must have the same length")

    @classmethod
    def parse(cls, text):
        """Build a grid from lines of '1'/'0' (or '#'/'.') characters."""
        lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
        return cls([[1 if ch in "1#" else 0 for ch in line] for line in lines])

    def ones(self):
        """Number of cells set to 1."""
        return sum(map(sum, self.rows))

    def square_table(self):
        """table[i][j]: side of the largest all-ones square with bottom-right corner (i, j)."""
        table = [[0] * self.width for _ in range(self.height)]
        for i in range(self.height):
            for j in range(self.width):
                if not self.rows[i][j]:
                    continue
                if i == 0 or j == 0:
                    table[i][j] = 1
                else:
                    table[i][j] = 1 + min(table[i - 1][j], table[i][j - 1], table[i - 1][j - 1])
        return table

    def largest_side(self):
        """Side length of the largest all-ones square (0 if the grid has no ones)."""
        return max((max(row) for row in self.square_table() if row), default=0)

    def largest_area(self):
        """Area of the largest all-ones square."""
        return self.largest_side() ** 2

    def largest_square(self):
        """(top, left, side) of the first largest square in reading order, or None."""
        best = None
        for i, row in enumerate(self.square_table()):
            for j, side in enumerate(row):
                if side and (best is None or side > best[2]):
                    best = (i - side + 1, j - side + 1, side)
        return best

    def count_squares(self):
        """Number of all-ones square subgrids of every size."""
        return sum(map(sum, self.square_table()))
