"""Character grids and their neighbourhoods."""

from __future__ import annotations

from collections.abc import Iterator

Cell = tuple[int, int]

ORTHOGONAL = ((-1, 0), (1, 0), (0, -1), (0, 1))
DIAGONAL = ((-1, -1), (-1, 1), (1, -1), (1, 1))


class Grid:
    def __init__(self, rows: list[str]) -> None:
        if len({len(row) for row in rows}) > 1:
            raise ValueError("rows have different lengths")
        self.rows = rows
        self.height = len(rows)
        self.width = len(rows[0]) if rows else 0

    @classmethod
    def parse(cls, text: str) -> Grid:
        return cls([line for line in text.strip("\n").splitlines()])

    def __getitem__(self, cell: Cell) -> str:
        r, c = cell
        return self.rows[r][c]

    def cells(self) -> Iterator[Cell]:
        for r in range(self.height):
            for c in range(self.width):
                yield r, c

    def neighbours(self, cell: Cell, diagonal: bool = False) -> Iterator[Cell]:
        r, c = cell
        steps = ORTHOGONAL + DIAGONAL if diagonal else ORTHOGONAL
        for dr, dc in steps:
            nr, nc = r + dr, c + dc
            if 0 <= nr < self.height and 0 <= nc < self.width:
                yield nr, nc
