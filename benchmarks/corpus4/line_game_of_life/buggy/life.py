"""Conway's Game of Life on a bounded or wrapping (toroidal) board."""

from collections import Counter

OFFSETS = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)]


class Board:
    def __init__(self, height, width, cells=(), wrap=False):
        self.height, self.width, self.wrap = height, width, wrap
        self.cells = set()
        self.generation = 0
        for r, c in cells:
            self.set(r, c)

    @classmethod
    def from_text(cls, text, wrap=False):
        """Rows of '.' (dead) and '#' or 'O' (alive)."""
        rows = [row.strip() for row in text.strip().splitlines()]
        if len({len(row) for row in rows}) != 1:
            raise ValueError("all rows must have the same length")
        cells = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch in "#O"]
        return cls(len(rows), len(rows[0]), cells, wrap)

    def set(self, r, c, alive=True):
        if not (0 <= r < self.height and 0 <= c < self.width):
            raise IndexError((r, c))
        (self.cells.add if alive else self.cells.discard)((r, c))

    def copy(self):
        board = Board(self.height, self.width, self.cells, self.wrap)
        board.generation = self.generation
        return board

    def neighbours(self, r, c):
        for dr, dc in OFFSETS:
            nr, nc = r + dr, c + dc
            if self.wrap:
                yield nr % self.height, nc % self.width
            elif 0 <= nr < self.height and 0 <= nc < self.width:
                yield nr, nc

    def step(self):
        counts = Counter(n for cell in self.cells for n in self.neighbours(*cell))
        self.cells = {cell for cell, n in counts.items()
                      if n == 3 or (n == 2 and cell in self.cells)}
        self.generation += 1
        return self

    def run(self, steps):
        for _ in range(steps):
            self.step()
        return self

    def period(self, limit=100):
        """Generations until the pattern repeats (1 for a still life), or None."""
        board = self.copy()
        seen = {}
        for _ in range(limit + 1):
            key = frozenset(board.cells)
            if key in seen:
                return board.generation - seen[key]
            board.step()
        return None

    def population(self):
        return len(self.cells)

    def to_text(self):
        return "\n".join("".join("#" if (r, c) in self.cells else "." for c in range(self.width))
                         for r in range(self.height))
