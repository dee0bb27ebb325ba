"""Dictionary-of-keys matrices: cheap to build entry by entry."""

from __future__ import annotations

from collections.abc import Iterator


class DOKMatrix:
    """A mutable sparse matrix keyed by (row, column); zeros are never stored."""

    def __init__(self, rows: int, cols: int) -> None:
        if rows < 0 or cols < 0:
            raise ValueError(f"negative shape ({rows}, {cols})")
        self.shape = (rows, cols)
        self._entries: dict[tuple[int, int], float] = {}

    def _check(self, row: int, col: int) -> None:
        rows, cols = self.shape
        if not (0 <= row < rows and 0 <= col < cols):
            raise IndexError(f"({row}, {col}) outside a {rows}x{cols} matrix")

    def __getitem__(self, key: tuple[int, int]) -> float:
        self._check(*key)
        return self._entries.get(key, 0)

    def __setitem__(self, key: tuple[int, int], value: float) -> None:
        self._check(*key)
        if value == 0:
            self._entries.pop(key, None)
        else:
            self._entries[key] = value

    def add(self, row: int, col: int, value: float) -> None:
        """Accumulate into an entry (duplicate coordinates are summed)."""
        self[row, col] = self[row, col] + value

    @property
    def nnz(self) -> int:
        return len(self._entries)

    def items(self) -> Iterator[tuple[int, int, float]]:
        """Entries in row-major order."""
        for (row, col), value in sorted(self._entries.items()):
            yield row, col, value

    def tocsr(self):
        from .csr import CSRMatrix

        return CSRMatrix.from_triples(self.shape, self.items())
