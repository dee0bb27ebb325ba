"""Connected-component labelling on top of the disjoint sets."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .grid import Cell, Grid
from .unionfind import DisjointSet


@dataclass
class Labeling:
    labels: dict[Cell, int]
    sets: DisjointSet
    grid: Grid

    @property
    def count(self) -> int:
        return len(set(self.labels.values()))

    def size(self, cell: Cell) -> int:
        return self.sets.size_of(cell)

    def sizes(self) -> list[int]:
        """Blob sizes, largest first."""
        return sorted((self.sets.size_of(root) for root in self.sets.roots()), reverse=True)

    def largest(self) -> set[Cell]:
        if not self.labels:
            return set()
        best = max(self.sets.roots(), key=lambda root: (self.sets.size_of(root), root))
        return {cell for cell in self.labels if self.sets.find(cell) == best}

    def histogram(self) -> dict[int, int]:
        """How many blobs there are of each size."""
        return dict(sorted(Counter(self.sizes()).items()))

    def render(self) -> str:
        symbols = "123456789abcdefghijklmnopqrstuvwxyz"
        lines = []
        for r in range(self.grid.height):
            line = ""
            for c in range(self.grid.width):
                label = self.labels.get((r, c))
                line += "." if label is None else symbols[label % len(symbols)]
            lines.append(line)
        return "\n".join(lines)


def label(grid: Grid, foreground: str = "#", diagonal: bool = False) -> Labeling:
    """Label the blobs of foreground cells, numbering them in reading order from 0."""
    sets = DisjointSet(cell for cell in grid.cells() if grid[cell] in foreground)
    for cell in grid.cells():
        if cell not in sets:
            continue
        for other in grid.neighbours(cell, diagonal):
            if other in sets:
                sets.union(cell, other)
    numbers: dict[Cell, int] = {}
    labels: dict[Cell, int] = {}
    for cell in grid.cells():
        if cell in sets:
            root = sets.find(cell)
            labels[cell] = numbers.setdefault(root, len(numbers))
    return Labeling(labels, sets, grid)
