"""Count islands while land cells are raised one at a time (union-find on a grid)."""

STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


class IslandCounter:
    """A rows x cols sea; add_land() raises a cell and keeps the island count current."""

    def __init__(self, rows, cols):
        self.rows, self.cols = rows, cols
        self.islands = 0
        self._parent = {}
        self._size = {}

    def _index(self, r, c):
        """The cell's number in row-major order."""
        return r * self.cols + c

    def _find(self, x):
        while self._parent[x] != x:
            self._parent[x] = self._parent[self._parent[x]]
            x = self._parent[x]
        return x

    def _union(self, a, b):
        ra, rb = self._find(a), self._find(b)
        if ra == rb:
            return
        if self._size[ra] < self._size[rb]:
            ra, rb = rb, ra
        self._parent[rb] = ra
        self._size[ra] += self._size[rb]
        self.islands -= 1

    def is_land(self, r, c):
        return self._index(r, c) in self._parent

    def add_land(self, r, c):
        """Raise cell (r, c) and return the number of islands afterwards."""
        if not (0 <= r < self.rows and 0 <= c < self.cols):
            raise IndexError(f"cell {(r, c)} is off the grid")
        if self.is_land(r, c):
            return self.islands
        cell = self._index(r, c)
        self._parent[cell] = cell
        self._size[cell] = 1
        self.islands += 1
        for dr, dc in STEPS:
            nr, nc = r + dr, c + dc
            if 0 <= nr < self.rows and 0 <= nc < self.cols and self.is_land(nr, nc):
                self._union(cell, self._index(nr, nc))
        return self.islands

    def largest_island(self):
        """The number of cells in the biggest island (0 while there is only sea)."""
        return max((self._size[x] for x in self._parent if self._parent[x] == x), default=0)


def islands_after_each(rows, cols, positions):
    """The island count after each raised cell, in order."""
    counter = IslandCounter(rows, cols)
    return [counter.add_land(r, c) for r, c in positions]
