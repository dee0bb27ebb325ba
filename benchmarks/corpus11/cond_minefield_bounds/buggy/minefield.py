"""A Minesweeper board: neighbour counts, hints and flood-fill reveal."""

from collections import deque

MINE = "*"


class Minefield:
    """A rectangular board given as strings, '*' for a mine and '.' for a safe cell."""

    def __init__(self, layout):
        self.grid = [list(row) for row in layout]
        self.rows = len(self.grid)
        self.cols = len(self.grid[0]) if self.grid else 0
        if any(len(row) != self.cols for row in self.grid):
            raise ValueError("ragged board")
        self.revealed = set()

    def is_mine(self, r, c):
        return self.grid[r][c] == MINE

    def mine_count(self):
        return sum(row.count(MINE) for row in self.grid)

    def neighbours(self, r, c):
        """The up to eight cells around (r, c) that lie on the board."""
        cells = []
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if dr == 0 and dc == 0:
                    continue
                nr, nc = r + dr, c + dc
                if 0 <= nr < self.rows:
                    cells.append((nr, nc))
        return cells

    def count_at(self, r, c):
        """Number of mines next to (r, c)."""
        return sum(self.is_mine(nr, nc) for nr, nc in self.neighbours(r, c))

    def hints(self):
        """The board as strings with each safe cell replaced by its mine count."""
        return [
            "".join(MINE if self.is_mine(r, c) else str(self.count_at(r, c))
                    for c in range(self.cols))
            for r in range(self.rows)
        ]

    def reveal(self, r, c):
        """Open (r, c); a cell with no mine around opens its neighbours too.

        Returns False when (r, c) is a mine, else the set of cells newly opened.
        """
        if self.is_mine(r, c):
            return False
        opened = set()
        queue = deque([(r, c)])
        while queue:
            cell = queue.popleft()
            if cell in self.revealed:
                continue
            self.revealed.add(cell)
            opened.add(cell)
            if self.count_at(*cell) == 0:
                queue.extend(n for n in self.neighbours(*cell) if n not in self.revealed)
        return opened

    def is_cleared(self):
        """True once every safe cell has been revealed."""
        return len(self.revealed) == self.rows * self.cols - self.mine_count()
